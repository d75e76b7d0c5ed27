package wire

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

const (
	// Version is the protocol version this package speaks: 2 since
	// decks are named, never opened by path, and the hello is bounded
	// (docs/bridge.md, "Versions"). Servers speak only this version, so a
	// client of another gets a handshake error instead of surprises.
	Version = 2
	// HeaderSize is the size of a frame header in bytes.
	HeaderSize = 4
	// Compressed is the header bit of a zstd-compressed payload.
	Compressed = 1 << 31
	// MaxFrameLimit is the largest payload length a header can state.
	MaxFrameLimit = Compressed - 1
	// DefaultMaxFrame is the default limit on a payload, compressed or not.
	DefaultMaxFrame = 64 << 20
	// MaxHello is the largest frame a server reads before the hello.
	MaxHello = 64 << 10
	// DefaultCompressMin is the default size from which payloads are
	// compressed when compression is on.
	DefaultCompressMin = 8 << 10
)

// Framer reads and writes frames on a stream. It is not safe for concurrent
// use; one goroutine reads and writes at a time.
type Framer struct {
	r        *bufio.Reader
	w        io.Writer
	maxFrame int
	readMax  int // a lower limit on frames read, if > 0 (LimitReads)

	compressMin int // compress payloads at least this long; 0 = compression off
	zenc        *zstd.Encoder
	zdec        *zstd.Decoder

	rbuf []byte // payload as read
	dbuf []byte // decompressed payload
	cbuf []byte // compressed outgoing frame
}

// NewFramer returns a framer on rw that refuses payloads longer than
// maxFrame bytes (DefaultMaxFrame if maxFrame <= 0).
func NewFramer(rw io.ReadWriter, maxFrame int) *Framer {
	if maxFrame <= 0 || maxFrame > MaxFrameLimit {
		maxFrame = min(DefaultMaxFrame, MaxFrameLimit)
	}
	return &Framer{r: bufio.NewReaderSize(rw, 64<<10), w: rw, maxFrame: maxFrame}
}

// MaxFrame is the framer's payload limit.
func (f *Framer) MaxFrame() int { return f.maxFrame }

// LimitReads sets a lower limit on the frames read (n > 0), or lifts it
// (n <= 0): the server reads at most MaxHello bytes before the hello.
func (f *Framer) LimitReads(n int) { f.readMax = n }

func (f *Framer) readLimit() int {
	if f.readMax > 0 {
		return min(f.readMax, f.maxFrame)
	}
	return f.maxFrame
}

// EnableZstd turns compression on: compressed frames are accepted, and
// payloads of at least min bytes are sent compressed (min <= 0 means
// DefaultCompressMin).
func (f *Framer) EnableZstd(min int) error {
	if min <= 0 {
		min = DefaultCompressMin
	}
	if f.zenc == nil {
		enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest),
			zstd.WithEncoderConcurrency(1), zstd.WithLowerEncoderMem(true))
		if err != nil {
			return err
		}
		dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1),
			zstd.WithDecoderMaxMemory(uint64(f.maxFrame)), zstd.WithDecoderLowmem(true))
		if err != nil {
			enc.Close()
			return err
		}
		f.zenc, f.zdec = enc, dec
	}
	f.compressMin = min
	return nil
}

// Close releases the compressor, if any (not the stream).
func (f *Framer) Close() {
	if f.zdec != nil {
		f.zdec.Close()
		f.zenc.Close()
		f.zdec, f.zenc = nil, nil
	}
	f.compressMin = 0
}

// FrameError is a frame that could not be read. Fatal errors leave the
// stream out of step (an oversized or truncated frame): the connection must
// be closed after answering.
type FrameError struct {
	Code  Code
	Msg   string
	Fatal bool
}

func (e *FrameError) Error() string { return string(e.Code) + ": " + e.Msg }

// Read reads the next frame and returns its payload, decompressed. The
// payload is valid until the next Read. At the end of the stream it returns
// io.EOF; other errors are *FrameError or the stream's (a timeout).
func (f *Framer) Read() ([]byte, error) {
	var hdr [HeaderSize]byte
	if _, err := io.ReadFull(f.r, hdr[:]); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, &FrameError{CodeBadFrame, "truncated frame header", true}
		}
		return nil, err
	}
	h := binary.LittleEndian.Uint32(hdr[:])
	n := int(h &^ Compressed)
	if n > f.readLimit() {
		return nil, &FrameError{CodeFrameTooLarge,
			fmt.Sprintf("frame of %d bytes is over the limit of %d", n, f.readLimit()), true}
	}
	// The buffer grows with the bytes that arrive (doubling), not with what
	// the header claims: a header alone makes no large allocation.
	buf := f.rbuf[:0]
	for len(buf) < n {
		m := min(n, max(2*len(buf), 64<<10))
		if cap(buf) < m {
			buf = append(buf[:cap(buf)], make([]byte, m-cap(buf))...)[:len(buf)]
			f.rbuf = buf
		}
		if _, err := io.ReadFull(f.r, buf[len(buf):m]); err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
				return nil, &FrameError{CodeBadFrame,
					fmt.Sprintf("truncated frame: header says %d bytes", n), true}
			}
			return nil, err
		}
		buf = buf[:m]
	}
	if h&Compressed == 0 {
		return buf, nil
	}
	if f.zdec == nil {
		return nil, &FrameError{CodeBadFrame, "compressed frame, but compression was not agreed in the handshake", false}
	}
	out, err := f.zdec.DecodeAll(buf, f.dbuf[:0])
	switch {
	case errors.Is(err, zstd.ErrDecoderSizeExceeded), errors.Is(err, zstd.ErrWindowSizeExceeded),
		errors.Is(err, zstd.ErrFrameSizeExceeded):
		// A compression bomb: refused before it is inflated past the limit.
		return nil, &FrameError{CodeFrameTooLarge,
			fmt.Sprintf("the compressed frame decompresses to more than the limit of %d bytes", f.maxFrame), false}
	case err != nil:
		return nil, &FrameError{CodeBadFrame, "zstd: " + err.Error(), false}
	}
	if len(out) > f.maxFrame {
		return nil, &FrameError{CodeFrameTooLarge,
			fmt.Sprintf("decompressed frame of %d bytes is over the limit of %d", len(out), f.maxFrame), false}
	}
	f.dbuf = out
	return out, nil
}

// Write sends one frame. frame holds HeaderSize bytes of room followed by
// the payload (see Buffer); Write fills in the header, compressing the
// payload first when compression is on and the payload is large enough.
func (f *Framer) Write(frame []byte) error {
	payload := frame[HeaderSize:]
	if len(payload) > f.maxFrame {
		return &FrameError{CodeFrameTooLarge,
			fmt.Sprintf("reply of %d bytes is over the frame limit of %d", len(payload), f.maxFrame), false}
	}
	if f.compressMin > 0 && len(payload) >= f.compressMin {
		c := f.zenc.EncodeAll(payload, append(f.cbuf[:0], 0, 0, 0, 0))
		f.cbuf = c
		if len(c) < len(frame) {
			binary.LittleEndian.PutUint32(c, uint32(len(c)-HeaderSize)|Compressed)
			_, err := f.w.Write(c)
			return err
		}
	}
	binary.LittleEndian.PutUint32(frame, uint32(len(payload)))
	_, err := f.w.Write(frame)
	return err
}

// Buffer is a reusable frame being built: HeaderSize bytes of room for the
// header, then the payload.
type Buffer struct{ B []byte }

// Reset empties the buffer, leaving room for the header.
func (b *Buffer) Reset() { b.B = append(b.B[:0], 0, 0, 0, 0) }

// Write appends p to the payload.
func (b *Buffer) Write(p []byte) (int, error) { b.B = append(b.B, p...); return len(p), nil }

// WriteByte appends c to the payload.
func (b *Buffer) WriteByte(c byte) error { b.B = append(b.B, c); return nil }

// WriteString appends s to the payload.
func (b *Buffer) WriteString(s string) (int, error) { b.B = append(b.B, s...); return len(s), nil }

// Payload is the payload written so far.
func (b *Buffer) Payload() []byte { return b.B[HeaderSize:] }
