package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dopey - Drawn to Music",
		StaticOf("Tongue-Tied", SelfCant(CantExertToSing)),
		WheneverAny("Distant Melody", EvPlayed, SongCards().Yours(),
			Gets(StatLore, 1, ThisCard, ThisTurn)).
			Once().During(DuringYourTurn()))
}
