package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The chosen character's player decides (1.4.3) whether to put it on
	// the bottom of their deck; only if it's still in play afterwards do
	// you draw 2 (6.1.5.1 "if you do": nothing happens without a choice).
	card("Hades - Looking for a Deal",
		WhenPlayed("What D'ya Say?",
			Choose(Chosen(Chars().Opposing())).Optional().Say("you may choose an opposing character"),
			ToBottom(Them(0)).ItsPlayerMay().IfYouDo().
				Say("if you do, that character's player may put that card on the bottom of their deck"),
			Draw(2).When(ChosenIs(0, Chars())).Say("if that character is still in play, draw 2 cards")))
}
