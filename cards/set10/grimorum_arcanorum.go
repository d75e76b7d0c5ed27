package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// During your turn opponents take no turn actions, so any way an
	// opposing character becomes exerted then is an effect's (as Te Kā -
	// Elemental Terror).
	card("Grimorum Arcanorum",
		WheneverAny("Doctrina Adducere", EvExerted, Chars().Opposing(), GainLore(1)).
			During(DuringYourTurn()),
		StaticOf("Celeritas", CardsGain(Chars().Yours().Named("Demona"), Rush, 0)))
}
