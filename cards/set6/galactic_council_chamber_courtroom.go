package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Galactic Council Chamber - Courtroom",
		StaticOf("Federation Decree", SelfCant(CantBeChallenged)).
			If_(YouHave(Chars().Yours().Class("Alien", "Robot").AtThisLocation(), 1)))
}
