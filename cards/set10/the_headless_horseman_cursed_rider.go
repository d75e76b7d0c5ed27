package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. Each player in turn order (6.7.6);
	// the action cards discarded are counted over all players (6.1.8), and
	// the opposing character is chosen (Ward applies, 8.15.1) even when
	// none was discarded (0 damage).
	card("The Headless Horseman - Cursed Rider",
		WhenPlayed("Witching Hour",
			EachPlayerDraws(3),
			DiscardAtRandom(3, TgtEachPlayer).CountsOnly(ActionsF()),
			Deal(2, Chosen(Chars().Opposing())).ForEachThisWay()))
}
