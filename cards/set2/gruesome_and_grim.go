package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.7.2: banishing the played character as the turn ends is a delayed trigger
	// about the character played; it resolves in the End-of-Turn Phase
	// (3.4.1.1). The Rush it gains lasts as long as the character is in play.
	card("Gruesome and Grim", OnPlay(
		PlayForFree(CharacterCards().CostAtMost(4)),
		Gains(Rush, 0, Them(0), Permanent),
		DelayedTrigger(0, AtEndOfTheTurn("", Banish(Them(0))))))
}
