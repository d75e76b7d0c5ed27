package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// During an opponent's turn only (6.1.13.1); the card is returned from
	// the discard (a card that has left it by then stays where it is).
	card("Jafar - Newly Crowned",
		WheneverAny("This Is Not Done Yet", EvBanished, Chars().Yours().Class("Illusion"),
			ReturnToHand(TriggerSubject).Optional().Say("you may put that card back into your hand")).
			During(Unless(DuringYourTurn())))
}
