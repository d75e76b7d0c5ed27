package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maui - Stubborn Trickster",
		Whenever("I'm Not Finished Yet", EvBanished, ChooseOne(0,
			[]Step{PutDamage(2, Each(Chars().Opposing()))},
			[]Step{Banish(Each(ItemsF().Opposing()))},
			[]Step{Banish(Each(LocationsF().Opposing()))})...))
}
