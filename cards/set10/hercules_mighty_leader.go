package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.6.4 to 4.6.7: only damage dealt while he is the character being
	// challenged gets through; as the challenger he takes none (6.5).
	card("Hercules - Mighty Leader",
		StaticOf("Ever Vigilant", TakesNoDamage()).If_(Unless(BeingChallenged())),
		StaticOf("Ever Valiant",
			CardsTakeNoDamage(Chars().Yours().Others().Class("Hero").NotBeingChallenged())).If_(SourceExerted()))
}
