package wire

import (
	"errors"
	"fmt"
	"math"
)

// Reader reads MessagePack values from a byte slice without copying or
// allocating: the server reads requests with it (docs/bridge.md, "Numbers":
// a number is accepted in any MessagePack encoding that holds its value).
// Call Check on the bytes first: Reader trusts nothing, but only Check
// bounds nesting and lengths.
type Reader struct {
	b []byte
	i int
	// MaxList, if > 0, bounds the elements of a list read as an arg: an
	// Ints, array or array map (whose elements each widen to 8 bytes: a
	// 64 MiB |u1 array must not become 512 MB), and the bridge's other
	// list args.
	MaxList int
}

// Reset makes r read b from its start.
func (r *Reader) Reset(b []byte) { r.b, r.i = b, 0 }

// Len is the number of bytes not read yet.
func (r *Reader) Len() int { return len(r.b) - r.i }

// Offset is the number of bytes read.
func (r *Reader) Offset() int { return r.i }

// Peek is the kind of the next value, not read.
func (r *Reader) Peek() (Kind, error) {
	k, _, _, _, err := Head(r.b, r.i)
	return k, err
}

// head reads the next value's header and wants one of the kinds.
func (r *Reader) head(want string, kinds ...Kind) (Kind, int, uint64, error) {
	k, n, bits, next, err := Head(r.b, r.i)
	if err != nil {
		return k, 0, 0, err
	}
	for _, w := range kinds {
		if k == w {
			r.i = next
			return k, n, bits, nil
		}
	}
	return k, 0, 0, fmt.Errorf("want %s, got %s", want, k)
}

// Nil reads a nil if the next value is one.
func (r *Reader) Nil() bool {
	if k, err := r.Peek(); err == nil && k == KindNil {
		r.i++
		return true
	}
	return false
}

// MapLen reads a map's header: the number of pairs that follow.
func (r *Reader) MapLen() (int, error) {
	_, n, _, err := r.head("a map", KindMap)
	return n, err
}

// ArrayLen reads an array's header: the number of elements that follow.
func (r *Reader) ArrayLen() (int, error) {
	_, n, _, err := r.head("an array", KindArray)
	return n, err
}

// Str reads a str (or bin) and returns its bytes, not copied.
func (r *Reader) Str() ([]byte, error) {
	_, n, _, err := r.head("a string", KindStr, KindBin)
	if err != nil {
		return nil, err
	}
	s := r.b[r.i : r.i+n]
	r.i += n
	return s, nil
}

// Bool reads a bool.
func (r *Reader) Bool() (bool, error) {
	_, _, bits, err := r.head("true or false", KindBool)
	return bits == 1, err
}

// ErrNotFinite is the error of a NaN or an infinity where a number is
// wanted.
var ErrNotFinite = errors.New("want a finite number, got NaN or an infinity")

// Int reads an integer of any encoding, or a float with an integral value
// in int64's range.
func (r *Reader) Int() (int64, error) {
	k, _, bits, err := r.head("an integer", KindInt, KindUint, KindFloat)
	switch {
	case err != nil:
		return 0, err
	case k == KindInt:
		return int64(bits), nil
	case k == KindUint:
		if bits > math.MaxInt64 {
			return 0, fmt.Errorf("%d is too large", bits)
		}
		return int64(bits), nil
	}
	f, err := integral(bits)
	if err == nil && (f < -(1<<63) || f >= 1<<63) {
		err = fmt.Errorf("%g is out of range", f)
	}
	return int64(f), err
}

// integral is the float64 of bits when it is a finite whole number.
func integral(bits uint64) (float64, error) {
	f := math.Float64frombits(bits)
	switch {
	case math.IsNaN(f) || math.IsInf(f, 0):
		return 0, ErrNotFinite
	case f != math.Trunc(f):
		return 0, fmt.Errorf("want an integer, got %g", f)
	}
	return f, nil
}

// Uint reads a non-negative integer of any encoding, or a float with an
// integral value in uint64's range.
func (r *Reader) Uint() (uint64, error) {
	k, _, bits, err := r.head("an integer", KindInt, KindUint, KindFloat)
	switch {
	case err != nil:
		return 0, err
	case k == KindUint:
		return bits, nil
	case k == KindInt:
		if int64(bits) < 0 {
			return 0, fmt.Errorf("%d is negative", int64(bits))
		}
		return bits, nil
	}
	f, err := integral(bits)
	switch {
	case err != nil:
		return 0, err
	case f < 0:
		return 0, fmt.Errorf("%g is negative", f)
	case f >= 1<<64:
		return 0, fmt.Errorf("%g is out of range", f)
	}
	return uint64(f), nil
}

// Float reads a finite number of any encoding, integer or float.
func (r *Reader) Float() (float64, error) {
	k, _, bits, err := r.head("a number", KindInt, KindUint, KindFloat)
	switch {
	case err != nil:
		return 0, err
	case k == KindInt:
		return float64(int64(bits)), nil
	case k == KindUint:
		return float64(bits), nil
	}
	f := math.Float64frombits(bits)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, ErrNotFinite
	}
	return f, nil
}

// Skip reads past the next value, however deep (without recursion).
func (r *Reader) Skip() error {
	for items := 1; items > 0; items-- {
		k, n, _, next, err := Head(r.b, r.i)
		if err != nil {
			return err
		}
		switch k {
		case KindStr, KindBin, KindExt:
			next += n
		case KindArray:
			items += n
		case KindMap:
			items += 2 * n
		}
		if next > len(r.b) {
			return errTruncated
		}
		r.i = next
	}
	return nil
}
