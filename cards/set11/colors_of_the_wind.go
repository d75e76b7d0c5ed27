package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A song (5.4.4). The revealed cards stay on their decks (6.1.14.2);
	// a card of two inks counts both (5.2.5).
	card("Colors of the Wind",
		OnPlay(EachPlayerRevealsTop(0), Draw(1).ForEachInkAmong(0)))
}
