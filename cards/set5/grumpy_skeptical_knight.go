package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grumpy - Skeptical Knight",
		StaticOf("Boon of Resilience", CardsGain(Chars().Yours().Class("Knight").AtALocation(), Resist, 2)),
		StaticOf("Burst of Speed", SelfGains(Evasive, 0)).If_(DuringYourTurn()))
}
