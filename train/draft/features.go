package draft

import (
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Feature sizes: a card's own features, its fit to the pool, the pool's
// summary, and their concatenation, the input of a pack card's score.
const (
	CardFeatures = 1 + numCostBuckets + int(engine.NumInks) + numTypes + 3 + 1 + int(engine.NumKeywords) - 1 + 3
	FitFeatures  = 4
	PoolFeatures = int(engine.NumInks) + numCostBuckets + 4
	InFeatures   = CardFeatures + FitFeatures + PoolFeatures
)

// PackSlots is the number of pack cards a decision scores (a booster's size).
const PackSlots = limited.PackSize

const (
	numCostBuckets = 5 // costs 0-2, 3, 4, 5, 6 and more (the builder's curve)
	numTypes       = 4 // character, action, item, location
)

func costBucket(c int8) int { return min(max(int(c)-2, 0), numCostBuckets-1) }

// cardFeatures writes a card's own features into x (CardFeatures values):
// its cost (scaled and bucketed), inks, type, strength, willpower and lore
// (scaled), inkable, keywords (one each but none), abilities, implemented,
// and the deck builder's score (limited.Score, scaled).
func cardFeatures(d *engine.CardDef, x []float32) {
	clear(x[:CardFeatures])
	i := 0
	x[i] = float32(d.Cost) / 10
	i++
	x[i+costBucket(d.Cost)] = 1
	i += numCostBuckets
	for k := engine.Ink(0); k < engine.NumInks; k++ {
		if d.Inks.Has(k) {
			x[i+int(k)] = 1
		}
	}
	i += int(engine.NumInks)
	if int(d.Type) < numTypes {
		x[i+int(d.Type)] = 1
	}
	i += numTypes
	x[i], x[i+1], x[i+2] = float32(d.Strength)/5, float32(d.Willpower)/5, float32(d.Lore)/3
	i += 3
	if d.Inkable {
		x[i] = 1
	}
	i++
	for _, kv := range d.Keywords {
		if kv.Keyword > engine.NoKeyword && kv.Keyword < engine.NumKeywords {
			x[i+int(kv.Keyword)-1] = 1
		}
	}
	i += int(engine.NumKeywords) - 1
	x[i] = float32(len(d.Abilities)) / 3
	if d.Implemented {
		x[i+1] = 1
	}
	x[i+2] = float32(limited.Score(d)) / 40
}

// poolSummary is what a decision knows of the own pool: cards per ink and
// per cost bucket, its two main inks, and the pick.
type poolSummary struct {
	inks  [engine.NumInks]int
	curve [numCostBuckets]int
	n     int
	main  engine.InkSet // the two inks with the most cards (ties to the first)
}

func summarise(defs []engine.CardDef, pool []limited.DraftCard) poolSummary {
	var s poolSummary
	for _, c := range pool {
		d := &defs[c.Card.Card]
		for k := engine.Ink(0); k < engine.NumInks; k++ {
			if d.Inks.Has(k) {
				s.inks[k]++
			}
		}
		s.curve[costBucket(d.Cost)]++
	}
	s.n = len(pool)
	first, second := engine.Ink(0), engine.Ink(1)
	if s.inks[second] > s.inks[first] {
		first, second = second, first
	}
	for k := engine.Ink(2); k < engine.NumInks; k++ {
		switch {
		case s.inks[k] > s.inks[first]:
			first, second = k, first
		case s.inks[k] > s.inks[second]:
			second = k
		}
	}
	s.main = engine.InkSet(0).With(first).With(second)
	return s
}

// poolFeatures writes the pool summary (PoolFeatures values): cards per
// ink and per cost bucket (in twelfths), the pool's size (in 48ths), the
// pack round (in fourths: a draft's usual packs), the pick within the
// round (in twelfths), and a constant 1.
func (s *poolSummary) features(o *limited.Observation, x []float32) {
	i := 0
	for k := range s.inks {
		x[i] = float32(s.inks[k]) / 12
		i++
	}
	for b := range s.curve {
		x[i] = float32(s.curve[b]) / 12
		i++
	}
	x[i] = float32(s.n) / 48
	x[i+1] = float32(o.Round) / limited.DefaultDraftPacks
	x[i+2] = float32(o.Pick) / PackSlots
	x[i+3] = 1
}

// fitFeatures writes a card's fit to the pool (FitFeatures values): the
// largest share of the pool in one of its inks, the share in all its inks,
// 1 if its inks are among the pool's two main inks (once the pool has
// cards), and the share of the pool at its cost bucket.
func (s *poolSummary) fit(d *engine.CardDef, x []float32) {
	n := float32(max(s.n, 1))
	best, sum := 0, 0
	for k := engine.Ink(0); k < engine.NumInks; k++ {
		if d.Inks.Has(k) {
			best = max(best, s.inks[k])
			sum += s.inks[k]
		}
	}
	x[0], x[1] = float32(best)/n, float32(sum)/n
	x[2] = 0
	if s.n > 0 && d.Inks != 0 && d.Inks&^s.main == 0 {
		x[2] = 1
	}
	x[3] = float32(s.curve[costBucket(d.Cost)]) / n
}

// Encoded is one decision's input: each pack slot's features (zero past the
// pack), the mask of legal slots, and the pool summary.
type Encoded struct {
	X    [PackSlots * InFeatures]float32
	Mask [PackSlots]float32
	Pool [PoolFeatures]float32
}

// Encoder turns observations into network inputs, with the catalogue's
// card features computed once.
type Encoder struct {
	defs  []engine.CardDef
	cards [][CardFeatures]float32 // by DefID
}

// NewEncoder returns an encoder for defs indexed by DefID (cards.Catalog's).
func NewEncoder(defs []engine.CardDef) *Encoder {
	e := &Encoder{defs: defs, cards: make([][CardFeatures]float32, len(defs))}
	for i := range defs {
		cardFeatures(&defs[i], e.cards[i][:])
	}
	return e
}

// Encode writes o's input into x. Cards
// the catalogue does not hold, or a pack larger than PackSlots, are
// reported as false (nothing a draft of this build makes).
func (e *Encoder) Encode(o *limited.Observation, x *Encoded) bool {
	if len(o.Pack) > PackSlots {
		return false
	}
	for _, c := range o.Pool {
		if int(c.Card.Card) >= len(e.defs) {
			return false
		}
	}
	s := summarise(e.defs, o.Pool)
	s.features(o, x.Pool[:])
	clear(x.X[:])
	for k := range x.Mask {
		x.Mask[k] = 0
	}
	for k, c := range o.Pack {
		id := int(c.Card.Card)
		if id >= len(e.defs) {
			return false
		}
		row := x.X[k*InFeatures : (k+1)*InFeatures]
		copy(row, e.cards[id][:])
		s.fit(&e.defs[id], row[CardFeatures:])
		copy(row[CardFeatures+FitFeatures:], x.Pool[:])
		if o.Mask[k] {
			x.Mask[k] = 1
		}
	}
	return true
}
