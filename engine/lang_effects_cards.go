package engine

// Effects that act on cards: banish, return, exert and ready, and put cards
// into another zone (hand, inkwell, deck).

// Banish is "banish [sel]" (1.8.1.5).
func Banish(sel Sel) Step { return cardStep(OpBanish, sel) }

// ReturnToHand is "return [sel] to their player's hand".
func ReturnToHand(sel Sel) Step { return cardStep(OpReturnToHand, sel) }

// Exert is "exert [sel]" (1.7.3).
func Exert(sel Sel) Step { return cardStep(OpExert, sel) }

// Ready is "ready [sel]" (1.7.4).
func Ready(sel Sel) Step { return cardStep(OpReady, sel) }

// ToInkwell is "put [sel] into their player's inkwell", facedown and exerted or ready (4.2, 1.7.5).
func ToInkwell(sel Sel, exerted bool) Step {
	s := cardStep(OpInkwell, sel)
	s.Exerted = exerted
	return s
}

// ShuffleIntoDeck is "shuffle [sel] into their player's deck".
func ShuffleIntoDeck(sel Sel) Step { return cardStep(OpShuffleIntoDeck, sel) }

// ToBottom is "put [sel] on the bottom of their player's deck" (7.2.3).
func ToBottom(sel Sel) Step { return cardStep(OpToDeckBottom, sel) }

// PutTopCardUnder is "put the top card of your deck facedown under [sel]"
// (5.1.1.7, as Boost does, 8.4.1): the card goes into the stack of each
// selected card in play, and "whenever you put a card under this
// character" triggers (EvPutUnder). With an empty deck nothing is put.
func PutTopCardUnder(sel Sel) Step { return cardStep(OpPutTopUnder, sel) }

// WereUnderThisPutUnder is "put all cards that were under this card under
// [sel]" in an ability of a card that left play (6.7.7): the cards that were
// in its stack as it left (5.1.1.7), still where they went then (the
// discard), go facedown under the selected card in play, keeping their
// order, each with EvPutUnder. Done when a card moved. Mickey Mouse - Bob
// Cratchit.
func WereUnderThisPutUnder(sel Sel) Step { return cardStep(OpWereUnderTo, sel) }

// AllUnderIntoHand moves every card in the stack of each selected card in
// play (5.1.1.7), the card itself apart, into its owner's hand. The step is
// done when a card moved; its count is the cards moved (6.1.8). Alice -
// Well-Read Whisper.
func AllUnderIntoHand(sel Sel) Step { return cardStep(OpUnderTo, sel) }

// AllUnderToBottomAtRandom is AllUnderIntoHand with the cards going to the
// bottom of their owner's deck instead (5.1.1.7, 7.2.3), ordered by the
// game's random generator. Come Out and Fight!
func AllUnderToBottomAtRandom(sel Sel) Step {
	s := cardStep(OpUnderTo, sel)
	s.Random = true
	return s
}

// PutThisUnder is "put this character facedown under [sel]" (5.1.1.7): the
// card whose ability it is leaves play (EvLeftPlay; the cards under it go
// along) and goes into the stack of the selected card in play, and
// "whenever you put a card under" triggers (EvPutUnder). Nothing happens
// when this card isn't in play any more or the card is this one.
func PutThisUnder(sel Sel) Step { return cardStep(OpPutThisUnder, sel) }

// PutFaceupUnderThis is "put [sel] under this item faceup" (5.1.1.7): each
// selected card, a card out of play such as one chosen in the discard
// (`Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))`), goes faceup
// into the stack of the card that has the ability, which must be in play;
// EvPutUnder follows. The Black Cauldron.
func PutFaceupUnderThis(sel Sel) Step { return cardStep(OpPutFaceupUnderThis, sel) }

// MayPlayFromUnderThis is "[duration], you may play [f] cards from under
// this card": an effect in force for d (`ThisTurn`) that lets the
// controller play cards of f's printed facts (type, classifications, cost)
// from under the card that has the ability, while that card stays in play,
// as the turn action of playing a card (4.3), paying their cost with its
// modifiers (4.3.2.3, 4.3.6), or any other way the hand allows: Shift
// (8.10.1), an alternate cost (4.3.2.2), singing; the card leaves the
// stack as it enters play. The Black Cauldron.
func MayPlayFromUnderThis(f Filter, d Duration) Step {
	s := playerStep(OpPlayFromUnder, TgtYou, 0)
	s.Filter, s.Dur = f, d
	return s
}

// AllToBottomInAnyOrder is "put all [f] on the bottom of their players'
// decks in any order" (Under the Sea): every matching card in play goes with
// the cards of its stack, and each deck's player orders the cards going to
// their deck, stacks mixed freely (7.2.3, 7.2.3.1); at most 8 cards are
// ordered.
func AllToBottomInAnyOrder(f Filter) Step {
	s := cardStep(OpToDeckBottom, Each(f))
	s.AnyOrder = true
	return s
}

// InAnyOrder makes ToBottom(Them(slot)) put the cards an earlier step chose
// into slot on the bottom of their players' decks with each deck's player
// ordering them (7.2.3; an order answer when two or more go to one deck),
// instead of one by one. Taran - Magically Armed.
func (s Step) InAnyOrder() Step {
	if s.Op != OpToDeckBottom || s.Target != TgtSlot {
		panic("InAnyOrder: only on ToBottom(Them(slot))")
	}
	s.AnyOrder = true
	return s
}

// HandToBottomInAnyOrder is "put all the cards in your hand on the bottom
// of your deck in any order" (7.2.3): the player picks the cards of the
// hand one by one, the top of the group first (each pick goes to the very
// bottom, so the last pick is the bottom card); the last card goes without
// a pick. The hand itself holds the cards still to place, so any number of
// cards is ordered. Genie - Wonderful Trickster.
func HandToBottomInAnyOrder() Step { return playerStep(OpHandToBottom, TgtYou, 0) }

// ToTop is "put [sel] on the top of their player's deck" (7.2.3), from
// any zone: an item card moved from your discard onto your deck
// (Gyro Gearloose - Gadget Whiz); a card already in the deck (found by
// SearchDeck) moves to its top.
func ToTop(sel Sel) Step { return cardStep(OpToDeckTop, sel) }

// PutFromHandOnTop is "put N cards from your hand on the top of your deck in
// any order" (7.2.3): the player chooses N cards of their hand (all of them
// when they have fewer, 1.2.3), then orders them on the top of the deck (an
// `order` answer, the top card first). Hypnotic Deduction.
func PutFromHandOnTop(n int) Step {
	st := cardStep(OpToDeckTop, NChosen(n, AnyCard().InZoneOf(ZoneHand).Yours()))
	st.AnyOrder, st.Top = true, true
	return st
}

// PutInHand is "put [sel] into your hand" (from the deck, the discard or
// play).
func PutInHand(sel Sel) Step { return cardStep(OpReturnFromDiscard, sel) }

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

// EachPlayerInksTop is "each player puts the top N cards of their deck
// into their inkwell facedown (and exerted)" (4.2.3.2, 7.5.6): in turn
// order (6.7.6), as many as each deck has (1.2.3). Friend Like Me.
func EachPlayerInksTop(n int, exerted bool) Step {
	s := playerStep(OpInkTop, TgtEachPlayer, n)
	s.Exerted = exerted
	return s
}

// ItsPlayerInksTop is "that player puts the top N cards of their deck into
// their inkwell facedown (and exerted)" after an earlier step acted on the
// card chosen into slot (4.2.3.2, 7.5.6): the player of that card, even
// though it has since changed zones (7.1.6); as many as their deck has
// (1.2.3); with no card chosen, or that step not done, no one does.
func ItsPlayerInksTop(slot, n int, exerted bool) Step {
	s := playerStep(OpInkTop, TgtSlotOwner, n)
	s.Slot = uint8(slot)
	s.Exerted = exerted
	s.IfDid = true
	return s
}

// RestIntoInkwell is "and the other into your inkwell facedown (and
// exerted)" after LookTop and a step that takes some of the looked-at
// cards: the cards still looked at go into the inkwell (4.2.3.2). How Far
// I'll Go.
func RestIntoInkwell(exerted bool) Step {
	s := Step{Op: OpLookToInk, Target: TgtYou, Slot: 0xFF}
	s.Exerted = exerted
	return s
}

// LookedIntoInkwell is "put N of them into your inkwell facedown (and
// exerted)" after LookTop: the player chooses N of the looked-at cards
// (all of them where fewer, 1.2.3) and puts them into the inkwell
// (4.2.3.2); the rest stay looked at for the next step ("and the other on
// the top of your deck": RestOnTop). Kida - Creative Thinker.
func LookedIntoInkwell(n int, exerted bool) Step {
	return Step{Op: OpLookPickToInk, Target: TgtYou, Count: int8(n), Exerted: exerted, Slot: 0xFF}
}

// SkipNextReady is "[sel] can't ready at the start of their next turn": the
// cards stay exerted in their player's next Ready step (3.2.1.1) and the
// effect ends there; other effects may ready them before or after.
func SkipNextReady(sel Sel) Step {
	return Cant(CantReadyAtStart, sel, UntilTheirNextReady)
}

// ShuffleYourDeck is "shuffle your deck" (the glossary's shuffle: to
// randomize the order of the cards in a deck), after a search (SearchDeck).
func ShuffleYourDeck() Step { return playerStep(OpShuffleDeck, TgtYou, 0) }

// SkipNextReadyUnlessAtLocation is "[sel] can't ready at the start of their
// next turn unless they're at a location": as SkipNextReady, but in that
// Ready step (3.2.1.1) a card at a location readies (6.4.4 "unless").
// Pepa Madrigal - Weather Maker.
func SkipNextReadyUnlessAtLocation(sel Sel) Step {
	return CantWhile(CantReadyAtStart, sel, UntilTheirNextReady, Chars().NotAtALocation())
}

// TopIntoDiscard is "put the top N cards of your deck into your discard": the
// cards move from the deck to the discard without being drawn or discarded
// (no "whenever you discard" trigger). As the [A] of "[A] to [B]" it counts
// as done only when all N could be moved (6.1.5.1); with fewer in the deck,
// as many as there are still go (1.2.3). For changes whose deck.
func TopIntoDiscard(n int) Step { return playerStep(OpTopToDiscard, TgtYou, n) }
