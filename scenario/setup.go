package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// FillerName is the card put into zones by a count (deck: 20, ink: 3).
const FillerName = "Mickey Mouse - True Friend"

// env is what the runs of many scenarios share: the card definitions, the
// name index and one Game per player count and bag model.
type env struct {
	defs   []engine.CardDef
	ix     *cards.Index
	filler engine.DefID
	games  map[gameKey]*engine.Game
}

// gameKey names the Game a scenario's setup plays: its player count and its
// bag model (the setup key bag, an extension of the format).
type gameKey struct {
	players int
	bag     engine.BagModel
}

func newEnv(defs []engine.CardDef, ix *cards.Index) (*env, error) {
	if ix == nil {
		var err error
		if ix, err = cards.NewIndex(defs); err != nil {
			return nil, err
		}
	}
	filler, err := ix.Lookup(FillerName)
	if err != nil {
		return nil, fmt.Errorf("scenario: the filler card: %w", err)
	}
	if int(filler) >= len(defs) || !defs[filler].Implemented {
		return nil, fmt.Errorf("scenario: the filler card %s is not implemented", FillerName)
	}
	return &env{defs: defs, ix: ix, filler: filler, games: map[gameKey]*engine.Game{}}, nil
}

func (e *env) game(players int, bag engine.BagModel) (*engine.Game, error) {
	k := gameKey{players, bag}
	if g := e.games[k]; g != nil {
		return g, nil
	}
	g, err := engine.NewGame(e.defs, engine.Config{Players: players, StartingPlayer: 0, Bag: bag})
	if err != nil {
		return nil, err
	}
	e.games[k] = g
	return g, nil
}

// runner runs one scenario.
type runner struct {
	*env
	sc    *Scenario
	st    *engine.State
	ids   map[string]engine.CardID
	guard bool // inside expect_illegal: check that a refused action changes nothing
}

// lookup finds a card definition by full name; an unknown name is an error
// in the scenario, with the index's suggestions.
func (r *runner) lookup(x ref) (engine.DefID, error) {
	def, err := r.ix.Lookup(x.text)
	if err != nil {
		return 0, &lineError{x.line, err.Error()}
	}
	return def, nil
}

// setupDef looks up a card placed by setup, which must be implemented.
func (r *runner) setupDef(x ref) (engine.DefID, error) {
	def, err := r.lookup(x)
	if err != nil {
		return 0, err
	}
	if !r.defs[def].Implemented {
		return 0, &lineError{x.line, fmt.Sprintf("%s: abilities not implemented yet", r.defs[def].FullName)}
	}
	return def, nil
}

func (r *runner) label(id string, c engine.CardID) {
	if id != "" {
		r.ids[id] = c
	}
}

// build sets up the position.
func (r *runner) build() error {
	su := &r.sc.setup
	g, err := r.game(len(su.players), su.bag)
	if err != nil {
		return err
	}
	s := g.EmptyState(su.seed)
	r.st = s
	r.ids = map[string]engine.CardID{}
	place := func(p int, l []cardSpec, z engine.Zone) error {
		for _, c := range l {
			def, err := r.setupDef(c.ref)
			if err != nil {
				return err
			}
			id, err := s.Place(uint8(p), def, z)
			if err != nil {
				return &lineError{c.line, err.Error()}
			}
			r.label(c.id, id)
		}
		return nil
	}
	type atReq struct {
		p   int
		id  engine.CardID
		loc ref
	}
	var ats []atReq
	for p := range su.players {
		ps := &su.players[p]
		if !ps.given {
			ps.deckCount = 20
		}
		if err := place(p, ps.hand, engine.ZoneHand); err != nil {
			return err
		}
		if ps.deckList {
			deck := slices.Clone(ps.deck)
			slices.Reverse(deck) // placed bottom first
			if err := place(p, deck, engine.ZoneDeck); err != nil {
				return err
			}
		} else {
			for i := 0; i < ps.deckCount; i++ {
				s.Place(uint8(p), r.filler, engine.ZoneDeck)
			}
		}
		if err := place(p, ps.discard, engine.ZoneDiscard); err != nil {
			return err
		}
		s.SetInk(uint8(p), r.filler, ps.ink, ps.inkExerted)
		for _, c := range ps.inkwell {
			def, err := r.setupDef(c.ref)
			if err != nil {
				return err
			}
			id, err := s.PlaceInk(uint8(p), def, c.exerted)
			if err != nil {
				return &lineError{c.line, err.Error()}
			}
			r.label(c.id, id)
		}
		s.SetLore(uint8(p), ps.lore)
		for _, pl := range ps.play {
			def, err := r.setupDef(pl.ref)
			if err != nil {
				return err
			}
			plc := engine.Placement{Exerted: pl.exerted, Damage: pl.damage, Drying: pl.drying, At: engine.NoCard}
			for _, u := range pl.under {
				ud, err := r.setupDef(u.ref)
				if err != nil {
					return err
				}
				plc.Under = append(plc.Under, engine.UnderCard{Def: ud, FaceDown: u.facedown})
			}
			for _, k := range pl.keywords {
				plc.Keywords = append(plc.Keywords, k.kv)
			}
			id, err := s.PlaceInPlay(uint8(p), def, plc)
			if err != nil {
				return &lineError{pl.line, err.Error()}
			}
			r.label(pl.id, id)
			for i, u := range r.underOf(id) {
				if i < len(pl.under) {
					r.label(pl.under[i].id, u)
				}
			}
			if pl.at != nil {
				ats = append(ats, atReq{p, id, *pl.at})
			}
		}
	}
	for _, a := range ats {
		loc, err := r.pick(a.loc, r.playOf(a.p, engine.TypeLocation), nil, unique)
		if err != nil {
			return err
		}
		if err := s.SetAt(a.id, loc); err != nil {
			return &lineError{a.loc.line, fmt.Sprintf("at %s: %v", a.loc.text, err)}
		}
	}
	s.Begin(uint8(su.turn), su.firstTurn, su.inked)
	return nil
}

// underOf lists the cards under a card, top first.
func (r *runner) underOf(top engine.CardID) []engine.CardID {
	var l []engine.CardID
	for i := range r.st.Cards {
		if c := &r.st.Cards[i]; c.Zone == engine.ZoneUnder && c.Under == top {
			l = append(l, engine.CardID(i))
		}
	}
	slices.SortFunc(l, func(a, b engine.CardID) int {
		return int(r.st.Cards[b].Seq) - int(r.st.Cards[a].Seq)
	})
	return l
}

// playOf lists a player's cards in play of one type.
func (r *runner) playOf(p int, t engine.CardType) []engine.CardID {
	var l []engine.CardID
	for _, id := range r.st.Players[p].Play {
		if r.st.Def(id).Type == t {
			l = append(l, id)
		}
	}
	return l
}

// pickMode says how copies of a named card are told apart.
type pickMode uint8

const (
	anyCopy   pickMode = iota // hand, deck, discard: identical copies are interchangeable
	sameState                 // a choice's candidates, expect: copies must be in one zone with one state
	unique                    // cards in play for turn actions: two copies are ambiguous
)

// pick resolves a REF among the cards a step can act on. An id gives its
// card wherever it is. A name picks a matching candidate not in used; if no
// candidate matches but the card is elsewhere in the game, that card is
// returned for the engine to refuse (rule 6); a name matching no card at all
// is an error in the scenario.
func (r *runner) pick(x ref, cands, used []engine.CardID, mode pickMode) (engine.CardID, error) {
	if id, ok := r.ids[x.text]; ok {
		return id, nil
	}
	def, err := r.lookup(x)
	if err != nil {
		return engine.NoCard, err
	}
	s := r.st
	var m []engine.CardID
	for _, id := range cands {
		if s.Cards[id].Def == def && !slices.Contains(used, id) {
			m = append(m, id)
		}
	}
	if len(m) == 0 {
		for i := range s.Cards {
			id := engine.CardID(i)
			if s.Cards[i].Def == def && s.Cards[i].Zone != engine.ZoneOut && !slices.Contains(used, id) {
				return id, nil
			}
		}
		return engine.NoCard, &lineError{x.line, fmt.Sprintf("%q: there is no such card in the scenario", x.text)}
	}
	if len(m) > 1 && (mode == unique || (mode == sameState && !r.alike(m))) {
		return engine.NoCard, &lineError{x.line, fmt.Sprintf("%q matches %d different cards (%s); give them ids in setup and use the ids", x.text, len(m), r.where(m))}
	}
	return m[0], nil
}

// alike reports whether cards are identical copies in the same zone with the
// same state.
func (r *runner) alike(ids []engine.CardID) bool {
	s := r.st
	a := &s.Cards[ids[0]]
	for _, id := range ids[1:] {
		b := &s.Cards[id]
		if a.Def != b.Def || a.Owner != b.Owner || a.Zone != b.Zone || a.Flags != b.Flags ||
			a.Damage != b.Damage || a.At != b.At {
			return false
		}
	}
	if a.Zone == engine.ZonePlay {
		for _, id := range ids {
			if len(r.underOf(id)) > 0 {
				return false
			}
		}
	}
	return true
}

// expectCard resolves a REF in expect: an id, or a name matched among the
// cards in play, in hands, in discards and under cards. It returns NoCard
// when no such card is there.
func (r *runner) expectCard(x ref) (engine.CardID, error) {
	if id, ok := r.ids[x.text]; ok {
		return id, nil
	}
	def, err := r.lookup(x)
	if err != nil {
		return engine.NoCard, err
	}
	var m []engine.CardID
	for i := range r.st.Cards {
		c := &r.st.Cards[i]
		switch c.Zone {
		case engine.ZonePlay, engine.ZoneHand, engine.ZoneDiscard, engine.ZoneUnder:
			if c.Def == def {
				m = append(m, engine.CardID(i))
			}
		}
	}
	switch {
	case len(m) == 0:
		return engine.NoCard, nil
	case len(m) > 1 && !r.alike(m):
		return engine.NoCard, &lineError{x.line, fmt.Sprintf("%q matches %d cards in different zones or states (%s); give them ids in setup and use the ids", x.text, len(m), r.where(m))}
	}
	return m[0], nil
}

// where says where cards are, for messages: "p1 play, p2 hand".
func (r *runner) where(ids []engine.CardID) string {
	l := make([]string, len(ids))
	for i, id := range ids {
		c := &r.st.Cards[id]
		l[i] = fmt.Sprintf("p%d %s", c.Owner+1, c.Zone)
	}
	return strings.Join(l, ", ")
}
