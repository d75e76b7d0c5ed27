package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Sword of Shan-Yu",
		Activate("Worthy Weapon", Cost{Exert: true, ExertOne: ExertOneOfYour(Chars())},
			Ready(Chosen(Chars())),
			Cant(CantQuest, Them(0), ThisTurn)))
}
