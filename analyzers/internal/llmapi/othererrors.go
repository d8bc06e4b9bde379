// This file says which SDK calls return errors that are not all a
// model's.

package llmapi

import "go/types"

// adkModelCall is the one ADK call whose errors are all the model's.
var adkModelCall = ref(adkMod, "model", "LLM", "GenerateContent")

// OtherErrors reports whether fn, a function of an SDK module, also
// returns errors that come from no model: ADK's runner.Run yields its
// session service's errors next to the model's, and ADK's services,
// agents and constructors fail on their own (a database, a bucket, a
// configuration). Only ADK's model.LLM.GenerateContent fails with the
// model's errors alone.
func OtherErrors(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || moduleOfImport(fn.Pkg().Path()) != adkMod {
		return false
	}
	return RefOf(fn.Origin()) != adkModelCall
}
