package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tramp - Observant Guardian",
		WhenPlayed("How Do I Get In?", Gains(Ward, 0, Chosen(Chars()), UntilYourNext)))
}
