package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.6.4 to 4.6.7: only damage dealt while he is the character being
	// challenged gets through; as the challenger he takes none. A
	// prevention (1.2.2), not a replacement: no replacement effect applies
	// to damage he or they can't be dealt (6.5.3).
	card("Hercules - Mighty Leader",
		StaticOf("Ever Vigilant", CantBeDealtDamage()).If_(Unless(BeingChallenged())),
		StaticOf("Ever Valiant",
			CardsCantBeDealtDamage(Chars().Yours().Others().Class("Hero").NotBeingChallenged())).If_(SourceExerted()))
}
