package engine

import "fmt"

// Building positions by hand, for scenarios and tests. A position starts from
// Game.EmptyState; cards are placed with Place; Begin starts play in the
// active player's Main Phase with an empty bag. Nothing placed triggers.

// Placement describes one card placed in play.
type Placement struct {
	Exerted  bool
	Damage   int
	Drying   bool
	At       CardID         // a location of the same player in play, or NoCard
	Under    []UnderCard    // cards under it, top first
	Keywords []KeywordValue // granted until the end of the game
}

// UnderCard is a card placed under another: faceup (a Shift stack), or
// facedown (Boost, 8.4.1).
type UnderCard struct {
	Def      DefID
	FaceDown bool
}

// Place creates a card for player p in zone z. For the deck, cards are
// placed bottom first (the last placed is the top card).
func (s *State) Place(p uint8, def DefID, z Zone) (CardID, error) {
	if int(p) >= len(s.Players) {
		return NoCard, fmt.Errorf("no player %d", p+1)
	}
	if int(def) >= len(s.game.Defs) {
		return NoCard, fmt.Errorf("no card definition %d", def)
	}
	id := s.AddCard(p, def, z)
	if z == ZoneInkwell || z == ZoneDeck {
		s.Cards[id].Flags |= FlagFaceDown
	}
	return id, nil
}

// PlaceInPlay creates a card in play for player p with the given states.
func (s *State) PlaceInPlay(p uint8, def DefID, pl Placement) (CardID, error) {
	id, err := s.Place(p, def, ZonePlay)
	if err != nil {
		return id, err
	}
	d := s.Def(id)
	c := &s.Cards[id]
	if pl.Exerted && d.Type != TypeLocation {
		c.Flags |= FlagExerted
	}
	if pl.Drying && d.Type == TypeCharacter {
		c.Flags |= FlagDrying
	}
	c.Damage = int16(pl.Damage)
	for i := len(pl.Under) - 1; i >= 0; i-- {
		if int(pl.Under[i].Def) >= len(s.game.Defs) {
			return id, fmt.Errorf("no card definition %d", pl.Under[i].Def)
		}
		u := s.AddCard(p, pl.Under[i].Def, ZoneOut)
		s.putUnder(u, id, pl.Under[i].FaceDown)
	}
	for _, kv := range pl.Keywords {
		s.Effects = append(s.Effects, Effect{Kind: StKeyword, Keyword: kv.Keyword, KwValue: kv.Value,
			Dur: Permanent, Controller: p, Target: s.RefOf(id)})
	}
	return id, nil
}

// SetAt puts character id at location loc (both in play, same player).
func (s *State) SetAt(id, loc CardID) error {
	if !s.InPlay(id) || !s.InPlay(loc) || s.Def(loc).Type != TypeLocation || s.Cards[id].Owner != s.Cards[loc].Owner {
		return fmt.Errorf("a character can be only at a location its player has in play (4.7.1)")
	}
	s.Cards[id].At = loc
	return nil
}

// SetInk adds to a player's inkwell ready filler cards of def plus exerted
// ones.
func (s *State) SetInk(p uint8, def DefID, ready, exerted int) {
	for i := 0; i < ready+exerted; i++ {
		s.PlaceInk(p, def, i < exerted)
	}
}

// PlaceInk puts a card of def into player p's inkwell, facedown, ready or
// exerted (1.7.3: an exerted one goes among the exerted cards).
func (s *State) PlaceInk(p uint8, def DefID, exerted bool) (CardID, error) {
	id, err := s.Place(p, def, ZoneInkwell)
	if err == nil && exerted {
		s.enterInkExerted(id)
	}
	return id, err
}

// SetLore sets a player's lore.
func (s *State) SetLore(p uint8, lore int) { s.Players[p].Lore = int16(lore) }

// Begin starts play at the Main Phase of player active's turn. firstTurn
// makes it the game's first turn; inked marks the ink turn action as used.
func (s *State) Begin(active uint8, firstTurn, inked bool) {
	s.Active = active
	s.Starting = active
	s.Phase = PhaseMain
	s.Turn = 2
	if firstTurn {
		s.Turn = 1
	}
	for p := range s.Players {
		s.Players[p].Altered = true
	}
	if inked {
		s.Players[active].Inked = 1
		// the card inked is the inkwell's last one: it counts for "if you
		// put a card into your inkwell this turn" (4.2) as inking does
		if w := s.Players[active].Inkwell; len(w) > 0 {
			s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(w[len(w)-1]), Ab: InkedRecord})
		}
	}
	s.Stack = s.Stack[:0]
	s.Bag = s.Bag[:0]
}
