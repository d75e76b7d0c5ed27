package engine

// moveDamageFromEach moves n damage counters from each card in play that
// matches from onto card to (1.9.2.4: moving removes the counters from one
// card and puts them on the other; they are not dealt, so Resist doesn't
// apply): "move 1 damage counter from each damaged character you have in
// play to chosen opposing character". A card with fewer counters moves
// what it has (1.2.3), one whose damage can't be removed moves none, and to
// itself is never a source. The cards are taken in play order, player by
// player. It returns the counters moved ("for each damage counter moved
// this way", 6.1.8).
func (s *State) moveDamageFromEach(f *Frame, from *Filter, to CardID, n int) int {
	if !s.InPlay(to) {
		return 0
	}
	c := s.frameCtx(f)
	moved := 0
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			if id == to || !s.match(from, id, c) {
				continue
			}
			m := s.removeDamage(id, n)
			if m == 0 {
				continue
			}
			s.emitDamageRemoved(f.Player, id, m)
			moved += m
		}
	}
	if moved > 0 {
		s.putDamage(to, moved)
	}
	return moved
}
