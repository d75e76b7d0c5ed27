package engine

// Steps that act part by part: a player step done by several players one
// after another (6.7.6), and an "up to N" amount asked card by card for
// each card of a group ("remove up to 2 damage from each of your
// characters").

// isEachPlayer reports whether a player target names several players.
func (t Target) isEachPlayer() bool {
	return t == TgtEachOpponent || t == TgtEachPlayer || t == TgtMostInHand || t == TgtOpponentsMoreLore || t == TgtPickedPlayers
}

// playerNamed reports whether player p is one of the players a step that
// names several players acts on (6.7.6), read when their part comes.
func (s *State) playerNamed(f *Frame, st *Step, p uint8) bool {
	switch st.Target {
	case TgtEachOpponent:
		return s.Opponents(p, f.Player)
	case TgtOpponentsMoreLore, TgtMostInHand, TgtPickedPlayers:
		return f.Group&(1<<p) != 0 // fixed as the step began, or chosen (ChoosePlayers)
	}
	return true
}

// groupOf is the set of players (bit p: player p) a step naming players by
// a quality names now: every opponent ahead of you on lore, the player
// or players holding the most cards (a tie names every player
// with that many). The resolver fixes it as the step begins (Frame.Group).
func (s *State) groupOf(f *Frame, st *Step) uint8 {
	var g uint8
	most := 0
	for p := range s.Players {
		if !s.Players[p].Out && len(s.Players[p].Hand) > most {
			most = len(s.Players[p].Hand)
		}
	}
	for p := range s.Players {
		if s.Players[p].Out {
			continue
		}
		switch st.Target {
		case TgtOpponentsMoreLore:
			if s.Opponents(uint8(p), f.Player) && s.Players[p].Lore > s.Players[f.Player].Lore {
				g |= 1 << p
			}
		case TgtMostInHand:
			if len(s.Players[p].Hand) == most {
				g |= 1 << p
			}
		}
	}
	return g
}

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
		if !s.playerNamed(f, st, p) {
			continue
		}
		return k, true
	}
	return 0, false
}

// mayEachDiscard reports whether a step done player by player asks each
// player the "may" of their own part ("each opponent may choose and discard
// a card", 6.1.4): a discard by each player (6.7.6).
func (st *Step) mayEachDiscard() bool {
	return st.May && st.Op == OpDiscard && st.Target.isEachPlayer()
}

// amountEachCard reports whether a step asks its "up to" amount card by
// card for each card of its group (checkAbility allows it for removing
// damage only).
func (st *Step) amountEachCard() bool { return st.AmountUpTo && st.Target == TgtAll }

// The card whose amount is asked is kept in the frame's Cursor: 0 before
// the first card, id+1 while card id is asked, -(id+1) once it is done.
// Cards come in the order they entered play (Card.Seq), whoever's they are.

// eachCurrent returns the card being asked, or NoCard.
func eachCurrent(cursor int16) CardID {
	if cursor <= 0 {
		return NoCard
	}
	return CardID(cursor - 1)
}

// eachDone marks the card being asked as done.
func eachDone(cursor int16) int16 {
	if cursor > 0 {
		return -cursor
	}
	return cursor
}

// nextEachCard finds the card of the step's group to ask next: the one
// being asked, else the first after the last one done in the order cards
// entered play. Cards with no damage to remove, or whose damage can't be
// removed (1.9.2.3: the most is 0, so nothing is asked), are not asked.
func (s *State) nextEachCard(f *Frame, st *Step) (CardID, bool) {
	if id := eachCurrent(f.Cursor); id != NoCard {
		return id, true
	}
	c := s.frameCtx(f)
	if s.num(&st.Amount, c) <= 0 {
		return NoCard, false
	}
	after, hasAfter := uint32(0), false
	if f.Cursor < 0 {
		after, hasAfter = s.Cards[CardID(-f.Cursor-1)].Seq, true
	}
	best := NoCard
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			q := s.Cards[id].Seq
			if (hasAfter && q <= after) || (best != NoCard && q >= s.Cards[best].Seq) {
				continue
			}
			if s.Cards[id].Damage > 0 && !s.damageStays(id) && s.match(&st.Filter, id, c) && (!st.OnlyPicked || s.Cards[id].Flags&FlagPicked != 0) {
				best = id
			}
		}
	}
	return best, best != NoCard
}

// AmountFor reports the card a pending amount is asked for when an effect
// asks it card by card ("remove up to 2 damage from each of your
// characters"); false for any other decision.
func (s *State) AmountFor() (CardID, bool) {
	d := s.Pending()
	if d.Kind != DecAmount {
		return NoCard, false
	}
	f := s.top()
	st := &s.frameAbility(f).Steps[f.PC]
	if !st.amountEachCard() {
		return NoCard, false
	}
	id := eachCurrent(f.Cursor)
	return id, id != NoCard
}
