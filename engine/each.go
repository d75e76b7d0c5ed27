package engine

// Steps that act part by part: a player step done by several players one
// after another (6.7.6), and an "up to N" amount asked card by card for
// each card of a group ("remove up to 2 damage from each of your
// characters").

// isEachPlayer reports whether a player target names several players.
func (t Target) isEachPlayer() bool { return t == TgtEachOpponent || t == TgtEachPlayer }

// turnOrderAt is the player k places after the active player in turn
// order (2.1.3).
func (s *State) turnOrderAt(k int) uint8 {
	n := len(s.Players)
	return uint8((int(s.Active) + k) % n)
}

// turnOrderPlayer finds the first player at or after place from (counted
// from the active player, 6.7.6) that a multi-player step acts on, and
// returns that place.
func (s *State) turnOrderPlayer(f *Frame, st *Step, from int) (int, bool) {
	for k := from; k < len(s.Players); k++ {
		p := s.turnOrderAt(k)
		if s.Players[p].Out {
			continue
		}
		if st.Target == TgtEachOpponent && !s.Opponents(p, f.Player) {
			continue
		}
		return k, true
	}
	return 0, false
}

// amountEachCard reports whether a step asks its "up to" amount card by
// card for each card of its group (checkAbility allows it for removing
// damage only).
func (st *Step) amountEachCard() bool { return st.AmountUpTo && st.Target == TgtAll }

// A position in play: player p's card at index i of their play list, as
// p<<posShift | i. Positions run in player order, each player's cards in the
// order they entered play.
const posShift = 12

func nextPos(pos int16) int16 { return pos + 1 }

// eachCardAt returns the card at a position in play, or NoCard.
func (s *State) eachCardAt(pos int) CardID {
	p, i := pos>>posShift, pos&(1<<posShift-1)
	if p >= len(s.Players) || i >= len(s.Players[p].Play) {
		return NoCard
	}
	return s.Players[p].Play[i]
}

// nextEachCard finds the next card of the step's group at or after
// position from whose amount can be more than 0: cards with nothing to
// remove are not asked.
func (s *State) nextEachCard(f *Frame, st *Step, from int) (int, bool) {
	c := s.frameCtx(f)
	if s.num(&st.Amount, c) <= 0 {
		return 0, false
	}
	for p := from >> posShift; p < len(s.Players); p++ {
		i := 0
		if p == from>>posShift {
			i = from & (1<<posShift - 1)
		}
		for l := s.Players[p].Play; i < len(l); i++ {
			if id := l[i]; s.Cards[id].Damage > 0 && s.match(&st.Filter, id, c) {
				return p<<posShift | i, true
			}
		}
	}
	return 0, false
}
