package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both abilities trigger at the end of the turn and are checked again
	// as they resolve (6.2.4). A card that qualifies but isn't taken stays
	// on the top of the deck (as Daisy Duck - Donald's Date).
	cheap := CharacterCards().CostAtMost(3).InZoneOf(ZoneDeck)
	named := AnyCard().Named("Pocahontas").InZoneOf(ZoneDeck)
	card("John Smith's Compass",
		AtEndOfYourTurn("Spinning Arrow", Banish(ThisCard)).If_(YouChallengedThisTurn()),
		AtEndOfYourTurn("Your Path",
			RevealTop(0),
			PutInHand(Them(0)).When(ChosenIs(0, cheap).OrIf(ChosenIs(0, named))).Optional().
				Say("if it's a character card with cost 3 or less or one named Pocahontas, you may put it into your hand"),
			ToBottom(Them(0)).When(Unless(ChosenIs(0, cheap)).AndWhile(Unless(ChosenIs(0, named)))).
				Say("if not, put it on the bottom of your deck")).
			If_(Unless(YouChallengedThisTurn())))
}
