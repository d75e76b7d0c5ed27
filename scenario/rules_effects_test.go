package scenario

import (
	"slices"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// The rules below are implemented by the engine, but no implemented card
// puts or moves damage, replaces damage, triggers on damage or drawing, or
// puts a character on the bottom of a deck yet, so these tests give a few
// cards test abilities (on a copy of the catalogue) and run scenarios
// against them.

// moveUpTo is "move up to n damage from the first chosen character to
// chosen character" (1.9.2.4).
func moveUpTo(n int) Step {
	s := Step{Op: OpMoveDamage, Target: TgtChosen, Filter: Chars(), Count: 1, Slot: 0xFF}
	s.Amount = Num{N: int8(n)}
	s.AmountUpTo = true
	return s
}

func rulesEffectsDefs(t *testing.T) ([]CardDef, func(string) string) {
	t.Helper()
	shared, _ := catalog(t)
	defs, ix, set := withTestAbilitiesOn(t, slices.Clone(shared)) // the catalogue is shared: change a copy
	// put 2 damage counters on chosen character
	set("Smash", OnPlay(PutDamage(2, Chosen(Chars()))))
	// move up to 2 damage from chosen character to chosen character
	set("Healing Glow", OnPlay(Choose(Chosen(Chars())), moveUpTo(2)))
	// deal 3 damage to chosen character, then remove up to 3 damage from it
	set("Stampede", OnPlay(Deal(3, Chosen(Chars())), RemoveUpTo(3, Them(0))))
	// whenever this character takes damage, gain 1 lore
	set("Pumbaa - Friendly Warthog", Whenever("Ouch", EvDamaged, GainLore(1)))
	// this character takes no damage (a replacement effect)
	set("Mr. Smee - Loyal First Mate", StaticOf("Iron Hide", TakesNoDamage()))
	// if another character of yours would be dealt damage, put that many
	// damage counters on this character instead
	set("Goofy - Daredevil", StaticOf("Shield Wall", TakesDamageFor(Chars().Yours().Others())))
	// put chosen character on the bottom of its player's deck
	set("Befuddle", OnPlay(ToBottom(Chosen(Chars()))))
	// whenever you draw a card, gain 1 lore
	set("Minnie Mouse - Beloved Princess", WheneverAny("Bookworm", EvDrawn, AnyCard().Yours(), GainLore(1)))
	return defs, func(text string) string { return outcome(t, defs, ix, text) }
}

func TestRulesEffects(t *testing.T) {
	_, run := rulesEffectsDefs(t)
	tests := []struct {
		name string
		text string
	}{
		// 1.9.2.2: put damage is placed, not dealt, so Resist doesn't reduce
		// it; 1.9.2.1: dealt damage is reduced.
		{"1.9.2.2 put damage ignores Resist", `name: put
setup:
  turn: p1
  p1:
    ink: 4
    hand: ["Smash", "Fire the Cannons!"]
  p2:
    play:
      - {card: "Elsa - Queen Regent", id: a, keywords: ["Resist +1"]}
      - {card: "Kristoff - Official Ice Master", id: b, keywords: ["Resist +1"]}
steps:
  - play: "Smash"
  - choose: [a]
  - play: "Fire the Cannons!"
  - choose: [b]
  - expect: {a: {damage: 2}, b: {damage: 1}}
`},
		// 1.9.2.4: moving removes damage from one card and puts it on
		// another: put, not dealt, so Resist doesn't reduce it.
		{"1.9.2.4 move damage", `name: move
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Healing Glow"]
    play:
      - {card: "Elsa - Queen Regent", id: from, damage: 3}
  p2:
    play:
      - {card: "Kristoff - Official Ice Master", id: to, keywords: ["Resist +2"]}
steps:
  - play: "Healing Glow"
  - choose: [from]
  - choose: [to]
  - expect_illegal: {amount: 3}
  - amount: 2
  - expect: {from: {damage: 1}, to: {damage: 2}}
`},
		// 1.9.3: a character takes damage whenever damage is placed on it:
		// dealt, put or moved.
		{"1.9.3 takes damage by any means", `name: takes
setup:
  turn: p1
  p1:
    ink: 6
    hand: ["Smash", "Healing Glow", "Fire the Cannons!"]
    play:
      - {card: "Pumbaa - Friendly Warthog", id: pumbaa}
      - {card: "Elsa - Queen Regent", id: elsa, damage: 2}
steps:
  - play: "Smash"
  - choose: [pumbaa]
  - expect: {pumbaa: {damage: 2}, p1: {lore: 1}}
  - play: "Healing Glow"
  - choose: [elsa]
  - choose: [pumbaa]
  - amount: 1
  - expect: {pumbaa: {damage: 3}, elsa: {damage: 1}, p1: {lore: 2}}
  - play: "Fire the Cannons!"
  - choose: [elsa]
  - expect: {elsa: {damage: 3}, p1: {lore: 2}}
`},
		// 1.8.5: damage that reached the Willpower during the effect but was
		// removed before the game state check banishes nothing; damage still
		// there at the check does.
		{"1.8.5 condition only at the check", `name: check
setup:
  turn: p1
  p1:
    ink: 2
    hand: ["Stampede", "Stampede"]
  p2:
    play:
      - {card: "Stitch - New Dog", id: a, damage: 1}
      - {card: "Simba - Protective Cub", id: b, damage: 1}
steps:
  - play: "Stampede"
  - choose: [a]
  - amount: 3
  - expect: {a: {zone: play, damage: 1}}
  - play: "Stampede"
  - choose: [b]
  - amount: 1
  - expect: {b: {zone: discard}}
`},
		// 1.6.1.4: replacement effects replace one effect with another:
		// "takes no damage", and dealt damage put on another card instead.
		{"1.6.1.4 replacement effects", `name: replace
setup:
  turn: p1
  p1:
    ink: 2
    hand: ["Fire the Cannons!", "Fire the Cannons!"]
  p2:
    play:
      - {card: "Mr. Smee - Loyal First Mate", id: smee}
      - {card: "Goofy - Daredevil", id: goofy}
      - {card: "Elsa - Queen Regent", id: elsa}
steps:
  - play: "Fire the Cannons!"
  - choose: [smee]
  - expect: {pending: p2}             # both replace it: p2 chooses the order (6.5.7.2)
  - choose: {option: 1}               # "takes no damage" first
  - expect: {smee: {damage: 0}, goofy: {damage: 0}}
  - play: "Fire the Cannons!"
  - choose: [elsa]
  - expect: {elsa: {damage: 0}, goofy: {damage: 2}}
`},
		// 8.10.6, 7.2.3.1: a stack put on the bottom of a deck goes there
		// whole; the top of the deck stays the top.
		{"7.2.3.1 a stack goes to the bottom of the deck", `name: stack
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Befuddle"]
  p2:
    deck:
      - {card: "Stitch - New Dog", id: top}
      - {card: "Lilo - Making a Wish", id: second}
    play:
      - {card: "Hades - King of Olympus", id: hades, under: ["Hades - Lord of the Underworld"]}
steps:
  - play: "Befuddle"
  - choose: [hades]
  - expect: {hades: {zone: deck}, p2: {deck: 4, play: 0}, top: {zone: deck}}
  - end_turn: true
  - expect: {turn: p2, top: {zone: hand}, p2: {hand: ["Stitch - New Dog"], deck: 3}}
  - end_turn: true
  - end_turn: true
  - expect: {second: {zone: hand}, p2: {hand: ["Stitch - New Dog", "Lilo - Making a Wish"]}}
`},
		// 1.12.3: putting a card into the hand is not drawing it.
		{"1.12.3 put into hand is not a draw", `name: draw
setup:
  turn: p1
  p1:
    ink: 6
    hand: ["Ariel - Spectacular Singer", "Friends on the Other Side"]
    deck: ["Reflection", "Stitch - New Dog", "Lilo - Making a Wish", "Simba - Protective Cub", "Goons - Maleficent's Underlings", "Pumbaa - Friendly Warthog"]
    play:
      - {card: "Minnie Mouse - Beloved Princess"}
steps:
  - play: "Ariel - Spectacular Singer"
  - may: yes
  - choose: ["Reflection"]
  - order: ["Stitch - New Dog", "Lilo - Making a Wish", "Simba - Protective Cub"]
  - expect: {"Reflection": {zone: hand}, p1: {lore: 0, deck: 5}}
  - play: "Friends on the Other Side"
  - resolve: "Minnie Mouse - Beloved Princess"
  - expect: {p1: {lore: 2, deck: 3}}
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
