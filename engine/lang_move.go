package engine

// Builders for payment modifiers and alternate costs of moving a character
// to a location (4.7.3.2, 4.7.3.3): static effects of the card in play,
// taken into the total move cost that Legal offers and the move pays.

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
