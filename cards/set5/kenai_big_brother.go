package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kenai - Big Brother",
		StaticOf("Brothers Forever", CardsCant(Chars().Yours().Named("Koda"), CantBeChallenged)).If_(SourceExerted()))
}
