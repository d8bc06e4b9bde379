// Package e2e holds llmerrlint's end-to-end tests: the real binary under
// go vet and go fix, the standalone command parsed as editors parse it, a
// custom golangci-lint built with the plugin, and the pre-commit hook.
//
// They are slow and use the network's Go module proxy, so they run only
// when LLMERRLINT_E2E=1 (make e2e sets it); plain go test ./... skips them.
package e2e
