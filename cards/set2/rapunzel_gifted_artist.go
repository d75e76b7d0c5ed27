package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. "You remove": removed by an effect
	// of hers or of another card of yours (1.9.2.3), moved damage too
	// (1.9.2.4); once per effect that removes, whatever the amount.
	card("Rapunzel - Gifted Artist",
		WheneverYouRemoveDamage("Let Your Power Shine", Chars().Yours(), Draw(1).Optional()))
}
