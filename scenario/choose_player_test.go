package scenario

import (
	"strings"
	"testing"
)

// threePlayers is a 3-player board where p1 plays The Bare Necessities
// ("chosen opponent reveals their hand and discards a non-character card of
// your choice"): p2 and p3 can be chosen, so choose_player is asked first.
const threePlayers = `name: chosen opponent
setup:
  turn: p1
  p1: {ink: 3, hand: ["The Bare Necessities", "Do You Want to Build A Snowman?"]}
  p2: {hand: [Smash]}
  p3: {hand: [Smash, "Stitch - New Dog"]}
steps:
  - play: "The Bare Necessities"
`

// twoPlayers is the same play with one opponent: nothing is asked for the
// player (decision rule 11).
const twoPlayers = `name: one opponent
setup:
  turn: p1
  p1: {ink: 5, hand: ["The Bare Necessities", "Do You Want to Build A Snowman?"]}
  p2: {hand: [Smash, "Stitch - New Dog"]}
steps:
`

func TestChoosePlayer(t *testing.T) {
	defs, ix := catalog(t)
	for _, tc := range []struct {
		name, text string
		want       []string // nil: the scenario passes
	}{
		{"two or more players: choose_player, then the cards", threePlayers + `  - expect: {pending: p1}
  - choose_player: p3
  - choose: [Smash]
  - expect: {p3: {discard: [Smash], hand: ["Stitch - New Dog"]}, p2: {hand: [Smash], discard: 0}, pending: none}
`, nil},
		{"a player who can't be chosen is an illegal answer", threePlayers + `  - expect_illegal: {choose_player: p1}
  - choose_player: p2
  - choose: [Smash]
  - expect: {p2: {discard: [Smash]}, p3: {hand: 2}}
`, nil},
		{"one candidate: chosen at once, nothing asked", twoPlayers + `  - play: "The Bare Necessities"
  - choose: [Smash]
  - expect: {p2: {discard: [Smash]}}
`, nil},
		{"one candidate: choose_player is not pending", twoPlayers + `  - play: "The Bare Necessities"
  - choose_player: p2
`, []string{"step 2", "choose_player answers a choice of a player (choose_player), but a choice of cards (choose) of p1 is pending"}},
		{"a choice of a player is not answered by option", threePlayers + "  - choose: {option: 2}\n",
			[]string{"step 2", "choose answers a choice of options (choose: {option: N}), but a choice of a player (choose_player) of p1 is pending"}},
		{"a choice of options is not answered by choose_player", twoPlayers + `  - play: "Do You Want to Build A Snowman?"
  - expect: {pending: p2}
  - choose_player: p1
`, []string{"step 3", "choose_player answers a choice of a player (choose_player), but a choice of options (choose: {option: N}) of p2 is pending"}},
		{"a player who can't be chosen, as a plain step", threePlayers + "  - choose_player: p1\n",
			[]string{"step 2", "choose_player: expected it to be accepted, but it was refused: p1 can't be chosen (the players that can: p2, p3)"}},
		{"a player the scenario doesn't have", threePlayers + "  - choose_player: p4\n",
			[]string{"step 2", "choose_player: p4 is not a player of this scenario"}},
		{"nothing pending", twoPlayers + "  - choose_player: p2\n", []string{"step 1", "no decision is pending"}},
		{"a wrong expectation after the choice fails", threePlayers + `  - choose_player: p3
  - choose: [Smash]
  - expect: {p2: {discard: [Smash]}}
`, []string{"step 4", `p2.discard: expected ["Smash"], got []`}},
		{"malformed: not a player", threePlayers + "  - choose_player: p5\n", []string{"inline.yaml:9", `choose_player must be p1, p2, p3 or p4, not "p5"`}},
		{"malformed: a list", threePlayers + "  - choose_player: [p2]\n", []string{"choose_player must be a name or a word"}},
		{"malformed: misspelt", threePlayers + "  - choose_playr: p2\n", []string{`unknown key "choose_playr"`, `did you mean "choose_player"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := outcome(t, defs, ix, tc.text)
			if tc.want == nil {
				if got != "" {
					t.Error(got)
				}
				return
			}
			if got == "" {
				t.Fatal("passed, want a failure")
			}
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("got %q\nwant it to contain %q", got, w)
				}
			}
		})
	}
}
