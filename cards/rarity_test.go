package cards

import (
	"testing"
)

func TestParseRarity(t *testing.T) {
	for r := Common; r < NumRarities; r++ {
		got, ok := ParseRarity(r.String())
		if !ok || got != r {
			t.Errorf("ParseRarity(%q) = %v, %v", r.String(), got, ok)
		}
		if got, ok := ParseRarity(r.Label()); !ok || got != r {
			t.Errorf("ParseRarity(%q) = %v, %v", r.Label(), got, ok)
		}
	}
	for _, s := range []string{"", "mythic", "rare!", "0"} {
		if r, ok := ParseRarity(s); ok {
			t.Errorf("ParseRarity(%q) = %v, want no rarity", s, r)
		}
	}
}

func TestRarityOf(t *testing.T) {
	tests := []struct {
		p    Printing
		want Rarity
	}{
		{Printing{"1", 1}, Uncommon},
		{Printing{"1", 2}, SuperRare},
		{Printing{"1", 4}, Uncommon},
		{Printing{"P1", 12}, Promo}, // the promo printing of 1/4
		{Printing{"1", 5}, Rare},
		{Printing{"1", 205}, Enchanted}, // the enchanted printing of 1/5
	}
	for _, tt := range tests {
		got, ok := RarityOf(tt.p)
		if !ok || got != tt.want {
			t.Errorf("RarityOf(%s) = %v, %v; want %v", tt.p, got, ok, tt.want)
		}
	}
	if _, ok := RarityOf(Printing{"1", 9999}); ok {
		t.Error("RarityOf(1/9999) found a rarity")
	}
}

// TestSetPrintings checks the printings of each main set: every collector
// number of the base set (1-204) once, in order, each a printing of the card
// the catalogue finds there (set 3 lacks its number 4, which the printings
// list does not hold); the rarity counts of set 1 are those printed.
func TestSetPrintings(t *testing.T) {
	for _, set := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"} {
		ps := SetPrintings(set)
		base := 0
		for i, p := range ps {
			if p.Set != set {
				t.Fatalf("set %s lists %s", set, p.Printing)
			}
			if i > 0 && ps[i-1].Number >= p.Number {
				t.Fatalf("set %s: %s after %s", set, p.Printing, ps[i-1].Printing)
			}
			if id, ok := ByPrinting(p.Set, p.Number); !ok || id != p.Card {
				t.Fatalf("set %s: %s is card %d, ByPrinting says %d", set, p.Printing, p.Card, id)
			}
			if p.Number >= 1 && p.Number <= 204 {
				base++
			}
		}
		want := 204
		if set == "3" {
			want = 203
		}
		if base != want {
			t.Errorf("set %s has %d printings numbered 1-204, want %d", set, base, want)
		}
	}
	count := map[Rarity]int{}
	for _, p := range SetPrintings("1") {
		count[p.Rarity]++
	}
	want := map[Rarity]int{Common: 72, Uncommon: 54, Rare: 48, SuperRare: 18, Legendary: 12, Enchanted: 12}
	for r, n := range want {
		if count[r] != n {
			t.Errorf("set 1 has %d %s printings, want %d", count[r], r, n)
		}
	}
	if SetPrintings("no such set") != nil {
		t.Error("SetPrintings of an unknown set is not nil")
	}
	sets := Sets()
	if len(sets) < 12 || sets[0] != "1" || sets[11] != "12" {
		t.Errorf("Sets() = %v, want the main sets 1-12 first", sets)
	}
}
