package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nala - Undaunted Lioness",
		StaticOf("Determined Diversion", SelfGets(StatLore, 1), SelfGains(Resist, 1)).
			If_(Unless(HasDamageAtLeast(1))))
}
