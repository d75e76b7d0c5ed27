package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "That location": the one the character is at after the move, its {L}
	// read as the draw resolves (6.1.8); no move, no location, no draw.
	card("Touch the Sky",
		OnPlay(Choose(Chosen(Chars().Yours())).Say("choose a character of yours"),
			MoveThemTo(0, YourLocation()).Say("move them to a location of yours for free"),
			Draw(0).EqualToTheirLocation(0, StatLore).Say("draw cards equal to that location's lore")))
}
