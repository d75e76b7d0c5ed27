package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The +2 {S} applies to the characters in play as it resolves (6.4.2.2,
	// as Kida's Example); the floating trigger (6.2.7.1) sees Reckless as
	// each challenge is declared.
	card("Who's With Me?", OnPlay(
		Gets(StatStrength, 2, Each(Chars().Yours()), ThisTurn),
		FloatingTrigger(ThisTurn, WheneverAny("", EvChallenges, Chars().Yours().WithKeyword(Reckless), GainLore(2)).WithOther(Chars()))))
}
