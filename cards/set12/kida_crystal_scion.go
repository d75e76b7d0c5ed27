package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 6 comes from the catalogue. Each player in turn (6.7.6) answers
	// their own "may" (6.1.4), then picks up to 5 cards of their own discard.
	ink := ToInkwell(UpToChosen(5, AnyCard().InZoneOf(ZoneDiscard)), true).Optional().
		Say("each player may put up to 5 cards from their discard facedown and exerted into their inkwell")
	card("Kida - Crystal Scion",
		WhenPlayed("Flood of Power", EachPlayerChooses(0, ink)...),
		Activate("The Path Revealed", Cost{Ink: 7},
			LookTop(2), PutIntoHandFromLook(1, AnyCard()).Say("put one into your hand"),
			RestOnBottom().Say("put the other on the bottom of your deck")))
}
