package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Great Illuminary - Abandoned Laboratory",
		StaticOf("Startling Discovery", CardsGainAbility(Chars().AtThisLocation(), Activate("", Cost{Exert: true}, Draw(1)))))
}
