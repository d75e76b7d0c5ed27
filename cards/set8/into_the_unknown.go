package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A song: singing it is the catalogue's fact (5.4.4.2, 8.12).
	card("Into the Unknown",
		OnPlay(ToInkwell(Chosen(Chars().IsExerted()), true)))
}
