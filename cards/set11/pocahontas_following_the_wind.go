package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The lore is read as the ability resolves (6.1.8).
	card("Pocahontas - Following the Wind",
		Whenever("What Is My Path?", EvQuested,
			Choose(Chosen(Chars().Others().IsExerted())).Say("choose another exerted character"),
			GainLoreEqualTo(0, StatLore)))
}
