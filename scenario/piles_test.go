package scenario

import (
	"strings"
	"testing"
)

// piles is a board for the forms about piles of cards: cards under a
// character (faceup or facedown), named ink cards among the fillers, and the
// order of a deck. Kristoff's Boost puts the top card of the deck facedown
// under him (8.4.1); his quest puts the next one into the inkwell facedown
// and exerted.
const piles = `name: piles
setup:
  turn: p1
  p1:
    ink: 1
    inkwell: [{card: Smash, id: ready1}, {card: "Fire the Cannons!", id: ex1, exerted: true}]
    deck: [{card: "Stitch - New Dog", id: s1}, {card: "Fire the Cannons!", id: f1}, "Stitch - New Dog", {card: Smash, id: last}]
    play:
      - {card: "Kristoff - Mining the Ruins", id: k}
      - {card: "Tinker Bell - Giant Fairy", id: giant, under: [{card: "Tinker Bell - Tiny Tactician", id: tiny}, {card: Smash, id: down, facedown: true}]}
steps:
`

func TestPilesPass(t *testing.T) {
	defs, ix := catalog(t)
	for _, tc := range []struct{ name, steps string }{
		{"setup: under, top first, faceup unless facedown", `  - expect: {giant: {under: 2}, tiny: {zone: under, facedown: false}, down: {zone: under, facedown: true}}
  - expect: {giant: {under: ["Tinker Bell - Tiny Tactician", Smash]}, "Tinker Bell - Tiny Tactician": {facedown: false}}
  - expect: {k: {under: 0, facedown: false}}
`},
		{"setup: named ink cards among the fillers", `  - expect: {p1: {inkwell: 3, ink_ready: 2}, ready1: {zone: inkwell, exerted: false, facedown: true}, ex1: {zone: inkwell, exerted: true, facedown: true}}
`},
		{"deck_top and deck_bottom", `  - expect: {p1: {deck: 4, deck_top: ["Stitch - New Dog", "Fire the Cannons!"], deck_bottom: ["Stitch - New Dog", Smash]}}
  - expect: {p1: {deck_top: ["Stitch - New Dog", "Fire the Cannons!", "Stitch - New Dog", Smash], deck_bottom: [Smash]}}
`},
		{"Boost: facedown under; paying ink exerts a ready card, the named ones keep theirs", `  - activate: {card: k, ability: Boost}
  - expect: {k: {under: ["Stitch - New Dog"]}, s1: {zone: under, facedown: true}, p1: {deck: 3, deck_top: ["Fire the Cannons!"], ink_ready: 1}}
  - expect: {ready1: {exerted: false}, ex1: {exerted: true}}
  - quest: k
  - expect: {f1: {zone: inkwell, exerted: true, facedown: true}, p1: {inkwell: 4, ink_ready: 1, deck_top: ["Stitch - New Dog"], deck_bottom: [Smash]}}
  - expect: {ready1: {exerted: false}}
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := outcome(t, defs, ix, piles+tc.steps); got != "" {
				t.Error(got)
			}
		})
	}
}

func TestPilesFail(t *testing.T) {
	defs, ix := catalog(t)
	for _, tc := range []struct {
		name, steps string
		want        []string
	}{
		{"under: a wrong count", "  - expect: {giant: {under: 3}}\n", []string{"step 1", "giant.under: expected 3, got 2"}},
		{"under: the wrong order", "  - expect: {giant: {under: [Smash, \"Tinker Bell - Tiny Tactician\"]}}\n",
			[]string{`giant.under: expected ["Smash", "Tinker Bell - Tiny Tactician"], got ["Tinker Bell - Tiny Tactician", "Smash"]`}},
		{"under: a list too short", "  - expect: {giant: {under: [\"Tinker Bell - Tiny Tactician\"]}}\n",
			[]string{`giant.under: expected ["Tinker Bell - Tiny Tactician"], got ["Tinker Bell - Tiny Tactician", "Smash"]`}},
		{"facedown: a faceup card", "  - expect: {tiny: {facedown: true}}\n", []string{"tiny.facedown: expected true, got false"}},
		{"facedown: a facedown card", "  - expect: {down: {facedown: false}}\n", []string{"down.facedown: expected false, got true"}},
		{"exerted: a ready ink card", "  - expect: {ready1: {exerted: true}}\n", []string{"ready1.exerted: expected true, got false"}},
		{"exerted: an exerted ink card", "  - expect: {ex1: {exerted: false}}\n", []string{"ex1.exerted: expected false, got true"}},
		{"zone: an ink card isn't under", "  - expect: {ex1: {zone: under}}\n", []string{"ex1.zone: expected under, got inkwell"}},
		{"deck_top: the wrong card", "  - expect: {p1: {deck_top: [Smash]}}\n",
			[]string{`p1.deck_top: expected ["Smash"], got ["Stitch - New Dog"]`}},
		{"deck_bottom: the wrong order", "  - expect: {p1: {deck_bottom: [Smash, \"Stitch - New Dog\"]}}\n",
			[]string{`p1.deck_bottom: expected ["Smash", "Stitch - New Dog"], got ["Stitch - New Dog", "Smash"]`}},
		{"deck_top: more cards than the deck has", "  - expect: {p1: {deck_top: [\"Stitch - New Dog\", \"Fire the Cannons!\", \"Stitch - New Dog\", Smash, Smash]}}\n",
			[]string{`p1.deck_top: expected ["Stitch - New Dog", "Fire the Cannons!", "Stitch - New Dog", "Smash", "Smash"], got ["Stitch - New Dog", "Fire the Cannons!", "Stitch - New Dog", "Smash"]`}},
		{"deck_top: an unknown card", "  - expect: {p1: {deck_top: [Smsh]}}\n", []string{`no card named "Smsh"`}},
		{"a name doesn't reach the inkwell", "  - expect: {\"Fire the Cannons!\": {zone: inkwell}}\n",
			[]string{"Fire the Cannons!: expected a card named so in play, a hand, a discard or under a card; there is none"}},
		{"a name doesn't reach the deck", "  - expect: {\"Stitch - New Dog\": {zone: deck}}\n",
			[]string{"Stitch - New Dog: expected a card named so"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := outcome(t, defs, ix, piles+tc.steps)
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

// Malformed forms are errors naming the line and the problem, never a panic.
func TestPilesMalformed(t *testing.T) {
	defs, ix := catalog(t)
	board := func(p1 string) string {
		return "name: x\nsetup:\n  turn: p1\n  p1:\n" + p1 + "steps: []\n"
	}
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"under: a misspelt key", board("    play: [{card: \"Kristoff - Mining the Ruins\", under: [{card: Smash, facedwn: true}]}]\n"),
			[]string{"inline.yaml:5", `unknown key "facedwn"`, `did you mean "facedown"`}},
		{"under: facedown not a boolean", board("    play: [{card: \"Kristoff - Mining the Ruins\", under: [{card: Smash, facedown: maybe}]}]\n"),
			[]string{"under.facedown must be true or false"}},
		{"under: no card", board("    play: [{card: \"Kristoff - Mining the Ruins\", under: [{id: a, facedown: true}]}]\n"),
			[]string{"a card entry needs card: NAME"}},
		{"facedown in a hand", board("    hand: [{card: Smash, facedown: true}]\n"), []string{`unknown key "facedown" in a card of p1.hand`}},
		{"inkwell: a count", board("    inkwell: 3\n"), []string{"p1.inkwell must be a list"}},
		{"inkwell: facedown", board("    inkwell: [{card: Smash, facedown: false}]\n"), []string{`unknown key "facedown" in a card of p1.inkwell`}},
		{"inkwell: exerted not a boolean", board("    inkwell: [{card: Smash, exerted: 2}]\n"), []string{"p1.inkwell.exerted must be true or false"}},
		{"inkwell: an unknown card", board("    inkwell: [Smsh]\n"), []string{`no card named "Smsh"`}},
		{"inkwell: a duplicate id", board("    inkwell: [{card: Smash, id: a}]\n    hand: [{card: Smash, id: a}]\n"), []string{`id "a" is already used`}},
		{"deck_top: not a list", piles + "  - expect: {p1: {deck_top: Smash}}\n", []string{"p1.deck_top must be a list"}},
		{"deck_bottom: a count", piles + "  - expect: {p1: {deck_bottom: 2}}\n", []string{"p1.deck_bottom must be a list"}},
		{"under: neither a count nor a list", piles + "  - expect: {giant: {under: lots}}\n", []string{"giant.under must be a count or a list of names"}},
		{"facedown: not a boolean", piles + "  - expect: {giant: {facedown: 1}}\n", []string{"giant.facedown must be true or false"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := outcome(t, defs, ix, tc.text)
			if got == "" {
				t.Fatal("passed, want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("got %q\nwant it to contain %q", got, w)
				}
			}
		})
	}
}
