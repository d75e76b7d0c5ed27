package engine

// Costs and their modifiers (4.3.6, 1.5.5): paying less, playing or using
// for free, the cost to sing.

// NextCostsLess is "you pay N less for the next [filter] you play this turn"
// (4.3.6): a payment modifier used up by the next matching card played.
func NextCostsLess(n int, f Filter) Step {
	if !f.InZone {
		f = f.InHand()
	}
	f.Owner = AnyOwner
	return Step{Op: OpCostReduction, Target: TgtYou, Filter: f, Amount: Num{N: int8(n)}, Count: 1, Dur: ThisTurn, Slot: 0xFF}
}

// PayLess is "you pay N {I} less to play [filter]" (4.3.6) while the source
// is in play; f should select cards in hand.
func PayLess(n int, f Filter) StaticEffect {
	return StaticEffect{Kind: StCostLess, Amount: Num{N: int8(n)}, CostFilter: f}
}

// EachPlayerPaysMore is "each player pays N {I} more to play [f]" (4.3.2.3,
// 4.3.6) while the source is in play: a payment modifier on the ink cost of
// every player's matching cards, wherever they are played from; singing a
// song (an alternate cost, 5.4.4.2) and playing for free (4.3.2.2) pay no
// ink and aren't affected. Gantu - Experienced Enforcer.
func EachPlayerPaysMore(n int, f Filter) StaticEffect {
	f.Owner = AnyOwner
	return StaticEffect{Kind: StCostMore, Amount: Num{N: int8(n)}, CostFilter: f}
}

// PayLessForEach is "for each [counted], you pay N {I} less to play [f]"
// (4.3.6) while the source is in play: counted as the cost is determined
// (6.1.8), from the source ("for each character you have here":
// Chars().AtThisLocation()); f should select cards in hand. Owl Island -
// Secluded Entrance.
func PayLessForEach(n int, counted, f Filter) StaticEffect {
	return StaticEffect{Kind: StCostLess, Amount: Num{N: int8(n), Kind: NumCount, Filter: counted}, CostFilter: f}
}

// PayLessToShift is "you pay N {I} less to play [f] using their Shift
// ability" (4.3.6, 8.10.1) while the source is in play: a payment modifier
// on the Shift cost alone (the card played for its ink cost pays it in
// full); the cost never goes below 0. Yokai - Intellectual Schemer.
func PayLessToShift(n int, f Filter) StaticEffect {
	if !f.InZone {
		f = f.InHand()
	}
	return StaticEffect{Kind: StCostLess, Amount: Num{N: int8(n)}, CostFilter: f, ShiftOnly: true}
}

// PayLessForThis is "if [cond], you pay N {I} less to play this character":
// a self-referential cost reduction that functions from the hand (6.1.12,
// 4.3.6). self names the card for the rendered description.
func PayLessForThis(name string, n int, c Cond, self Filter) *Ability {
	a := StaticOf(name, PayLess(n, self.InZoneOf(ZoneHand)))
	a.If = &c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// PayLessForThisForEach is "for each [counted], you pay N {I} less to play
// this character" (Chernabog - Evildoer): a self-referential cost reduction
// that functions from the hand (6.1.12), counted as the cost is determined
// (4.3.6, 6.1.8). self names the card for the rendered description.
func PayLessForThisForEach(name string, n int, counted, self Filter) *Ability {
	return payLessForThisBy(name, Num{N: int8(n), Kind: NumCount, Filter: counted}, self)
}

// payLessForThisBy is a self-referential cost reduction by a counted
// amount, functioning from the hand (6.1.12).
func payLessForThisBy(name string, amount Num, self Filter) *Ability {
	a := StaticOf(name, StaticEffect{Kind: StCostLess, Amount: amount, CostFilter: self.InZoneOf(ZoneHand)})
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// PayLessToShiftThisForEach is "for each [counted], you pay N {I} less to
// play this character using her Shift ability": as PayLessForThisForEach,
// a self-referential reduction from the hand (6.1.12) counted as the cost
// is determined (4.3.6, 6.1.8), but only of the Shift cost (8.10.1); the
// card's ink cost is paid in full. Belle - Mechanic Extraordinaire.
func PayLessToShiftThisForEach(name string, n int, counted, self Filter) *Ability {
	a := PayLessForThisForEach(name, n, counted, self)
	a.Statics[0].ShiftOnly = true
	return a
}

// PayLessForThisForEachBanishedInChallenge is "for each opposing character
// banished in a challenge this turn, you pay N {I} less to play this
// character": a self-referential cost reduction from the hand (6.1.12),
// counted as the cost is determined (4.3.6, 6.1.8) from the characters of
// the player's opponents banished in challenges (4.6.6) this turn.
// Namaari - Resolute Daughter.
func PayLessForThisForEachBanishedInChallenge(name string, n int, self Filter) *Ability {
	return payLessForThisBy(name, Num{N: int8(n), Kind: NumBanishedInChallenge}, self)
}

// PayLessForThisForEachDamage is "for each 1 damage on [on], you pay N {I}
// less to play this character": a self-referential cost reduction from the
// hand (6.1.12), the damage counted as the cost is determined (4.3.6,
// 6.1.8). Robin Hood - Timely Contestant.
func PayLessForThisForEachDamage(name string, n int, on, self Filter) *Ability {
	return payLessForThisBy(name, Num{N: int8(n), Kind: NumDamageOnAll, Filter: on}, self)
}

// PlayForFreeFromHand is "you may play [f] for free" (4.3.2.2), a static
// ability of a card in play about cards in your hand.
func PlayForFreeFromHand(f Filter) StaticEffect {
	return StaticEffect{Kind: StPlayFree, Affects: f, CostFilter: f.InZoneOf(ZoneHand)}
}

// UseThisForFree is "you may use this card's ability for free" (6.1.7.1):
// every cost of its activated abilities but {E} is ignored.
func UseThisForFree() StaticEffect { return StaticEffect{Kind: StUseFree, Self: true} }

// PlayThisForFreeIf is "you may play this character for free if [cond]": a
// conditional static ability that functions from the hand (6.4.4.3, 6.1.12).
func PlayThisForFreeIf(name string, c Cond) *Ability {
	a := StaticOf(name, StaticEffect{Kind: StPlayFree, Self: true})
	a.If = &c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// PlayThisForFreeBy is "you may [cost] to play this character for free": an
// alternate cost (4.3.2.2, 6.1.7) that functions from the hand (6.1.12).
// The cost is Cost{ExertOne: ExertOneOfYour(f), ExertN: n} ("exert 4 items
// of yours") or Cost{BanishOne: BanishOneOfYour(f)} ("banish chosen item of
// yours", BanishN for more): playing the card as the turn action, the
// player is asked (a "may") whether to pay it instead of the ink cost when
// both can be paid, and plays it this way without asking when only this one
// can; the cards are then chosen and exerted or banished one by one, and
// the card is played for free. With If_ ("during your turn, you may ..."),
// only while the condition holds. Scrooge McDuck - Resourceful Miser.
func PlayThisForFreeBy(name string, c Cost) *Ability {
	a := StaticOf(name, StaticEffect{Kind: StPlayFreeByCost, Self: true})
	a.Cost = c
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// CantPlayThisUnless is "you can't play this character unless [c]": a
// restriction on playing the card itself, checked as it would be played from
// any zone (6.1.12, 1.2.2: for free and by Shift too). Mirabel Madrigal -
// Family Gatherer: CantPlayThisUnless(name, YouHave(Chars().Yours(), 5)).
func CantPlayThisUnless(name string, c Cond) *Ability {
	a := StaticOf(name, StaticEffect{Kind: StCantPlayThis, Self: true})
	n := Unless(c)
	a.If = &n
	a.FromZone, a.InZone = ZoneHand, true
	return a
}

// SingCostHere is "characters count as having +N cost to sing songs while
// here" (8.11.3), a location's static ability.
func SingCostHere(n int) StaticEffect {
	return StaticEffect{Kind: StSingCost, Affects: Chars().AtThisLocation(), Amount: Num{N: int8(n)}}
}

// SingCostFor is "[cards] count as having +N cost to sing songs" (5.4.4.2,
// 8.11.3) while the source is in play: "your characters named Stitch count
// as having +1 cost to sing songs".
func SingCostFor(cards Filter, n int) StaticEffect {
	return StaticEffect{Kind: StSingCost, Affects: cards, Amount: Num{N: int8(n)}}
}

// ExertOneOfYour is the cost "{E} one of your [f]" of an activated ability
// (Cost{ExertOne: ExertOneOfYour(Chars())}): a ready card of yours matching
// f, a dry one if it is a character (4.4.2.1), is chosen and exerted as the
// cost is paid (4.4.3.4), before the effect resolves (4.4.4). The ability
// can't be used without such a card. The effect finds the exerted card in
// PaidSlot (the cost exerts a chosen character at it, which then takes 1 damage and moves,
// Sugar Rush Speedway - Starting Line).
func ExertOneOfYour(f Filter) *Filter {
	f.Owner = Yours
	return &f
}

// DiscardOneOf is the cost "choose and discard a [f] card" of an activated
// ability (Cost{DiscardOne: DiscardOneOf(CharacterCards())}): a matching
// card from the hand is chosen and discarded as the cost is paid (4.4.3.4),
// after any "{E} one of your characters"; the effect reads it in PaidSlot
// (lore gained equal to the lore of the card discarded: GainLoreEqualTo(PaidSlot,
// StatLore)). The ability can't be used without such a card in hand.
func DiscardOneOf(f Filter) *Filter { return &f }

// CountsAsMoreToSing is "[sel] counts as having +N cost to sing songs
// [duration]" (5.4.4.2, 8.11.3): an applied effect (6.4.2.2) on the cards
// selected as it resolves, added to the cost (or Singer value) they sing
// with while it lasts.
func CountsAsMoreToSing(n int, sel Sel, d Duration) Step {
	s := cardStep(OpSingCost, sel)
	s.Amount = Num{N: int8(n)}
	s.Dur = d
	return s
}

// BanishOneOfYour is the cost "banish one of your [f]" of an activated
// ability (Cost{BanishOne: BanishOneOfYour(Chars().Others())}): a card of
// yours in play matching f is chosen and banished as the cost is paid
// (4.4.3.4), before the effect resolves (4.4.4); the effect finds it, in
// the discard, in PaidSlot ("the banished character": SameNameAs(PaidSlot)).
// The ability can't be used without such a card. Hades - Double Dealer.
func BanishOneOfYour(f Filter) *Filter {
	f.Owner = Yours
	return &f
}

// BottomOneFromDiscard is the alternate cost "put a [f] card from your
// discard on the bottom of your deck" of PlayThisForFreeBy
// (Cost{BottomOne: BottomOneFromDiscard(f)}, 4.3.2.2, 7.2.3): a matching
// card of your discard is chosen and moved as the card is played; with none
// there the card can only be played for its ink cost. Hand-in-the-Box -
// Sid's Toy.
func BottomOneFromDiscard(f Filter) *Filter {
	f.Owner = Yours
	f.InZone, f.Zone = true, ZoneDiscard
	return &f
}
