package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merida - Gifted Archer",
		WheneverAny("Fierce Protection", EvChallenges, Chars().Opposing(), Deal(1, TriggerSubject).Optional()).
			During(SourceExerted()))
}
