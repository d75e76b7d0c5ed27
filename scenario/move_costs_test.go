package scenario

import (
	"slices"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// Payment modifiers and alternate costs of moving (4.7.3.2, 4.7.3.3). No
// implemented card has one yet, so three set-3 cards get test abilities in
// the shapes they print: a location that Pirates move to for free, a
// location that costs 2 less to move to while you have a character there,
// and an item that makes every move cost 1 less.
func moveCostDefs(t *testing.T) func(string) string {
	t.Helper()
	shared, ix := catalog(t)
	defs := slices.Clone(shared) // the catalogue is shared: change a copy
	set := func(name string, abs ...*Ability) {
		t.Helper()
		id, err := ix.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		defs[id].Abilities = abs
		defs[id].Implemented = true
	}
	set("Jolly Roger - Hook's Ship", StaticOf("All Hands on Deck!", MoveHereForFree(Chars().Yours().Class("Pirate"))))
	set("RLS Legacy - Solar Galleon", StaticOf("Heave Together Now", PayLessToMoveHere(2, Chars().Yours())).
		If_(YouHave(Chars().Yours().AtThisLocation(), 1)))
	set("Map of Treasure Planet", StaticOf("Show the Way", PayLessToMove(1, Chars().Yours(), LocationsF())))
	return func(text string) string { return outcome(t, defs, ix, text) }
}

func TestRulesMoveCosts(t *testing.T) {
	run := moveCostDefs(t)
	tests := []struct{ name, text string }{
		{"4.7.3.3 a payment modifier lowers the total move cost", `name: pay less
rules: ["4.7.3.3", "4.7.3.4"]
setup:
  turn: p1
  p1:
    ink: 1
    play:
      - {card: "Map of Treasure Planet", id: map}
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Atlantica - Concert Hall", id: rock}           # move cost 2
      - {card: "Never Land - Mermaid Lagoon", id: lagoon}     # move cost 1
steps:
  - move: {character: mickey, to: rock}
  - expect: {mickey: {at: rock}, p1: {ink_ready: 0}}
  - move: {character: stitch, to: lagoon}                     # 1 less: nothing to pay
  - expect: {stitch: {at: lagoon}, p1: {ink_ready: 0}}
`},
		{"4.7.3.3 without the modifier the full cost is due", `name: no modifier
rules: ["4.7.3.3", "4.7.3.4"]
setup:
  turn: p1
  p1:
    ink: 1
    play:
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Atlantica - Concert Hall", id: rock}
  p2:
    play:
      - {card: "Map of Treasure Planet", id: map}              # "you pay": not its opponent
steps:
  - expect_illegal: {move: {character: mickey, to: rock}}
  - expect: {mickey: {at: null}, p1: {ink_ready: 1}}
`},
		{"4.7.3.2 for free ignores the move cost", `name: free
rules: ["4.7.3.2", "4.7.4"]
setup:
  turn: p1
  p1:
    ink: 2
    play:
      - {card: "Jolly Roger - Hook's Ship", id: ship}          # move cost 2
      - {card: "Atlantica - Concert Hall", id: rock}           # move cost 2
      - {card: "Mr. Smee - Loyal First Mate", id: smee}       # a Pirate
      - {card: "Mickey Mouse - True Friend", id: mickey}      # not a Pirate
steps:
  - move: {character: smee, to: ship}
  - expect: {smee: {at: ship}, p1: {ink_ready: 2}}
  - move: {character: smee, to: rock}                         # free only to move here
  - expect: {smee: {at: rock}, p1: {ink_ready: 0}}
  - expect_illegal: {move: {character: mickey, to: ship}}     # Mickey pays 2
`},
		{"4.7.3.2 for free with no ink, and over a payment modifier", `name: free wins
rules: ["4.7.3.2", "4.7.3.3"]
setup:
  turn: p1
  p1:
    ink: 1
    play:
      - {card: "Jolly Roger - Hook's Ship", id: ship}
      - {card: "Map of Treasure Planet", id: map}
      - {card: "Mr. Smee - Loyal First Mate", id: smee}
      - {card: "Mickey Mouse - True Friend", id: mickey}
steps:
  - move: {character: mickey, to: ship}                       # 2 - 1
  - expect: {mickey: {at: ship}, p1: {ink_ready: 0}}
  - move: {character: smee, to: ship}
  - expect: {smee: {at: ship}, p1: {ink_ready: 0}}
`},
		{"4.7.3.3 a conditional modifier applies only while its condition holds", `name: if here
rules: ["4.7.3.3", "6.4.4"]
setup:
  turn: p1
  p1:
    ink: 4
    play:
      - {card: "RLS Legacy - Solar Galleon", id: legacy}      # move cost 3
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Stitch - New Dog", id: stitch}
steps:
  - move: {character: mickey, to: legacy}                     # nobody there yet: 3
  - expect: {mickey: {at: legacy}, p1: {ink_ready: 1}}
  - move: {character: stitch, to: legacy}                     # 3 - 2
  - expect: {stitch: {at: legacy}, p1: {ink_ready: 0}}
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := run(tc.text); got != "" {
				t.Error(got)
			}
		})
	}
}
