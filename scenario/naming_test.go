package scenario

import (
	"strings"
	"testing"

	. "github.com/lorcana-rl/lorcana/engine"
)

// Decision rule 10 of scenarios.md: an ability a card has only because
// another card grants it is named, in activate and resolve, by the granting
// ability's story name; a delayed or floating trigger by the card whose
// effect created it, wherever that card is now.
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
	const board = `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Befuddle"]
    play:
      - {card: "Mr. Smee - Loyal First Mate", id: smee}
      - {card: "Stitch - New Dog", id: stitch}
      - {card: "Olaf - Friendly Snowman", id: olaf}
steps:
`
	tests := []struct{ name, steps, fails string }{
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
