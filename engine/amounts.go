package engine

import "math/bits"

// Amounts: the numbers effects count (6.1.8), evaluated when they resolve.

// num evaluates an amount (6.1.8: counted once, when resolving), then caps
// it at Max ("to a maximum of N").
func (s *State) num(n *Num, c ctx) int {
	v := s.numRaw(n, c)
	if n.Max > 0 && v > int(n.Max) {
		v = int(n.Max)
	}
	return v
}

func (s *State) numRaw(n *Num, c ctx) int {
	switch n.Kind {
	case NumConst:
		return int(n.N)
	case NumCount:
		m := int(n.N)
		if m == 0 {
			m = 1
		}
		return m * s.count(&n.Filter, c)
	case NumStatOf, NumDamageOf:
		if c.fr == nil {
			return 0
		}
		sl := &c.fr.Slots[n.Slot]
		if sl.N == 0 {
			return 0
		}
		id := s.Resolve(sl.C[0])
		if id == NoCard && n.Kind == NumStatOf && n.Stat == StatCost && int(sl.C[0].ID) < len(s.Cards) {
			// "its cost" after it changed zones: the printed cost, which
			// is the same on the new instance (7.1.6).
			return int(s.Def(sl.C[0].ID).Cost)
		}
		if id == NoCard {
			// 6.7.7: "its" strength after it left play: the last known value.
			if lk := s.lastKnown(sl.C[0]); lk != nil {
				if n.Kind == NumDamageOf {
					return int(lk.Damage)
				}
				return nonNeg(lk.stat(n.Stat))
			}
			return 0
		}
		if n.Kind == NumDamageOf {
			return int(s.Cards[id].Damage)
		}
		return nonNeg(s.stat(id, n.Stat))
	case NumEvent:
		if c.fr == nil {
			return 0
		}
		return int(c.fr.Ev.Amount)
	case NumOtherStat:
		// the event's other card (the location moved to), with its last
		// known value if it has left play (6.7.7)
		if c.fr == nil {
			return 0
		}
		if id := s.Resolve(c.fr.Ev.Other); id != NoCard {
			return nonNeg(s.stat(id, n.Stat))
		}
		if lk := s.lastKnown(c.fr.Ev.Other); lk != nil {
			return nonNeg(lk.stat(n.Stat))
		}
		return 0
	case NumLocationStatOf:
		// the location the card chosen into Slot is at now (4.7); none: 0
		if c.fr == nil || c.fr.Slots[n.Slot].N == 0 {
			return 0
		}
		if id := s.Resolve(c.fr.Slots[n.Slot].C[0]); id != NoCard && s.Cards[id].Zone == ZonePlay && s.Cards[id].At != NoCard {
			return nonNeg(s.stat(s.Cards[id].At, n.Stat))
		}
		return 0
	case NumSourceStat:
		if c.src == NoCard {
			return 0
		}
		if n.N < 0 {
			return -nonNeg(s.stat(c.src, n.Stat)) // "loses [stat] equal to" (EqualToThis)
		}
		return nonNeg(s.stat(c.src, n.Stat))
	case NumBanishedInChallenge:
		// 4.6.6: each opposing character banished in a challenge this turn
		// left a TurnRecord as it was banished.
		k := 0
		for _, t := range s.Turnly {
			if t.Ab == BanishedInChallenge && int(t.Card.ID) < len(s.Cards) && s.Opponents(s.Cards[t.Card.ID].Owner, c.ctl) {
				k++
			}
		}
		return int(max8(n.N, 1)) * k
	case NumCardsUnderSubject:
		if c.fr == nil {
			return 0
		}
		if id := s.Resolve(c.fr.Ev.Subject); id != NoCard && s.InPlay(id) {
			return int(max8(n.N, 1)) * s.countUnder(id)
		}
		if lk := s.lastKnown(c.fr.Ev.Subject); lk != nil {
			return int(max8(n.N, 1)) * int(lk.Under) // 6.7.7
		}
		return 0
	case NumInksInSlot:
		// 5.2.5: the different inks among the cards kept in the slot
		if c.fr == nil {
			return 0
		}
		var inks InkSet
		sl := &c.fr.Slots[n.Slot]
		for k := uint8(0); k < sl.N; k++ {
			if id := s.Resolve(sl.C[k]); id != NoCard {
				inks |= s.Def(id).Inks
			}
		}
		return int(max8(n.N, 1)) * bits.OnesCount8(uint8(inks))
	case NumSourceCardsUnder:
		// 5.1.1.7: the cards in its stack
		if c.src != NoCard && s.InPlay(c.src) {
			return int(max8(n.N, 1)) * s.countUnder(c.src)
		}
		if c.fr != nil {
			if lk := s.lastKnown(c.fr.Source); lk != nil {
				return int(max8(n.N, 1)) * int(lk.Under) // 6.7.7
			}
		}
		return 0
	case NumSourceDamage:
		if c.src == NoCard || !s.InPlay(c.src) {
			return 0
		}
		return int(max8(n.N, 1)) * int(s.Cards[c.src].Damage)
	case NumDamageOnAll:
		return int(max8(n.N, 1)) * s.damageOn(&n.Filter, c)
	case NumHandOver:
		// the cards above N in the hand of the player the frame's step
		// acts on (discarding down to a hand of 3)
		if c.fr == nil {
			return 0
		}
		a := s.frameAbility(c.fr)
		if a == nil || int(c.fr.PC) >= len(a.Steps) {
			return 0
		}
		p := s.stepPlayer(c.fr, &a.Steps[c.fr.PC])
		return max(len(s.Players[p].Hand)-int(n.N), 0)
	case NumHandOfThem:
		// "as many cards as chosen opponent has": the player bound as
		// "they" (them.go)
		if c.fr == nil {
			return 0
		}
		return len(s.Players[s.them(c.fr)].Hand)
	case NumDiscarded:
		if c.fr == nil {
			return 0
		}
		return int(c.fr.Num)
	case NumOpponentsDidnt:
		// the opponents in the game, less those who discarded (one card
		// each) in the previous step
		if c.fr == nil {
			return 0
		}
		k := 0
		for p := range s.Players {
			if !s.Players[p].Out && s.Opponents(uint8(p), c.ctl) {
				k++
			}
		}
		return int(max8(n.N, 1)) * max(k-int(c.fr.Prev), 0)
	case NumThisWay:
		if c.fr == nil {
			return 0
		}
		m := int(n.N)
		if m == 0 {
			m = 1
		}
		return m * int(c.fr.Prev)
	case NumInsteadIfSlot:
		// "gain 3 lore. If any Princess cards were moved this way, gain 4
		// lore instead": the cards an earlier step kept in Slot (KeepMoved)
		if c.fr != nil {
			sl := &c.fr.Slots[n.Slot]
			for i := uint8(0); i < sl.N; i++ {
				if id := s.Resolve(sl.C[i]); id != NoCard && s.match(&n.Filter, id, c) {
					return int(n.Alt)
				}
			}
		}
		return int(n.N)
	}
	return 0
}
