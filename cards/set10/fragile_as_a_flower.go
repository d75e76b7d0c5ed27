package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 3 comes from the catalogue (Song, cost 3). It stays exerted in
	// its player's next Ready step only (3.2.1.1).
	card("Fragile as a Flower", OnPlay(
		Draw(1),
		Choose(Chosen(Chars().CostAtMost(2))).Say("choose a character with cost 2 or less"),
		Exert(Them(0)),
		SkipNextReady(Them(0)).Say("it can't ready at the start of its player's next turn")))
}
