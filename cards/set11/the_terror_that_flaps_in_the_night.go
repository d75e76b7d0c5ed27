package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Instead" (6.5.6): checked as the damage is dealt.
	darkwing := YouHave(Chars().Named("Darkwing Duck"), 1)
	card("The Terror That Flaps in the Night", OnPlay(
		Choose(Chosen(Chars().Opposing())),
		Deal(2, Them(0)).When(Unless(darkwing)),
		Deal(3, Them(0)).When(darkwing)))
}
