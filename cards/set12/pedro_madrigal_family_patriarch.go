package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// He enters play with the damage counter on him (6.7.9, 1.9.2.2), so the
	// "when you play" ability that follows can take it off again; the other
	// Madrigal is checked as it triggers and as it resolves (6.2.4).
	card("Pedro Madrigal - Family Patriarch",
		StaticOf("Difficult Journey", EntersPlayWithDamage(1)),
		WhenPlayed("Devoted Family", RemoveUpTo(1, ThisCard).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Madrigal"), 1)))
}
