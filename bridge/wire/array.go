package wire

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"github.com/vmihailenco/msgpack/v5"
)

// Dtypes of arrays on the wire, in numpy's notation.
const (
	DtypeFloat32 = "<f4"
	DtypeInt32   = "<i4"
	DtypeInt64   = "<i8"
	DtypeBool    = "|b1"
	DtypeUint8   = "|u1"
	DtypeInt8    = "|i1"
)

// LittleEndianHost is true on hosts whose memory order is the wire's
// (little-endian), where arrays are written straight from memory.
var LittleEndianHost = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// EncodeArrayHeader writes the map header, dtype and shape of an array and
// the header of its data, which must be followed by exactly nbytes bytes
// (WriteFloat32s, WriteInt32s, WriteBytes), possibly in several pieces.
func EncodeArrayHeader(e *msgpack.Encoder, dtype string, shape []int, nbytes int) error {
	if err := e.EncodeMapLen(3); err != nil {
		return err
	}
	e.EncodeString("dtype")
	e.EncodeString(dtype)
	e.EncodeString("shape")
	e.EncodeArrayLen(len(shape))
	for _, d := range shape {
		e.EncodeInt(int64(d))
	}
	e.EncodeString("data")
	return e.EncodeBytesLen(nbytes)
}

func checkShape(shape []int, n int) {
	p := 1
	for _, d := range shape {
		p *= d
	}
	if p != n {
		panic(fmt.Sprintf("wire: shape %v does not hold %d elements", shape, n))
	}
}

// EncodeFloat32s writes v as a float32 array of the given shape.
func EncodeFloat32s(e *msgpack.Encoder, v []float32, shape ...int) error {
	checkShape(shape, len(v))
	if err := EncodeArrayHeader(e, DtypeFloat32, shape, 4*len(v)); err != nil {
		return err
	}
	return WriteFloat32s(e, v)
}

// EncodeInt32s writes v as an int32 array of the given shape.
func EncodeInt32s(e *msgpack.Encoder, v []int32, shape ...int) error {
	checkShape(shape, len(v))
	if err := EncodeArrayHeader(e, DtypeInt32, shape, 4*len(v)); err != nil {
		return err
	}
	return WriteInt32s(e, v)
}

// EncodeBools writes v as a bool array (one byte each, 0 or 1).
func EncodeBools(e *msgpack.Encoder, v []bool, shape ...int) error {
	checkShape(shape, len(v))
	if err := EncodeArrayHeader(e, DtypeBool, shape, len(v)); err != nil {
		return err
	}
	if len(v) == 0 {
		return nil
	}
	return WriteBytes(e, unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), len(v)))
}

// WriteBytes writes raw data bytes of an array begun with EncodeArrayHeader.
func WriteBytes(e *msgpack.Encoder, b []byte) error {
	_, err := e.Writer().Write(b)
	return err
}

// WriteFloat32s writes the elements of v as little-endian data bytes of an
// array begun with EncodeArrayHeader.
func WriteFloat32s(e *msgpack.Encoder, v []float32) error {
	w := e.Writer()
	if LittleEndianHost {
		if len(v) > 0 {
			_, err := w.Write(unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v)))
			return err
		}
		return nil
	}
	var b [4]byte
	for _, x := range v {
		binary.LittleEndian.PutUint32(b[:], math.Float32bits(x))
		if _, err := w.Write(b[:]); err != nil {
			return err
		}
	}
	return nil
}

// WriteInt32s writes the elements of v as little-endian data bytes of an
// array begun with EncodeArrayHeader.
func WriteInt32s(e *msgpack.Encoder, v []int32) error {
	w := e.Writer()
	if LittleEndianHost {
		if len(v) > 0 {
			_, err := w.Write(unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v)))
			return err
		}
		return nil
	}
	var b [4]byte
	for _, x := range v {
		binary.LittleEndian.PutUint32(b[:], uint32(x))
		if _, err := w.Write(b[:]); err != nil {
			return err
		}
	}
	return nil
}

// Array is an array read from the wire.
type Array struct {
	Dtype string `msgpack:"dtype"`
	Shape []int  `msgpack:"shape"`
	Data  []byte `msgpack:"data"`
}

// Ints is a list of whole numbers given either as a MessagePack array of
// integers or as an integer array map (dtype <i4, <i8, |u1 and their
// big-endian forms refused).
type Ints []int64

// Read reads either form from r, reusing v's storage: an array of
// integers (any encoding, as Reader.Int), or an array map.
func (v *Ints) Read(r *Reader) error {
	k, err := r.Peek()
	if err != nil {
		return err
	}
	if k == KindMap {
		var shape [8]int
		a := Array{Shape: shape[:0]}
		if err := a.Read(r); err != nil {
			return err
		}
		return v.fromArray(&a, r.MaxList)
	}
	n, err := r.ArrayLen()
	if err != nil {
		return fmt.Errorf("want an array of integers or an integer array map: %w", err)
	}
	if r.MaxList > 0 && n > r.MaxList {
		return fmt.Errorf("%d elements: at most %d", n, r.MaxList)
	}
	out := (*v)[:0]
	for i := 0; i < n; i++ {
		x, err := r.Int()
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		out = append(out, x)
	}
	*v = out
	return nil
}

// Read reads an array map {dtype, shape, data} from r; data is not copied.
// Its shape may have at most 8 dimensions.
func (a *Array) Read(r *Reader) error {
	n, err := r.MapLen()
	if err != nil {
		return err
	}
	a.Shape = a.Shape[:0]
	for range n {
		key, err := r.Str()
		if err != nil {
			return fmt.Errorf("an array map's keys: %w", err)
		}
		switch string(key) {
		case "dtype":
			d, err := r.Str()
			if err != nil {
				return fmt.Errorf("dtype: %w", err)
			}
			a.Dtype = dtypeName(d)
		case "shape":
			m, err := r.ArrayLen()
			if err != nil {
				return fmt.Errorf("shape: %w", err)
			}
			if m > 8 {
				return fmt.Errorf("shape of %d dimensions: at most 8", m)
			}
			for range m {
				d, err := r.Int()
				if err != nil {
					return fmt.Errorf("shape: %w", err)
				}
				if d < 0 || d > 1<<31 {
					return fmt.Errorf("shape: size %d out of range", d)
				}
				a.Shape = append(a.Shape, int(d))
			}
		case "data":
			if a.Data, err = r.Str(); err != nil {
				return fmt.Errorf("data: %w", err)
			}
		default:
			return fmt.Errorf("an array map has keys dtype, shape and data, not %s", Clip(string(key)))
		}
	}
	return nil
}

// dtypeName is d as one of the dtype constants when it is one (no
// allocation), else a clipped copy.
func dtypeName(d []byte) string {
	for _, s := range [...]string{DtypeFloat32, DtypeInt32, DtypeInt64, DtypeBool, DtypeUint8, DtypeInt8, "<u1"} {
		if string(d) == s {
			return s
		}
	}
	return Clip(string(d))
}

func (v *Ints) fromArray(a *Array, most int) error {
	var size int
	switch a.Dtype {
	case DtypeInt32:
		size = 4
	case DtypeInt64:
		size = 8
	case DtypeUint8, "<u1", "|i1":
		size = 1
	default:
		return fmt.Errorf("array dtype %q: want %s, %s or %s", a.Dtype, DtypeInt32, DtypeInt64, DtypeUint8)
	}
	if len(a.Data)%size != 0 {
		return fmt.Errorf("array of %d bytes is not a whole number of %s", len(a.Data), a.Dtype)
	}
	n := len(a.Data) / size
	if most > 0 && n > most {
		return fmt.Errorf("array of %d elements: at most %d", n, most)
	}
	p := 1
	for _, d := range a.Shape {
		if d < 0 {
			return fmt.Errorf("array shape %v has a negative size", a.Shape)
		}
		p *= d
		if p > n {
			break
		}
	}
	if len(a.Shape) > 0 && p != n {
		return fmt.Errorf("array shape %v does not match its %d elements", a.Shape, n)
	}
	out := (*v)[:0]
	for i := 0; i < n; i++ {
		b := a.Data[i*size:]
		switch a.Dtype {
		case DtypeInt32:
			out = append(out, int64(int32(binary.LittleEndian.Uint32(b))))
		case DtypeInt64:
			out = append(out, int64(binary.LittleEndian.Uint64(b)))
		case "|i1":
			out = append(out, int64(int8(b[0])))
		default:
			out = append(out, int64(b[0]))
		}
	}
	*v = out
	return nil
}
