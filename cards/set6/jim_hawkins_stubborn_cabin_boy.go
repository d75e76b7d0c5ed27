package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jim Hawkins - Stubborn Cabin Boy",
		WheneverYouInk("Come On, Come On, Come On!", Gains(Challenger, 2, ThisCard, ThisTurn)).
			During(DuringYourTurn()))
}
