package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Calico - Green-Eyed Man",
		StaticOf("You're Beginning to Irk Me", SelfGains(Resist, 2)).If_(Unless(HasDamageAtLeast(1))))
}
