package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Deal Maker",
		WhenPlayed("Quite the Bargain", Gets(StatLore, 1, Chosen(Chars().Others()), ThisTurn)).AndWhenever(EvQuested),
		AtEndOfYourTurn("By the Way", ToInkwell(Chosen(Chars().Yours()), true)).If_(SourceExerted()))
}
