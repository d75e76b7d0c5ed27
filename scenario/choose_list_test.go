package scenario

import (
	"strings"
	"testing"
)

// A `choose` list of several cards answers one choice of a set (spec
// decision rule 7, CR 6.7.3), in any order. The runner follows the choice
// by the pending choice itself, not by state a pick may change on the way:
// a Vanish trigger (8.14.1) or another "when chosen" trigger waits in the
// bag until the effect has resolved (8.14.2, 7.7.3.1), so it neither ends
// the choice nor makes it a new one. A pick that completes the choice does
// end it: a card listed after it is one too many.
func TestChooseListIsOneChoice(t *testing.T) {
	defs, ix := catalog(t)
	// The Mob Song: 3 damage to each of up to 3 chosen characters or
	// locations. Abu (7 willpower) and Palace Guard (4) have Vanish;
	// Archimedes - Exceptional Owl draws on being chosen by an opponent.
	const setup = `setup:
  turn: p1
  p1:
    ink: 10
    hand: ["The Mob Song"]
  p2:
    play:
`
	cases := []struct {
		name    string
		p2      []string // p2's characters, by id: name
		choose  string
		expect  string
		wantErr string // "" when the scenario passes
	}{
		{name: "a Vanish card first is followed by the rest of the list",
			p2:     []string{"abu: Abu - Illusory Pachyderm", "guard: Palace Guard - Spectral Sentry", "pumbaa: Pumbaa - Friendly Warthog"},
			choose: "[abu, guard, pumbaa]",
			// both Vanish triggers wait for p2 to pick one (decision rule 4)
			expect: "{bag: 2, pending: p2, pumbaa: {damage: 3, zone: play}, abu: {zone: play}}\n  - resolve: guard\n" +
				"  - expect: {abu: {zone: discard}, guard: {zone: discard}, pumbaa: {damage: 3, zone: play}, bag: 0, pending: none}"},
		{name: "a Vanish card last with candidates left closes the choice",
			p2:     []string{"abu: Abu - Illusory Pachyderm", "guard: Palace Guard - Spectral Sentry", "pumbaa: Pumbaa - Friendly Warthog"},
			choose: "[pumbaa, guard]",
			expect: "{pending: none, bag: 0, pumbaa: {damage: 3}, guard: {zone: discard}, abu: {damage: 0, zone: play}}"},
		{name: "a pick adding a trigger other than Vanish keeps the choice open",
			p2:     []string{"owl: Archimedes - Exceptional Owl", "pumbaa: Pumbaa - Friendly Warthog", "abu: Abu - Illusory Pachyderm"},
			choose: "[owl, pumbaa]",
			// the owl's trigger, alone in the bag, resolves at once and asks its may
			expect: "{bag: 0, pending: p2, owl: {zone: discard}, pumbaa: {damage: 3}, abu: {damage: 0}}\n  - may: no\n" +
				"  - expect: {pending: none}"},
		{name: "the last candidate ends the choice without a closing Done",
			p2:     []string{"pumbaa: Pumbaa - Friendly Warthog", "mickey: Mickey Mouse - True Friend"},
			choose: "[mickey, pumbaa]",
			expect: "{pending: none, bag: 0, pumbaa: {damage: 3}, mickey: {zone: discard}}"},
		{name: "the last candidate, a Vanish card, ends the choice without a closing Done",
			p2:     []string{"pumbaa: Pumbaa - Friendly Warthog", "guard: Palace Guard - Spectral Sentry"},
			choose: "[guard, pumbaa]",
			expect: "{pending: none, bag: 0, pumbaa: {damage: 3}, guard: {zone: discard}}"},
		{name: "a card after the choice is complete is one too many",
			p2:      []string{"abu: Abu - Illusory Pachyderm", "mickey: Mickey Mouse - True Friend", "pumbaa: Pumbaa - Friendly Warthog", "owl: Archimedes - Exceptional Owl"},
			choose:  "[mickey, pumbaa, abu, owl]",
			expect:  "{pending: none}",
			wantErr: `the choice took 3 card(s); "owl" is one too many`},
		{name: "a card after a choice completed with triggers on the way is one too many",
			p2:      []string{"abu: Abu - Illusory Pachyderm", "guard: Palace Guard - Spectral Sentry", "pumbaa: Pumbaa - Friendly Warthog", "owl: Archimedes - Exceptional Owl"},
			choose:  "[guard, owl, pumbaa, abu]",
			expect:  "{pending: none}",
			wantErr: `the choice took 3 card(s); "abu" is one too many`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("name: " + c.name + "\n" + setup)
			for _, p := range c.p2 {
				id, card, _ := strings.Cut(p, ": ")
				b.WriteString("      - {card: \"" + card + "\", id: " + id + "}\n")
			}
			b.WriteString("steps:\n  - play: \"The Mob Song\"\n  - choose: " + c.choose + "\n  - expect: " + c.expect + "\n")
			got := outcome(t, defs, ix, b.String())
			if c.wantErr == "" && got != "" {
				t.Errorf("failed: %s", got)
			}
			if c.wantErr != "" && !strings.Contains(got, c.wantErr) {
				t.Errorf("got %q, want it to contain %q", got, c.wantErr)
			}
		})
	}
}

// A `choose` list ends with its choice, whatever frame asks it: the next of
// several identical triggers, picked at once (decision rule 4), asks a new
// choice of the same step; a cost's choice of several cards ("banish 2 of
// your items", 4.4.3.4) is one choice whose picks add triggers to the bag
// (7.4.3: they wait there until the ability has resolved); a list too short
// for the choice is refused, not closed.
func TestChooseListEndsWithItsChoice(t *testing.T) {
	defs, ix := catalog(t)
	// Friend Like Me puts 3 cards into each inkwell: Emerald Coil triggers
	// three times, each giving one chosen character Evasive.
	const coil = `name: coil
setup:
  turn: p1
  p1:
    hand: ["Friend Like Me"]
    play:
      - {card: "Emerald Coil", id: coil}
      - {card: "Goofy - Musketeer", id: goofy}
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Stitch - New Dog", id: stitch}
steps:
  - play: {card: "Friend Like Me", sing: [goofy]}
  - resolve: coil
  - choose: [mickey]
  - resolve: coil
`
	// Beast's ability costs 2 ink and 2 of his player's items banished; the
	// Tool and the Machine each trigger on being banished.
	const beast = `name: beast
setup:
  turn: p1
  p1:
    ink: 2
    play:
      - {card: "Beast - Frustrated Designer", id: beast}
      - {card: "Unconventional Tool", id: tool}
      - {card: "Maurice's Machine", id: machine}
  p2:
    play:
      - {card: "Pumbaa - Friendly Warthog", id: pumbaa}
steps:
  - activate: {card: beast}
`
	cases := []struct {
		name, text, wantErr string
	}{
		{"the next identical trigger's choice is a new one", coil + "  - choose: [stitch, goofy]\n",
			`the choice took 1 card(s); "goofy" is one too many`},
		{"the next identical trigger's choice answered apart", coil + "  - choose: [stitch]\n  - choose: [goofy]\n" +
			"  - expect: {bag: 0, pending: none, goofy: {keywords: [\"Evasive\"]}, stitch: {keywords: [\"Evasive\"]}}\n", ""},
		{"a cost's two picks adding triggers are one choice", beast + "  - choose: [tool, machine]\n  - choose: [pumbaa]\n" +
			"  - expect: {pumbaa: {zone: discard}, tool: {zone: discard}, machine: {zone: discard}, bag: 2}\n", ""},
		{"a list too short for the choice is refused", beast + "  - choose: [tool]\n",
			"the choice needs 1 more card(s) than the 1 listed"},
		{"a list too short is illegal and leaves the choice to answer", beast + "  - expect_illegal: {choose: [tool]}\n" +
			"  - choose: [machine, tool]\n  - choose: [pumbaa]\n  - expect: {pumbaa: {zone: discard}, bag: 2}\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := outcome(t, defs, ix, c.text)
			if c.wantErr == "" && got != "" {
				t.Errorf("failed: %s", got)
			}
			if c.wantErr != "" && !strings.Contains(got, c.wantErr) {
				t.Errorf("got %q, want it to contain %q", got, c.wantErr)
			}
		})
	}
}
