// Package schema is a stub of charm.land/fantasy/schema for the analyzers'
// tests.
package schema

type Schema struct {
	Type        string `json:"type,omitempty"`
	Description string `json:"description,omitempty"`
}
