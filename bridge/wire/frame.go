package wire

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"

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

	budget *Budget // shared memory for rbuf and dbuf beyond KeepBuffer, or nil
}

// SetBudget makes the framer take its read buffers beyond KeepBuffer from
// b, inflate with b's shared decoders, and give the buffers back at
// Release. Call it before EnableZstd.
func (f *Framer) SetBudget(b *Budget) { f.budget = b }

// Release gives read buffers beyond KeepBuffer back to the budget: call
// it when done with the last payload read. A framer without a budget keeps
// its buffers.
func (f *Framer) Release() {
	if f.budget == nil {
		return
	}
	if cap(f.rbuf) > KeepBuffer {
		f.budget.recycle(f.rbuf)
		f.rbuf = nil
	}
	if cap(f.dbuf) > KeepBuffer {
		f.budget.recycle(f.dbuf)
		f.dbuf = nil
	}
}

// grow returns a buffer with buf's bytes and room for m, from the budget
// beyond KeepBuffer (buf, if from it, goes back); false when the budget
// has not enough, and buf is kept.
func (f *Framer) grow(buf []byte, m int) ([]byte, bool) {
	if cap(buf) >= m {
		return buf, true
	}
	if f.budget == nil || m <= KeepBuffer {
		nb := make([]byte, len(buf), m)
		copy(nb, buf)
		return nb, true
	}
	nb, ok := f.budget.buffer(m)
	if !ok {
		return buf, false
	}
	nb = append(nb, buf...)
	if cap(buf) > KeepBuffer {
		f.budget.recycle(buf)
	}
	return nb, true
}

// budgetError refuses a frame when the shared budget is spent.
func (f *Framer) budgetError() *FrameError {
	return &FrameError{CodeLimit, fmt.Sprintf("the server's memory for frames (%d bytes, shared by all connections) is in use: try again", f.budget.Limit()), false}
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
		f.zenc = enc
		if f.budget == nil { // else the budget's shared decoders
			dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1),
				zstd.WithDecoderMaxMemory(uint64(f.maxFrame)), zstd.WithDecoderLowmem(true))
			if err != nil {
				enc.Close()
				return err
			}
			f.zdec = dec
		}
	}
	f.compressMin = min
	return nil
}

// Close releases the compressor, if any (not the stream).
func (f *Framer) Close() {
	if f.zdec != nil {
		f.zdec.Close()
		f.zdec = nil
	}
	if f.zenc != nil {
		f.zenc.Close()
		f.zenc = nil
	}
	f.compressMin = 0
	f.Release()
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
			var ok bool
			if buf, ok = f.grow(buf, max(m, f.bufferSize(m))); !ok {
				// Skip the rest of the frame unread: the stream stays in step.
				if _, err := io.CopyN(io.Discard, f.r, int64(n-len(buf))); err != nil {
					return nil, &FrameError{CodeBadFrame, fmt.Sprintf("truncated frame: header says %d bytes", n), true}
				}
				return nil, f.budgetError()
			}
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
	if f.compressMin == 0 {
		return nil, &FrameError{CodeBadFrame, "compressed frame, but compression was not agreed in the handshake", false}
	}
	if f.budget != nil {
		return f.inflate(buf)
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

// inflate decompresses a payload with a shared decoder into dbuf, whose
// growth the budget pays for.
func (f *Framer) inflate(buf []byte) ([]byte, error) {
	d, err := f.budget.decoder()
	if err != nil {
		return nil, &FrameError{CodeInternal, "zstd: " + err.Error(), false}
	}
	defer f.budget.putDecoder(d)
	if err := d.Reset(bytes.NewReader(buf)); err != nil {
		return nil, &FrameError{CodeBadFrame, "zstd: " + err.Error(), false}
	}
	// A compression bomb is refused before it is inflated past the limit.
	tooLarge := &FrameError{CodeFrameTooLarge,
		fmt.Sprintf("the compressed frame decompresses to more than the limit of %d bytes", f.maxFrame), false}
	out := f.dbuf[:0]
	for {
		var k int
		var err error
		if len(out) < cap(out) {
			k, err = d.Read(out[len(out):cap(out)])
			out = out[:len(out)+k]
		} else if len(out) >= f.maxFrame {
			var one [1]byte // full: one byte more is too many
			if k, err = d.Read(one[:]); k > 0 {
				return nil, tooLarge
			}
		} else {
			var ok bool
			if out, ok = f.grow(out, f.bufferSize(min(max(2*cap(out), 64<<10), f.maxFrame))); !ok {
				return nil, f.budgetError()
			}
			f.dbuf = out
			continue
		}
		switch {
		case err == io.EOF:
			f.dbuf = out
			return out, nil
		case errors.Is(err, zstd.ErrDecoderSizeExceeded), errors.Is(err, zstd.ErrWindowSizeExceeded),
			errors.Is(err, zstd.ErrFrameSizeExceeded):
			return nil, &FrameError{CodeFrameTooLarge, fmt.Sprintf("zstd: %v (a window of at most %d bytes)", err, MaxWindow), false}
		case err != nil:
			return nil, &FrameError{CodeBadFrame, "zstd: " + err.Error(), false}
		}
	}
}

// bufferSize rounds a budget buffer's size up to a power of two (at most
// the frame limit), so that the buffers one frame leaves fit the next.
func (f *Framer) bufferSize(m int) int {
	if f.budget == nil || m <= KeepBuffer {
		return m
	}
	return min(1<<bits.Len(uint(m-1)), f.maxFrame)
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
