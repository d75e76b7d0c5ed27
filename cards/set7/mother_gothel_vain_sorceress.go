package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each challenge by one of her player's characters, herself included,
	// triggers it (4.6.4); the damage is moved as it resolves, before the
	// challenge damage (4.6.5, 7.4).
	move := MoveDamageCounters(1, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move 1 damage counter from")
	move[1] = move[1].IfYouDo()
	card("Mother Gothel - Vain Sorceress",
		WheneverAny("Now You've Upset Me", EvChallenges, Chars().Yours(), move...))
}
