// Package par runs a loop's iterations on the cores: contiguous spans, one
// goroutine each, so that the result does not depend on how many there are.
// The trainer's collection and model.Fast share it.
package par
