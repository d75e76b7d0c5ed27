package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Robin Hood - Champion of Sherwood",
		Whenever("Skilled Combatant", EvBanishedOther, GainLore(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()),
		// 4.6.6: banished by challenge damage, on either player's turn.
		Whenever("The Good of Others", EvBanished, Draw(1).Optional()).InChallenge())
}
