package engine

// moveCost is the total cost for player p to move character id to location
// loc (4.7.3): the location's move cost, or the alternate cost "for free"
// when one applies (4.7.3.2: it is chosen at once and every other cost is
// ignored), plus the payment modifiers in force (4.7.3.3, 1.5.4), never
// below 0. A once-per-turn discount of the character applies last, when the
// move still costs ink.
func (s *State) moveCost(p uint8, id, loc CardID) int {
	v := s.moveCostBefore(p, id, loc)
	if v > 0 && s.game.anyStatics {
		if n, _, ok := s.onceMoveDiscount(id); ok {
			v = max(v-n, 0)
		}
	}
	return v
}

// moveCostBefore is the total move cost before a once-per-turn discount.
func (s *State) moveCostBefore(p uint8, id, loc CardID) int {
	v := int(s.Def(loc).MoveCost)
	if v <= 0 || !s.game.anyStatics {
		return max(v, 0)
	}
	free := false
	s.staticsFor(kindBit(StMoveCostLess)|kindBit(StMoveFree), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if (e.Kind != StMoveFree && e.Kind != StMoveCostLess) || ctl != p || !s.movesTo(e, src, ctl, loc) ||
			!s.staticApplies(e, src, ctl, id) {
			return true
		}
		if e.Kind == StMoveFree {
			free = true
			return false
		}
		v -= s.num(&e.Amount, ctx{ctl: ctl, src: src})
		return true
	})
	if free || v < 0 {
		return 0
	}
	return v
}

// onceMoveDiscount finds a "once during your turn, you may pay N less to
// move this character" of card id not used yet this turn: its amount and
// ability index. Paying less is never worse than paying more, and the
// saving is the same on whichever costly move it is used, so it is taken on
// the first move this turn that costs ink (docs/rules-notes.md).
func (s *State) onceMoveDiscount(id CardID) (int, uint8, bool) {
	for j, a := range s.Def(id).Abilities {
		if a.Kind != Static {
			continue
		}
		for k := range a.Statics {
			if e := &a.Statics[k]; e.Kind == StMoveCostLessOnce && !s.usedThisTurn(s.RefOf(id), uint8(j)) {
				return int(e.Amount.N), uint8(j), true
			}
		}
	}
	return 0, 0, false
}

// useOnceMoveDiscount records that a move of card id costing ink used its
// once-per-turn discount (6.1.13.2).
func (s *State) useOnceMoveDiscount(p uint8, id, loc CardID) {
	if _, ab, ok := s.onceMoveDiscount(id); ok && s.moveCostBefore(p, id, loc) > 0 {
		s.Turnly = append(s.Turnly, TurnRecord{Card: s.RefOf(id), Ab: ab})
	}
}

// movesTo reports whether a move-cost effect from src covers moves to
// location loc: this location (Here) or the locations its CostFilter
// selects.
func (s *State) movesTo(e *StaticEffect, src CardID, ctl uint8, loc CardID) bool {
	if e.Here {
		return loc == src
	}
	return s.match(&e.CostFilter, loc, ctx{ctl: ctl, src: src})
}
