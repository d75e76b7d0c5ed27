package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The ability of the card under the Floodborn character played on it
	// with Shift (8.10): it triggers as that character is played.
	card("Go Go Tomago - Mechanical Engineer",
		WhenPlayedOnThis("Need This!", Chars().Yours().Class("Floodborn"), TopCardIntoInkwell(true, true)...))
}
