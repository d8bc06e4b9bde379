// Package supportbot is the demo of `make demo`: a customer-support bot
// written twice. Package bad has the failure modes of the design article,
// each one reported by llmerrlint; package fixed is the same bot written
// to the rules, and llmerrlint is silent on it. Nothing here calls a model:
// the packages only need to compile.
package supportbot
