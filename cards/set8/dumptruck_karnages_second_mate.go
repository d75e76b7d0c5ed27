package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dumptruck - Karnage's Second Mate",
		WhenPlayed("Let Me at 'Em", Deal(1, Chosen(Chars())).Optional()))
}
