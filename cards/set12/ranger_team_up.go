package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The willpower is read once, as the effect resolves (6.1.8).
	card("Ranger Team-Up", OnPlay(
		Choose(Chosen(Chars())).Say("choose a character"),
		Gets(StatStrength, 0, Them(0), ThisTurn).EqualToThat(0, StatWillpower).
			Say("it gets + strength equal to its willpower this turn")))
}
