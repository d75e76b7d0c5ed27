package scenario

import (
	"slices"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// YouPlayedThisTurn with Filter.Others is "if you played another character
// this turn": the card that has the ability, as it was played (the same
// object, 7.1.6), doesn't count; another character played does. No card
// asks it of a character just played, so Stitch - New Dog gets a test
// ability that does.
func TestRulesPlayedAnotherCharacter(t *testing.T) {
	shared, _ := catalog(t)
	defs, ix, set := withTestAbilitiesOn(t, slices.Clone(shared)) // the catalogue is shared: change a copy
	set("Stitch - New Dog", WhenPlayed("Another", GainLore(1)).If_(YouPlayedThisTurn(Chars().Others())))
	got := outcome(t, defs, ix, `name: played another
rules: ["6.2.4", "7.1.6"]
setup:
  turn: p1
  p1:
    ink: 5
    hand: [{card: "Stitch - New Dog", id: s1}, {card: "Mickey Mouse - True Friend", id: m}]
steps:
  - play: s1
  - expect: {p1: {lore: 0}, bag: 0}
  - play: m
  - expect: {p1: {lore: 0}}
`)
	if got != "" {
		t.Error(got)
	}
	got = outcome(t, defs, ix, `name: played another first
rules: ["6.2.4"]
setup:
  turn: p1
  p1:
    ink: 5
    hand: [{card: "Stitch - New Dog", id: s1}, {card: "Mickey Mouse - True Friend", id: m}]
steps:
  - play: m
  - play: s1
  - expect: {p1: {lore: 1}}
`)
	if got != "" {
		t.Error(got)
	}
}
