package analyzers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Config is the configuration of every analyzer. Its JSON form is the
// golangci-lint settings block of the plugin:
//
//	{"disable": ["classswitch"], "finishreason": {"strict": true}, "classswitch": {...}}
//
// Each analyzer's options sit under its name with the keys of its package's
// Config json tags; the same options exist as flags -<name>.<key>. Keys the
// settings leave out keep their defaults. The zero Config is the default
// configuration. Use [Options] to read or change one analyzer's options.
type Config struct {
	// Disable lists analyzers not to run.
	Disable []string
	// opts maps an analyzer name to a pointer to its package's Config;
	// missing names mean defaults.
	opts map[string]options
}

// DefaultConfig returns the default configuration of every analyzer.
func DefaultConfig() Config { return Config{} }

// Options returns a pointer to the options of the analyzer whose package
// Config type is C, or nil if no registered analyzer has that type. Writes
// through the pointer change c.
func Options[C any](c *Config) *C {
	for _, e := range all {
		if p, ok := any(c.of(e)).(*C); ok {
			return p
		}
	}
	return nil
}

// of returns e's options in c, creating the defaults on first use.
func (c *Config) of(e entry) options {
	if o, ok := c.opts[e.name]; ok {
		return o
	}
	if c.opts == nil {
		c.opts = map[string]options{}
	}
	o := e.defaults()
	c.opts[e.name] = o
	return o
}

// Validate reports unknown names in Disable and bad option values, naming
// the analyzer and the key.
func (c Config) Validate() error {
	var errs []error
	for _, name := range c.Disable {
		if _, ok := lookup(name); !ok {
			errs = append(errs, fmt.Errorf("disable: unknown analyzer %q (known: %s)", name, strings.Join(Names(), ", ")))
		}
	}
	for _, e := range all {
		if o, ok := c.opts[e.name]; ok {
			if err := o.Validate(); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", e.name, err))
			}
		}
	}
	return errors.Join(errs...)
}

// UnmarshalJSON decodes settings on top of the defaults. Unknown keys, at
// the top or inside an analyzer's block, are errors.
func (c *Config) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("llmerrlint settings: %w", err)
	}
	for key, value := range raw {
		if key == "disable" {
			if err := json.Unmarshal(value, &c.Disable); err != nil {
				return fmt.Errorf("llmerrlint settings: disable: %w", err)
			}
			continue
		}
		e, ok := lookup(key)
		if !ok {
			return fmt.Errorf("llmerrlint settings: unknown key %q (known: disable, %s)", key, strings.Join(Names(), ", "))
		}
		dec := json.NewDecoder(bytes.NewReader(value))
		dec.DisallowUnknownFields()
		if err := dec.Decode(c.of(e)); err != nil {
			return fmt.Errorf("llmerrlint settings: %s: %w", key, err)
		}
	}
	return nil
}

// MarshalJSON encodes every analyzer's options, defaults included.
func (c Config) MarshalJSON() ([]byte, error) {
	out := map[string]any{}
	if len(c.Disable) > 0 {
		out["disable"] = slices.Clone(c.Disable)
	}
	for _, e := range all {
		out[e.name] = c.of(e)
	}
	return json.Marshal(out)
}
