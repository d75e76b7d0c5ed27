package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Hiro is under the Floodborn character as it is played; the ability
	// works from there (docs/rules-notes.md).
	card("Hiro Hamada - Future Champion",
		WhenPlayedOnThis("Origin Story", Chars().Class("Floodborn"), Draw(1)))
}
