// Package classswitch defines an Analyzer that reports switches and policy
// tables over llmerr.ErrorClass that miss classes.
//
// # Analyzer classswitch
//
// classswitch: report switches and map literals over llmerr.ErrorClass that miss classes
//
// (documentation to be written)
package classswitch
