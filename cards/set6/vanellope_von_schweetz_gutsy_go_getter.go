package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: being at a location is checked as it resolves.
	card("Vanellope Von Schweetz - Gutsy Go-Getter",
		AtStartOfYourTurn("As Ready as I'll Ever Be", Draw(1), GainLore(1)).If_(AtALocation()))
}
