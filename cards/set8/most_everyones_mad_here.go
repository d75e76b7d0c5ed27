package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The damage is read as the lore is gained (6.1.8), before the banish.
	card("Most Everyone's Mad Here", OnPlay(
		Choose(Chosen(Chars())),
		GainLore(0).ForEachDamageOnThat(0).Say("gain lore equal to the damage on it"),
		Banish(Them(0))))
}
