package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each player in turn, the active player first (6.7.6), picks 2 of
	// their own characters (fewer if they have fewer, 1.7.7; Ward doesn't
	// stop it, 8.15.1).
	card("Escape Plan",
		CantPlayThisUnless("", DiscardedThisTurn(2)),
		OnPlay(EachPlayerChooses(0, ToInkwell(NChosen(2, Chars()), true).
			Say("each player picks 2 of their own characters and puts them into their inkwell facedown and exerted"))...))
}
