package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Declined, or with no other character of yours, nothing is chosen and
	// the later sentences have no one to act on (6.1.4, 6.1.5.1).
	card("John Silver - Ferocious Friend",
		Whenever("Chart Your Own Course", EvQuested,
			Deal(1, Chosen(Chars().Yours().Others())).Optional(),
			Ready(Them(0)).IfYouDo(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo().Say("they can't quest for the remainder of this turn")))
}
