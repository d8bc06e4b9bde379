// Package unrelated imports neither llmerr nor any -types package: the
// analyzer returns at once.
package unrelated

type state int

const (
	idle state = iota
	busy
	done
)

func next(s state) state {
	switch s {
	case idle:
		return busy
	}
	return done
}

var names = map[state]string{idle: "idle"}
