package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the count is taken once, as the damage is dealt.
	card("Strength of a Raging Fire", OnPlay(Deal(1, Chosen(Chars())).Times(Chars().Yours())))
}
