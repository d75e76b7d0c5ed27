package export

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strings"
)

// Array is one named array of an .npz archive: float32 or int32 data.
type Array struct {
	Name  string
	Shape []int
	F32   []float32 // either
	I32   []int32
}

// npy encodes an array in the .npy format, version 1.0.
func npy(a Array) []byte {
	descr := "<f4"
	if a.F32 == nil {
		descr = "<i4"
	}
	dims := make([]string, len(a.Shape))
	for i, d := range a.Shape {
		dims[i] = fmt.Sprint(d)
	}
	shape := strings.Join(dims, ", ")
	if len(a.Shape) == 1 {
		shape += ","
	}
	header := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descr, shape)
	// magic (6) + version (2) + header length (2) + header + '\n', a multiple of 64.
	total := 10 + len(header) + 1
	header += strings.Repeat(" ", (64-total%64)%64) + "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	_ = binary.Write(&b, binary.LittleEndian, uint16(len(header)))
	b.WriteString(header)
	var buf [4]byte
	if a.F32 != nil {
		for _, v := range a.F32 {
			binary.LittleEndian.PutUint32(buf[:], math.Float32bits(v))
			b.Write(buf[:])
		}
	} else {
		for _, v := range a.I32 {
			binary.LittleEndian.PutUint32(buf[:], uint32(v))
			b.Write(buf[:])
		}
	}
	return b.Bytes()
}

// WriteNPZ writes arrays as an .npz archive (a zip of .npy files, stored
// uncompressed as numpy.savez does).
func WriteNPZ(w io.Writer, arrays []Array) error {
	z := zip.NewWriter(w)
	for _, a := range arrays {
		n := 1
		for _, d := range a.Shape {
			n *= d
		}
		if (a.F32 != nil && len(a.F32) != n) || (a.F32 == nil && len(a.I32) != n) {
			return fmt.Errorf("export: array %s of shape %v has the wrong number of values", a.Name, a.Shape)
		}
		f, err := z.CreateHeader(&zip.FileHeader{Name: a.Name + ".npy", Method: zip.Store})
		if err != nil {
			return err
		}
		if _, err := f.Write(npy(a)); err != nil {
			return err
		}
	}
	return z.Close()
}
