// Package finishreason defines an Analyzer that reports model calls whose
// finish reason is never read.
//
// # Analyzer finishreason
//
// finishreason: report model calls whose finish reason or error code is never read
//
// (documentation to be written)
package finishreason
