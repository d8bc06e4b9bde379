package analyzers

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/llmerrlint/llmerrlint/internal/suggest"
)

// UnmarshalJSON decodes settings onto the defaults. Unknown keys, at any
// depth, are errors that list the valid keys there; a value of the wrong
// type or one an option rejects is an error in the settings' own terms,
// e.g. "finishreason.strict: want true or false".
func (c *Config) UnmarshalJSON(data []byte) error {
	var fresh Config
	if err := decodeStruct(data, reflect.ValueOf(&fresh).Elem(), ""); err != nil {
		return err
	}
	if err := checkDisable(fresh.Disable); err != nil {
		return err
	}
	*c = fresh
	return nil
}

// Validate reports what UnmarshalJSON would reject in c: unknown names in
// Disable and option values the analyzers' flags would refuse. New calls
// it; so does the golangci-lint plugin, once, when it loads its settings.
func (c Config) Validate() error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return new(Config).UnmarshalJSON(data)
}

func checkDisable(names []string) error {
	known := Names()
	var errs []error
	for _, name := range names {
		if !slices.Contains(known, name) {
			errs = append(errs, fmt.Errorf("disable: unknown analyzer %q; valid: %s%s",
				name, strings.Join(known, ", "), suggest.DidYouMean(name, known)))
		}
	}
	return errors.Join(errs...)
}

// decodeStruct decodes the JSON object data into the struct v field by
// field, so that every error can name its key path.
func decodeStruct(data []byte, v reflect.Value, path string) error {
	if string(data) == "null" {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("%s: want a mapping (%s)", where(path), validKeys(v.Type()))
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the first error is the same every run
	for _, key := range keys {
		i := fieldIndex(v.Type(), key)
		if i < 0 {
			return fmt.Errorf("%s: unknown key %q; %s%s", where(path), key, validKeys(v.Type()), suggest.DidYouMean(key, jsonKeys(v.Type())))
		}
		if err := decodeValue(raw[key], v.Field(i), join(path, key)); err != nil {
			return err
		}
	}
	return nil
}

func decodeValue(data []byte, v reflect.Value, path string) error {
	_, custom := v.Addr().Interface().(json.Unmarshaler)
	_, text := v.Addr().Interface().(interface{ UnmarshalText([]byte) error })
	if v.Kind() == reflect.Struct && !custom && !text {
		return decodeStruct(data, v, path)
	}
	if err := json.Unmarshal(data, v.Addr().Interface()); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && !custom {
			return fmt.Errorf("%s: want %s", path, describe(v.Type()))
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// describe names what a value of type t is written as in the settings.
func describe(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.String {
			return "a list of strings"
		}
		return "a list"
	case reflect.Struct:
		return "a mapping (" + validKeys(t) + ")"
	}
	return "a " + t.Kind().String()
}

func fieldIndex(t reflect.Type, key string) int {
	for i := range t.NumField() {
		if jsonKey(t.Field(i)) == key {
			return i
		}
	}
	return -1
}

func jsonKey(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name
}

func validKeys(t reflect.Type) string {
	keys := jsonKeys(t)
	if len(keys) == 0 {
		return "no keys (the analyzer has no options)"
	}
	return "valid keys: " + strings.Join(keys, ", ")
}

// jsonKeys returns the JSON keys of the struct type t, in field order.
func jsonKeys(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		if k := jsonKey(t.Field(i)); k != "" && k != "-" {
			out = append(out, k)
		}
	}
	return out
}

func where(path string) string {
	if path == "" {
		return "settings"
	}
	return path
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
