package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 7 comes from the catalogue.
	card("Gazelle - Ballad Singer",
		WhenPlayed("Crowd Favorite",
			ToTop(Chosen(ActionsF().Class("Song").InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may take a song card from your discard and put it on the top of your deck")))
}
