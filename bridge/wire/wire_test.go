package wire

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
)

type pipe struct {
	bytes.Buffer
}

func TestFramesRoundTrip(t *testing.T) {
	big := bytes.Repeat([]byte{0, 0, 0, 1}, 10000)
	for _, z := range []bool{false, true} {
		var p pipe
		f := NewFramer(&p, 1<<20)
		if z {
			if err := f.EnableZstd(100); err != nil {
				t.Fatal(err)
			}
		}
		var b Buffer
		for _, payload := range [][]byte{[]byte("small"), big, {}} {
			b.Reset()
			b.Write(payload)
			if err := f.Write(b.B); err != nil {
				t.Fatal(err)
			}
			if z && len(payload) == len(big) && p.Len() > len(big)/4 {
				t.Errorf("a compressible frame of %d bytes took %d", len(big), p.Len())
			}
			got, err := f.Read()
			if err != nil || !bytes.Equal(got, payload) {
				t.Fatalf("zstd %v: read %d bytes, %v; want %d", z, len(got), err, len(payload))
			}
		}
		if _, err := f.Read(); !errors.Is(err, io.EOF) {
			t.Errorf("at the end: %v", err)
		}
	}
}

func TestFrameErrors(t *testing.T) {
	cases := []struct {
		name  string
		data  []byte
		code  Code
		fatal bool
	}{
		{"oversized", []byte{0, 0, 0x10, 0}, CodeFrameTooLarge, true},
		{"truncated header", []byte{1, 0}, CodeBadFrame, true},
		{"truncated payload", []byte{10, 0, 0, 0, 1, 2}, CodeBadFrame, true},
		{"compressed, not agreed", []byte{1, 0, 0, 0x80, 9}, CodeBadFrame, false},
	}
	for _, tc := range cases {
		f := NewFramer(&pipe{*bytes.NewBuffer(tc.data)}, 1000)
		_, err := f.Read()
		var fe *FrameError
		if !errors.As(err, &fe) || fe.Code != tc.code || fe.Fatal != tc.fatal {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	// Corrupt zstd data is an error, not a crash.
	var p pipe
	f := NewFramer(&p, 1000)
	f.EnableZstd(1)
	p.Write([]byte{4, 0, 0, 0x80, 1, 2, 3, 4})
	if _, err := f.Read(); err == nil {
		t.Error("corrupt zstd accepted")
	}
}

func TestIntsAndArrays(t *testing.T) {
	var buf bytes.Buffer
	e := msgpack.NewEncoder(&buf)
	EncodeInt32s(e, []int32{3, -1, 7}, 3)
	var a Array
	if err := msgpack.Unmarshal(buf.Bytes(), &a); err != nil || a.Dtype != DtypeInt32 || len(a.Data) != 12 {
		t.Fatalf("%+v %v", a, err)
	}
	cases := []struct {
		in   any
		want []int64
		ok   bool
	}{
		{[]int{1, 2, 3}, []int64{1, 2, 3}, true},
		{a, []int64{3, -1, 7}, true},
		{Array{Dtype: DtypeInt64, Shape: []int{1}, Data: []byte{5, 0, 0, 0, 0, 0, 0, 0}}, []int64{5}, true},
		{Array{Dtype: "<f4", Shape: []int{1}, Data: []byte{0, 0, 0, 0}}, nil, false},
		{Array{Dtype: DtypeInt32, Shape: []int{2}, Data: []byte{0, 0, 0, 0}}, nil, false},
		{Array{Dtype: DtypeInt32, Shape: []int{1}, Data: []byte{0, 0, 0}}, nil, false},
		{"3", nil, false},
		{[]any{1, "x"}, nil, false},
		{[]any{int8(-1), uint64(7), 2.0, float32(4)}, []int64{-1, 7, 2, 4}, true},
		{[]any{0.5}, nil, false},
		{[]any{uint64(1 << 63)}, nil, false},
		{map[string]any{"dtype": "<i4", "shape": []int{1, 2, 3, 4, 5, 6, 7, 8, 9}, "data": []byte{}}, nil, false},
		{map[string]any{"dtype": "<i4", "data": []byte{1, 0, 0, 0}, "x": 1}, nil, false},
	}
	for i, tc := range cases {
		b, _ := msgpack.Marshal(tc.in)
		var v Ints
		var r Reader
		r.Reset(b)
		err := v.Read(&r)
		if (err == nil) != tc.ok || tc.ok && !equal(v, tc.want) {
			t.Errorf("case %d: %v, %v", i, v, err)
		}
	}
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
