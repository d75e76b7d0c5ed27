package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mother Gothel - Selfish Manipulator",
		StaticOf("Skip the Drama, Stay with Mama", CardsCant(Chars().Opposing(), CantQuest)).If_(SourceExerted()))
}
