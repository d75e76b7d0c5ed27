package engine

// moveCost is the total cost for player p to move character id to location
// loc (4.7.3): the location's move cost, or the alternate cost "for free"
// when one applies (4.7.3.2: it is chosen at once and every other cost is
// ignored), plus the payment modifiers in force (4.7.3.3, 1.5.4), never
// below 0.
func (s *State) moveCost(p uint8, id, loc CardID) int {
	v := int(s.Def(loc).MoveCost)
	if v <= 0 || !s.game.anyStatics {
		return max(v, 0)
	}
	free := false
	s.statics(func(e *StaticEffect, src CardID, ctl uint8) bool {
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

// movesTo reports whether a move-cost effect from src covers moves to
// location loc: this location (Here) or the locations its CostFilter
// selects.
func (s *State) movesTo(e *StaticEffect, src CardID, ctl uint8, loc CardID) bool {
	if e.Here {
		return loc == src
	}
	return s.match(&e.CostFilter, loc, ctx{ctl: ctl, src: src})
}
