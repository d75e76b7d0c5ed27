package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 9 comes from the catalogue; "them" are the characters
	// that sang it (8.12.1).
	card("I2I", OnPlay(
		EachPlayerDraws(2),
		GainLore(2).For(TgtEachPlayer),
		Ready(Each(Chars().ThatSang())).When(SingersAtLeast(2)),
		Cant(CantQuest, Each(Chars().ThatSang()), ThisTurn).When(SingersAtLeast(2))))
}
