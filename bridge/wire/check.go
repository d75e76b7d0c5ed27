package wire

import (
	"fmt"
	"math"
)

// Limits bound a MessagePack value from a client before anything decodes
// it (docs/bridge.md, "Threat model"): msgpack's decoder recurses once per
// level of nesting and preallocates from declared lengths, so a few MB of
// nested arrays would overflow the stack of the whole server.
type Limits struct {
	MaxDepth  int // arrays and maps inside each other
	MaxString int // bytes of a str
	MaxItems  int // elements of an array, pairs of a map
}

// DefaultLimits are the limits on requests: deeper than any request needs,
// and strings long enough for a decklist's text.
var DefaultLimits = Limits{MaxDepth: 16, MaxString: 1 << 20, MaxItems: 1 << 20}

// Kinds of MessagePack values, as Head reads them.
type Kind uint8

const (
	KindNil Kind = iota
	KindBool
	KindInt   // a signed encoding (negative fixint, int 8 to 64)
	KindUint  // an unsigned encoding (positive fixint, uint 8 to 64)
	KindFloat // float 32 or 64
	KindStr
	KindBin
	KindArray
	KindMap
	KindExt
)

var kindNames = [...]string{"nil", "a bool", "an integer", "an integer", "a float", "a string", "bytes", "an array", "a map", "an extension type"}

func (k Kind) String() string { return kindNames[k] }

// Head reads the header of the value at b[i:]. For str, bin and ext n is
// the payload's length in bytes and the payload starts at next; for arrays
// and maps n is the element (pair) count and next is the first element; for
// scalars the value ends at next and bits holds it (the raw bits of an
// integer or a float64, bool 1 or 0). Head never reads past b and never
// trusts a length beyond the bytes there are.
func Head(b []byte, i int) (k Kind, n int, bits uint64, next int, err error) {
	if i >= len(b) {
		return 0, 0, 0, i, errTruncated
	}
	c := b[i]
	i++
	switch {
	case c <= 0x7f:
		return KindUint, 0, uint64(c), i, nil
	case c >= 0xe0:
		return KindInt, 0, uint64(int64(int8(c))), i, nil
	case c >= 0x80 && c <= 0x8f:
		return KindMap, int(c & 0x0f), 0, i, nil
	case c >= 0x90 && c <= 0x9f:
		return KindArray, int(c & 0x0f), 0, i, nil
	case c >= 0xa0 && c <= 0xbf:
		return KindStr, int(c & 0x1f), 0, i, within(b, i, int(c&0x1f))
	}
	w := headSize[c]
	switch c {
	case 0xc0:
		return KindNil, 0, 0, i, nil
	case 0xc2, 0xc3:
		return KindBool, 0, uint64(c - 0xc2), i, nil
	case 0xc1:
		return 0, 0, 0, i, fmt.Errorf("byte 0xc1 at offset %d is not MessagePack", i-1)
	case 0xd4, 0xd5, 0xd6, 0xd7, 0xd8: // fixext 1 to 16, after a type byte
		return KindExt, 1 << (c - 0xd4), 0, i + 1, within(b, i, 1+1<<(c-0xd4))
	}
	if err := within(b, i, w); err != nil {
		return 0, 0, 0, i, err
	}
	var x uint64
	for j := range w {
		x = x<<8 | uint64(b[i+j])
	}
	i += w
	switch c {
	case 0xca:
		return KindFloat, 0, math.Float64bits(float64(math.Float32frombits(uint32(x)))), i, nil
	case 0xcb:
		return KindFloat, 0, x, i, nil
	case 0xcc, 0xcd, 0xce, 0xcf:
		return KindUint, 0, x, i, nil
	case 0xd0:
		return KindInt, 0, uint64(int64(int8(x))), i, nil
	case 0xd1:
		return KindInt, 0, uint64(int64(int16(x))), i, nil
	case 0xd2:
		return KindInt, 0, uint64(int64(int32(x))), i, nil
	case 0xd3:
		return KindInt, 0, x, i, nil
	case 0xdc, 0xdd:
		return KindArray, clampLen(x), 0, i, nil
	case 0xde, 0xdf:
		return KindMap, clampLen(x), 0, i, nil
	case 0xc7, 0xc8, 0xc9: // ext: length, type byte, data
		return KindExt, clampLen(x), 0, i + 1, within(b, i, 1+clampLen(x))
	case 0xc4, 0xc5, 0xc6:
		return KindBin, clampLen(x), 0, i, within(b, i, clampLen(x))
	}
	return KindStr, clampLen(x), 0, i, within(b, i, clampLen(x)) // 0xd9 to 0xdb
}

var errTruncated = fmt.Errorf("the MessagePack value ends early")

// clampLen turns a declared 32-bit length into an int that fits anywhere.
func clampLen(x uint64) int { return int(min(x, 1<<32)) }

// within checks that n bytes from i are in b.
func within(b []byte, i, n int) error {
	if n > len(b)-i {
		return fmt.Errorf("a length of %d bytes at offset %d, but %d bytes remain", n, i, max(len(b)-i, 0))
	}
	return nil
}

// Check walks the MessagePack value that must fill b, without recursion and
// without allocating more than its depth limit, and refuses it when it is
// malformed, truncated, followed by other bytes, nested deeper than
// MaxDepth, holds a str longer than MaxString or an array or map of more
// than MaxItems elements (or more than the bytes left could hold), or an
// extension type (the protocol uses none). After Check, decoding b cannot
// recurse deeper than MaxDepth nor allocate more than b's size per level.
func Check(b []byte, lim Limits) error {
	var stack [64]int // elements left to read at each open level
	left := stack[:0]
	if lim.MaxDepth > len(stack) {
		lim.MaxDepth = len(stack)
	}
	i, items := 0, 1 // the top level holds one value
	for {
		for items == 0 {
			if len(left) == 0 {
				if i != len(b) {
					return fmt.Errorf("%d bytes after the MessagePack value", len(b)-i)
				}
				return nil
			}
			items, left = left[len(left)-1], left[:len(left)-1]
		}
		items--
		k, n, _, next, err := Head(b, i)
		if err != nil {
			return err
		}
		switch k {
		case KindStr:
			if n > lim.MaxString {
				return fmt.Errorf("a string of %d bytes at offset %d: the limit is %d", n, i, lim.MaxString)
			}
			next += n
		case KindBin:
			next += n
		case KindExt:
			return fmt.Errorf("an extension type at offset %d: the protocol uses none", i)
		case KindArray, KindMap:
			if len(left) >= lim.MaxDepth {
				return fmt.Errorf("nested deeper than %d levels at offset %d", lim.MaxDepth, i)
			}
			m := n
			if k == KindMap {
				m = 2 * n
			}
			if n > lim.MaxItems || m > len(b)-next {
				return fmt.Errorf("%s of %d elements at offset %d: the limit is %d, and %d bytes remain",
					k, n, i, lim.MaxItems, len(b)-next)
			}
			left = append(left, items)
			items = m
		}
		i = next
	}
}

// headSize is the width of the length or value after a type byte.
var headSize = [256]int{0xc4: 1, 0xc5: 2, 0xc6: 4, 0xc7: 1, 0xc8: 2, 0xc9: 4, 0xca: 4, 0xcb: 8, 0xcc: 1, 0xcd: 2, 0xce: 4, 0xcf: 8,
	0xd0: 1, 0xd1: 2, 0xd2: 4, 0xd3: 8, 0xd9: 1, 0xda: 2, 0xdb: 4, 0xdc: 2, 0xdd: 4, 0xde: 2, 0xdf: 4}
