// Package local defines its own enum, checked with -types=classswitch/local.color.
package local

type color uint8

const (
	red color = iota
	green
	blue
	crimson = red // an alias
)

// Not a member: another type.
const purple = 7

func name(c color) string {
	switch c { // want `^switch on color misses blue$`
	case crimson:
		return "red"
	case green:
		return "green"
	}
	return ""
}

var hex = map[color]string{ // want `^map keyed by color misses green, blue$`
	red: "#f00",
}

// A case outside the enum's values does not cover a member.
func warm(c color) bool {
	switch c { // want `^switch on color misses green, blue$`
	case red, purple:
		return true
	default:
		return false
	}
}
