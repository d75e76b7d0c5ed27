package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lilo - Best Explorer Ever",
		WhenPlayed("Come On, People, Let's Move",
			Gains(Challenger, 2, Each(Chars().Yours().Others()), ThisTurn)),
		Whenever("Go Get 'Em", EvQuested,
			Gains(Challenger, 2, Chosen(Chars().Class("Alien")), ThisTurn),
			MayChallengeReady(Them(0), ThisTurn)))
}
