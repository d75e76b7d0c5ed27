package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.7.9 with 6.4.3: the condition is checked as Dale enters play.
	card("Dale - Friend in Need",
		StaticOf("Chip's Partner", SelfEntersExerted()).If_(Unless(YouHave(Chars().Named("Chip"), 1))))
}
