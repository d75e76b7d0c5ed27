package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ratigan's Party - Seedy Back Room",
		StaticOf("Misfits' Revelry", SelfGets(StatLore, 2)).If_(YouHave(Chars().AtThisLocation().IsDamaged(), 1)))
}
