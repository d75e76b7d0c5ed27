package engine

// Placing looked-at cards and the cards of an "in any order" step (7.2.3):
// who orders them, which are still to place, and where each goes.

// topInAnyOrder puts the cards chosen from the hand into slot st.Slot on the
// top of their player's deck, then has the player order them there (7.2.3):
// the cards are kept in the frame's look list and the step asks the order
// (spOrder), the first card ordered on top (PutFromHandOnTop).
func (s *State) topInAnyOrder(f *Frame, st *Step) bool {
	f.NLook = 0
	sl := &f.Slots[st.Slot]
	for k := uint8(0); k < sl.N; k++ {
		id := s.Resolve(sl.C[k])
		if id == NoCard || s.Cards[id].Zone != ZoneHand {
			continue
		}
		s.moveCard(id, ZoneDeck, s.Cards[id].Owner)
		if int(f.NLook) < len(f.Look) {
			f.Look[f.NLook] = id
			f.NLook++
		}
	}
	did := f.NLook > 0
	if f.NLook >= 2 {
		f.Phase = spOrder
		f.Pick = Slot{}
		f.Cursor = 0
	} else {
		f.NLook = 0 // one card: already on the top
	}
	return did
}

// slotToBottomInAnyOrder puts the cards chosen into the step's slot by an
// earlier step (out of play: a discard's cards) on the bottom of their
// players' decks, then has each deck's player order those that went to
// their deck (7.2.3), as bottomInAnyOrder does.
func (s *State) slotToBottomInAnyOrder(f *Frame, st *Step) bool {
	f.NLook = 0
	sl := f.Slots[st.Slot]
	n := 0
	for k := uint8(0); k < sl.N; k++ {
		id := s.Resolve(sl.C[k])
		if id == NoCard || s.Cards[id].Zone == ZoneDeck {
			continue
		}
		owner := s.Cards[id].Owner
		before := len(s.Players[owner].Deck)
		s.putOnBottom(id)
		n++
		d := s.Players[owner].Deck
		for j := len(d) - before - 1; j >= 0; j-- {
			if int(f.NLook) < len(f.Look) {
				f.Look[f.NLook] = d[j]
				f.NLook++
			}
		}
	}
	if f.NLook >= 2 {
		f.Phase = spOrder
		f.Pick = Slot{}
		f.Cursor = 0
	} else {
		f.NLook = 0 // one card: already on the bottom
	}
	f.Done += int16(n)
	return n > 0 && s.movedAllChosen(f, st)
}

// movedAllChosen reports whether a step on the cards of a slot moved as
// many as the choice into that slot asked for, where the step is Fully
// (6.1.5.1: "put 3 [cards] ... If you do" with fewer moved isn't done);
// true for any other step.
func (s *State) movedAllChosen(f *Frame, st *Step) bool {
	if !st.Whole || st.Target != TgtSlot {
		return true
	}
	a := s.frameAbility(f)
	if a == nil || int(f.PC) > len(a.Steps) {
		return false
	}
	return int(f.Done) >= slotChoiceCount(a.Steps[:f.PC], st.Slot)
}

// slotChoiceCount is the number of cards the last choice into slot among
// steps asks for (its N), or 0 when none chooses into it.
func slotChoiceCount(steps []Step, slot uint8) int {
	for k := len(steps) - 1; k >= 0; k-- {
		if st := &steps[k]; st.Target == TgtChosen && st.Slot == slot && !st.UpTo {
			return int(max8(st.Count, 1))
		}
	}
	return 0
}

// bottomInAnyOrder puts every card in play (or in the zone the filter
// names: a discard) matching the step's filter on the bottom of its
// player's deck, each with the cards of its stack (8.10.6),
// then has each deck's player order the cards that went to their deck,
// stacks mixed freely (7.2.3, 7.2.3.1): the cards are kept in the frame's
// look list and the step asks the order (spOrder). At most len(f.Look)
// cards are ordered; any beyond stay in play order above them.
func (s *State) bottomInAnyOrder(f *Frame, st *Step, c ctx) bool {
	mark := len(s.scratch)
	// in play, or in the zone the filter names ("all Toy character cards
	// from your discard")
	zone := ZonePlay
	if st.Filter.InZone {
		zone = st.Filter.Zone
	}
	for p := range s.Players {
		l := s.zoneList(uint8(p), zone)
		if l == nil {
			continue
		}
		for _, id := range *l {
			if s.match(&st.Filter, id, c) {
				s.scratch = append(s.scratch, id)
			}
		}
	}
	n := len(s.scratch) - mark
	f.NLook = 0
	for k := 0; k < n; k++ {
		id := s.scratch[mark+k]
		if s.Cards[id].Zone != zone {
			continue
		}
		owner := s.Cards[id].Owner
		before := len(s.Players[owner].Deck)
		s.putOnBottom(id)
		// the card and its stack now lie at the bottom of the deck
		d := s.Players[owner].Deck
		for j := len(d) - before - 1; j >= 0; j-- {
			if int(f.NLook) < len(f.Look) {
				f.Look[f.NLook] = d[j]
				f.NLook++
			}
		}
	}
	s.scratch = s.scratch[:mark]
	if f.NLook >= 2 {
		f.Phase = spOrder
		f.Pick = Slot{}
		f.Cursor = 0
	}
	return n > 0
}

// lookOwnedBy counts the looked-at cards of player p's deck.
func (s *State) lookOwnedBy(f *Frame, p uint8) int {
	n := 0
	for k := uint8(0); k < f.NLook; k++ {
		if s.Cards[f.Look[k]].Owner == p {
			n++
		}
	}
	return n
}

// orderPlayer is who decides the order of an "in any order" placement: the
// controller for looked-at cards, the deck's player for cards put on the
// bottom of their deck from play (1.4.3, 7.2.3), one deck after another.
func (s *State) orderPlayer(f *Frame, st *Step) uint8 {
	if st.Op == OpToDeckBottom && f.NLook > 0 {
		return s.Cards[f.Look[0]].Owner
	}
	return f.Player
}

// pruneLook drops looked-at cards that are no longer on the deck.
func (s *State) pruneLook(f *Frame) {
	k := uint8(0)
	for j := uint8(0); j < f.NLook; j++ {
		if s.Cards[f.Look[j]].Zone == ZoneDeck {
			f.Look[k] = f.Look[j]
			k++
		}
	}
	f.NLook = k
}

func (s *State) dropLook(f *Frame, id CardID) {
	for j := uint8(0); j < f.NLook; j++ {
		if f.Look[j] == id {
			copy(f.Look[j:], f.Look[j+1:f.NLook])
			f.NLook--
			return
		}
	}
}

// placeLooked puts a looked-at card on the bottom (or top) of its deck.
func (s *State) placeLooked(f *Frame, id CardID, top bool) {
	if top {
		d := s.zoneList(s.Cards[id].Owner, ZoneDeck)
		*d = removeID(*d, id)
		*d = append(*d, id)
		return
	}
	d := s.zoneList(s.Cards[id].Owner, ZoneDeck)
	l := removeID(*d, id)
	l = append(l, 0)
	copy(l[1:], l[:len(l)-1])
	l[0] = id
	*d = l
}

// orderPending reports whether cards remain to be ordered.
func (s *State) orderPending(f *Frame) bool {
	s.pruneLook(f)
	if st := &s.frameAbility(f).Steps[f.PC]; st.Op == OpHandToBottom {
		// the cards still in the hand are the ones left to place; the
		// last one goes below the ones already placed (7.2.3)
		h := s.Players[s.stepPlayer(f, st)].Hand
		if len(h) >= 2 {
			return true
		}
		if len(h) == 1 {
			s.putOnBottom(h[0])
		}
		f.Cursor = 0
		return false
	}
	if a := s.frameAbility(f); a.Steps[f.PC].Op == OpToDeckBottom {
		// 7.2.3: deck by deck; a player with one card left to place has
		// nothing to decide and it goes below the ones already ordered.
		for f.NLook > 0 {
			if s.lookOwnedBy(f, s.Cards[f.Look[0]].Owner) >= 2 {
				return true
			}
			s.placeOrdered(f, f.Look[0], false)
		}
		f.Cursor = 0
		return false
	}
	if f.NLook <= 1 {
		if f.NLook == 1 {
			// the last card goes below the ones already ordered
			a := s.frameAbility(f)
			s.placeOrdered(f, f.Look[0], a.Steps[f.PC].Top)
		}
		f.Cursor = 0
		return false
	}
	return true
}
