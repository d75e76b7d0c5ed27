// Package human is the seat of a person at a terminal: it shows the board
// as that seat sees it (package render), the pending decision and its legal
// options numbered, in the engine's own words, and reads the answer from a
// line of input.
//
// An answer is an option's number, part of an option's text (the only
// option that has it, or the list of those that do: useful when a card must
// be named among hundreds), or one of the commands board, log, info (a
// card's full description: "info 3", "? Moana"), help and concede. Options
// whose text is the same (two copies of a card to ink) are listed once. Anything else (a number
// out of range, an empty line, unknown text, a line over MaxLine bytes) gets
// a message saying what was wrong and the question again. The end of the
// input (Ctrl-D) or a cancelled context (Ctrl-C) ends the game: Ask returns
// ErrQuit, and the caller saves what it recorded so far.
//
// Input is hostile: lines are bounded, and text echoed back is cut short and
// stripped of control characters.
//
// Human is not an agents.Agent: a person can concede (an action outside
// State.Legal) or leave, which Act cannot say; lorcana play drives it
// through Ask.
package human
