package engine

// Builders for set-1 cards (batch c): compositions of existing steps,
// filters and conditions.

// ItemCards selects item cards (in play unless narrowed to another zone).
func ItemCards() Filter { return Filter{Types: Items} }

// ActionCards selects action cards (in play unless narrowed to another zone).
func ActionCards() Filter { return Filter{Types: Actions} }

// DiscardHands is "[players] discard their hand" (no choice: the whole hand).
func DiscardHands(who Target) Step { return playerStep(OpDiscardHand, who, 0) }

// PutIntoHandFromLook is "put N of the looked-at [filter] cards into your
// hand": a choice that must take N where able (1.2.3), unlike the "up to"
// of TakeFromLook.
func PutIntoHandFromLook(n int, f Filter) Step {
	s := TakeFromLook(n, f)
	s.UpTo = false
	return s
}

// HandAtMost is "you have N or fewer cards in your hand" (0: "no cards").
func HandAtMost(n int) Cond { return Cond{Kind: CondHandAtMost, N: int8(n)} }

// SelfGetsPer is "this card gets +N [stat] for each [filter]" (a count
// taken whenever the characteristic is read).
func SelfGetsPer(stat Stat, n int, f Filter) StaticEffect {
	e := SelfGets(stat, n)
	e.Amount = Num{N: int8(n), Kind: NumCount, Filter: f}
	return e
}
