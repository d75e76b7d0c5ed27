package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Checked as it triggers and resolves (6.2.4), Sleepy already in the
	// discard: he doesn't count himself.
	card("Sleepy - Deep Sleeper",
		Whenever("Pleasant Dreams", EvBanished, Draw(1).Optional()).
			If_(YouHave(Chars().Yours().Class("Seven Dwarfs", "Princess"), 1)))
}
