package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Eric - Ursula's Groom",
		StaticOf("Under Vanessa's Spell", SelfGains(Bodyguard, 0), SelfGets(StatWillpower, 2)).
			If_(YouHave(Chars().Named("Ursula"), 1)))
}
