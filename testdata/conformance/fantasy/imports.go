// Package fantasy imports every real fantasy package the conformance test
// compares with a stub or with the knowledge table, so that go mod tidy
// keeps them.
package fantasy

import _ "charm.land/fantasy"
