package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.2.3.2, 7.5.6: put by an effect, the card needn't have the inkwell
	// symbol.
	card("Tipo - Growing Son",
		WhenPlayed("Measure Me Again", ToInkwell(Chosen(AnyCard().Yours().InHand()), true).Optional()))
}
