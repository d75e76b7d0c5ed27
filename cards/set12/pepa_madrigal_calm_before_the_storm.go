package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pepa Madrigal - Calm Before the Storm",
		WhenPlayed("Stormy Weather", Deal(1, Each(Chars().Yours().Others()))),
		WheneverYouRemoveDamage("Silver Lining", Chars().Yours(), Draw(1)).
			Once().During(DuringYourTurn()))
}
