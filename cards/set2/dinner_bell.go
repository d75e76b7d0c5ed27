package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dinner Bell",
		Activate("You Know What Happens", Cost{Exert: true, Ink: 2},
			Choose(Chosen(Chars().Yours())),
			Draw(0).ForEachDamageOnThat(0).Say("draw cards equal to the damage on it"),
			Banish(Them(0))))
}
