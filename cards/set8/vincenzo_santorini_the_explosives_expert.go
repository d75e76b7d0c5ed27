package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vincenzo Santorini - The Explosives Expert",
		WhenPlayed("I Just Like to Blow Things Up", Deal(3, Chosen(Chars())).Optional()))
}
