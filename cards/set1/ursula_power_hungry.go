package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Power Hungry",
		WhenPlayed("It's Too Easy!", EachOpponentLoses(1), Draw(1).ForEachThisWay().Optional()))
}
