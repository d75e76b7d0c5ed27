package scenario

import (
	"strings"
	"testing"
)

// pendingSetup has p1 in the middle of playing Fire the Cannons! (its
// choice of a character pending), with every other turn action available
// were nothing pending: a card to ink and play, a character to quest,
// challenge and move, an activated ability.
const pendingSetup = `name: pending
setup:
  turn: p1
  p1:
    ink: 5
    hand: ["Fire the Cannons!", "Stitch - New Dog", {card: "Mickey Mouse - True Friend", id: inkme}]
    play:
      - {card: "Mickey Mouse - True Friend", id: mickey}
      - {card: "Tinker Bell - Tiny Tactician", id: tink}
      - {card: "Agrabah - Marketplace", id: market}
  p2:
    play:
      - {card: "Pumbaa - Friendly Warthog", id: pumbaa, exerted: true}
steps:
  - play: "Fire the Cannons!"
  - expect: {pending: p1, p1: {ink_ready: 4}}
`

// 4.1.2, 3.3.2.1, 6.3.2: while a turn action is under way (a decision of it
// pending), the active player can take no other turn action, declare the
// end of the turn, or use an activated ability. Inside expect_illegal the
// runner attempts it and the engine must refuse it without changing the
// state; as a plain step it fails the scenario.
func TestTurnActionWhilePending(t *testing.T) {
	defs, ix := catalog(t)
	after := `  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 2}, pending: none, turn: p1, mickey: {exerted: false, at: null}, tink: {exerted: false},
             p1: {inkwell: 5, ink_ready: 4, hand: 2, play: 3, lore: 0}}
`
	steps := map[string]string{
		"ink":       `{ink: inkme}`,
		"play":      `{play: "Stitch - New Dog"}`,
		"quest":     `{quest: mickey}`,
		"challenge": `{challenge: {attacker: mickey, defender: pumbaa}}`,
		"move":      `{move: {character: mickey, to: market}}`,
		"activate":  `{activate: {card: tink}}`,
		"end_turn":  `{end_turn: true}`,
	}
	for _, name := range []string{"ink", "play", "quest", "challenge", "move", "activate", "end_turn"} {
		st := steps[name]
		t.Run(name+" in expect_illegal is refused", func(t *testing.T) {
			if got := outcome(t, defs, ix, pendingSetup+"  - expect_illegal: "+st+"\n"+after); got != "" {
				t.Error(got)
			}
		})
		t.Run(name+" as a plain step fails the scenario", func(t *testing.T) {
			got := outcome(t, defs, ix, pendingSetup+"  - "+st+"\n"+after)
			if want := name + " is a turn action, but a choice of cards (choose) of p1 is pending"; !strings.Contains(got, want) {
				t.Errorf("got %q, want it to contain %q", got, want)
			}
		})
	}
}

// 1.4.3 with 4.1.2: a decision of the other player (each opponent chooses
// and discards) is pending; the active player's turn action is refused too.
func TestTurnActionWhileOpponentDecides(t *testing.T) {
	defs, ix := catalog(t)
	text := `name: opponent decides
setup:
  turn: p1
  p1:
    ink: 4
    hand: ["You Have Forgotten Me"]
    play: [{card: "Mickey Mouse - True Friend", id: mickey}]
  p2:
    hand: ["Stitch - New Dog", "Pumbaa - Friendly Warthog", "Smash"]
steps:
  - play: "You Have Forgotten Me"
  - expect: {pending: p2}
  - expect_illegal: {quest: mickey}
  - expect_illegal: {end_turn: true}
  - expect: {pending: p2, mickey: {exerted: false}, p1: {lore: 0}}
  - choose: ["Stitch - New Dog", "Smash"]
  - expect: {pending: none, p2: {hand: ["Pumbaa - Friendly Warthog"]}}
  - quest: mickey
  - expect: {p1: {lore: 2}}
`
	if got := outcome(t, defs, ix, text); got != "" {
		t.Error(got)
	}
}
