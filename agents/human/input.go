package human

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
)

// MaxLine is the longest line of input read; the rest of a longer line is
// skipped and the line refused.
const MaxLine = 1024

// ErrQuit is returned when the person leaves: the input ended (Ctrl-D) or
// the context was cancelled (Ctrl-C).
var ErrQuit = errors.New("the player left the game")

// errTooLong is a line over MaxLine bytes.
var errTooLong = fmt.Errorf("the line is longer than %d characters", MaxLine)

// Input reads lines from a reader on a goroutine of its own, so that a
// cancelled context stops a wait for input (a terminal read can't be
// interrupted).
type Input struct {
	lines chan line
	more  chan struct{}
	asked bool // a line was asked for and not received yet
	done  bool
}

type line struct {
	text string
	err  error
}

// NewInput starts reading r. The goroutine reads one line each time Next
// asks for one, and ends at the end of r.
func NewInput(r io.Reader) *Input {
	in := &Input{lines: make(chan line), more: make(chan struct{})}
	go in.read(bufio.NewReaderSize(r, MaxLine))
	return in
}

func (in *Input) read(br *bufio.Reader) {
	for range in.more {
		text, err := readLine(br)
		in.lines <- line{text, err}
		if err != nil && err != errTooLong {
			close(in.lines)
			return
		}
	}
}

// readLine reads one line without its end (\n or \r\n). A last line
// without an end is returned without error; the end of the input after it
// is io.EOF.
func readLine(br *bufio.Reader) (string, error) {
	var buf []byte
	long := false
	for {
		part, isPrefix, err := br.ReadLine()
		if err != nil {
			if len(buf) > 0 && err == io.EOF {
				return string(buf), nil
			}
			return "", err
		}
		if !long {
			if len(buf)+len(part) > MaxLine {
				long, buf = true, nil
			} else {
				buf = append(buf, part...)
			}
		}
		if !isPrefix {
			break
		}
	}
	if long {
		return "", errTooLong
	}
	return string(buf), nil
}

// Next returns the next line. At the end of the input, after a read error
// or when ctx is done it returns ErrQuit (wrapping the cause); a line that is
// too long is an error of its own, and the next line can still be read.
func (in *Input) Next(ctx context.Context) (string, error) {
	if in.done {
		return "", fmt.Errorf("%w: the input has ended", ErrQuit)
	}
	if !in.asked {
		select {
		case in.more <- struct{}{}:
			in.asked = true
		case <-ctx.Done():
			return "", fmt.Errorf("%w: %w", ErrQuit, context.Cause(ctx))
		}
	}
	select {
	case l, ok := <-in.lines:
		in.asked = false
		switch {
		case !ok:
			in.done = true
			return "", fmt.Errorf("%w: the input has ended", ErrQuit)
		case l.err == errTooLong:
			return "", l.err
		case l.err == io.EOF:
			in.done = true
			return "", fmt.Errorf("%w: the input has ended (Ctrl-D)", ErrQuit)
		case l.err != nil:
			in.done = true
			return "", fmt.Errorf("%w: reading the input: %w", ErrQuit, l.err)
		}
		return l.text, nil
	case <-ctx.Done():
		return "", fmt.Errorf("%w: %w", ErrQuit, context.Cause(ctx))
	}
}
