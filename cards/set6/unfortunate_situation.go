package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent chooses among their own characters (Ward doesn't stop
	// it, 8.15.1); the damage is dealt, so Resist reduces it (8.8.1).
	card("Unfortunate Situation",
		OnPlay(EachOpponentChooses(0,
			Deal(4, Chosen(Chars())).Say("each opponent picks one of their characters and deals 4 damage to it"))...))
}
