package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Be King Undisputed", OnPlay(
		Banish(Chosen(Chars().Opposing())).ChosenByOpponent().
			Say("each opponent chooses and banishes one of their characters")))
}
