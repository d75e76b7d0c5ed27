package draft

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Feature sizes: a card's own features, its fit to the pool, the pool's
// summary, what the rating drafter and the builder make of the card, and
// their concatenation, the input of a pack card's score. The rating
// features come last, so that a network of the first version (InFeaturesV1,
// without them) reads the same values at the same places.
const (
	CardFeatures   = 1 + numCostBuckets + int(engine.NumInks) + numTypes + 3 + 1 + int(engine.NumKeywords) - 1 + 3
	FitFeatures    = 4
	PoolFeatures   = int(engine.NumInks) + numCostBuckets + 4
	RatingFeatures = 4
	InFeatures     = InFeaturesV1 + RatingFeatures
	// InFeaturesV1 is the input of the first networks (checkpoints made
	// before the rating features; Checkpoint widens them).
	InFeaturesV1 = CardFeatures + FitFeatures + PoolFeatures
)

// Places of the rating features in a pack card's row.
const (
	fRatingZ     = InFeaturesV1 + iota // its learned rating, in spreads from the rated cards' mean
	fRatingValue                       // the rating drafter's value of it: the rating plus the commitment bonus, in spreads
	fRated                             // 1 if the ratings rate it (else the rating is the Score fallback)
	fBuilderRank                       // pool cards of the pool's two main inks the builder ranks above it, in decks (35ths), up to 1
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
	defs   []engine.CardDef
	cards  [][CardFeatures]float32 // by DefID
	z      []float32               // by DefID: the rating in spreads from the mean (fRatingZ)
	rated  []float32               // by DefID: fRated
	scores []int                   // by DefID: limited.Score
	bonus  float32                 // the rating drafter's full commitment bonus, in spreads
}

// NewEncoder returns an encoder for defs indexed by DefID (cards.Catalog's),
// with the shipped ratings (the "rating" drafter's, limited.DrafterRatings).
func NewEncoder(defs []engine.CardDef) (*Encoder, error) {
	t, err := limited.DrafterRatings(defs, "")
	if err != nil {
		return nil, fmt.Errorf("draft features: %w", err)
	}
	e := &Encoder{defs: defs, cards: make([][CardFeatures]float32, len(defs)),
		z: make([]float32, len(defs)), rated: make([]float32, len(defs)), scores: make([]int, len(defs)),
		bonus: float32(limited.DefaultCommitment)}
	var mean float64
	for id, ok := range t.Rated {
		if ok {
			mean += t.Value[id]
		}
	}
	mean /= float64(max(t.NumRated, 1))
	spread := max(t.Spread, 1e-9)
	for i := range defs {
		cardFeatures(&defs[i], e.cards[i][:])
		e.z[i] = float32((t.Value[i] - mean) / spread)
		if t.Rated[i] {
			e.rated[i] = 1
		}
		e.scores[i] = limited.Score(&defs[i])
	}
	return e, nil
}

// ratingFeatures writes what the rating drafter and the builder make of
// card id given the pool (RatingFeatures values): its rating in spreads,
// the rating drafter's value of it (limited.RatingDrafter: the rating plus
// Commitment·n/12 spreads, n the pool's cards up to 12, when all its inks
// are among the pool's two main inks), whether it is rated, and how many
// cards of the pool's two main inks the builder (limited.Build, best Score
// first) would take before it, in 35-card decks, up to 1.
func (e *Encoder) ratingFeatures(s *poolSummary, pool []limited.DraftCard, id int, x []float32) {
	d := &e.defs[id]
	x[0] = e.z[id]
	x[1] = e.z[id]
	if d.Inks != 0 && d.Inks&^s.main == 0 {
		x[1] += e.bonus * float32(min(s.n, 12)) / 12
	}
	x[2] = e.rated[id]
	above := 0
	for _, c := range pool {
		p := &e.defs[c.Card.Card]
		if p.Inks != 0 && p.Inks&^s.main == 0 && e.scores[c.Card.Card] > e.scores[id] {
			above++
		}
	}
	x[3] = float32(min(above, limited.DraftDeckSize)) / limited.DraftDeckSize
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
		e.ratingFeatures(&s, o.Pool, id, row[InFeaturesV1:])
		if o.Mask[k] {
			x.Mask[k] = 1
		}
	}
	return true
}
