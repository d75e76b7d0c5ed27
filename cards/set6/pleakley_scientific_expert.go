package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Chosen character of yours": Pleakley himself may be the one.
	card("Pleakley - Scientific Expert",
		WhenPlayed("Reporting for Duty", ToInkwell(Chosen(Chars().Yours()), true)))
}
