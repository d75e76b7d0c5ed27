package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Whisper of Vanessa",
		StaticOf("Slippery Spell", SelfGets(StatLore, 1), SelfGains(Evasive, 0)).If_(HasCardUnder()))
}
