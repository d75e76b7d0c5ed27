package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.3: both effects apply only while he has no damage.
	card("Pluto - Tried and True",
		StaticOf("Happy Helper", SelfGets(StatStrength, 2), SelfGains(Support, 0)).
			If_(Unless(HasDamageAtLeast(1))))
}
