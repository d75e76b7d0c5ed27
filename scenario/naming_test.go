package scenario

import (
	"strings"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// Decision rule 10 of scenarios.md: an ability a card has only because
// another card grants it is named, in activate and resolve, by the granting
// ability's story name; an ability granted by an action (no story name) by
// the action's name; a delayed or floating trigger by the card whose effect
// created it, wherever that card is now.
func TestAbilityNames(t *testing.T) {
	defs, ix, set := withTestAbilities(t)
	// Stitch gains "{E} - this turn, whenever one of your characters
	// quests, gain 1 lore" from Smee's Teach Me; Olaf may gain 2 lore when
	// he quests: both trigger on Olaf's quest, and Olaf's "may" shows which
	// one resolved first.
	floating := FloatingTrigger(ThisTurn, WheneverAny("", EvQuested, Chars().Yours(), GainLore(1)))
	set("Mr. Smee - Loyal First Mate", StaticOf("Teach Me",
		CardsGainAbility(Chars().Yours().Others(), Activate("", Cost{Exert: true}, floating))))
	set("Olaf - Friendly Snowman", Whenever("Delta", EvQuested, GainLore(2).Optional()))
	set("Befuddle", OnPlay(FloatingTrigger(ThisTurn, WheneverAny("", EvQuested, Chars().Yours(), GainLore(1)))))
	// actions granting, for this turn, an activated ability to each of your
	// characters and a triggered one to a chosen character
	set("Food Fight!", OnPlay(GainsAbility(Each(Chars().Yours()), Activate("", Cost{Exert: true}, Deal(1, Chosen(Chars()))), ThisTurn)))
	set("Smash", OnPlay(GainsAbility(Chosen(Chars()), Whenever("", EvQuested, GainLore(1)), ThisTurn)))
	const board = `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: [{card: "Befuddle", id: bef}, "Food Fight!", "Smash"]
    play:
      - {card: "Mr. Smee - Loyal First Mate", id: smee}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Olaf - Friendly Snowman", id: olaf}
steps:
`
	tests := []struct{ name, steps, fails string }{
		{"an action's granted activated ability by the action's name", `  - play: "Food Fight!"
  - activate: {card: stitch, ability: "Food Fight!"}
  - choose: [olaf]
  - expect: {olaf: {damage: 1}, stitch: {exerted: true}}
`, ""},
		{"two granted activated abilities: ability must name one", `  - play: "Food Fight!"
  - activate: {card: stitch}
`, `Stitch - New Dog has 2 activated abilities ("Teach Me" (granted), "Food Fight!" (granted)); name one with ability:`},
		{"not by another name", `  - play: "Food Fight!"
  - activate: {card: stitch, ability: "Food Fght!"}
`, `has no ability named "Food Fght!"`},
		{"before the action is played, the ability isn't there", `  - expect_illegal: {activate: {card: stitch, ability: "Food Fight!"}}
  - activate: {card: stitch, ability: "Food Fight!"}
`, "refused"},
		{"an action's granted triggered ability by the action's name", `  - play: "Smash"
  - choose: [olaf]
  - quest: olaf
  - expect: {bag: 2, pending: p1}
  - resolve: {card: olaf, ability: "Smash"}
  - expect: {p1: {lore: 2}, pending: p1, bag: 0}
  - may: yes
  - expect: {p1: {lore: 4}}
`, ""},
		{"the card's own ability beside it by its story name", `  - play: "Smash"
  - choose: [olaf]
  - quest: olaf
  - resolve: {card: olaf, ability: Delta}
  - expect: {p1: {lore: 1}, bag: 1, pending: p1}
  - may: yes
  - expect: {p1: {lore: 4}, bag: 0}    # 1 for the quest, 2, then the granted 1 at once
`, ""},
		{"a misspelt ability name is an error naming what is in the bag", `  - play: "Smash"
  - choose: [olaf]
  - quest: olaf
  - resolve: {card: olaf, ability: "Smsh"}
`, `resolve: no ability is named "Smsh" (olaf has `},
		{"a real name not in the bag is an illegal answer", `  - play: "Smash"
  - choose: [olaf]
  - quest: olaf
  - expect_illegal: {resolve: {card: olaf, ability: "Teach Me"}}
  - resolve: {card: olaf, ability: "Teach Me"}
`, "refused"},
		{"an action's floating trigger by the action's id, now in the discard", `  - play: bef
  - quest: olaf
  - expect: {bef: {zone: discard}, bag: 2}
  - resolve: bef
  - expect: {p1: {lore: 2}, pending: p1}
`, ""},
		{"a granted ability's trigger by the granting ability's name", `  - activate: {card: stitch, ability: Teach Me}
  - quest: olaf
  - expect: {bag: 2, pending: p1}
  - resolve: {card: stitch, ability: Teach Me}
  - expect: {p1: {lore: 2}, bag: 0, pending: p1}
  - may: yes
  - expect: {p1: {lore: 4}}
`, ""},
		{"a floating trigger by the card that created it", `  - activate: {card: stitch, ability: Teach Me}
  - quest: olaf
  - resolve: stitch
  - expect: {p1: {lore: 2}, pending: p1}
`, ""},
		{"not by the granted ability's own (empty) name", `  - activate: {card: stitch, ability: Teach Me}
  - quest: olaf
  - resolve: {card: stitch, ability: Delta}
`, "refused"},
		{"an action's floating trigger by the action, now in the discard", `  - play: "Befuddle"
  - quest: olaf
  - expect: {"Befuddle": {zone: discard}, bag: 2}
  - resolve: "Befuddle"
  - expect: {p1: {lore: 2}, pending: p1}
`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := outcome(t, defs, ix, board+tc.steps)
			switch {
			case tc.fails == "" && got != "":
				t.Fatal(got)
			case tc.fails != "" && !strings.Contains(got, tc.fails):
				t.Fatalf("got %q, want a failure containing %q", got, tc.fails)
			}
		})
	}
}
