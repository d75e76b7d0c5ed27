package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rafiki - Mystical Fighter",
		Whenever("Ancient Skills", EvChallenges,
			PreventNextDamage(ThisCard, WhileChallenging).Say("this character is dealt no damage in the challenge")).
			WithOther(Chars().Class("Hyena")))
}
