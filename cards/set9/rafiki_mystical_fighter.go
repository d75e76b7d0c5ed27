package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rafiki - Mystical Fighter",
		Whenever("Ancient Skills", EvChallenges,
			PreventNextDamage(ThisCard, WhileChallenging).Say("this character takes no damage from the challenge")).
			WithOther(Chars().Class("Hyena")))
}
