package iterator

import "errors"

var Done = errors.New("no more items in iterator")
