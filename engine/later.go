package engine

// Effects that act later or elsewhere: playing a card while an effect
// resolves (6.7.8) and the triggered abilities an effect creates (6.2.7).

// playFree plays card id for free as part of the resolving frame f (6.1.7,
// 6.7.8). A character, item or location enters play now and its triggers wait
// in the bag; an action's effect resolves after f finishes, before anything
// in the bag (6.7.8.1).
func (s *State) playFree(f *Frame, st *Step, id CardID) bool {
	p := s.chooser(f, st) // the controller, or "that player" (1.4.3)
	c := &s.Cards[id]
	if c.Zone == ZonePlay || c.Zone == ZoneUnder || c.Owner != p || s.cantPlay(p, id) {
		return false
	}
	if st.Filter.InZone && !st.Filter.admitsZone(c.Zone) {
		// 6.1.11.1: "that card" from a named zone, no longer there: no effect.
		return false
	}
	d := s.Def(id)
	how := ActNone // "for free" is an alternate cost (4.3.2.2)
	if st.PayCost {
		// "play her", not "for free": the player pays the card's cost with
		// its modifiers (4.3.2.3, 4.3.6), or can't play it (1.5.3).
		if s.playCost(id, ActPlay) > s.Players[p].InkReady() {
			return false
		}
		how = ActPlay
	}
	flags, paid := s.payToPlay(p, id, how)
	if d.Type == TypeAction {
		s.moveCard(id, ZonePlay, p)
		s.Cards[id].Flags &^= FlagFaceDown
		ref := s.RefOf(id)
		s.emit(Event{Kind: EvPlayed, Player: p, Subject: ref, SubjectDef: s.Cards[id].Def, Flags: uint16(flags), Amount: paid})
		// The action's effect waits under the resolving frame.
		at := s.resolving
		s.Stack = append(s.Stack, Frame{})
		copy(s.Stack[at+1:], s.Stack[at:])
		s.Stack[at] = Frame{Kind: FrPlayAction, Player: p, Def: s.Cards[id].Def, Ab: 0xFF, Source: ref, PC: -1}
		s.insertedFrame(at)
		if st.ToBottom {
			s.Cards[id].Flags |= FlagToDeckBottom
		}
		s.resolving++
		return true
	}
	target := NoCard
	if st.ShiftSlot > 0 && d.Type == TypeCharacter {
		// "play or shift that card for free": with Shift onto the
		// character chosen with it, if it still may go there (8.10.1)
		if sl := &f.Slots[st.ShiftSlot-1]; sl.N > 0 {
			if t := s.Resolve(sl.C[0]); t != NoCard && s.shiftKind(id) != ShiftNone && s.shiftOnto(id, t) {
				target = t
				flags |= EvfShift
			}
		}
	}
	if s.mayEnterExerted(id) && !st.Exerted {
		// 8.3.2: may enter exerted; asked above the resolving frame.
		fr := Frame{Kind: FrEnterExerted, Player: p, Source: s.RefOf(id), Option: int8(flags), Num: paid}
		if target != NoCard {
			fr.Slots[0].Add(s.RefOf(target))
		}
		s.push(fr)
		return true
	}
	s.finishPlay(p, id, target, flags, paid, st.Exerted)
	s.followPlayed(f, id)
	return true
}

// shiftsSomewhere reports whether player p may play card id (not in play)
// using its Shift ability onto one of their characters now (8.10.1): it has
// Shift, a character of theirs it may go on, and nothing stops its play.
func (s *State) shiftsSomewhere(p uint8, id CardID) bool {
	c := &s.Cards[id]
	if s.shiftKind(id) == ShiftNone || c.Zone == ZonePlay || c.Zone == ZoneUnder || c.Owner != p || s.cantPlay(p, id) {
		return false
	}
	for _, t := range s.Players[p].Play {
		if s.shiftOnto(id, t) {
			return true
		}
	}
	return false
}

// shiftFree plays the card in slot st.Movers for free using its Shift
// ability on top of target (8.10.1, 6.1.7), as part of the resolving frame
// f: its Shift cost isn't paid (4.3.2.2), and it enters play as a shifted
// character does (8.10.2 to 8.10.6), asking Bodyguard's "may" first.
func (s *State) shiftFree(f *Frame, st *Step, target CardID) bool {
	sl := &f.Slots[st.Movers&3]
	if sl.N == 0 {
		return false
	}
	id := s.Resolve(sl.C[0])
	p := f.Player
	if id == NoCard || !s.shiftsSomewhere(p, id) || !s.shiftOnto(id, target) {
		return false // 6.1.11.1: no longer there, or no longer a legal Shift
	}
	flags, paid := s.payToPlay(p, id, ActNone)
	flags |= EvfShift
	if s.mayEnterExerted(id) {
		// 8.3.2: may enter exerted; asked above the resolving frame.
		g := Frame{Kind: FrEnterExerted, Player: p, Source: s.RefOf(id), Option: int8(flags), Num: paid}
		g.Slots[0].Add(s.RefOf(target))
		s.push(g)
		return true
	}
	s.finishPlay(p, id, target, flags, paid, false)
	s.followPlayed(f, id)
	return true
}

// followPlayed points the slots of the resolving frame f that hold card id at
// the card now in play: the effect that played it goes on to refer to it
// there ("play a character for free. They gain Rush", 6.7.8), though entering
// play made it a new card (7.1.6).
func (s *State) followPlayed(f *Frame, id CardID) {
	for i := range f.Slots {
		sl := &f.Slots[i]
		for k := uint8(0); k < sl.N; k++ {
			if sl.C[k].ID == id {
				sl.C[k] = s.RefOf(id)
			}
		}
	}
}

// createTrigger creates the floating or delayed triggered ability of step st
// (6.2.7). It names the ability by where it is defined, so the state stays
// plain data.
func (s *State) createTrigger(f *Frame, st *Step) bool {
	if st.Trigger == nil || f.Sub != 0 {
		return false
	}
	fl := Floating{Player: f.Player, Def: f.Def, Ab: f.Ab, Step: f.PC, Source: f.Source, Dur: st.Dur,
		Delayed: st.Op == OpDelayed, Target: NoRef, Turn: s.Turn}
	if fl.Delayed {
		if st.Target == TgtSlot || st.Target == TgtChosen {
			sl := &f.Slots[st.Slot]
			if sl.N == 0 || s.Resolve(sl.C[0]) == NoCard {
				return false // "them" is gone: the delayed trigger would do nothing
			}
			fl.Target = sl.C[0]
		}
		if fl.Dur == Instant {
			fl.Dur = Permanent // exists until its moment comes (6.2.7.2)
		}
	} else {
		if fl.Dur == Instant {
			fl.Dur = ThisTurn
		}
		if st.Target == TgtSlot {
			// a floating trigger about the card(s) in the slot ("whenever
			// they challenge another character this turn"): only events
			// about that card, in this instance (7.1.6), trigger it.
			sl := &f.Slots[st.Slot]
			if sl.N == 0 || s.Resolve(sl.C[0]) == NoCard {
				return false
			}
			fl.Target = sl.C[0]
		}
	}
	s.Floating = append(s.Floating, fl)
	return true
}
