package engine

// MoverSelf in Step.Movers: OpMoveTo moves the ability's own card.
const MoverSelf uint8 = 0xFF

// moveByEffect moves the characters an OpMoveTo step names to location loc
// as part of resolving an effect. It is not the turn action of 4.7.3: no
// move cost is determined or paid (the effect moves them "for free"), and
// it may happen outside the main phase. What 4.7 says of every move still
// holds: a player moves only their own characters to their own locations
// (4.7.1), a character already there doesn't move, and one that "can't
// move" doesn't (1.2.2). Each character that moves is moved (4.7.4), so
// "whenever ... moves to a location" triggers see it. It reports whether
// any character moved ("if you do", 6.1.5.1).
func (s *State) moveByEffect(f *Frame, st *Step, loc CardID) bool {
	p := f.Player
	if !s.InPlay(loc) || s.Def(loc).Type != TypeLocation || s.Cards[loc].Owner != p {
		return false
	}
	if st.Movers == MoverSelf {
		return s.moveOneByEffect(p, s.Resolve(f.Source), loc)
	}
	moved := false
	sl := f.Slots[st.Movers&3]
	for k := uint8(0); k < sl.N; k++ {
		if s.moveOneByEffect(p, s.Resolve(sl.C[k]), loc) {
			moved = true
		}
	}
	return moved
}

func (s *State) moveOneByEffect(p uint8, id, loc CardID) bool {
	if !s.canMoveByEffect(p, id, loc) {
		return false
	}
	s.emit(s.moveTo(p, id, loc))
	return true
}

// canMoveByEffect reports whether an effect of player p can move character
// id to location loc: both p's and in play (4.7.1), the character not
// already there and free to move (1.2.2).
func (s *State) canMoveByEffect(p uint8, id, loc CardID) bool {
	if loc == NoCard || !s.InPlay(loc) || s.Def(loc).Type != TypeLocation || s.Cards[loc].Owner != p {
		return false
	}
	return id != NoCard && s.InPlay(id) && s.Def(id).Type == TypeCharacter && s.Cards[id].Owner == p &&
		s.Cards[id].At != loc && !s.Restricted(id, CantMove)
}

// moveTo puts character id at location loc (4.7.4) and returns the move
// event, flagged when the character came from another location.
func (s *State) moveTo(p uint8, id, loc CardID) Event {
	var flags uint8
	if s.Cards[id].At != NoCard {
		flags = EvfFromLocation
	}
	s.Cards[id].At = loc
	return Event{Kind: EvMoved, Player: p, Flags: uint16(flags), Subject: s.RefOf(id), SubjectDef: s.Cards[id].Def, Other: s.RefOf(loc), OtherDef: s.Cards[loc].Def}
}
