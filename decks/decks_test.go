package decks

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
)

func TestNames(t *testing.T) {
	want := []string{"set1-amber-amethyst", "set1-amber-steel", "set1-emerald-sapphire", "set1-ruby-amethyst",
		"set4-amber-steel", "set4-emerald-steel", "set5-amber-steel", "set6-amethyst-emerald", "set7-amethyst-steel", "set8-amber-amethyst",
		"set10-sapphire-steel", "set12-amethyst-steel"}
	if got := Names(); !slices.Equal(got, want) {
		t.Fatalf("Names() = %v, want %v", got, want)
	}
	a, b := Default()
	if !slices.Contains(want, a) || !slices.Contains(want, b) || a == b {
		t.Errorf("Default() = %q, %q", a, b)
	}
}

func TestAllLegalCoreConstructed(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range Names() {
		d, err := Load(name, ix)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d.Name != name || d.Len() != 60 {
			t.Errorf("%s: name %q, %d cards", name, d.Name, d.Len())
		}
		if n := d.Inks(defs).Count(); n != 2 {
			t.Errorf("%s: %d inks", name, n)
		}
		var missing int
		for _, p := range d.Check(defs, cards.CoreConstructed) {
			if p.Rules() {
				t.Errorf("%s: %s", name, p)
			} else {
				missing++
			}
		}
		t.Logf("%s: %d cards not implemented yet", name, missing)
	}
}

func TestOpen(t *testing.T) {
	r, err := Open("set1-amber-steel.txt")
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil || !strings.Contains(string(b), "Stitch - New Dog") {
		t.Errorf("read %q, %v", b, err)
	}
	if _, err := Load("set1-amber-steel", nil); err != nil {
		t.Errorf("Load with the default index: %v", err)
	}
	for _, bad := range []string{"nope", "", "../decks/set1-amber-steel", ".txt"} {
		if _, err := Open(bad); err == nil || !strings.Contains(err.Error(), "set1-amber-amethyst") {
			t.Errorf("Open(%q) = %v, want an error listing the decks", bad, err)
		}
	}
}

// The decks of a later era are built mostly from that era's sets (at least
// two thirds of their cards first printed there), with no card printed
// after it, and say where they come from on their first line.
func TestDecksFromTheirEra(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, era := range []struct {
		decks    []string
		from, to int // the era's main sets
	}{
		{[]string{"set4-amber-steel", "set4-emerald-steel"}, 2, 4},
		{[]string{"set5-amber-steel", "set6-amethyst-emerald"}, 5, 6},
		{[]string{"set7-amethyst-steel", "set8-amber-amethyst"}, 7, 8},
		{[]string{"set10-sapphire-steel", "set12-amethyst-steel"}, 9, 12},
	} {
		for _, name := range era.decks {
			b, err := Bytes(name)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(b), "# ") {
				t.Errorf("%s: no comment line first", name)
			}
			d, err := Load(name, nil)
			if err != nil {
				t.Fatal(err)
			}
			recent := 0
			for _, l := range d.Cards {
				// the set it was first printed in (reprints come later)
				first := 99
				for _, p := range cards.Printings(l.Def) {
					if n, err := strconv.Atoi(p.Set); err == nil && n < first {
						first = n
					}
				}
				switch {
				case first >= era.from && first <= era.to:
					recent += l.Count
				case first > era.to:
					t.Errorf("%s: %s was first printed in main set %d", name, defs[l.Def].FullName, first)
				}
			}
			if recent*3 < d.Len()*2 {
				t.Errorf("%s: %d of %d cards from sets %d-%d, want at least two thirds", name, recent, d.Len(), era.from, era.to)
			}
		}
	}
}
