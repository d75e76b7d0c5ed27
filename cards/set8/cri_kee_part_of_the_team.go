package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cri-Kee - Part of the Team",
		StaticOf("At Her Side", SelfGets(StatLore, 2)).If_(YouHave(Chars().Yours().Others().IsExerted(), 2)))
}
