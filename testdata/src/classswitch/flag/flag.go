// Package flag holds switches and tables over llmerr.ErrorClass that miss
// classes.
package flag

import (
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

type action int

const (
	retry action = iota
	fail
	page
)

// A policy that forgot the classes added after it was written, with a
// default that quietly sends them to fail.
func handle(c llmerr.ErrorClass) action {
	switch c { // want `^switch on llmerr.ErrorClass misses Truncated, ToolProtocol, CallBudget$`
	case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server:
		return retry
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound:
		return page
	case llmerr.PromptBlocked, llmerr.OutputBlocked:
		return fail
	default:
		return fail
	case llmerr.Unknown:
		return page
	}
}

// No default: the missing classes fall through to the return below.
func retryable(c llmerr.ErrorClass) bool {
	switch c { // want `^switch on llmerr.ErrorClass misses 10 of its 13 values$`
	case llmerr.Transport, llmerr.Timeout:
		return true
	case llmerr.RateLimited:
		return true
	}
	return false
}

type result struct {
	err   error
	class llmerr.ErrorClass
}

// A tagless switch comparing one field, with || and a reversed comparison.
func describe(r result) string {
	switch { // want `^switch on llmerr.ErrorClass misses Server$`
	case r.class == llmerr.Transport || r.class == llmerr.Timeout:
		return "network"
	case llmerr.RateLimited == r.class:
		return "quota"
	case (r.class == llmerr.BadRequest), r.class == llmerr.Auth, r.class == llmerr.NotFound:
		return "caller"
	case r.class == llmerr.PromptBlocked, r.class == llmerr.OutputBlocked, r.class == llmerr.Truncated,
		r.class == llmerr.ToolProtocol, r.class == llmerr.CallBudget, r.class == llmerr.Unknown:
		return "model"
	}
	return ""
}

// Policy tables.
var backoff = map[llmerr.ErrorClass]time.Duration{ // want `^map keyed by llmerr.ErrorClass misses 10 of its 13 values$`
	llmerr.Timeout:     time.Second,
	llmerr.RateLimited: 10 * time.Second,
	llmerr.BadRequest:  0,
}

type policy map[llmerr.ErrorClass]action

var table = policy{ // want `^map keyed by llmerr.ErrorClass misses Unknown$`
	llmerr.Transport: retry, llmerr.Timeout: retry, llmerr.RateLimited: retry, llmerr.Server: retry,
	llmerr.BadRequest: page, llmerr.Auth: page, llmerr.NotFound: page, llmerr.PromptBlocked: fail,
	llmerr.OutputBlocked: fail, llmerr.Truncated: fail, llmerr.ToolProtocol: fail, llmerr.CallBudget: fail,
}

var nested = map[string]map[llmerr.ErrorClass]bool{
	"prod": {llmerr.Transport: true}, // want `^map keyed by llmerr.ErrorClass misses 12 of its 13 values$`
}

// Switches inside closures and generic functions.
func middleware(next func() error, classify func(error) llmerr.ErrorClass) func() error {
	return func() error {
		err := next()
		switch c := classify(err); c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
		case llmerr.Transport:
			return next()
		}
		return err
	}
}

func firstRetryable[T any](items []T, class func(T) llmerr.ErrorClass) (T, bool) {
	for _, it := range items {
		switch class(it) { // want `^switch on llmerr.ErrorClass misses 8 of its 13 values$`
		case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server, llmerr.BadRequest:
			return it, true
		}
	}
	var zero T
	return zero, false
}

// A labelled switch with an untyped constant case.
func labelled(c llmerr.ErrorClass) {
loop:
	for {
	inner:
		switch c { // want `^switch on llmerr.ErrorClass misses 10 of its 13 values$`
		case 1:
			break inner
		case 2, 3:
			break loop
		}
	}
}

// An empty switch misses every class.
func empty(c llmerr.ErrorClass) {
	switch c { // want `^switch on llmerr.ErrorClass misses 13 of its 13 values$`
	}
}
