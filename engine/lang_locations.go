package engine

// Locations and moving (4.7): moving characters by an effect, and the move
// cost's payment modifiers and alternate costs (4.7.3.2, 4.7.3.3).

// OnceMoveThisForLess is "once during your turn, you may pay N {I} less to
// move this character to a location" (4.7.3.3, 6.1.13.2). The discount is
// taken on the first move of the turn that costs ink: paying less is never
// worse and saves the same on any costly move (docs/rules-notes.md).
func OnceMoveThisForLess(n int) StaticEffect {
	return StaticEffect{Kind: StMoveCostLessOnce, Self: true, Amount: Num{N: int8(n)}}
}

// MoveThemTo moves the characters chosen into slot to the location loc
// selects (a chosen location of yours, or the trigger's location), for
// free: "move them to a location for free".
func MoveThemTo(slot int, loc Sel) Step {
	st := cardStep(OpMoveTo, loc)
	st.Movers = uint8(slot)
	return st
}

// MoveAnyNumberTo is "(you may) move any number of [chars] to the same
// location for free", choices in the order of the text (4.7.3.1: the
// character, then the location): the player picks any number of their
// characters (one choice of a set, asked even with no location in play),
// then a location of yours is chosen into slot (4.7.1), then the picked
// characters move there (4.7.4); one already there or that can't move
// stays. The third step counts the characters moved (1 lore per character
// moved: GainLore(1).ForEachThisWay() next). Put Optional on the first
// step for "you may". Moana - Kakamora Leader.
func MoveAnyNumberTo(slot int, chars Filter) []Step {
	pick := ChooseAnyNumber(chars)
	loc := Choose(YourLocation())
	loc.Slot = uint8(slot)
	move := Step{Op: OpMoveAnyTo, Target: TgtYou, Filter: chars, Slot: uint8(slot)}
	return []Step{pick, loc, move}
}

// MoveUpToTo is "move up to N of [chars] to the same location for free":
// as MoveAnyNumberTo, at most N characters picked, then the location chosen
// into slot (4.7.1), then they move (4.7.4). The Game's Afoot!
func MoveUpToTo(slot, n int, chars Filter) []Step {
	st := MoveAnyNumberTo(slot, chars)
	st[0].Count = int8(n)
	return st
}

// MoveThisTo moves this character to the location loc selects, for free:
// this character may go there without paying the move cost.
func MoveThisTo(loc Sel) Step {
	st := cardStep(OpMoveTo, loc)
	st.Movers = MoverSelf
	return st
}

// PayLessToMove is "you pay N {I} less to move [chars] to [locs]": a payment
// modifier on the move cost (4.7.3.3, 1.5.4); the cost never goes below 0.
func PayLessToMove(n int, chars, locs Filter) StaticEffect {
	return StaticEffect{Kind: StMoveCostLess, Amount: Num{N: int8(n)}, Affects: chars, CostFilter: locs}
}

// PayLessToMoveHere is "you pay N {I} less to move [chars] here" on a
// location: the modifier applies only to moves to this location.
func PayLessToMoveHere(n int, chars Filter) StaticEffect {
	return StaticEffect{Kind: StMoveCostLess, Amount: Num{N: int8(n)}, Affects: chars, Here: true}
}

// MoveHereForFree is "[chars] may move here for free" on a location: the
// alternate cost "for free", chosen at once, so every other cost to move
// them here is ignored (4.7.3.2).
func MoveHereForFree(chars Filter) StaticEffect {
	return StaticEffect{Kind: StMoveFree, Affects: chars, Here: true}
}

// FromALocation limits a move trigger to characters that moved from another
// location: a character arriving here from some other location (4.7.4; a
// character moves from one location to another, 4.7.2).
func (a *Ability) FromALocation() *Ability { a.Trigger.FromLocation = true; return a }
