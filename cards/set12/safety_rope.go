package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Safety Rope",
		WhenPlayed("Grab Hold!",
			ToTop(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may take a character card from your discard and put it on the top of your deck")),
		AtEndOfYourTurn("Pack It Up",
			Banish(ThisCard).Optional(),
			Draw(1).IfYouDo()))
}
