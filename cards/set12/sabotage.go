package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The chosen card and every other item or location with its name are
	// banished together (1.8.1.5), whoever's they are.
	card("Sabotage",
		OnPlay(Choose(Chosen(AnyCard().OfType(Items|Locations))),
			Banish(Each(AnyCard().OfType(Items|Locations).SameNameAs(0)))))
}
