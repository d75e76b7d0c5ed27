package scenario

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"

	. "github.com/lorcana-rl/lorcana/engine"
)

// TestTurnRulesWithoutCards checks rules of sections 3 and 4 that no
// implemented card exercises yet ("at the start/end of your turn" triggers,
// triggers on inking and moving, a negative lore value, a move cost other
// than 1), as scenarios run against cards given test abilities.
func TestTurnRulesWithoutCards(t *testing.T) {
	defs, ix, set := withTestAbilities(t)
	sword, _ := ix.Lookup("He's Got a Sword!")
	defs[sword] = cards.MustCatalog()[sword]
	set("Stitch - New Dog", AtStartOfYourTurn("Dawn", GainLore(1)))
	set("Flounder - Voice of Reason", AtStartOfYourTurn("Dusk", GainLore(2)))
	hit := Deal(0, Chosen(Chars()))
	hit.Amount = Num{Kind: NumSourceStat, Stat: StatStrength}
	set("Minnie Mouse - Always Classy", AtEndOfYourTurn("Swing", hit))
	set("Aurora - Tranquil Princess", WheneverAny("Ink", EvInked, AnyCard().Yours(), Deal(1, Chosen(Chars()))))
	set("Tiana - Diligent Waitress", Whenever("Arrive", EvMoved, Deal(1, Chosen(Chars()))))
	set("Control Your Temper!", OnPlay(Gets(StatLore, -2, Chosen(Chars()), ThisTurn)))
	set("Pride Lands - Pride Rock") // move cost 2, no abilities
	tests := []struct{ name, text string }{
		{"3.2.1.4 3.2.2.3 3.2.3.2 start-of-turn triggers wait in the Ready step and resolve in the Set step, before the Draw step", `name: x
rules: ["3.2.1.4", "3.2.2.3", "3.2.3.2"]
setup:
  turn: p1
  p2:
    deck: [{card: "Pumbaa - Friendly Warthog", id: top}, "Minnie Mouse - Beloved Princess"]
    play:
      - {card: "Stitch - New Dog", id: stitch, exerted: true, drying: true}
      - {card: "Flounder - Voice of Reason", id: flounder}
steps:
  - end_turn: true
  # both triggers are in the bag together (added in the Ready step, none
  # resolved yet); the Set step has ended drying; the Draw step is to come
  - expect: {turn: p2, bag: 2, pending: p2, stitch: {exerted: false, drying: false}, top: {zone: deck}, p2: {hand: 0, lore: 0}}
  - expect_illegal: {quest: flounder}          # not the Main Phase yet
  - resolve: flounder
  - expect: {p2: {lore: 3}, bag: 0, pending: none, top: {zone: hand}, turn: p2}   # Dusk, then Dawn by itself, then the draw
  - quest: flounder
  - expect: {p2: {lore: 4}}
---
name: x
rules: ["3.2.1.4"]
setup:
  turn: p1
  p1:
    play: [{card: "Stitch - New Dog", id: mine}]
  p2:
    play: [{card: "Mickey Mouse - True Friend", id: m}]
steps:
  - end_turn: true
  - expect: {turn: p2, p1: {lore: 0}, p2: {lore: 0}, bag: 0}   # "your turn": not the opponent's
  - end_turn: true
  - expect: {turn: p1, p1: {lore: 1}}
`},
		{"3.4.1.1 end-of-turn triggers resolve first, before this-turn effects end", `name: x
rules: ["3.4.1.1", "3.4.1.2"]
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["He's Got a Sword!"]
    play: [{card: "Minnie Mouse - Always Classy", id: minnie}]    # 1 {S}
  p2:
    play: [{card: "Pumbaa - Friendly Warthog", id: pumbaa}]       # 5 {W}
steps:
  - play: "He's Got a Sword!"
  - choose: [minnie]
  - expect: {minnie: {strength: 3}}
  - end_turn: true
  - expect: {pending: p1, turn: p1}
  - expect_illegal: {end_turn: true}
  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 3}, turn: p2, minnie: {strength: 1}}
`},
		{"4.2.2 triggers from inking resolve once the card is in the inkwell, then the turn action is complete", `name: x
rules: ["4.2.2", "4.1.2"]
setup:
  turn: p1
  p1:
    ink: 1
    hand: [{card: "Stitch - New Dog", id: inked}, {card: "Minnie Mouse - Beloved Princess", id: other}]
    play: [{card: "Aurora - Tranquil Princess", id: aurora}, {card: "Mickey Mouse - True Friend", id: m}]
  p2:
    play: [{card: "Pumbaa - Friendly Warthog", id: pumbaa}]
steps:
  - ink: inked
  - expect: {inked: {zone: inkwell}, p1: {inkwell: 2, ink_ready: 2}, pending: p1}
  - expect_illegal: {quest: m}
  - expect_illegal: {ink: other}
  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 1}, pending: none}
  - quest: m
  - expect: {p1: {lore: 2}}
`},
		{"4.5.3.1 a questing character with negative lore gains no lore", `name: x
rules: ["4.5.3.1", "1.11.2"]
setup:
  turn: p1
  p1:
    lore: 3
    ink: 1
    hand: ["Control Your Temper!"]
    play: [{card: "Stitch - New Dog", id: stitch}, {card: "Minnie Mouse - Beloved Princess", id: minnie}]
steps:
  - play: "Control Your Temper!"
  - choose: [stitch]
  - expect: {stitch: {lore: -1}, minnie: {lore: 1}}
  - quest: stitch
  - expect: {p1: {lore: 3}, stitch: {exerted: true}}
  - quest: minnie
  - expect: {p1: {lore: 4}}
`},
		{"4.7.3.2 4.7.3.3 4.7.3.4 a move is paid at the location's own move cost", `name: x
rules: ["4.7.3.2", "4.7.3.3", "4.7.3.4"]
setup:
  turn: p1
  p1:
    ink: 3
    play:
      - {card: "Pride Lands - Pride Rock", id: rock}          # move cost 2
      - {card: "Never Land - Mermaid Lagoon", id: lagoon}     # move cost 1
      - {card: "Mickey Mouse - True Friend", id: m}
      - {card: "Minnie Mouse - Beloved Princess", id: minnie}
steps:
  - move: {character: m, to: rock}
  - expect: {m: {at: rock}, p1: {ink_ready: 1}}
  - expect_illegal: {move: {character: minnie, to: rock}}
  - move: {character: minnie, to: lagoon}
  - expect: {minnie: {at: lagoon}, p1: {ink_ready: 0}}
`},
		{"4.7.5 triggers from moving resolve after the move, then the move is complete", `name: x
rules: ["4.7.5", "4.1.2"]
setup:
  turn: p1
  p1:
    ink: 2
    play:
      - {card: "Never Land - Mermaid Lagoon", id: lagoon}
      - {card: "Tiana - Diligent Waitress", id: tiana}
      - {card: "Mickey Mouse - True Friend", id: m}
  p2:
    play: [{card: "Pumbaa - Friendly Warthog", id: pumbaa}]
steps:
  - move: {character: tiana, to: lagoon}
  - expect: {tiana: {at: lagoon}, p1: {ink_ready: 1}, pending: p1}
  - expect_illegal: {move: {character: m, to: lagoon}}
  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 1}, pending: none}
  - move: {character: m, to: lagoon}
  - expect: {m: {at: lagoon}, bag: 0, pending: none}
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
