package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Wall - Border Fortress",
		StaticOf("Protect the Realm", CardsCant(LocationsF().Yours().Others(), CantBeChallenged)).
			If_(YouHave(Chars().AtThisLocation().IsExerted(), 1)))
}
