package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hades - Infernal Schemer",
		WhenPlayed("Is There a Downside to This?", ToInkwell(Chosen(Chars().Opposing()), false).Optional()))
}
