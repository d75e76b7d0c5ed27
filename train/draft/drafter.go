package draft

import (
	"math"
	"math/rand/v2"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Drafter drafts with a network (a limited.Drafter): it takes the pack card
// with the highest logit (ties to the first), or with Sample a card drawn
// from the masked softmax with its own seeded generator.
type Drafter struct {
	Net    *Net
	Enc    *Encoder
	Sample bool
	rng    *rand.Rand
	x      Encoded
	logits [PackSlots]float32
	logp   [PackSlots]float64
	buf    []float32
}

// NewDrafter returns a drafter playing net over defs (indexed by DefID),
// greedy, or sampling from seed.
func NewDrafter(net *Net, defs []engine.CardDef, sample bool, seed uint64) (*Drafter, error) {
	enc, err := NewEncoder(defs)
	if err != nil {
		return nil, err
	}
	return &Drafter{Net: net, Enc: enc, Sample: sample, rng: newRNG(seed)}, nil
}

func newRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5a3b1e)) }

// Choose implements limited.Drafter. An observation the network cannot
// read (a card out of the catalogue) or with no legal pick gets 0, which
// the draft refuses when it is not a card of the pack.
func (d *Drafter) Choose(o *limited.Observation) int {
	if !d.Enc.Encode(o, &d.x) {
		return 0
	}
	a, _, _, ok := d.act(d.Sample)
	if !ok {
		return 0
	}
	return a
}

// act scores d.x and picks: the slot, its log-probability and the value.
func (d *Drafter) act(sample bool) (slot int, logp float64, value float32, ok bool) {
	value = d.Net.Forward(&d.x, &d.logits, d.buf)
	if !LogProbs(&d.logits, &d.x.Mask, &d.logp) {
		return 0, 0, value, false
	}
	if sample {
		u := d.rng.Float64()
		last := -1
		for k, lp := range d.logp {
			if math.IsInf(lp, -1) {
				continue
			}
			last = k
			u -= math.Exp(lp)
			if u < 0 {
				return k, lp, value, true
			}
		}
		return last, d.logp[last], value, true
	}
	best := -1
	for k, lp := range d.logp {
		if !math.IsInf(lp, -1) && (best < 0 || d.logits[k] > d.logits[best]) {
			best = k
		}
	}
	return best, d.logp[best], value, true
}
