package wire

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/vmihailenco/msgpack/v5"
)

// nested is n arrays of one element inside each other around nil.
func nested(n int) []byte { return append(bytes.Repeat([]byte{0x91}, n), 0xc0) }

func TestCheck(t *testing.T) {
	lim := Limits{MaxDepth: 4, MaxString: 8, MaxItems: 4}
	cases := []struct {
		name string
		b    []byte
		want string // "" for accepted, else a part of the error
	}{
		{"map", mustPack(map[string]any{"a": []int{1, 2}, "b": "xyz"}), ""},
		{"depth at the limit", nested(4), ""},
		{"too deep", nested(5), "nested deeper"},
		{"a million deep", nested(1 << 20), "nested deeper"},
		{"long string", mustPack(strings.Repeat("x", 9)), "string of 9 bytes"},
		{"long bin is fine", mustPack(bytes.Repeat([]byte{1}, 100)), ""},
		{"too many items", mustPack([]int{1, 2, 3, 4, 5}), "5 elements"},
		{"array longer than the bytes", []byte{0xdd, 0xff, 0xff, 0xff, 0xff, 0xc0}, "elements"},
		{"map longer than the bytes", []byte{0xdf, 0, 0, 0, 2, 0xc0, 0xc0}, "elements"},
		{"str longer than the bytes", []byte{0xdb, 0x7f, 0xff, 0xff, 0xff, 'a'}, "bytes remain"},
		{"bin longer than the bytes", []byte{0xc6, 0xff, 0xff, 0xff, 0xff}, "bytes remain"},
		{"truncated int", []byte{0xcf, 1, 2}, "bytes remain"},
		{"empty", nil, "ends early"},
		{"trailing", []byte{0xc0, 0xc0}, "after the MessagePack value"},
		{"never-used byte", []byte{0xc1}, "0xc1"},
		{"ext", []byte{0xd4, 1, 2}, "extension"},
		{"ext 8", []byte{0xc7, 1, 5, 0}, "extension"},
		{"unclosed array", []byte{0x93, 1, 2}, "elements"},
		{"unclosed map", []byte{0x81, 1}, "elements"},
		{"unclosed nested", []byte{0x92, 0x91, 1}, "ends early"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := Check(tc.b, lim)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func mustPack(v any) []byte {
	b, err := msgpack.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// TestReaderNumbers: every encoding of a number is read where the value
// fits, and refused where it does not.
func TestReaderNumbers(t *testing.T) {
	enc := func(f func(e *msgpack.Encoder) error) []byte {
		var b bytes.Buffer
		e := msgpack.NewEncoder(&b)
		if err := f(e); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	type want struct {
		i   int64
		iok bool
		u   uint64
		uok bool
		f   float64
		fok bool
	}
	cases := []struct {
		name string
		b    []byte
		want want
	}{
		{"fixint", []byte{5}, want{5, true, 5, true, 5, true}},
		{"negative fixint", []byte{0xff}, want{-1, true, 0, false, -1, true}},
		{"int8", enc(func(e *msgpack.Encoder) error { return e.EncodeInt8(-100) }), want{-100, true, 0, false, -100, true}},
		{"int64 as uint64", enc(func(e *msgpack.Encoder) error { return e.EncodeInt64(7) }), want{7, true, 7, true, 7, true}},
		{"uint64 max", enc(func(e *msgpack.Encoder) error { return e.EncodeUint64(math.MaxUint64) }), want{0, false, math.MaxUint64, true, math.MaxUint64, true}},
		{"float64 half", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(0.5) }), want{0, false, 0, false, 0.5, true}},
		{"float32 half", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat32(0.5) }), want{0, false, 0, false, 0.5, true}},
		{"float64 integral", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(3) }), want{3, true, 3, true, 3, true}},
		{"float64 negative integral", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(-3) }), want{-3, true, 0, false, -3, true}},
		{"float64 2^63", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(1 << 63) }), want{0, false, 1 << 63, true, 1 << 63, true}},
		{"float64 1e300", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(1e300) }), want{0, false, 0, false, 1e300, true}},
		{"NaN", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(math.NaN()) }), want{}},
		{"+inf", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat32(float32(math.Inf(1))) }), want{}},
		{"-inf", enc(func(e *msgpack.Encoder) error { return e.EncodeFloat64(math.Inf(-1)) }), want{}},
		{"string", mustPack("1"), want{}},
		{"nil", []byte{0xc0}, want{}},
		{"bool", []byte{0xc3}, want{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var r Reader
			r.Reset(tc.b)
			i, err := r.Int()
			if (err == nil) != tc.want.iok || err == nil && i != tc.want.i {
				t.Errorf("Int = %d, %v; want %d ok=%v", i, err, tc.want.i, tc.want.iok)
			}
			r.Reset(tc.b)
			u, err := r.Uint()
			if (err == nil) != tc.want.uok || err == nil && u != tc.want.u {
				t.Errorf("Uint = %d, %v; want %d ok=%v", u, err, tc.want.u, tc.want.uok)
			}
			r.Reset(tc.b)
			f, err := r.Float()
			if (err == nil) != tc.want.fok || err == nil && f != tc.want.f {
				t.Errorf("Float = %g, %v; want %g ok=%v", f, err, tc.want.f, tc.want.fok)
			}
		})
	}
}

// FuzzCheck: Check never panics, and a value it passes is decoded by
// msgpack without a panic (nor a stack overflow) and skipped by Reader
// exactly.
func FuzzCheck(f *testing.F) {
	for _, b := range [][]byte{nested(3), nested(100), mustPack(map[string]any{"id": 1, "cmd": "ping", "args": map[string]any{"x": []any{1.5, "s", nil, true}}}),
		{0xdd, 0xff, 0xff, 0xff, 0xff}, {0xc1}, {0xd4, 1, 2}} {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := Check(b, DefaultLimits); err != nil {
			return
		}
		var v any
		msgpack.Unmarshal(b, &v) // may refuse (a map key that is a map), must not crash
		var r Reader
		r.Reset(b)
		if err := r.Skip(); err != nil || r.Len() != 0 {
			t.Fatalf("Check passed %x, Skip: %v, %d left", b, err, r.Len())
		}
	})
}

// FuzzFrame feeds arbitrary bytes to the frame decoder (with compression
// agreed) and checks each payload as the server does: nothing panics,
// every payload is within the frame limit, and the decoder stops at the
// first fatal error.
func FuzzFrame(f *testing.F) {
	enc, _ := zstd.NewWriter(nil)
	frame := func(p []byte, compressed bool) []byte {
		h := uint32(len(p))
		if compressed {
			p = enc.EncodeAll(p, nil)
			h = uint32(len(p)) | Compressed
		}
		return append(binary.LittleEndian.AppendUint32(nil, h), p...)
	}
	ping := mustPack(map[string]any{"id": 1, "cmd": "ping"})
	f.Add(frame(ping, false))
	f.Add(frame(ping, true))
	f.Add(append(frame(ping, false), frame(nested(100), true)...))
	f.Add(frame(make([]byte, 1<<16), true)) // inflates over the limit
	f.Add([]byte{0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{10, 0, 0, 0, 1})
	f.Add([]byte{4, 0, 0, 0x80, 1, 2, 3, 4})
	f.Fuzz(func(t *testing.T, b []byte) {
		const max = 4 << 10
		fr := NewFramer(&rw{bytes.NewReader(b)}, max)
		defer fr.Close()
		if err := fr.EnableZstd(0); err != nil {
			t.Fatal(err)
		}
		for range 64 {
			p, err := fr.Read()
			if err != nil {
				fe, ok := err.(*FrameError)
				if !ok || fe.Fatal {
					return
				}
				continue
			}
			if len(p) > max {
				t.Fatalf("a payload of %d bytes passed the limit of %d", len(p), max)
			}
			Check(p, DefaultLimits)
		}
	})
}

type rw struct{ *bytes.Reader }

func (rw) Write(p []byte) (int, error) { return len(p), nil }

// TestFrameBufferFollowsBytes: a header that claims a large frame makes no
// large buffer until the bytes arrive; LimitReads lowers the limit.
func TestFrameBufferFollowsBytes(t *testing.T) {
	in := append(binary.LittleEndian.AppendUint32(nil, 60<<20), make([]byte, 10)...)
	fr := NewFramer(&rw{bytes.NewReader(in)}, 64<<20)
	if _, err := fr.Read(); err == nil {
		t.Fatal("a truncated frame was read")
	}
	if c := cap(fr.rbuf); c > 64<<10 {
		t.Errorf("a buffer of %d bytes for 10 bytes sent", c)
	}
	payload := bytes.Repeat([]byte{7}, 300_000)
	in = append(binary.LittleEndian.AppendUint32(nil, uint32(len(payload))), payload...)
	fr = NewFramer(&rw{bytes.NewReader(append(in, in...))}, 1<<20)
	if p, err := fr.Read(); err != nil || !bytes.Equal(p, payload) {
		t.Fatalf("a 300 kB frame: %d bytes, %v", len(p), err)
	}
	fr.LimitReads(MaxHello)
	if _, err := fr.Read(); err == nil || err.(*FrameError).Code != CodeFrameTooLarge {
		t.Fatalf("over LimitReads: %v", err)
	}
}
