package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lyle Tiberius Rourke - Crystallized Mercenary",
		WheneverYouInk("Explosive", Deal(2, Each(Chars()))).
			During(DuringYourTurn()).Once())
}
