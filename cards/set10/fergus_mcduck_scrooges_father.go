package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fergus McDuck - Scrooge's Father",
		WhenPlayed("Toughen Up", Gains(Ward, 0, Chosen(Chars().Yours()), UntilYourNext)))
}
