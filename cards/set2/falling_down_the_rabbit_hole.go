package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Each player chooses": the active player (you) first, then the
	// opponent (6.7.6), each among their own characters, so Ward doesn't
	// stop it (8.15.1). Refused in games of more than two players
	// (ChosenByOpponent).
	card("Falling Down the Rabbit Hole", OnPlay(
		ToInkwell(Chosen(Chars().Yours()), true).
			Say("each player chooses one of their characters and puts them into their inkwell facedown and exerted: you first"),
		ToInkwell(Chosen(Chars().Opposing()), true).ChosenByOpponent().
			Say("the opponent chooses one of theirs likewise")))
}
