package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the "if" is checked as the ability triggers and as it resolves.
	card("Antonio's Jaguar - Faithful Companion",
		WhenPlayed("You Want to Go Where?", GainLore(1)).
			If_(YouHave(Chars().Yours().Named("Antonio Madrigal"), 1)))
}
