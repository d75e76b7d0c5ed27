package wire

import (
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
)

// Budget is memory for reading and inflating frames shared by every
// connection of a server (docs/bridge.md, "Threat model"): the buffers
// of a framer beyond KeepBuffer come from it, and go back to it when the
// frame is answered, for the next frame of any connection to reuse; so
// the memory of frames stays within the budget however many connections
// send them (and is not left as garbage for the collector). When the
// budget runs low, the frame is refused (CodeLimit) and the connection
// goes on. A second after a storm, when no buffer is in use, the budget
// drops its buffers and decoders and hands the memory back to the system
// (at most every 10 seconds: it costs a collection). Its methods are safe for concurrent use.
type Budget struct {
	mu      sync.Mutex
	limit   int64
	used    int64    // bytes of the buffers that exist: in use, or free
	inUse   int64    // bytes of the buffers lent to framers
	free    [][]byte // buffers not in use
	pending bool     // handBack is scheduled
	high    int64    // the most used since memory was last handed back
	// when memory was last handed back to the system
	released time.Time
	decode   chan *zstd.Decoder
	nDec     int // decoders made
}

// KeepBuffer is the size up to which a framer keeps its buffers between
// frames, outside any budget.
const KeepBuffer = 256 << 10

// Decoders is how many zstd decoders a budget's framers share.
const Decoders = 4

// MaxWindow is the largest zstd window a framer with a budget inflates
// (the format's recommended decoder minimum; `zstd -1` and the clients'
// compressors use far less).
const MaxWindow = 8 << 20

// NewBudget returns a budget of limit bytes.
func NewBudget(limit int64) *Budget {
	return &Budget{limit: limit, decode: make(chan *zstd.Decoder, Decoders)}
}

// Limit is the budget's size.
func (b *Budget) Limit() int64 { return b.limit }

// Used is the memory of the budget's buffers now (lent or free).
func (b *Budget) Used() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used
}

// InUse is the memory of the buffers lent to framers now.
func (b *Budget) InUse() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.inUse
}

// buffer lends a buffer of capacity at least m: a free one, or a new one
// if the budget can hold it (dropping free ones to make room); false when
// it cannot.
func (b *Budget) buffer(m int) ([]byte, bool) {
	b.mu.Lock()
	best := -1
	for i, f := range b.free {
		if cap(f) >= m && (best < 0 || cap(f) < cap(b.free[best])) {
			best = i
		}
	}
	if best >= 0 {
		f := b.free[best]
		b.free = slices.Delete(b.free, best, best+1)
		b.inUse += int64(cap(f))
		b.mu.Unlock()
		return f[:0], true
	}
	for b.used+int64(m) > b.limit && len(b.free) > 0 {
		last := b.free[len(b.free)-1]
		b.free[len(b.free)-1] = nil // garbage now, not kept by the array
		b.free = b.free[:len(b.free)-1]
		b.used -= int64(cap(last))
	}
	if b.used+int64(m) > b.limit {
		b.mu.Unlock()
		return nil, false
	}
	b.used += int64(m)
	b.inUse += int64(m)
	b.high = max(b.high, b.used)
	b.mu.Unlock()
	return make([]byte, 0, m), true
}

// recycle takes back a buffer lent by buffer.
func (b *Budget) recycle(buf []byte) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.inUse -= int64(cap(buf))
	b.free = append(b.free, buf[:0])
	if b.inUse == 0 && !b.pending {
		b.pending = true
		time.AfterFunc(time.Second, b.handBack)
	}
}

// handBack drops the free buffers and the decoders, and returns the
// memory to the system at once, if no buffer is in use.
func (b *Budget) handBack() {
	b.mu.Lock()
	b.pending = false
	if b.inUse != 0 {
		b.mu.Unlock()
		return
	}
	b.free = nil
	b.used = 0
	// Handing memory back costs a collection: do it after a storm (16 MiB
	// or more lent), at most every 10 seconds.
	wait := 10*time.Second - time.Since(b.released)
	release := b.high >= 16<<20 && wait <= 0
	switch {
	case release:
		b.high, b.released = 0, time.Now()
	case b.high >= 16<<20: // again when it may
		b.pending = true
		time.AfterFunc(wait, b.handBack)
	}
	for done := false; !done; {
		select {
		case d := <-b.decode:
			d.Close()
			b.nDec--
		default:
			done = true
		}
	}
	b.mu.Unlock()
	if release {
		debug.FreeOSMemory()
	}
}

// decoder lends one of the shared decoders (made as needed); give it
// back with putDecoder.
func (b *Budget) decoder() (*zstd.Decoder, error) {
	select {
	case d := <-b.decode:
		return d, nil
	default:
	}
	b.mu.Lock()
	made := b.nDec < Decoders
	if made {
		b.nDec++
	}
	b.mu.Unlock()
	if !made {
		return <-b.decode, nil // all made: wait for one
	}
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
		zstd.WithDecoderMaxWindow(MaxWindow))
	if err != nil {
		b.mu.Lock()
		b.nDec--
		b.mu.Unlock()
		return nil, err
	}
	return d, nil
}

func (b *Budget) putDecoder(d *zstd.Decoder) {
	d.Reset(nil)
	b.decode <- d
}
