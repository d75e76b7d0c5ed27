package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	here := Chars().AtThisLocation()
	card("Sherwood Forest - Outlaw Hideaway",
		StaticOf("Forest Home", MoveHereForFree(Chars().Yours().Named("Robin Hood"))),
		StaticOf("Familiar Terrain",
			CardsGain(here, Ward, 0),
			CardsGainAbility(here, Activate("", Cost{Exert: true, Ink: 1}, Deal(2, Chosen(Chars().IsDamaged()))))))
}
