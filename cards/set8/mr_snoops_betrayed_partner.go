package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mr. Snoops - Betrayed Partner",
		Whenever("Double-Crossing Crook!", EvBanished, Draw(1).Optional()).During(DuringYourTurn()))
}
