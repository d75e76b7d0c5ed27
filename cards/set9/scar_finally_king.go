package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" is asked first, then the Ally is chosen (6.1.4); "if you
	// do" ties the draw, the discard and the banish to that choice
	// (6.1.5.1): with no Ally of yours, nothing happens.
	card("Scar - Finally King",
		StaticOf("Be Grateful", CardsGet(Chars().Yours().Class("Ally"), StatStrength, 1)),
		AtEndOfYourTurn("Stick With Me",
			Choose(Chosen(Chars().Yours().Class("Ally"))).Optional().
				Say("you may choose an Ally character of yours"),
			Draw(0).EqualToThat(0, StatStrength).IfYouDo(),
			Discard(2, TgtYou).IfYouDo(),
			Banish(Them(0)).IfYouDo()).If_(SourceExerted()))
}
