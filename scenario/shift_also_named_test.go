package scenario

import (
	"slices"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// Incrediboy - Buddy Pine's Spoiler Alert (ShiftAlsoNamed, 8.10.1): a
// character with Shift onto "Syndrome" may be shifted onto him. The only
// such card, Syndrome - Out for Revenge, is given a stand-in ability here
// so that it can be played; its Shift 4 is the catalogue's.
func TestRulesShiftOntoIncrediboy(t *testing.T) {
	shared, _ := catalog(t)
	defs, ix, set := withTestAbilitiesOn(t, slices.Clone(shared)) // the catalogue is shared: change a copy
	set("Syndrome - Out for Revenge", Whenever("Stand-in", EvQuested, GainLore(1)))
	got := outcome(t, defs, ix, `name: shift onto Incrediboy
rules: ["8.10.1"]
setup:
  turn: p1
  p1:
    ink: 4
    hand: ["Syndrome - Out for Revenge"]
    play:
      - {card: "Incrediboy - Buddy Pine", id: boy, damage: 1}
      - {card: "Mickey Mouse - True Friend", id: mickey}
steps:
  - expect_illegal: {play: {card: "Syndrome - Out for Revenge", shift: mickey}}
  - play: {card: "Syndrome - Out for Revenge", shift: boy}
  - expect: {"Syndrome - Out for Revenge": {zone: play, damage: 1}, boy: {zone: under}, p1: {ink_ready: 0}}
`)
	if got != "" {
		t.Error(got)
	}
}
