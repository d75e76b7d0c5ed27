package engine

// Costs as they are paid now: the ink to play, Shift, sing with, use or
// move, after cost modifiers (4.3.6) and free plays.

// singValue is the cost a character counts as to sing songs (8.11).
func (s *State) singValue(id CardID) int {
	v := int(s.Def(id).Cost)
	if n, ok := s.KeywordValue(id, Singer); ok && n > v {
		v = n
	}
	if s.game.anyStatics {
		s.staticsFor(kindBit(StSingCost), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StSingCost && s.staticApplies(e, src, ctl, id) {
				v += s.num(&e.Amount, ctx{ctl: ctl, src: src})
			}
			return true
		})
	}
	// effects with a duration: "chosen character counts as having +3 cost
	// to sing songs this turn" (5.4.4.2)
	for i := range s.Effects {
		if e := &s.Effects[i]; e.Kind == StSingCost && s.effectApplies(e, id) {
			v += int(e.Amount)
		}
	}
	return v
}

// costToPlay is the total ink cost to play a card for its ink cost
// (4.3.2.3), or its Shift cost: plus payment modifiers, never below 0.
// Whether it is played for free instead is playsForFree's to say.
func (s *State) costToPlay(id CardID, shift bool) int {
	p := s.Cards[id].Owner
	c := ctx{ctl: p, src: id}
	v := int(s.Def(id).Cost)
	if shift {
		_, sc := s.shiftOf(id)
		v = int(sc)
	}
	// self-referential reductions from the card itself (4.3.6, 6.1.12)
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StCostLess) != 0 {
		for _, a := range s.Def(id).Abilities {
			if a.Kind == Static && a.InZone && a.FromZone == ZoneHand && kindsOf(a)&kindBit(StCostLess) != 0 && s.cond(a.If, c) {
				for i := range a.Statics {
					if e := &a.Statics[i]; e.Kind == StCostLess && (shift || !e.ShiftOnly) {
						v -= s.num(&e.Amount, c)
					}
				}
			}
		}
	}
	if s.game.anyStatics {
		// only p's own static abilities reduce what p pays
		s.staticsOfPlayer(p, kindBit(StCostLess), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostLess && (shift || !e.ShiftOnly) && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src}) &&
				!s.onceReductionUsed(e, src) {
				v -= s.num(&e.Amount, ctx{ctl: ctl, src: src})
			}
			return true
		})
	}
	for i := range s.Effects {
		if e := &s.Effects[i]; s.reducesPlaying(e, p, id) {
			v -= int(e.Amount)
		}
	}
	if s.game.anyStatics {
		// e.g. actions and items cost every player 2 more ink: every
		// player's cards, matched in the zone they are played from (4.3.6)
		s.statics(kindBit(StCostMore), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostMore {
				f := e.CostFilter
				f.InZone, f.Zone = true, s.Cards[id].Zone
				if s.match(&f, id, ctx{ctl: ctl, src: src}) {
					v += s.num(&e.Amount, ctx{ctl: ctl, src: src})
				}
			}
			return true
		})
	}
	if v < 0 {
		v = 0
	}
	return v
}

// onceAbility returns the index of the once-per-turn static ability of
// src's card that holds e (6.1.13.2: a payment modifier used up by the
// first matching card played each turn), or false when e's ability has no
// such limit.
func (s *State) onceAbility(e *StaticEffect, src CardID) (uint8, bool) {
	for j, a := range s.Def(src).Abilities {
		if !a.OncePerTurn || a.Kind != Static {
			continue
		}
		for i := range a.Statics {
			if &a.Statics[i] == e {
				return uint8(j), true
			}
		}
	}
	return 0, false
}

// onceReductionUsed reports whether e is a once-per-turn payment modifier
// already used this turn by its card in play (6.1.13.2).
func (s *State) onceReductionUsed(e *StaticEffect, src CardID) bool {
	j, once := s.onceAbility(e, src)
	return once && s.usedThisTurn(s.RefOf(src), j)
}

// useCostReductions consumes "next card you play" reductions that applied
// to playing card id (4.3.6); a once-per-turn reduction of a static
// ability that applied is used up for the turn (6.1.13.2).
func (s *State) useCostReductions(id CardID) {
	p := s.Cards[id].Owner
	if s.game.anyStatics {
		s.staticsOfPlayer(p, kindBit(StCostLess), func(e *StaticEffect, src CardID, ctl uint8) bool {
			if e.Kind == StCostLess && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src}) {
				if j, once := s.onceAbility(e, src); once && !s.usedThisTurn(s.RefOf(src), j) {
					s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(src), Ab: j})
				}
			}
			return true
		})
	}
	out := s.Effects[:0]
	for _, e := range s.Effects {
		if e.Uses > 0 && s.reducesPlaying(&e, p, id) {
			e.Uses--
			if e.Uses == 0 {
				continue
			}
		}
		out = append(out, e)
	}
	s.Effects = out
}

// reducesPlaying reports whether payment modifier e applies to player p
// playing card id. "The next [card] you play" is the next one played from
// any zone (4.3.6), so the card is matched wherever it is played from.
func (s *State) reducesPlaying(e *Effect, p uint8, id CardID) bool {
	if e.Kind != StCostLess || e.Controller != p {
		return false
	}
	f := e.Filter
	f.InZone, f.Zone = true, s.Cards[id].Zone
	return s.match(&f, id, ctx{ctl: p, src: NoCard})
}

// InkCost is the ink the action would pay now (4.3.2.3): playing a card or
// Shifting it costs its ink or Shift cost with the payment modifiers in
// force (4.3.6), never below 0; moving costs the total move cost, with its
// alternate cost and payment modifiers (4.7.3.2, 4.7.3.3); using an
// activated ability costs its ink cost, or none when it is used for free
// (4.4.3.2, 1.5.5.4), and Boost its value (8.4.1). Other actions pay no ink.
func (s *State) InkCost(a Action) int {
	if !s.validCard(a.Card) {
		return 0
	}
	switch a.Kind {
	case ActPlay, ActShift:
		c := s.playCost(a.Card, a.Kind)
		if p := s.Cards[a.Card].Owner; a.Kind == ActPlay && c > s.Players[p].InkReady() && s.playsByAltCost(p, a.Card) {
			return 0 // only the alternate cost can be paid (4.3.2.2)
		}
		return c
	case ActMove:
		if s.validCard(a.Target) && s.Def(a.Target).Type == TypeLocation {
			return s.moveCost(s.Cards[a.Card].Owner, a.Card, a.Target) // 4.7.3.3
		}
	case ActActivate:
		return s.activationInk(a.Card, a.Ab)
	}
	return 0
}

// playsForFree reports whether playing card id for its ink cost may be
// done for free instead (an alternate cost, 4.3.2.2, 6.1.7): by its own "you
// may play this for free if ..." ability (6.4.4.3), or by "you may play
// [cards] for free" of a card its player has in play. Free is never worse
// than paying, so such a play is free.
func (s *State) playsForFree(id CardID) bool {
	p := s.Cards[id].Owner
	c := ctx{ctl: p, src: id}
	if s.game.defStatics[s.Cards[id].Def]&kindBit(StPlayFree) != 0 {
		for _, a := range s.Def(id).Abilities {
			if a.Kind == Static && a.InZone && a.FromZone == ZoneHand && kindsOf(a)&kindBit(StPlayFree) != 0 && s.cond(a.If, c) {
				return true
			}
		}
	}
	if !s.game.anyStatics {
		return false
	}
	free := false
	// only p's own static abilities let p play a card for free
	s.staticsOfPlayer(p, kindBit(StPlayFree), func(e *StaticEffect, src CardID, ctl uint8) bool {
		free = e.Kind == StPlayFree && !e.Self && ctl == p && s.match(&e.CostFilter, id, ctx{ctl: ctl, src: src})
		return !free
	})
	return free
}
