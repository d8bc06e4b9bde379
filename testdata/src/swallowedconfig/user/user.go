// Package user registers the callbacks of package helpers.
package user

import (
	"google.golang.org/adk/v2/agent/llmagent"

	"swallowedconfig/helpers"
)

func config() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			helpers.ByClass,
			helpers.Degrade, // want `OnModelError callback helpers.Degrade swallows every error class, AUTH included`
		},
	}
}
