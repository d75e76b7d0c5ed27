package model

import (
	"fmt"
	"sync"

	"github.com/lorcana-rl/lorcana/train/internal/par"
)

// Fast evaluates the network's forward pass in plain Go, one observation at
// a time, with the formulas of the package documentation: no graph, no
// autodiff, no allocation per call. It skips what cannot change the result:
// empty card rows (their embedding is zero), zero features, and illegal
// options (their logit is -MaskPenalty; the graph's is the same to float32
// precision, raw + (0-1)·1e9). Rollouts, evaluation and the neural agent use
// it; the GoMLX graph (Forward) stays the one that learns, and a test checks
// both agree. Run is safe for concurrent use; SetWeights is not.
type Fast struct {
	dims    Dims
	arch    Arch
	w       [numParams][]float32
	scratch sync.Pool
}

// Evaluator is a forward pass on batches: the GoMLX graph (Runner) or the
// plain-Go one (Fast).
type Evaluator interface {
	Run(b *Batch, logits, values []float32) error
	Dims() Dims
}

type fastScratch struct {
	e       []float32 // [R*D] card row embeddings
	present []bool    // [R]
	x       []float32 // [Z*D+G] trunk input
	s1, s   []float32 // [S]
	st      []float32 // [A] s·opt_state + opt_b
	h       []float32 // [A]
}

// NewFast returns a plain-Go evaluator of a copy of net's current weights.
func NewFast(net *Net) (*Fast, error) {
	if err := net.Check(); err != nil {
		return nil, err
	}
	f := &Fast{dims: net.Dims, arch: net.Arch}
	f.dims.Zones = append([]int(nil), net.Dims.Zones...)
	d, a := f.dims, f.arch
	f.scratch.New = func() any {
		return &fastScratch{e: make([]float32, d.CardRows*a.CardDim), present: make([]bool, d.CardRows),
			x: make([]float32, len(d.Zones)*a.CardDim+d.Globals), s1: make([]float32, a.Hidden), s: make([]float32, a.Hidden),
			st: make([]float32, a.OptionHidden), h: make([]float32, a.OptionHidden)}
	}
	f.SetWeights(net)
	return f, nil
}

// Dims returns the observation shapes the evaluator takes.
func (f *Fast) Dims() Dims { return f.dims }

// SetWeights copies net's weights (same architecture) into the evaluator.
func (f *Fast) SetWeights(net *Net) {
	for i, p := range net.Params {
		f.w[i] = append(f.w[i][:0], p.Data...)
	}
}

// Run evaluates the batch, writing logits [N*K] and values [N].
func (f *Fast) Run(b *Batch, logits, values []float32) error {
	if err := b.Check(f.dims); err != nil {
		return err
	}
	if len(logits) != b.N*f.dims.Options || len(values) != b.N {
		return fmt.Errorf("model: output buffers of %d logits and %d values for a batch of %d", len(logits), len(values), b.N)
	}
	if b.N < 2*fastChunk { // one span: no goroutine, no closure to allocate
		f.span(b, 0, b.N, logits, values)
		return nil
	}
	// Every observation is independent: spans on the cores give the same
	// result.
	par.For(b.N, fastChunk, func(lo, hi int) { f.span(b, lo, hi, logits, values) })
	return nil
}

// One evaluates observation i of b alone, on the calling goroutine: it
// writes its logits (K of them) and returns its value. The caller checks
// b's shapes (Run does).
func (f *Fast) One(b *Batch, i int, logits []float32) float32 {
	sc := f.scratch.Get().(*fastScratch)
	v := f.one(b, i, sc, logits)
	f.scratch.Put(sc)
	return v
}

// fastChunk is the fewest observations a goroutine of Run is given.
const fastChunk = 16

// span evaluates observations [lo,hi) of b.
func (f *Fast) span(b *Batch, lo, hi int, logits, values []float32) {
	sc := f.scratch.Get().(*fastScratch)
	K := f.dims.Options
	for i := lo; i < hi; i++ {
		values[i] = f.one(b, i, sc, logits[i*K:(i+1)*K])
	}
	f.scratch.Put(sc)
}

func reluInPlace(v []float32) {
	for j, x := range v {
		if x < 0 {
			v[j] = 0
		}
	}
}

// one evaluates observation i of b, writing its K logits; it returns the
// value.
func (f *Fast) one(b *Batch, i int, sc *fastScratch, logits []float32) float32 {
	d, a := f.dims, f.arch
	R, F, G, K, H := d.CardRows, d.CardFeatures, d.Globals, d.Options, d.OptionFeatures
	D, S, A := a.CardDim, a.Hidden, a.OptionHidden
	w := &f.w

	// Card rows: relu(cards·card_w + card_embed[index] + card_b), zero if empty.
	cardIdx := b.CardIndex[i*R : (i+1)*R]
	cards := b.Cards[i*R*F : (i+1)*R*F]
	for r := 0; r < R; r++ {
		e := sc.e[r*D : (r+1)*D]
		ci := int(cardIdx[r])
		sc.present[r] = ci != 0
		if ci == 0 {
			clear(e)
			continue
		}
		emb := w[pCardEmbed][ci*D : (ci+1)*D]
		cb := w[pCardB][:D]
		for j := range e {
			e[j] = emb[j] + cb[j]
		}
		for k, c := range cards[r*F : (r+1)*F] {
			if c != 0 {
				axpy(e, c, w[pCardW][k*D:(k+1)*D])
			}
		}
		reluInPlace(e)
	}

	// Zones: the mean of their occupied rows; then the globals.
	x := sc.x
	clear(x)
	start := 0
	for z, n := range d.Zones {
		pool := x[z*D : (z+1)*D]
		cnt := 0
		for r := start; r < start+n; r++ {
			if sc.present[r] {
				cnt++
				axpy(pool, 1, sc.e[r*D:(r+1)*D])
			}
		}
		if cnt > 1 {
			inv := 1 / float32(cnt)
			for j := range pool {
				pool[j] *= inv
			}
		}
		start += n
	}
	copy(x[len(d.Zones)*D:], b.Globals[i*G:(i+1)*G])

	// State trunk.
	dense(sc.s1, x, w[pTrunkW], w[pTrunkB], S)
	reluInPlace(sc.s1)
	dense(sc.s, sc.s1, w[pTrunk2W], w[pTrunk2B], S)
	reluInPlace(sc.s)
	dense(sc.st, sc.s, w[pOptState], w[pOptB], A)
	value := w[pValueB][0]
	for j, v := range sc.s {
		value += v * w[pValueW][j]
	}

	// Options: only the legal ones are scored.
	refs := b.OptionRefs[i*K*2 : (i+1)*K*2]
	opts := b.Options[i*K*H : (i+1)*K*H]
	mask := b.Mask[i*K : (i+1)*K]
	out := w[pOptOut][:A]
	for k := 0; k < K; k++ {
		if mask[k] == 0 {
			logits[k] = -MaskPenalty
			continue
		}
		h := sc.h
		copy(h, sc.st)
		for q, c := range opts[k*H : (k+1)*H] {
			if c != 0 {
				axpy(h, c, w[pOptW][q*A:(q+1)*A])
			}
		}
		for side, p := range [2]int{pOptSrc, pOptTgt} {
			r := refs[2*k+side]
			if r < 0 || int(r) >= R || !sc.present[r] {
				continue
			}
			for q, c := range sc.e[int(r)*D : (int(r)+1)*D] {
				if c != 0 {
					axpy(h, c, w[p][q*A:(q+1)*A])
				}
			}
		}
		var logit float32
		for j, v := range h {
			if v > 0 {
				logit += v * out[j]
			}
		}
		logits[k] = logit + (mask[k]-1)*MaskPenalty
	}
	return value
}

// dense writes bias + in·W (W is [len(in), n], row-major) into out.
func dense(out, in, W, bias []float32, n int) {
	copy(out, bias[:n])
	for q, c := range in {
		if c != 0 {
			axpy(out, c, W[q*n:(q+1)*n])
		}
	}
}
