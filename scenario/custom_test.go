package scenario

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	. "github.com/lorcana-rl/lorcana/engine"
)

// testDefs is the catalogue's facts with test abilities on a few cards, to
// exercise decisions that the implemented cards may not ask yet.
func testDefs(t *testing.T) ([]CardDef, *cards.Index) {
	t.Helper()
	defs, ix, set := withTestAbilities(t)
	// two triggers on the same quest: a resolve step
	set("Stitch - New Dog", WheneverAny("Alpha", EvQuested, Chars().Yours(), GainLore(1)))
	set("Flounder - Voice of Reason", WheneverAny("Beta", EvQuested, Chars().Yours(), Draw(1)))
	// remove up to 3 damage from chosen character: choose then amount
	set("Smash", OnPlay(RemoveUpTo(3, Chosen(Chars()))))
	// deal 1 damage to up to 2 chosen characters: choose [one] then Done
	set("Dragon Fire", OnPlay(Deal(1, UpToChosen(2, Chars()))))
	// look at 3, take 1, the rest on the bottom in any order
	set("Be Prepared", OnPlay(LookTop(3), PutIntoHandFromLook(1, AnyCard()), RestOnBottom()))
	// look at the top 2 and put them back on top in any order
	set("Friends on the Other Side", OnPlay(LookTop(2), RestOnTop()))
	// gain 1 lore or draw 2 cards
	set("Fire the Cannons!", OnPlay(Step{Op: OpChooseOption, Options: []int8{1, 3}}, GainLore(1),
		Step{Op: OpJump, Jump: 4}, Draw(2)))
	// a Sing Together song
	set("A Pirate's Life", OnPlay(GainLore(1)))
	// a "may" when played
	set("Pumbaa - Friendly Warthog", WhenPlayed("Gamma", Draw(1).Optional()))
	return defs, ix
}

// engineBugs lists cases that fail because of the engine, with the symptom.
// engineBugs lists cases that fail because of the engine, with the symptom
// (none now: RestOnTop's last card was fixed in the engine).
var engineBugs = map[string]string{}

func TestDecisions(t *testing.T) {
	defs, ix := testDefs(t)
	tests := []struct {
		name string
		text string
		want string // "" to pass, else a part of the failure
	}{
		{"resolve picks among triggers", `name: resolve
setup:
  turn: p1
  p1:
    play:
      - {card: "Mickey Mouse - True Friend", id: m}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Flounder - Voice of Reason", id: flounder}
steps:
  - quest: m
  - expect: {bag: 2, pending: p1, p1: {lore: 2}}
  - expect_illegal: {resolve: m}
  - expect_illegal: {resolve: {card: flounder, ability: Alpha}}
  - resolve: {card: "Flounder - Voice of Reason", ability: beta}
  - expect: {bag: 0, pending: none, p1: {lore: 3, hand: 1}}
`, ""},
		{"resolve by id", `name: resolve
setup:
  turn: p1
  p1:
    play:
      - {card: "Mickey Mouse - True Friend", id: m}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Flounder - Voice of Reason", id: flounder}
steps:
  - quest: m
  - resolve: stitch
  - expect: {bag: 0, p1: {lore: 3, hand: 1}}
`, ""},
		{"choose then amount", `name: amount
setup:
  turn: p1
  p1: {ink: 3, hand: [Smash], play: [{card: "Mickey Mouse - True Friend", id: m, damage: 2}]}
steps:
  - play: Smash
  - choose: [m]
  - expect: {pending: p1}
  - expect_illegal: {amount: 3}
  - amount: 1
  - expect: {m: {damage: 1}, pending: none}
`, ""},
		{"up to: fewer cards, then none", `name: up to
setup:
  turn: p1
  p1: {ink: 10, hand: [Dragon Fire, Dragon Fire]}
  p2: {play: [{card: "Mickey Mouse - True Friend", id: a}, {card: "Pumbaa - Friendly Warthog", id: b}]}
steps:
  - play: Dragon Fire
  - choose: [a]
  - expect: {a: {damage: 1}, b: {damage: 0}, pending: none}
  - play: Dragon Fire
  - choose: []
  - expect: {a: {damage: 1}, b: {damage: 0}, pending: none, p1: {discard: [Dragon Fire, Dragon Fire]}}
`, ""},
		{"split and order", `name: order
setup:
  turn: p1
  p1:
    ink: 7
    hand: [Be Prepared]
    deck: [{card: Smash, id: one}, {card: "Stitch - New Dog", id: two}, {card: "Pumbaa - Friendly Warthog", id: three}]
  p2: {deck: 2}
steps:
  - play: Be Prepared
  - choose: [two]
  - expect: {two: {zone: hand}, pending: p1}
  - expect_illegal: {order: [two]}
  - order: [three, one]
  - expect: {p1: {deck: 2}, pending: none}
  - end_turn: true
  - end_turn: true
  - expect: {three: {zone: hand}, one: {zone: deck}}
`, ""},
		{"order on top", `name: order on top
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Friends on the Other Side"]
    deck: [{card: Smash, id: one}, {card: "Stitch - New Dog", id: two}, Smash]
  p2: {deck: 2}
steps:
  - play: "Friends on the Other Side"
  - order: [two, one]
  - end_turn: true
  - end_turn: true
  - expect: {two: {zone: hand}, one: {zone: deck}}
`, ""},
		{"options from 1", `name: option
setup: {turn: p1, p1: {ink: 1, hand: ["Fire the Cannons!", "Fire the Cannons!"]}}
steps:
  - play: "Fire the Cannons!"
  - expect_illegal: {choose: {option: 3}}
  - choose: {option: 1}
  - expect: {p1: {lore: 1, hand: 1}}
`, ""},
		{"option 2", `name: option
setup: {turn: p1, p1: {ink: 1, hand: ["Fire the Cannons!"]}}
steps:
  - play: "Fire the Cannons!"
  - choose: {option: 2}
  - expect: {p1: {lore: 0, hand: 2, deck: 18}}
`, ""},
		{"may no", `name: may
setup: {turn: p1, p1: {ink: 4, hand: ["Pumbaa - Friendly Warthog"]}}
steps:
  - play: "Pumbaa - Friendly Warthog"
  - expect: {pending: p1}
  - may: no
  - expect: {p1: {hand: 0, deck: 20}, pending: none}
`, ""},
		{"sing together", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Mickey Mouse - True Friend", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
      - {card: "Flounder - Voice of Reason", id: c}
steps:
  - play: {card: "A Pirate's Life", sing: [a, b]}
  - expect: {a: {exerted: true}, b: {exerted: true}, c: {exerted: false}, p1: {lore: 1, discard: ["A Pirate's Life"]}}
`, ""},
		{"sing together: a singer added past N", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Mickey Mouse - True Friend", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
      - {card: "Flounder - Voice of Reason", id: c}
      - {card: "Stitch - New Dog", id: d}
steps:
  - play: {card: "A Pirate's Life", sing: [a, b, c]}
  - expect: {a: {exerted: true}, b: {exerted: true}, c: {exerted: true}, d: {exerted: false}, p1: {lore: 1}, pending: none}
`, ""},
		{"sing together: one singer enough alone, the others stay", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Sven - Official Ice Deliverer", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
steps:
  - play: {card: "A Pirate's Life", sing: [a]}
  - expect: {a: {exerted: true}, b: {exerted: false}, p1: {lore: 1, discard: ["A Pirate's Life"]}, pending: none}
`, ""},
		{"sing together: below N refused", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Mickey Mouse - True Friend", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
steps:
  - expect_illegal: {play: {card: "A Pirate's Life", sing: [a]}}
  - expect: {a: {exerted: false}, b: {exerted: false}, p1: {hand: ["A Pirate's Life"], lore: 0}, pending: none}
`, ""},
		{"sing together: below N as a plain step", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Mickey Mouse - True Friend", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
steps:
  - play: {card: "A Pirate's Life", sing: [a]}
`, "below the Sing Together cost (8.12.2)"},
		{"sing together: a singer twice", `name: sing together
setup:
  turn: p1
  p1:
    hand: ["A Pirate's Life"]
    play:
      - {card: "Mickey Mouse - True Friend", id: a}
      - {card: "Mickey Mouse - True Friend", id: b}
steps:
  - expect_illegal: {play: {card: "A Pirate's Life", sing: [a, a, b]}}
  - expect: {a: {exerted: false}, p1: {lore: 0}}
`, ""},
		{"game over", `name: deck out
setup: {turn: p1, p1: {play: [{card: "Mickey Mouse - True Friend", id: m}]}, p2: {deck: 1}}
steps:
  - end_turn: true
  - end_turn: true
  - expect: {winner: p1, pending: none}
  - expect_illegal: {quest: m}
`, ""},
		{"resolve with nothing to resolve", `name: x
setup: {turn: p1, p1: {play: [{card: "Mickey Mouse - True Friend", id: m}]}}
steps:
  - resolve: m
`, "resolve answers which triggered ability resolves next (resolve), but no decision is pending"},
		{"name with nothing to name", `name: x
setup: {turn: p1}
steps:
  - name: Lucky
`, "no decision is pending"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if why, ok := engineBugs[tc.name]; ok {
				t.Skip("engine bug: " + why)
			}
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

func TestPanicIsAFailure(t *testing.T) {
	defs, ix := catalog(t)
	e, err := newEnv(defs, ix)
	if err != nil {
		t.Fatal(err)
	}
	e.games = nil // writing to a nil map panics inside the run
	scs, err := Parse(strings.NewReader("name: boom\nsetup: {}\nsteps: []\n"), "boom.yaml")
	if err != nil {
		t.Fatal(err)
	}
	err = e.run(&scs[0])
	if err == nil {
		t.Fatal("no failure")
	}
	for _, want := range []string{`boom.yaml:2: "boom": setup: panic: assignment to entry in nil map`, "scenario.(*env).game scenario/setup.go:"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q lacks %q", err, want)
		}
	}
}

func TestStateDiff(t *testing.T) {
	defs, _ := catalog(t)
	g, err := NewGame(defs, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	a := g.EmptyState(1)
	a.SetLore(0, 3)
	b := a.Clone()
	if d := diffState(a, b); d != "" {
		t.Errorf("a clone differs: %s", d)
	}
	b.SetLore(1, 2)
	if d := diffState(a, b); d != "state.Players[1].Lore: 0 before, 2 after" {
		t.Errorf("diff %q", d)
	}
}
