package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Club Door",
		PlayThisForFreeIf("Welcome Back, Sir", YouHave(Chars().Yours().Named("Fat Cat"), 1)),
		StaticOf("Cool Cats Only", CantChallengeCards(LocationsF().Yours(), Chars().CostAtMost(2))))
}
