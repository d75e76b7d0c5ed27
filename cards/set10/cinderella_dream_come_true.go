package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A secondary "if" (6.2.4): checked as the turn ends and as it resolves.
	// "Put a card into your inkwell facedown" (ready) "to draw": the draw
	// happens only if a card was put there (6.1.5.1).
	card("Cinderella - Dream Come True",
		AtEndOfYourTurn("Whatever You Wish For",
			ToInkwell(Chosen(AnyCard().Yours().InHand()), false).Optional(),
			Draw(1).IfYouDo()).
			If_(YouPlayedThisTurn(CharacterCards().Class("Princess"))))
}
