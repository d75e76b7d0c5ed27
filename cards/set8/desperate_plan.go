package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Read in docs/rules-notes.md: the "otherwise" part is written first.
	// With cards in hand, any number (none included) are chosen and
	// discarded, then as many drawn; with none, draw until 3. The "draw
	// until 3" step can then only draw when the hand was empty to begin
	// with: after the discard and draw, the hand is empty only when the
	// deck is too, and nothing can be drawn (1.2.3).
	hand := AnyCard().Yours().InZoneOf(ZoneHand)
	card("Desperate Plan", OnPlay(
		ChooseAnyNumber(hand).When(Unless(HandAtMost(0))).
			Say("if you have cards in your hand, choose any number of them"),
		DiscardThem(Picked(hand)).Say("discard them"),
		Draw(1).ForEachThisWay().Say("draw that many cards"),
		DrawUntil(3).When(HandAtMost(0)).Say("if your hand is empty, draw until you have 3 cards in your hand")))
}
