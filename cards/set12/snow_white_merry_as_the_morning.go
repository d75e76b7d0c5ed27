package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Merry as the Morning",
		Whenever("Clarion Call", EvQuested,
			ReturnToHand(Chosen(Chars().Yours().Class("Seven Dwarfs"))).Optional(),
			Draw(1).IfYouDo()),
		Whenever("Never Forgotten", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).
			InChallenge().During(Unless(DuringYourTurn())))
}
