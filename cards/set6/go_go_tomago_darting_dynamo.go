package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may pay 2 {I} to [effect]" (6.1.5.1): the damage is read as the
	// lore is gained (6.1.8).
	card("Go Go Tomago - Darting Dynamo",
		WhenPlayed("Stop Whining, Woman Up",
			PayInk(2).Optional(),
			Choose(Chosen(Chars().Opposing())).IfYouDo().Say("if you do, choose an opposing character"),
			GainLore(0).ForEachDamageOnThat(0).IfYouDo().Say("gain lore equal to the damage on it")))
}
