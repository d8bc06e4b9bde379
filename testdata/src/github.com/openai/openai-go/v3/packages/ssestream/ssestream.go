// Package ssestream is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package ssestream

type Stream[T any] struct {
	cur T
	err error
}

func (s *Stream[T]) Next() bool { panic("stub") }

func (s *Stream[T]) Current() T { panic("stub") }

func (s *Stream[T]) Err() error { panic("stub") }

func (s *Stream[T]) Close() error { panic("stub") }
