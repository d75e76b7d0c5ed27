package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Vanish comes from the catalogue. The lore is read as the ability
	// resolves (6.1.8); Vanish of the chosen character doesn't apply, this
	// is an ability, not an action (8.14.1).
	card("Abu - Illusory Pachyderm",
		Whenever("Grasping Trunk", EvQuested,
			Choose(Chosen(Chars().Opposing())).Say("choose an opposing character"),
			GainLoreEqualTo(0, StatLore)))
}
