package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hide Away", OnPlay(ToInkwell(Chosen(AnyCard().OfType(Items|Locations)), true)))
}
