package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Hamsterviel - Infamous Scientist",
		PayLessForThisForEach("Controlled Variables", 1,
			CharacterCards().Class("Alien").Yours().InZoneOf(ZoneDiscard), Chars().Named("Dr. Hamsterviel")),
		WhenPlayed("Awestruck", Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext)))
}
