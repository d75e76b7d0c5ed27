package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The location is chosen first (4.7.1); it gains Resist +2 whether or
	// not any character was moved there (docs/rules-notes.md).
	move := MoveUpToTo(0, 2, Chars().Yours())
	move[0] = move[0].Say("choose a location of yours")
	card("The Game's Afoot!", OnPlay(append(move,
		Gains(Resist, 2, Them(0), UntilYourNext).Say("that location gains Resist +2 until your next turn starts"))...))
}
