package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sisu - Daring Visitor",
		WhenPlayed("Bring On the Heat!", Banish(Chosen(Chars().Opposing().StrengthAtMost(1)))))
}
