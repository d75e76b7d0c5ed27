package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Olaf - Snowman of Action",
		PayLessForThisForEach("About Time!", 1, ActionsF().Yours().InZoneOf(ZoneDiscard), Chars().Named("Olaf")),
		WhenPlayed("Chaotic Collision", EachOpponentLoses(2)))
}
