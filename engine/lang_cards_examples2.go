package engine

import "fmt"

// Builders for the later-set cards written to turn the Comprehensive Rules'
// worked Examples into scenarios: compositions of the ability language's
// Ops, Filters and Conds.

// HasDamageAtLeast is "if this character has N or more damage" (6.2.4).
func HasDamageAtLeast(n int) Cond { return Cond{Kind: CondSourceDamaged, N: int8(n)} }

// MoveUpToDamageToThis is "move up to N damage from chosen [from] to this
// character" (1.9.2.4): the card the damage leaves is chosen first (slot 0,
// so it must be the first choice of its ability), then the player picks an
// amount up to N.
func MoveUpToDamageToThis(n int, from Filter) []Step {
	pick := Choose(Chosen(from)).Say("choose " + article(from.describe(false)) + " to move damage from")
	pick.Slot = 0
	move := cardStep(OpMoveDamage, ThisCard)
	move.Amount = Num{N: int8(n)}
	move.AmountUpTo = true
	return []Step{pick, move.Say(fmt.Sprintf("move up to %d damage from it to this character", n))}
}

// MoveAllDamageFromThisIf is "if [c], move all damage from this character
// to chosen [to]" (1.9.2.4); the condition is checked as the step begins
// (6.2.4).
func MoveAllDamageFromThisIf(c Cond, to Filter) Step {
	move := cardStep(OpMoveDamage, Chosen(to))
	move.Amount = Num{N: 127}
	move.FromSelf = true
	move.If = &c
	return move.Say("if " + c.describe() + ", move all damage from this character to " + article("chosen "+to.describe(false)))
}

// AndWhile combines conditions: the result holds only while c and d both
// hold ("during your turn, while this character is exerted", 6.1.13.6).
func (c Cond) AndWhile(d Cond) Cond {
	if c.Also != nil {
		d = c.Also.AndWhile(d)
	}
	c.Also = &d
	return c
}

// WheneverYouDraw is "whenever you draw a card" (EvDrawn about you).
func WheneverYouDraw(name string, steps ...Step) *Ability {
	return WheneverAny(name, EvDrawn, AnyCard().Yours(), steps...)
}

// PlayForFreeFromHand is "you may play [f] for free" (4.3.2.2), a static
// ability of a card in play about cards in your hand.
func PlayForFreeFromHand(f Filter) StaticEffect {
	return StaticEffect{Kind: StPlayFree, Affects: f, CostFilter: f.InZoneOf(ZoneHand)}
}

// AnyNumberInDeck is "you may have any number of cards named this in your
// deck": a deck-building rule (the deck check applies it through the
// catalogue's copy limit); it does nothing in play.
func AnyNumberInDeck() StaticEffect { return StaticEffect{Kind: StAnyNumberInDeck, Self: true} }

// OpponentHasLore is "while an opponent has N or more lore".
func OpponentHasLore(n int) Cond { return Cond{Kind: CondOpponentLoreAtLeast, N: int8(n)} }

// CharactersHere is "you have N or more characters here" (at this location).
func CharactersHere(n int) Cond { return YouHave(Chars().AtThisLocation(), n) }

// CharacterCardsInDiscard selects character cards in your discard.
func CharacterCardsInDiscard() Filter { return Filter{Types: Characters}.InZoneOf(ZoneDiscard) }

// MayPlayRevealedExerted is "if it's a [f] card, you may play that card for
// free and it enters play exerted" for the card revealed into slot by an
// earlier step (RevealTop); a card that isn't one stays where it is (on
// the top of the deck: "otherwise, put it on the top of your deck").
func MayPlayRevealedExerted(slot int, f Filter) Step {
	play := cardStep(OpPlayFree, Them(slot))
	play.Filter = f.InZoneOf(ZoneDeck) // still on the top of the deck
	play.Exerted = true
	play.May = true
	c := ChosenIs(slot, f.InZoneOf(ZoneDeck))
	play.If = &c
	return play.Say("if it's " + article(f.describe(false)) + " card, you may play it for free and it enters play exerted; otherwise, it stays on the top of your deck")
}
