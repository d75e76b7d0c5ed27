package wire

import (
	"runtime/debug"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
)

// Budget is memory for reading and inflating frames shared by every
// connection of a server (docs/bridge.md, "Threat model"): a framer
// takes from it as its buffers grow past a small base and gives back when
// it drops them after a frame. When the budget runs low, the frame is
// refused (CodeLimit) and the connection goes on. Its methods are safe for
// concurrent use.
type Budget struct {
	mu      sync.Mutex
	limit   int64
	used    int64
	high    int64 // the most used since memory was last handed back
	pending bool  // handBack is scheduled
	decode  chan *zstd.Decoder
	nDec    int // decoders made
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

// Used is the memory taken from it now.
func (b *Budget) Used() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used
}

func (b *Budget) take(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.used+int64(n) > b.limit {
		return false
	}
	b.used += int64(n)
	b.high = max(b.high, b.used)
	return true
}

// give returns n bytes. When nothing has been in use for a second after
// a storm (a high mark of 16 MiB or more), the shared decoders are dropped
// and the memory is handed back to the system at once, rather than when
// the runtime gets to it.
func (b *Budget) give(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.used -= int64(n)
	if b.used == 0 && b.high >= 16<<20 && !b.pending {
		b.pending = true
		time.AfterFunc(time.Second, b.handBack)
	}
}

// handBack drops the decoders and returns free memory to the system if
// the budget is still unused.
func (b *Budget) handBack() {
	b.mu.Lock()
	b.pending = false
	if b.used != 0 {
		b.mu.Unlock()
		return
	}
	b.high = 0
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
	debug.FreeOSMemory()
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
