package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Mob Song", OnPlay(Deal(3, UpToChosen(3, CharsOrLocations())).
		Say("deal 3 damage to each of up to 3 chosen characters and/or locations")))
}
