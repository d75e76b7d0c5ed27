package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The lore condition is checked as that step resolves (6.2.4).
	card("Snowball Fight",
		OnPlay(Discard(1, TgtEachOpponent), GainLore(1).When(YouHave(Chars().WithKeyword(Evasive), 1))))
}
