package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Leviathan's Lair - Dangerous Ground",
		Whenever("Lost to the Dunes", EvBanished, EachOpponentChooses(0,
			Banish(Chosen(Chars())).Say("each opponent banishes one of their own characters, picked by that opponent"))...))
}
