package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Orville - Albatross Air",
		StaticOf("Welcome Aboard, Folks", SelfGains(Evasive, 0)).
			If_(DuringYourTurn().AndWhile(YouHave(Chars().Named("Miss Bianca"), 1).OrIf(YouHave(Chars().Named("Bernard"), 1)))))
}
