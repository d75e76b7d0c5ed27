package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("King of Hearts - Picky Ruler",
		StaticOf("Objectionable State", CantChallengeCards(Chars().Yours(), Chars().IsDamaged())))
}
