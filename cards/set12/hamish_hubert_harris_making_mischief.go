package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If this character is exerted" is checked as it triggers and as it
	// resolves (6.2.4).
	card("Hamish, Hubert & Harris - Making Mischief",
		StaticOf("Stay Quiet", SelfMayEnterExerted()),
		AtEndOfYourTurn("Clever Trap", SkipNextReady(Chosen(Chars().Opposing()))).If_(SourceExerted()))
}
