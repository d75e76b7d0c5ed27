package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chi-Fu - Imperial Advisor",
		StaticOf("Overly Cautious", SelfGets(StatLore, 2)).If_(Unless(HasDamageAtLeast(1))))
}
