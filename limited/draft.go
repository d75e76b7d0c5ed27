package limited

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// DraftDeckSize is the least number of cards of a Draft deck (1.10.1.2).
const DraftDeckSize = 35

// DefaultDraftPacks is the number of packs each seat opens in a draft unless
// told otherwise.
const DefaultDraftPacks = 4

// MaxDraftPacks bounds the packs each seat opens.
const MaxDraftPacks = 16

// DraftConfig describes a draft pod: Seats seats around a table each open
// one booster of Sets[r] in pack round r; each seat picks one card from the
// pack in hand and passes the rest, to the left (seat i to seat i+1) in
// rounds 0, 2, ... and to the right in rounds 1, 3, ..., until the packs
// are empty.
type DraftConfig struct {
	Seats int      // 2 to MaxSeats
	Sets  []string // the set of each pack round; its length is the number of packs
	Seed  uint64
}

// DraftCard is a card of a draft: the booster card and where it was opened,
// Origin = (round*Seats + seat)*PackSize + its index in that booster, so
// that every card opened has its own number.
type DraftCard struct {
	Card
	Origin int
}

// DraftPick is one pick of a seat: the pack round, the pick within the
// round (0 is the first), the card taken and the size of the pack it was
// taken from.
type DraftPick struct {
	Round, Pick int
	Card        DraftCard
	PackLen     int
}

// Draft is the state of a draft pod, plain data: the same configuration and
// the same picks give the same state.
//
// The seats pick simultaneously in the printed game; here a step is one
// seat's pick, the seats of a round in seat order (ToPick). A seat's pick
// only removes a card from the pack that seat holds, and the packs move on
// only once every seat has picked, so no seat sees another's pick of the
// same round: the order within a round changes nothing.
type Draft struct {
	cfg     DraftConfig
	packs   [][][]DraftCard // packs[round][seat]: the booster that seat opened, unpicked cards in order
	hand    []int           // hand[seat]: the opener of the pack the seat holds in this round
	pools   [][]DraftCard   // pools[seat]: cards picked, in pick order
	picks   [][]DraftPick   // picks[seat]: the seat's picks
	passed  [][]DraftCard   // passed[seat]: the cards the seat saw and passed on
	round   int             // the pack round
	pick    int             // the pick within the round
	turn    int             // the seat to pick now
	numPick int             // picks made in all
}

// NewDraft opens every pack of a pod (round by round, seat by seat, from
// one engine.RNG seeded with cfg.Seed). A seat count out of 2 to MaxSeats, a
// number of packs out of 1 to MaxDraftPacks, or an unknown set, is an error.
func NewDraft(cfg DraftConfig) (*Draft, error) {
	if cfg.Seats < 2 || cfg.Seats > MaxSeats {
		return nil, fmt.Errorf("a draft pod has from 2 to %d seats, not %d", MaxSeats, cfg.Seats)
	}
	if len(cfg.Sets) < 1 || len(cfg.Sets) > MaxDraftPacks {
		return nil, fmt.Errorf("each seat of a draft opens from 1 to %d packs, not %d", MaxDraftPacks, len(cfg.Sets))
	}
	cfg.Sets = slices.Clone(cfg.Sets)
	d := &Draft{cfg: cfg, packs: make([][][]DraftCard, len(cfg.Sets))}
	var gens []*Generator
	rng := engine.NewRNG(cfg.Seed)
	var b Booster
	for r, set := range cfg.Sets {
		set = strings.TrimSpace(set)
		var g *Generator
		for _, h := range gens {
			if h.Set() == set {
				g = h
			}
		}
		if g == nil {
			var err error
			if g, err = NewGenerator(set); err != nil {
				return nil, fmt.Errorf("pack %d: %w", r+1, err)
			}
			gens = append(gens, g)
		}
		d.packs[r] = make([][]DraftCard, cfg.Seats)
		for s := range cfg.Seats {
			g.Open(&rng, &b)
			pack := make([]DraftCard, PackSize)
			for i, c := range b.Cards {
				pack[i] = DraftCard{Card: c, Origin: (r*cfg.Seats+s)*PackSize + i}
			}
			d.packs[r][s] = pack
		}
	}
	d.hand = make([]int, cfg.Seats)
	d.pools = make([][]DraftCard, cfg.Seats)
	d.picks = make([][]DraftPick, cfg.Seats)
	d.passed = make([][]DraftCard, cfg.Seats)
	for s := range cfg.Seats {
		d.hand[s] = s
		d.pools[s] = make([]DraftCard, 0, len(cfg.Sets)*PackSize)
		d.picks[s] = make([]DraftPick, 0, len(cfg.Sets)*PackSize)
		d.passed[s] = make([]DraftCard, 0, len(cfg.Sets)*PackSize*(PackSize-1)/2)
	}
	return d, nil
}

// Config is the draft's configuration.
func (d *Draft) Config() DraftConfig { return d.cfg }

// Seats is the number of seats.
func (d *Draft) Seats() int { return d.cfg.Seats }

// Done says whether every card has been picked.
func (d *Draft) Done() bool { return d.round >= len(d.cfg.Sets) }

// ToPick is the seat to pick now (seats pick in seat order within a round),
// or -1 when the draft is done.
func (d *Draft) ToPick() int {
	if d.Done() {
		return -1
	}
	return d.turn
}

// Round is the pack round (0 for the first pack) and Pick the pick within it.
func (d *Draft) Round() int { return d.round }
func (d *Draft) Pick() int  { return d.pick }

// PassLeft says whether the packs of round r go to the left (seat i to seat
// i+1), as in rounds 0, 2, ...; those of rounds 1, 3, ... go to the right.
func PassLeft(r int) bool { return r%2 == 0 }

// Hand is the pack seat s holds now (shared with the draft; read only).
func (d *Draft) Hand(s int) []DraftCard {
	if d.Done() || s < 0 || s >= d.cfg.Seats {
		return nil
	}
	return d.packs[d.round][d.hand[s]]
}

// Pool is seat s's picked cards, in pick order (shared; read only).
func (d *Draft) Pool(s int) []DraftCard { return d.pools[s] }

// Picks is seat s's picks, in order (shared; read only).
func (d *Draft) Picks(s int) []DraftPick { return d.picks[s] }

// Passed is the cards seat s saw and passed on, in order (shared; read only).
func (d *Draft) Passed(s int) []DraftCard { return d.passed[s] }

// NumPicks is the number of picks made so far.
func (d *Draft) NumPicks() int { return d.numPick }

// TotalPicks is the number of picks of the whole draft.
func (d *Draft) TotalPicks() int { return d.cfg.Seats * len(d.cfg.Sets) * PackSize }

// Observation is what one seat may see when it picks: the pack in hand, its
// own pool, the cards it saw and passed on, and a mask of the legal picks:
// when the seat is to pick (ToMove), Mask[i] is true for each card of Pack
// and false past it; at any other time every entry is false (a seat that has
// picked this round sees its pack less the card it took, and waits).
// Its slices are the observation's own, reused by the next Observe into it.
type Observation struct {
	Seat, Round, Pick int
	ToMove            bool // the seat picks now (Draft.ToPick)
	PassLeft          bool
	Pack              []DraftCard
	Mask              [PackSize]bool
	Pool              []DraftCard
	Passed            []DraftCard
}

// Observe fills o with seat s's observation; any seat may observe at any
// time. A seat out of range, or a draft that is done, is an error.
func (d *Draft) Observe(s int, o *Observation) error {
	if s < 0 || s >= d.cfg.Seats {
		return fmt.Errorf("seat %d of a %d-seat draft", s+1, d.cfg.Seats)
	}
	if d.Done() {
		return fmt.Errorf("the draft is over: no pack to pick from")
	}
	pack := d.Hand(s)
	if n := len(d.cfg.Sets) * PackSize; cap(o.Pool) < n { // once a draft: no growth while picking
		o.Pack = make([]DraftCard, 0, PackSize)
		o.Pool = make([]DraftCard, 0, n)
		o.Passed = make([]DraftCard, 0, cap(d.passed[s]))
	}
	o.Seat, o.Round, o.Pick, o.PassLeft = s, d.round, d.pick, PassLeft(d.round)
	o.ToMove = s == d.turn
	o.Pack = append(o.Pack[:0], pack...)
	for i := range o.Mask {
		o.Mask[i] = o.ToMove && i < len(pack)
	}
	o.Pool = append(o.Pool[:0], d.pools[s]...)
	o.Passed = append(o.Passed[:0], d.passed[s]...)
	return nil
}

// PickIndex takes card i of the pack seat s holds. It is an error, and the
// draft is unchanged, when the draft is done, it is not s's turn, or i is
// not a card of the pack.
func (d *Draft) PickIndex(s, i int) error {
	if d.Done() {
		return fmt.Errorf("the draft is over: seat %d has no pack to pick from", s+1)
	}
	if s != d.turn {
		return fmt.Errorf("seat %d picks now, not seat %d", d.turn+1, s+1)
	}
	pack := d.packs[d.round][d.hand[s]]
	if i < 0 || i >= len(pack) {
		return fmt.Errorf("seat %d: pick %d is not in the pack of %d cards", s+1, i+1, len(pack))
	}
	c := pack[i]
	d.pools[s] = append(d.pools[s], c)
	d.picks[s] = append(d.picks[s], DraftPick{Round: d.round, Pick: d.pick, Card: c, PackLen: len(pack)})
	d.packs[d.round][d.hand[s]] = slices.Delete(pack, i, i+1)
	d.numPick++
	d.turn++
	if d.turn < d.cfg.Seats {
		return nil
	}
	// Every seat has picked: each passes the rest of its pack on.
	d.turn = 0
	d.pick++
	for t := range d.cfg.Seats {
		d.passed[t] = append(d.passed[t], d.packs[d.round][d.hand[t]]...)
	}
	if d.pick == PackSize {
		d.round++
		d.pick = 0
		for t := range d.hand {
			d.hand[t] = t
		}
		return nil
	}
	// The packs move one seat on: seat t now holds the pack of seat t-1
	// when passing left, of seat t+1 when passing right.
	for t := range d.hand {
		d.hand[t] = d.holder(t)
	}
	return nil
}

// holder is the opener of the pack seat t holds at the current pick of the
// current round: the packs have moved d.pick seats in the round's direction.
func (d *Draft) holder(t int) int {
	n := d.cfg.Seats
	k := d.pick % n
	if PassLeft(d.round) {
		return (t - k + n) % n
	}
	return (t + k) % n
}

// PickCard takes a copy of card id from the pack seat s holds (the first
// such card). A card not in the pack is an error, and the draft unchanged.
func (d *Draft) PickCard(s int, id engine.DefID) error {
	for i, c := range d.Hand(s) {
		if c.Card.Card == id {
			return d.PickIndex(s, i)
		}
	}
	if d.Done() {
		return d.PickIndex(s, 0)
	}
	return fmt.Errorf("seat %d: card %d is not in the pack it holds", s+1, id)
}

// PoolOfSeat is seat s's picks as a Pool to build a deck from.
func (d *Draft) PoolOfSeat(s int) Pool {
	ids := make([]engine.DefID, len(d.pools[s]))
	for i, c := range d.pools[s] {
		ids[i] = c.Card.Card
	}
	return poolOfIDs(ids)
}
