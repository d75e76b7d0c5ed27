package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift comes from the catalogue. 6.4.3, 8.8: Resist applies while he has
	// no damage as the damage is dealt.
	card("Rhino - Power Hamster",
		StaticOf("Epic Ball of Awesome", SelfGains(Resist, 2)).If_(Unless(HasDamageAtLeast(1))))
}
