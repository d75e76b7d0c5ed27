package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1), when played and whenever he quests (6.2.6).
	card("Hades - Ruthless Tyrant",
		WhenPlayed("Short on Patience",
			Deal(2, Chosen(Chars().Yours().Others())).Optional(),
			Draw(2).IfYouDo()).AndWhenever(EvQuested))
}
