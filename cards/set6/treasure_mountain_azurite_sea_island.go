package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The characters here are counted as the ability resolves (6.1.8).
	card("Treasure Mountain - Azurite Sea Island",
		AtStartOfYourTurn("Secret Weapon", Deal(1, Chosen(CharsOrLocations())).Times(Chars().AtThisLocation())))
}
