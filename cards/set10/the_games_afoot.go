package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Up to 2 characters, then the location (4.7.3.1, the order of the
	// text); it gains Resist +2 whether or not any character was moved
	// there (docs/rules-notes.md).
	move := MoveUpToTo(0, 2, Chars().Yours())
	move[1] = move[1].Say("choose a location of yours")
	card("The Game's Afoot!", OnPlay(append(move,
		Gains(Resist, 2, Them(0), UntilYourNext).Say("that location gains Resist +2 until your next turn starts"))...))
}
