package cards

import (
	"strings"
	"testing"
)

// TestRulesDeckBuilding checks the construction requirements of each format
// (1.10.1) and that a deck holds only catalogue cards (1.4.1), each case
// naming its rule.
func TestRulesDeckBuilding(t *testing.T) {
	defs, ix := catalogIndex(t)
	// 60 cards of two inks (amber, amethyst), four copies of each full name
	core := "4 Stitch - New Dog\n4 Minnie Mouse - Beloved Princess\n4 Pumbaa - Friendly Warthog\n" +
		"4 Mickey Mouse - True Friend\n4 Friends on the Other Side\n4 Archimedes - Highly Educated Owl\n" +
		"4 Magic Broom - Bucket Brigade\n4 Rafiki - Mysterious Sage\n4 Elsa - Queen Regent\n" +
		"4 Maximus - Palace Horse\n4 The Wardrobe - Belle's Confidant\n4 Simba - Protective Cub\n" +
		"4 Lilo - Making a Wish\n4 Maleficent - Biding Her Time\n4 Jetsam - Ursula's Spy\n"
	tests := []struct {
		rule   string
		name   string
		format Format
		src    string
		want   []string // parts of the problems, in order; none: legal
	}{
		{"1.10.1.1", "60 cards, two inks, four copies", CoreConstructed, core, nil},
		{"1.10.1.1", "at least 60 cards", CoreConstructed, strings.Replace(core, "4 Jetsam - Ursula's Spy\n", "3 Jetsam - Ursula's Spy\n", 1),
			[]string{"59 cards: a Core Constructed deck has at least 60 (1.10.1.1)"}},
		{"1.10.1.1", "no more than two inks", CoreConstructed, strings.Replace(core, "4 Jetsam - Ursula's Spy\n", "4 Smash\n", 1),
			[]string{"3 inks (amber/amethyst/steel): a Core Constructed deck has at most 2 (1.10.1.1)"}},
		{"1.10.1.1", "no more than 4 cards with the same full name", CoreConstructed, core + "1 Stitch - New Dog\n",
			[]string{"5 copies of Stitch - New Dog: at most 4 (1.10.1.1)"}},
		{"1.10.1.1", "different versions are different full names", CoreConstructed, core + "4 Mickey Mouse - Wayward Sorcerer\n", nil},
		{"1.10.1.2", "Sealed: 40 cards, any inks, any copies", Limited, "20 Stitch - New Dog\n10 Smash\n10 Jetsam - Ursula's Spy\n", nil},
		{"1.10.1.2", "Sealed: at least 40 cards", Limited, "39 Stitch - New Dog\n",
			[]string{"39 cards: a Limited deck has at least 40 (1.10.1.2)"}},
		{"1.10.1.2", "Draft: 35 cards, any inks, any copies", Draft, "25 Stitch - New Dog\n5 Smash\n5 Jetsam - Ursula's Spy\n", nil},
		{"1.10.1.2", "Draft: at least 35 cards", Draft, "34 Stitch - New Dog\n",
			[]string{"34 cards: a Limited (Draft) deck has at least 35 (1.10.1.2)"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule+" "+tt.name, func(t *testing.T) {
			got := problems(parse(t, ix, tt.src).Check(defs, tt.format), true)
			if len(got) != len(tt.want) {
				t.Fatalf("problems %q, want %q", got, tt.want)
			}
			for i, w := range tt.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("problem %q does not contain %q", got[i], w)
				}
			}
		})
	}
	// 1.4.1: a deck is made of standard cards only; a name that is no card
	// is refused with its line.
	if _, err := ParseDeck(strings.NewReader("4 Stitch - New Dog\n2 Stitch - Old Cat\n"), "x", ix); err == nil ||
		!strings.Contains(err.Error(), "line 2") {
		t.Errorf("1.4.1: unknown card: err = %v", err)
	}
	if f, err := ParseFormat("draft"); err != nil || f != Draft || f.String() != "draft" {
		t.Errorf("ParseFormat(draft) = %v, %v", f, err)
	}
}
