package scenario

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	. "github.com/lorcana-rl/lorcana/engine"
)

// partDefs is the catalogue's facts with test abilities for engine parts no
// set-1 card uses yet (or uses only partly).
func partDefs(t *testing.T) ([]CardDef, *cards.Index) {
	t.Helper()
	defs, ix, set := withTestAbilities(t)
	// 6.6.4's example: your characters' strength can't be reduced below
	// their printed value; willpower not below 4.
	set("Stitch - New Dog", StaticOf("Forever Strong",
		CantBeReducedBelowPrinted(Chars().Yours(), StatStrength),
		CantBeReducedBelow(Chars().Yours(), StatWillpower, 4)))
	set("Fire the Cannons!", OnPlay(Gets(StatStrength, -4, Chosen(Chars()), ThisTurn)))
	set("Smash", OnPlay(Gets(StatStrength, 1, Chosen(Chars()), ThisTurn)))
	set("Dragon Fire", OnPlay(Gets(StatStrength, 4, Chosen(Chars()), ThisTurn)))
	set("Be Prepared", OnPlay(Gets(StatWillpower, -3, Chosen(Chars()), ThisTurn)))
	// up to 2 chosen characters
	set("Friends on the Other Side", OnPlay(Deal(1, UpToChosen(2, Chars()))))
	// each player chooses and discards a card, active player first (6.7.6)
	set("A Whole New World", OnPlay(Discard(1, TgtEachPlayer)))
	return defs, ix
}

func TestEngineParts(t *testing.T) {
	defs, ix := partDefs(t)
	tests := []struct {
		name string
		text string
		want string // "" to pass, else a part of the failure
	}{
		{"6.6.4 can't be reduced below the printed value", `name: floor
setup:
  turn: p1
  p1:
    ink: 16
    hand: ["Fire the Cannons!", "Smash", "Dragon Fire", "Be Prepared"]
    play:
      - {card: "Stitch - New Dog", id: elisa}
      - {card: "Mickey Mouse - True Friend", id: mickey}
  p2:
    ink: 1
    hand: ["Fire the Cannons!"]
    play:
      - {card: "Pumbaa - Friendly Warthog", id: pumbaa}
steps:
  - play: "Fire the Cannons!"
  - choose: [mickey]
  - expect: {mickey: {strength: 3}}       # 3 - 4 = -1, floored at the printed 3
  - play: "Smash"
  - choose: [mickey]
  - expect: {mickey: {strength: 3}}       # 0: still below 3
  - play: "Dragon Fire"
  - choose: [mickey]
  - expect: {mickey: {strength: 4}}       # 4: above the floor
  - play: "Be Prepared"
  - choose: [mickey]
  - expect: {mickey: {willpower: 4}}      # 3 - 3 = 0, floored at 4 (above the printed 3)
  - end_turn: true
  - expect: {mickey: {strength: 3, willpower: 4}}
  - play: "Fire the Cannons!"
  - choose: [pumbaa]
  - expect: {pumbaa: {strength: -1}}      # not one of that player's characters
`, ""},
		{"up to 2: a third card is one too many", `name: up to 2
setup:
  turn: p1
  p1: {ink: 3, hand: ["Friends on the Other Side"]}
  p2: {play: [{card: "Mickey Mouse - True Friend", id: a}, {card: "Pumbaa - Friendly Warthog", id: b}, {card: "Stitch - New Dog", id: c}]}
steps:
  - play: "Friends on the Other Side"
  - choose: [a, b, c]
`, "one too many"},
		{"up to 2: not the same card twice", `name: up to 2
setup:
  turn: p1
  p1: {ink: 3, hand: ["Friends on the Other Side"]}
  p2: {play: [{card: "Mickey Mouse - True Friend", id: a}, {card: "Pumbaa - Friendly Warthog", id: b}]}
steps:
  - play: "Friends on the Other Side"
  - expect_illegal: {choose: [a, a]}
  - choose: [a, b]
  - expect: {a: {damage: 1}, b: {damage: 1}, pending: none}
`, ""},
		{"each player discards, the active player first", `name: each player
setup:
  turn: p2
  p1: {hand: [{card: Smash, id: s1}]}
  p2: {ink: 5, hand: ["A Whole New World", {card: Smash, id: s2}]}
  p3: {hand: [{card: Smash, id: s3}]}
steps:
  - play: "A Whole New World"
  - expect: {pending: p2}
  - choose: [s2]
  - expect: {pending: p3, s2: {zone: discard}}
  - choose: [s3]
  - expect: {pending: p1}
  - choose: [s1]
  - expect: {pending: none, s1: {zone: discard}, s3: {zone: discard}}
`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := outcome(t, defs, ix, tc.text)
			switch {
			case tc.want == "" && got != "":
				t.Error(got)
			case tc.want != "" && !strings.Contains(got, tc.want):
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
