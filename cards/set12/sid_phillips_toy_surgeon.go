package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	playtime := EachOpponentChooses(1, Banish(Chosen(Chars())).Say("if you do, each opponent picks one of their characters and banishes it"))
	playtime[0] = playtime[0].IfYouDo()
	card("Sid Phillips - Toy Surgeon",
		WhenPlayed("Playtime's Over", append([]Step{Banish(Chosen(Chars().Yours().Others())).Optional()}, playtime...)...),
		WheneverAny("Double Prizes!", EvBanished, Chars().Class("Toy"), GainLore(2)).During(DuringYourTurn()))
}
