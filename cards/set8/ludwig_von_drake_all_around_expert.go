package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ludwig Von Drake - All-Around Expert",
		WhenPlayed("Superior Mind", OpponentRevealsHandAndDiscards(NonCharacterCards(), "a non-character")...),
		Whenever("Lasting Legacy", EvBanished, ToInkwell(ThisCard, true).Optional()))
}
