package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 6 is a keyword of the catalogue. The -3 {S} applies to
	// the opposing characters in play as the action resolves (6.4.2.1
	// Example: not to characters played later).
	card("Heads Held High", OnPlay(
		ChooseAnyNumber(Chars()),
		RemoveUpTo(3, Picked(Chars())).Say("remove up to 3 damage from each of them"),
		Gets(StatStrength, -3, Each(Chars().Opposing()), ThisTurn)))
}
