package set1

import . "github.com/lorcana-rl/lorcana/engine"

// Action cards whose effect is a single sentence.
func init() {
	card("Friends on the Other Side", OnPlay(Draw(2)))
	card("Fire the Cannons!", OnPlay(Deal(2, Chosen(Chars()))))
	card("Smash", OnPlay(Deal(3, Chosen(Chars()))))
	card("Dragon Fire", OnPlay(Banish(Chosen(Chars()))))
	card("Be Prepared", OnPlay(Banish(Each(Chars()))))
}
