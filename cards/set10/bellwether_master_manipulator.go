package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bellwether - Master Manipulator",
		WhenChallengedAndBanished("Vendetta", PutDamage(1, Each(Chars().Opposing()))))
}
