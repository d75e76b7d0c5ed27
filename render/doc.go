// Package render draws games as text: the board from one player's point of
// view (what that player may see, 7.1.2 and 7.1.3) or in full for debugging,
// the decision pending, and a readable line for each action and event, with
// card names and the engine's own descriptions of abilities.
//
// A viewer is a seat index (0 for player 1), or Full to see everything.
package render
