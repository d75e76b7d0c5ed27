package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 4 comes from the catalogue (Song, cost 4). The counters are
	// moved, not dealt: Resist doesn't reduce them (1.9.2.4).
	card("Can't Hold It Back Anymore", OnPlay(
		Choose(Chosen(Chars().Opposing())).Say("choose an opposing character"),
		Exert(Them(0)),
		MoveAllDamageFromEachTo(Chars(), Them(0)).
			Say("move all damage counters from all other characters to it")))
}
