package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Instead" is a self-replacement read as the amount is asked (6.5.6).
	card("Darkwing's Chair Set",
		WhenPlayed("Secret Entrance", TopCardIntoInkwell(true, true)...),
		Activate("Sudden Spin", Cost{Exert: true, BanishSelf: true},
			Choose(Chosen(Chars())),
			RemoveUpTo(2, Them(0)).InsteadIfChosen(0, Chars().Named("Darkwing Duck"), 4).
				Say("remove up to 2 damage from that character; if a character named Darkwing Duck is chosen, up to 4 instead")))
}
