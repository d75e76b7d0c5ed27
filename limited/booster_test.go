package limited

import (
	"math"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func TestBoostersDeterministic(t *testing.T) {
	tests := []struct {
		set  string
		seed uint64
	}{{"1", 1}, {"5", 1}, {"5", 2}, {"9", 7}, {"12", 0}}
	for _, tt := range tests {
		a, err := Boosters(tt.set, tt.seed, 3)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Boosters(tt.set, tt.seed, 3)
		if err != nil {
			t.Fatal(err)
		}
		if a[0] != b[0] || a[1] != b[1] || a[2] != b[2] {
			t.Errorf("set %s seed %d: two runs differ", tt.set, tt.seed)
		}
		if a[0] == a[1] {
			t.Errorf("set %s seed %d: the first two boosters are the same", tt.set, tt.seed)
		}
		c, err := Boosters(tt.set, tt.seed+100, 1)
		if err != nil {
			t.Fatal(err)
		}
		if c[0] == a[0] {
			t.Errorf("set %s: seeds %d and %d give the same booster", tt.set, tt.seed, tt.seed+100)
		}
	}
}

// TestBoosterContents opens many boosters of every main set and checks each
// card: its slot's rarity, a printing of the booster's own set that is the
// card the catalogue finds there, no non-foil printing twice in a pack.
func TestBoosterContents(t *testing.T) {
	allowed := map[SlotKind][]cards.Rarity{
		SlotCommon:   {cards.Common},
		SlotUncommon: {cards.Uncommon},
		SlotRare:     {cards.Rare, cards.SuperRare, cards.Legendary},
		SlotFoil: {cards.Common, cards.Uncommon, cards.Rare, cards.SuperRare, cards.Legendary,
			cards.Enchanted, cards.Epic, cards.Iconic},
	}
	sets := MainSets()
	if len(sets) != 12 {
		t.Fatalf("MainSets() = %v, want the sets 1 to 12", sets)
	}
	for _, set := range sets {
		bs, err := Boosters(set, 42, 2000)
		if err != nil {
			t.Fatal(err)
		}
		for k := range bs {
			b := &bs[k]
			if b.Set != set {
				t.Fatalf("set %s: booster of set %s", set, b.Set)
			}
			wantSlots := []SlotKind{0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3}
			for i, c := range b.Cards {
				if c.Slot != wantSlots[i] || c.Foil != (c.Slot == SlotFoil) {
					t.Fatalf("set %s: card %d is slot %v (foil %v)", set, i, c.Slot, c.Foil)
				}
				if c.Set != set {
					t.Fatalf("set %s: card %d is the printing %s of another set", set, i, c.Printing)
				}
				if id, ok := cards.ByPrinting(c.Set, c.Number); !ok || id != c.Card {
					t.Fatalf("set %s: %s is card %d, the catalogue says %d", set, c.Printing, c.Card, id)
				}
				if r, ok := cards.RarityOf(c.Printing); !ok || r != c.Rarity {
					t.Fatalf("set %s: %s is %v, the catalogue says %v", set, c.Printing, c.Rarity, r)
				}
				ok := false
				for _, r := range allowed[c.Slot] {
					ok = ok || r == c.Rarity
				}
				if !ok {
					t.Fatalf("set %s: a %v card in the %v slot", set, c.Rarity, c.Slot)
				}
				if c.Rarity <= cards.Legendary && (c.Number < 1 || c.Number > BaseSetSize) {
					t.Fatalf("set %s: %s is not a base card", set, c.Printing)
				}
				for j := range i {
					if !c.Foil && b.Cards[j].Printing == c.Printing {
						t.Fatalf("set %s: %s twice in one booster", set, c.Printing)
					}
				}
			}
		}
	}
}

// TestSet9Reprints checks that a set 9 booster holds set 9's printings of
// the older cards it reprints, not their first printings.
func TestSet9Reprints(t *testing.T) {
	bs, err := Boosters("9", 3, 200)
	if err != nil {
		t.Fatal(err)
	}
	reprints := 0
	for _, b := range bs {
		for _, c := range b.Cards {
			if c.Set != "9" {
				t.Fatalf("set 9 booster holds %s", c.Printing)
			}
			if ps := cards.Printings(c.Card); len(ps) > 0 && ps[0].Set != "9" {
				reprints++
			}
		}
	}
	if reprints == 0 {
		t.Error("200 set 9 boosters hold no reprint of an older card")
	}
}

// TestBoosterOdds checks the rarities drawn against the slot model over many
// packs, within generous bounds (six standard deviations).
func TestBoosterOdds(t *testing.T) {
	const packs = 30_000
	tests := []struct {
		set  string
		slot SlotKind
		r    cards.Rarity
		p    float64 // chance of the rarity per card of the slot
	}{
		{"5", SlotRare, cards.Rare, 6.0 / 9},
		{"5", SlotRare, cards.SuperRare, 2.0 / 9},
		{"5", SlotRare, cards.Legendary, 1.0 / 9},
		{"5", SlotFoil, cards.Enchanted, 0.01},
		{"5", SlotFoil, cards.Epic, 0}, // set 5 prints no epic
		{"5", SlotFoil, cards.Common, 0.99 * 0.50},
		{"5", SlotFoil, cards.Legendary, 0.99 * 0.03},
		{"10", SlotFoil, cards.Epic, 0.04167},
		{"10", SlotFoil, cards.Enchanted, 0.01},
		{"10", SlotFoil, cards.Iconic, 0.001},
		{"10", SlotFoil, cards.Uncommon, (1 - 0.05267) * 0.28},
		{"10", SlotCommon, cards.Common, 1},
	}
	counts := map[string]*[4][cards.NumRarities]int{}
	for _, tt := range tests {
		if counts[tt.set] != nil {
			continue
		}
		bs, err := Boosters(tt.set, 99, packs)
		if err != nil {
			t.Fatal(err)
		}
		var c [4][cards.NumRarities]int
		for _, b := range bs {
			for _, card := range b.Cards {
				c[card.Slot][card.Rarity]++
			}
		}
		counts[tt.set] = &c
	}
	for _, tt := range tests {
		n := 0
		for _, k := range Slots {
			if k.Kind == tt.slot {
				n = packs * k.Count
			}
		}
		got := float64(counts[tt.set][tt.slot][tt.r]) / float64(n)
		sd := math.Sqrt(tt.p * (1 - tt.p) / float64(n))
		if math.Abs(got-tt.p) > 6*sd+1e-9 {
			t.Errorf("set %s, %v slot: %v in %.4f of cards, want %.4f (sd %.4f)", tt.set, tt.slot, tt.r, got, tt.p, sd)
		}
	}
}

func TestBoosterErrors(t *testing.T) {
	tests := []struct {
		set  string
		n    int
		want string
	}{
		{"", 1, "unknown set"},
		{"0", 1, "unknown set"},
		{"13", 1, "unknown set"},
		{"05", 1, "unknown set"},
		{"five", 1, "unknown set"},
		{"P1", 1, "promo set"},
		{"D23", 1, "promo set"},
		{"5", 0, "from 1 to"},
		{"5", -3, "from 1 to"},
		{"5", MaxBoosters + 1, "from 1 to"},
	}
	for _, tt := range tests {
		_, err := Boosters(tt.set, 1, tt.n)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Boosters(%q, 1, %d) = %v, want an error with %q", tt.set, tt.n, err, tt.want)
		}
	}
}

// BenchmarkOpen measures opening one booster (boosters/s is 1e9 / ns/op).
func BenchmarkOpen(b *testing.B) {
	g, err := NewGenerator("5")
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(1)
	var bo Booster
	b.ReportAllocs()
	for b.Loop() {
		g.Open(&rng, &bo)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "boosters/s")
}

// TestGeneratorPools checks which printings each set's boosters draw from:
// the base cards numbered 1-204 and the alternate-art reprints, not the
// printings of other products numbered after them (4/223-225, 9/0).
func TestGeneratorPools(t *testing.T) {
	tests := []struct {
		set string
		r   cards.Rarity
		n   int
	}{
		{"1", cards.Common, 72},
		{"1", cards.Enchanted, 12},
		{"1", cards.Epic, 0},
		{"3", cards.Common, 71}, // the printings list has no 3/4
		{"3", cards.SuperRare, 18},
		{"4", cards.Legendary, 12},
		{"4", cards.Rare, 48},
		{"5", cards.Rare, 48},
		{"8", cards.Legendary, 12},
		{"9", cards.SuperRare, 18},
		{"9", cards.Epic, 18},
		{"9", cards.Iconic, 2},
		{"12", cards.Enchanted, 18},
		{"12", cards.Promo, 0},
	}
	for _, tt := range tests {
		g, err := NewGenerator(tt.set)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(g.Pool(tt.r)); got != tt.n {
			t.Errorf("set %s boosters draw from %d %v printings, want %d", tt.set, got, tt.r, tt.n)
		}
	}
}

// TestBoosterGolden pins one booster, so that a change to the generator that
// changes what a seed opens is seen (and docs/limited.md's example updated).
func TestBoosterGolden(t *testing.T) {
	bs, err := Boosters("5", 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"5/17", "5/176", "5/153", "5/72", "5/200", "5/56", "5/96", "5/103", "5/68", "5/65", "5/188", "5/202"}
	var got []string
	for _, c := range bs[0].Cards {
		got = append(got, c.Printing.String())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("set 5, seed 1 opens %v, want %v", got, want)
	}
}
