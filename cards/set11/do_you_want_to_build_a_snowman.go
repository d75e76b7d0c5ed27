package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Chosen opponent chooses [A] or [B]" (6.1.3, 6.1.5.2): the opponent
	// is chosen as the effect resolves (nothing asked with one) and picks
	// the option; in B they choose among their own characters, so Ward
	// doesn't stop it (8.15.1). An option that can't be done can't be
	// picked while the other can.
	choice := OneOf(0,
		GainLore(3).Say("you gain 3 lore"),
		ToBottom(Chosen(Chars().Theirs())).ChosenByOpponent().
			Say("they pick one of their characters and put it on the bottom of their deck"))
	choice[0].Chooser = TgtOpponent
	card("Do You Want to Build A Snowman?", OnPlay(choice...))
}
