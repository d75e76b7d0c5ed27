package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// While Louie is the challenged character (4.6.4 to 4.6.7), the
	// character challenging a character is the one challenging him: one
	// challenge is under way at a time.
	card("Louie - One Cool Duck",
		StaticOf("Spring the Trap", CardsGet(Chars().WhileChallengingA(Characters), StatStrength, -1)).
			If_(BeingChallenged()))
}
