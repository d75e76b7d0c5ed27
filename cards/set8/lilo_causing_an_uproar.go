package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lilo - Causing an Uproar",
		PlayThisForFreeIf("Stompin' Time!", DuringYourTurn().AndWhile(YouPlayedNThisTurn(3, ActionsF()))),
		WhenPlayed("Raaawr!",
			Ready(Chosen(Chars())),
			Cant(CantQuest, Them(0), ThisTurn)))
}
