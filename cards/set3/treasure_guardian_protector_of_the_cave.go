package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Treasure Guardian - Protector of the Cave",
		StaticOf("Who Disturbs My Slumber?", SelfCant(CantChallenge|CantQuest)).If_(Unless(AtALocation())))
}
