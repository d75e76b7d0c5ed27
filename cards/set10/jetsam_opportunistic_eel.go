package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jetsam - Opportunistic Eel",
		WhenPlayed("Ambush from the Deep", Deal(3, Chosen(Chars().Opposing().IsDamaged()))))
}
