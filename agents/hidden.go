package agents

import (
	"slices"

	"github.com/lorcana-rl/lorcana/engine"
)

// Hidden information (7.1.3): what a player may not see is the identity of
// cards in private places and the game's random generator:
//
//   - every deck, in content and order (7.2.2);
//   - the other players' hands (7.3.2);
//   - every inkwell, the player's own included (7.5.4);
//   - facedown cards, in play or under another card (5.1.1.10, 8.4.2);
//   - the state of the random generator (future shuffles and random picks).
//
// Revealed cards (FlagRevealed), the cards the player is looking at (an
// ability of theirs resolving "look at the top N") and the cards an effect
// showed the player before (engine.Card.Seen: a hand looked at, a card seen
// leaving play for a hand or a deck) are known, and so is the top card of a
// deck played face up (engine.State.FaceUpOnDeck).
//
// A Determinizer samples a full state consistent with what the player knows:
// the definitions of each owner's hidden cards are dealt at random over that
// owner's hidden places, and the random generator is reseeded. Decklists are
// treated as known (open decklists), so the pool each owner's hidden cards
// come from is that owner's cards minus the ones the player has seen. Card ids
// are engine handles, not identities: the sample keeps every card's id, zone
// and state and changes only definitions, so two states that differ only in
// hidden information give the same samples for the same generator.
type Determinizer struct {
	// What Prepare found: the hidden cards of each owner in turn (pos,
	// ends[o] the end of owner o's run) and their definitions, sorted
	// within each owner's run (pool).
	pos  []engine.CardID
	pool []engine.DefID
	ends []int
	defs []engine.DefID // a deal's scratch
}

// Hidden reports whether player p may not see the identity of card id.
func Hidden(s *engine.State, p uint8, id engine.CardID) bool {
	c := &s.Cards[id]
	if c.Flags&engine.FlagRevealed != 0 || c.Seen&(1<<p) != 0 {
		return false // revealed, or shown to p by an effect (engine.Card.Seen)
	}
	switch c.Zone {
	case engine.ZoneDeck:
		// a deck's top card played face up (Merlin's Cottage) is known
		return !lookingAt(s, p, id) && !s.FaceUpOnDeck(id)
	case engine.ZoneHand:
		return c.Owner != p
	case engine.ZoneInkwell:
		return true
	case engine.ZonePlay, engine.ZoneUnder:
		return c.Flags&engine.FlagFaceDown != 0
	}
	return false
}

// lookingAt reports whether card id is among the cards an ability of p's is
// looking at.
func lookingAt(s *engine.State, p uint8, id engine.CardID) bool {
	for i := range s.Stack {
		f := &s.Stack[i]
		if f.Player != p {
			continue
		}
		for k := uint8(0); k < f.NLook; k++ {
			if f.Look[k] == id {
				return true
			}
		}
	}
	return false
}

// Sample writes into dst a copy of src in which the hidden cards of every
// owner (as seen by player p) are dealt at random from that owner's hidden
// pool, and the random generator is reseeded from rng.
func (d *Determinizer) Sample(src *engine.State, p uint8, dst *engine.State, rng *engine.RNG) {
	d.Prepare(src, p)
	d.Deal(src, dst, rng)
}

// Prepare finds the hidden cards of src as seen by player p and each
// owner's pool, for the Deals that follow (a search prepares once per
// decision and deals once per simulation). Sorting the pool makes the deal
// depend on the pool only, not on where the cards really are.
func (d *Determinizer) Prepare(src *engine.State, p uint8) {
	d.pos, d.pool, d.ends = d.pos[:0], d.pool[:0], d.ends[:0]
	for o := range src.Players {
		start := len(d.pool)
		for i := range src.Cards {
			id := engine.CardID(i)
			if int(src.Cards[i].Owner) == o && Hidden(src, p, id) {
				d.pos = append(d.pos, id)
				d.pool = append(d.pool, src.Cards[i].Def)
			}
		}
		slices.Sort(d.pool[start:])
		d.ends = append(d.ends, len(d.pool))
	}
}

// Deal writes into dst a copy of src, the state Prepare last saw, with each
// owner's hidden cards dealt at random from their pool, and reseeds its
// random generator from rng (the same draws from rng as Sample).
func (d *Determinizer) Deal(src, dst *engine.State, rng *engine.RNG) {
	src.CloneInto(dst)
	d.defs = append(d.defs[:0], d.pool...)
	start := 0
	for _, end := range d.ends {
		defs := d.defs[start:end]
		for i := len(defs) - 1; i > 0; i-- {
			j := rng.Intn(i + 1)
			defs[i], defs[j] = defs[j], defs[i]
		}
		for i, id := range d.pos[start:end] {
			dst.Cards[id].Def = defs[i]
		}
		start = end
	}
	dst.RNG = engine.NewRNG(rng.Uint64())
}
