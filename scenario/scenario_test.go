package scenario

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// catalog returns the card catalogue and its index.
func catalog(t *testing.T) ([]engine.CardDef, *cards.Index) {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	return defs, ix
}

// outcome parses and runs the scenarios of text and returns "" when all
// pass, or the text of the first parse error or failure.
func outcome(t *testing.T, defs []engine.CardDef, ix *cards.Index, text string) string {
	t.Helper()
	scs, err := Parse(strings.NewReader(text), "inline.yaml")
	if err != nil {
		return err.Error()
	}
	if len(scs) == 0 {
		t.Fatal("no scenario parsed")
	}
	for i := range scs {
		if err := scs[i].Run(defs, ix); err != nil {
			return err.Error()
		}
	}
	return ""
}

// skipped lists shared scenarios that fail because of the engine, with the
// symptom, until the engine is fixed.
var skipped = map[string]string{}

func TestSharedScenarios(t *testing.T) {
	defs, ix := catalog(t)
	files, err := filepath.Glob("testdata/shared/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shared scenarios: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		scs, err := Parse(bytes.NewReader(data), f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i := range scs {
			sc := &scs[i]
			t.Run(filepath.Base(f)+"/"+sc.Name, func(t *testing.T) {
				if why, ok := skipped[sc.Name]; ok {
					t.Skip("engine bug: " + why)
				}
				if err := sc.Run(defs, ix); err != nil {
					t.Error(err)
				}
			})
		}
	}
}

func TestRunOutput(t *testing.T) {
	dir := t.TempDir()
	good := `name: quests
setup: {turn: p1, p1: {play: [{card: "Mickey Mouse - True Friend", id: mickey}]}}
steps:
  - quest: mickey
  - expect: {p1: {lore: 2}}
`
	bad := good + `---
name: wrong lore
setup: {turn: p1, p1: {play: [{card: "Mickey Mouse - True Friend", id: mickey}]}}
steps:
  - quest: mickey
  - expect: {p1: {lore: 5}}
`
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"a.yaml": good, "sub/b.yml": bad, "notes.txt": "not a scenario", "sub/c.yaml": "name: [unclosed\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	passed, failed, err := Run([]string{dir}, &out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if passed != 2 || failed != 2 || len(lines) != 3 {
		t.Fatalf("passed %d failed %d, output:\n%s", passed, failed, out.String())
	}
	if want := "2 passed, 2 failed"; lines[2] != want {
		t.Errorf("last line %q, want %q", lines[2], want)
	}
	for _, want := range []string{"FAIL ", "b.yml:11", `"wrong lore"`, "step 2", "p1.lore: expected 5, got 2"} {
		if !strings.Contains(lines[0], want) {
			t.Errorf("failure line %q lacks %q", lines[0], want)
		}
	}
	if !strings.Contains(lines[1], "c.yaml") || !strings.Contains(lines[1], "invalid YAML") {
		t.Errorf("parse failure line %q", lines[1])
	}

	out.Reset()
	if p, f, err := Run([]string{"testdata/shared"}, &out); err != nil || f != 0 || p == 0 {
		t.Errorf("shared: %d passed, %d failed, %v:\n%s", p, f, err, out.String())
	}
	if _, _, err := Run([]string{filepath.Join(dir, "missing")}, &out); err == nil {
		t.Error("a missing path is not an error")
	}
}

// mickey is a setup with Mickey ready in play for p1 and Pumbaa for p2.
const mickey = `name: test
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Fire the Cannons!", "Stitch - New Dog"]
    play: [{card: "Mickey Mouse - True Friend", id: mickey}]
  p2:
    play: [{card: "Pumbaa - Friendly Warthog", id: pumbaa}]
steps:
`

// kwBoard has a character granted Evasive and Resist +2 (x), and one
// without keywords (y).
const kwBoard = `name: test
setup:
  turn: p1
  p1:
    play:
      - {card: "Mickey Mouse - True Friend", id: x, keywords: [Evasive, "Resist +2"]}
      - {card: "Stitch - New Dog", id: y}
steps:
`

func TestFailures(t *testing.T) {
	defs, ix := catalog(t)
	var unimplemented string
	for _, d := range defs {
		if !d.Implemented && d.Type == engine.TypeCharacter {
			unimplemented = d.FullName
			break
		}
	}
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"malformed YAML", "name: x\nsetup: {turn: p1\nsteps: []\n", []string{"inline.yaml:", "invalid YAML"}},
		{"unknown key", "name: x\nsetpu: {}\nsteps: []\n", []string{"inline.yaml:2", `unknown key "setpu"`, `did you mean "setup"`}},
		{"unknown key in play", "name: x\nsetup:\n  p1:\n    play: [{card: Smash, exertd: true}]\nsteps: []\n",
			[]string{"inline.yaml:4", `unknown key "exertd"`, `"exerted"`}},
		{"unknown step", mickey + "  - qest: mickey\n", []string{`unknown key "qest"`, `did you mean "quest"`}},
		{"two keys in a step", mickey + "  - {quest: mickey, ink: mickey}\n", []string{"exactly one key"}},
		{"bad keyword", "name: x\nsetup: {p1: {play: [{card: Smash, keywords: [Resist x]}]}}\nsteps: []\n", []string{`unknown keyword "Resist x"`}},
		{"duplicate id", "name: x\nsetup: {p1: {hand: [{card: Smash, id: a}, {card: Smash, id: a}]}}\nsteps: []\n", []string{`id "a" is already used`}},
		{"no steps", "name: x\nsetup: {}\n", []string{"has no steps"}},
		{"unknown bag model", "name: x\nsetup: {bag: stack}\nsteps: []\n", []string{"inline.yaml:2", `bag must be one of lorcana, alternating, nested, not "stack"`}},
		{"unknown card", "name: x\nsetup: {p1: {hand: [\"Mickey Mouse - True Frend\"]}}\nsteps: []\n",
			[]string{"inline.yaml:2", `"x"`, "setup", `no card named "Mickey Mouse - True Frend"`, `did you mean "Mickey Mouse - True Friend"`}},
		{"name only", "name: x\nsetup: {p1: {hand: [\"Mickey Mouse\"]}}\nsteps: []\n", []string{"only a name"}},
		{"unimplemented card", "name: x\nsetup: {p1: {hand: [\"" + unimplemented + "\"]}}\nsteps: []\n",
			[]string{unimplemented + ": abilities not implemented yet"}},
		{"expect mismatch", mickey + "  - quest: mickey\n  - expect: {p1: {lore: 3, hand: 1}, mickey: {exerted: false}, pumbaa: {damage: 1}, turn: p2}\n",
			[]string{"inline.yaml:12", "step 2", "p1.lore: expected 3, got 2", "p1.hand: expected 1, got 2",
				"mickey.exerted: expected false, got true", "pumbaa.damage: expected 1, got 0", "turn: expected p2, got p1"}},
		{"expect names", mickey + "  - expect: {p1: {hand: [\"Fire the Cannons!\", Smash]}}\n",
			[]string{`p1.hand: expected ["Fire the Cannons!", "Smash"], got ["Fire the Cannons!", "Stitch - New Dog"]`}},
		{"expect misspelt key", mickey + "  - expect: {pendng: none}\n", []string{`unknown key "pendng" in expect; did you mean "pending"?`}},
		{"expect unknown card", mickey + "  - expect: {\"Mickey Mouse - True Frend\": {damage: 0}}\n", []string{"did you mean"}},
		{"expect card absent", mickey + "  - expect: {\"Smash\": {zone: hand}}\n", []string{"Smash: expected a card named so"}},
		{"expect_illegal accepted", mickey + "  - expect_illegal: {quest: mickey}\n",
			[]string{"step 1", "expected quest to be refused, but it was accepted"}},
		{"refused action", mickey + "  - ink: \"Fire the Cannons!\"\n",
			[]string{"ink: expected it to be accepted, but it was refused: illegal ink"}},
		{"turn action while a choice is pending", mickey + "  - play: \"Fire the Cannons!\"\n  - quest: mickey\n",
			[]string{"step 2", "quest is a turn action, but a choice of cards (choose) of p1 is pending"}},
		{"answer with nothing pending", mickey + "  - may: yes\n", []string{"no decision is pending"}},
		{"wrong answer kind", mickey + "  - play: \"Fire the Cannons!\"\n  - amount: 1\n", []string{"amount answers an amount (amount), but a choice of cards (choose) of p1 is pending"}},
		{"name not in the scenario", mickey + "  - play: \"Fire the Cannons!\"\n  - choose: [\"Elsa - Snow Queen\"]\n",
			[]string{`"Elsa - Snow Queen": there is no such card in the scenario`}},
		{"choose too many", mickey + "  - play: \"Fire the Cannons!\"\n  - choose: [pumbaa, mickey]\n",
			[]string{`the choice took 1 card(s); "mickey" is one too many`}},
		{"ambiguous name in play", "name: x\nsetup: {p1: {play: [\"Stitch - New Dog\", \"Stitch - New Dog\"]}}\nsteps:\n  - quest: \"Stitch - New Dog\"\n",
			[]string{`"Stitch - New Dog" matches 2 different cards`}},
		{"no such ability", mickey + "  - activate: {card: mickey, ability: Fly}\n", []string{`has no ability named "Fly"`}},
		{"no activated ability", mickey + "  - activate: {card: mickey}\n", []string{"has no activated ability"}},
		{"missing player", mickey + "  - expect: {p3: {lore: 0}}\n", []string{"p3 is not a player"}},
		{"no_keywords: has it", kwBoard + "  - expect: {x: {no_keywords: [Evasive]}}\n",
			[]string{"x.no_keywords: expected it not to have Evasive, it has Evasive"}},
		{"no_keywords: a numbered keyword without its number matches any value", kwBoard + "  - expect: {x: {no_keywords: [Resist]}}\n",
			[]string{"x.no_keywords: expected it not to have Resist, it has Resist +2"}},
		{"no_keywords: with its number", kwBoard + "  - expect: {x: {no_keywords: [\"Resist +2\"]}}\n",
			[]string{"it has Resist +2"}},
		{"no_keywords: unknown keyword", kwBoard + "  - expect: {x: {no_keywords: [Evasiv]}}\n",
			[]string{`unknown keyword "Evasiv"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "unimplemented card" && unimplemented == "" {
				t.Skip("every character of the catalogue is implemented")
			}
			got := outcome(t, defs, ix, tc.text)
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

func TestPasses(t *testing.T) {
	defs, ix := catalog(t)
	tests := []struct {
		name string
		text string
	}{
		{"no_keywords", kwBoard + "  - expect: {x: {no_keywords: [Rush, Bodyguard, \"Resist +1\", Challenger]}, y: {no_keywords: [Resist, Evasive]}}\n"},
		{"choose and illegal answers", mickey + `  - play: "Fire the Cannons!"
  - expect: {pending: p1, bag: 0}
  - expect_illegal: {choose: ["Stitch - New Dog"]}
  - expect_illegal: {choose: []}
  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 2}, p1: {discard: ["Fire the Cannons!"], ink_ready: 2}, pending: none}
`},
		{"choose by name among candidates", mickey + `  - play: "Fire the Cannons!"
  - choose: ["Pumbaa - Friendly Warthog"]
  - expect: {"Pumbaa - Friendly Warthog": {damage: 2, zone: play}}
`},
		{"activated ability and discard choice", `name: Battle Plans
setup:
  turn: p1
  p1:
    hand: [Smash]
    deck: ["Stitch - New Dog", Smash]
    play: [{card: "Tinker Bell - Tiny Tactician", id: tink}]
steps:
  - activate: {card: tink, ability: "battle plans"}
  - expect: {p1: {hand: ["Stitch - New Dog", Smash], deck: 1}, tink: {exerted: true}, pending: p1}
  - choose: ["Stitch - New Dog"]
  - expect: {p1: {hand: [Smash], discard: ["Stitch - New Dog"]}, pending: none}
`},
		{"Bodyguard may enter exerted", `name: Bodyguard
setup: {turn: p1, p1: {ink: 2, hand: ["Simba - Protective Cub"]}}
steps:
  - play: "Simba - Protective Cub"
  - expect: {pending: p1}
  - may: yes
  - expect: {"Simba - Protective Cub": {zone: play, exerted: true, drying: true, keywords: [Bodyguard]}}
`},
		{"granted keywords and characteristics", `name: keywords
setup:
  turn: p1
  p1:
    play: [{card: "Mickey Mouse - True Friend", id: m, keywords: ["Resist +1", "Evasive", "Challenger +2"], damage: 1, exerted: true}]
steps:
  - expect: {m: {keywords: ["Resist +1", Evasive, Challenger +2], strength: 3, willpower: 3, lore: 2, damage: 1, exerted: true, at: null}}
`},
		{"locations and at", `name: move
setup:
  turn: p1
  p1:
    ink: 1
    play:
      - {card: "Mickey Mouse - True Friend", id: m}
      - {card: "Stitch - New Dog", id: s, at: market}
      - {card: "Agrabah - Marketplace", id: market}
steps:
  - expect: {s: {at: market}, m: {at: null}}
  - move: {character: m, to: "Agrabah - Marketplace"}
  - expect: {m: {at: market}, p1: {ink_ready: 0}}
`},
		{"deck list is top first, turn cycle", `name: draw order
setup:
  turn: p1
  p1: {deck: [{card: Smash, id: top}, {card: "Stitch - New Dog", id: second}]}
  p2: {deck: 2}
steps:
  - end_turn: true
  - expect: {turn: p2, p2: {hand: 1, deck: 1}, pending: none}
  - end_turn: true
  - expect: {turn: p1, top: {zone: hand}, second: {zone: deck}, p1: {deck: 1}}
`},
		{"several scenarios and ink", `name: one
setup: {p1: {hand: [Smash]}}
steps:
  - ink: Smash
  - expect: {p1: {inkwell: 1, ink_ready: 1, hand: 0}}
---
name: two
setup: {turn: p2, inked_this_turn: true, p2: {hand: [Smash]}}
steps:
  - expect_illegal: {ink: Smash}
  - expect: {turn: p2, winner: none}
`},
		{"under and ids under", `name: stack
setup:
  turn: p1
  p1:
    play:
      - {card: "Tinker Bell - Giant Fairy", id: giant, under: [{card: "Tinker Bell - Tiny Tactician", id: tiny}]}
steps:
  - expect: {tiny: {zone: under}, "Tinker Bell - Tiny Tactician": {zone: under}, giant: {zone: play}}
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := outcome(t, defs, ix, tc.text); got != "" {
				t.Error(got)
			}
		})
	}
}
