package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The characters are counted once, as the song resolves (6.1.8).
	card("Zero to Hero", OnPlay(NextCostsLess(1, Chars()).Times(Chars().Yours()).
		Say("you pay 1 ink less for the next character you play this turn for each character you have in play")))
}
