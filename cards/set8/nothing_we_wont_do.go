package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 8 comes from the catalogue. "They" are the characters
	// readied: those in play as the song resolves.
	card("Nothing We Won't Do", OnPlay(
		Ready(Each(Chars().Yours())),
		TakesNoDamageFromChallenges(Each(Chars().Yours()), ThisTurn),
		Cant(CantQuest, Each(Chars().Yours()), ThisTurn)))
}
