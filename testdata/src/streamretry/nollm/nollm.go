// Package nollm retries a stream of its own: no LLM API, silent.
package nollm

import "io"

type stream interface {
	Next() bool
	Chunk() []byte
	Err() error
}

func copyWithRetry(open func() stream, w io.Writer) error {
	var err error
	for range 3 {
		s := open()
		for s.Next() {
			w.Write(s.Chunk())
		}
		if err = s.Err(); err != nil {
			continue
		}
		return nil
	}
	return err
}
