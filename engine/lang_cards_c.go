package engine

// Builders for set-1 cards (batch c): compositions of existing steps,
// filters and conditions.

// DiscardHands is "[players] discard their hand" (no choice: the whole hand).
func DiscardHands(who Target) Step { return playerStep(OpDiscardHand, who, 0) }

// PutIntoHandFromLook is "put N of the looked-at [filter] cards into your
// hand": a choice that must take N where able (1.2.3), unlike the "up to"
// of TakeFromLook, and the cards are not revealed.
func PutIntoHandFromLook(n int, f Filter) Step {
	s := TakeFromLook(n, f)
	s.UpTo, s.Reveal = false, false
	return s
}

// HandAtMost is "you have N or fewer cards in your hand" (0: "no cards").
func HandAtMost(n int) Cond { return Cond{Kind: CondHandAtMost, N: int8(n)} }

// TopCardIntoInkwell is "(you may) put the top card of your deck into your
// inkwell facedown (and exerted)": the top card is taken into slot 0 and
// moved at once, so it is never seen (7.5.6: the inkwell is facedown).
// With an empty deck nothing happens (1.2.3).
func TopCardIntoInkwell(may, exerted bool) []Step {
	take := RevealTop(0).Say("take the top card of your deck")
	if may {
		take = take.Optional().Say("you may take the top card of your deck")
	}
	put := ToInkwell(Them(0), exerted).IfYouDo().Say("if you do, put it into your inkwell facedown")
	if exerted {
		put = put.Say("if you do, put it into your inkwell facedown and exerted")
	}
	return []Step{take, put}
}
