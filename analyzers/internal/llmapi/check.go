// This file holds the Check function beside each response classifier: the
// llmerr function that turns the response's in-band failure into an
// error, which finishreason's fix inserts.
package llmapi

import "strings"

// Check returns the llmerr function that takes the classifier's response
// and returns an error (CheckGenerateContent beside
// ClassifyGenerateContent), with ok false for a classifier of a stream
// chunk, a choice or a reason, which has none. Its parameter is c.Param.
func (c *Classifier) Check() (fn ObjectRef, ok bool) {
	if !strings.HasPrefix(c.Param, "*") || !strings.HasPrefix(c.Func.Name, "Classify") {
		return ObjectRef{}, false
	}
	return ObjectRef{PkgPath: c.Func.PkgPath, Name: "Check" + strings.TrimPrefix(c.Func.Name, "Classify")}, true
}
