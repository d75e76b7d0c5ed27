package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Potion of Malice",
		Activate("Suppressed Anger", Cost{Exert: true, Ink: 1}, PutDamage(1, Chosen(Chars()))),
		Activate("Mindless Rage", Cost{Exert: true, BanishSelf: true},
			Gains(Reckless, 0, Each(Chars().Opposing().IsDamaged()), UntilYourNext)))
}
