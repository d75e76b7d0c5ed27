package limited

import "github.com/lorcana-rl/lorcana/engine"

// DefaultCommitment is the rating drafter's largest ink commitment bonus,
// in standard deviations of the ratings (RatingTable.Spread).
const DefaultCommitment = 1.0

// RatingDrafter picks the card of the pack with the best value: its rating
// learned from games (RatingTable: a win rate when drawn, smoothed; an
// unrated card's heuristic Score on the same scale), plus an ink commitment
// bonus like the heuristic drafter's: a card all of whose inks are among
// the pool's two main inks gains Commitment·Spread/12 per card of the pool,
// up to Commitment·Spread from the twelfth card on. A card the engine does
// not implement comes after every implemented one. Ties go to the first
// card of the pack. Choose does not allocate.
type RatingDrafter struct {
	Defs       []engine.CardDef
	Table      *RatingTable
	Commitment float64 // in Spreads; NewRatingDrafter sets DefaultCommitment
}

// NewRatingDrafter makes a rating drafter of a table.
func NewRatingDrafter(defs []engine.CardDef, t *RatingTable) *RatingDrafter {
	return &RatingDrafter{Defs: defs, Table: t, Commitment: DefaultCommitment}
}

func (r *RatingDrafter) Choose(o *Observation) int {
	pair := poolInks(r.Defs, o.Pool)
	bonus := r.Commitment * r.Table.Spread * float64(min(len(o.Pool), maxCommitment)) / maxCommitment
	best, bestValue := 0, 0.0
	for i, c := range o.Pack {
		id := c.Card.Card
		d := &r.Defs[id]
		v := r.Table.Value[id]
		if d.Inks != 0 && d.Inks&^pair == 0 {
			v += bonus
		}
		if !d.Implemented {
			v -= 1 << 20
		}
		if i == 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}
