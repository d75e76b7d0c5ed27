package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Each player chooses": the active player (you) first, then each
	// opponent in turn order (6.7.6), each among their own characters, so
	// Ward doesn't stop it (8.15.1).
	card("Falling Down the Rabbit Hole", OnPlay(append([]Step{
		ToInkwell(Chosen(Chars().Yours()), true).
			Say("each player chooses one of their characters and puts them into their inkwell facedown and exerted: you first")},
		EachOpponentChooses(1, ToInkwell(Chosen(Chars()), true).
			Say("each opponent in turn order chooses one of theirs likewise"))...)...))
}
