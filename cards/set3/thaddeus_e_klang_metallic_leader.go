package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Thaddeus E. Klang - Metallic Leader",
		Whenever("My Teeth Are Sharper", EvQuested, Deal(1, Chosen(Chars())).Optional()).During(AtALocation()))
}
