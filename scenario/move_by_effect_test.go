package scenario

import (
	"slices"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// 1.2.2, 4.7: a character an effect says "can't move" is not moved by an
// effect that moves characters (OpMoveTo), and the effect is not done ("if
// you do"). No implemented card says "can't move", so Stitch - New Dog gets
// a test ability that does.
func TestRulesMoveByEffectCantMove(t *testing.T) {
	shared, _ := catalog(t)
	defs, ix, set := withTestAbilitiesOn(t, slices.Clone(shared)) // the catalogue is shared: change a copy
	set("Stitch - New Dog", StaticOf("Stay", SelfCant(CantMove)))
	got := outcome(t, defs, ix, `name: can't move
rules: ["1.2.2", "4.7.4"]
setup:
  turn: p1
  p1:
    ink: 3
    play:
      - {card: "Magic Carpet - Flying Rug", id: carpet}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Seven Dwarfs' Mine - Secure Fortress", id: mine}
steps:
  - activate: {card: carpet, ability: "Find the Way"}
  - choose: [stitch]
  - choose: [mine]
  - expect: {stitch: {at: null}, bag: 0, pending: none}
  - expect_illegal: {move: {character: stitch, to: mine}}
  - move: {character: mickey, to: mine}
  - expect: {pending: p1}
`)
	if got != "" {
		t.Error(got)
	}
}
