package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The lore is read as the draw resolves, after the exert (6.1.8).
	card("Performance Review", OnPlay(
		Choose(Chosen(Chars().Yours().IsReady())).Say("choose a ready character of yours"),
		Exert(Them(0)),
		Draw(0).EqualToThat(0, StatLore).Say("draw cards equal to its lore")))
}
