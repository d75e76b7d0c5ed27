package cards

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/lorcana-rl/lorcana/engine"
)

func TestHomePrinting(t *testing.T) {
	defs := MustFacts()
	ix, err := NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		want Printing
	}{
		{"Ariel - On Human Legs", Printing{"1", 1}},
		{"Moana - Of Motunui", Printing{"1", 14}},          // reprinted as 9/20
		{"Stitch - Carefree Surfer", Printing{"1", 21}},    // and 1/206 (enchanted) and 9/24
		{"Hades - King of Olympus", Printing{"1", 5}},      // and 1/205
		{"Mickey Mouse - True Friend", Printing{"1", 12}},  // and 9/13 and P3/10
		{"Cinderella - Gentle and Kind", Printing{"1", 3}}, // and 9/19
		{"Tinker Bell - Giant Fairy", Printing{"1", 193}},  // set 1 only
		{"Be Our Guest", Printing{"1", 25}},
	} {
		id, err := ix.Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := HomePrinting(id)
		if !ok || got != tc.want {
			t.Errorf("HomePrinting(%s) = %v, %v; want %v", tc.name, got, ok, tc.want)
		}
	}
}

func TestIsMainSet(t *testing.T) {
	for _, tc := range []struct {
		set  string
		want bool
	}{{"1", true}, {"12", true}, {"13", false}, {"0", false}, {"01", false}, {"P1", false}, {"D23", false}, {"", false}} {
		if got := IsMainSet(tc.set); got != tc.want {
			t.Errorf("IsMainSet(%q) = %v", tc.set, got)
		}
	}
}

// withAbilities returns a copy of the facts where the named cards are
// implemented (as the registry marks them), for coverage tests that don't
// depend on which cards are written today.
func withImplemented(t *testing.T, names ...string) ([]engine.CardDef, []engine.DefID) {
	t.Helper()
	defs := MustFacts()
	ix, err := NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	var ids []engine.DefID
	for _, n := range names {
		id, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		defs[id].Implemented = true
		ids = append(ids, id)
	}
	return defs, ids
}

func setOf(t *testing.T, report []SetCoverage, set string) SetCoverage {
	t.Helper()
	for _, sc := range report {
		if sc.Set == set {
			return sc
		}
	}
	t.Fatalf("no set %s in the report", set)
	return SetCoverage{}
}

func TestCoverage(t *testing.T) {
	// Moana has a named ability; Mickey Mouse - True Friend is vanilla.
	defs, ids := withImplemented(t, "Moana - Of Motunui")
	moana := ids[0]
	vanilla := 0
	for i := range defs {
		if h, _ := HomePrinting(defs[i].ID); h.Set == "1" && IsVanilla(defs[i].ID) {
			vanilla++
		}
	}
	tested := make([]bool, len(defs))
	for _, tc := range []struct {
		name        string
		moanaTested bool
		implemented int
		untested    bool
	}{
		{"implemented, no scenario", false, vanilla, true},
		{"implemented and named in a scenario", true, vanilla + 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tested[moana] = tc.moanaTested
			report := Coverage(defs, tested)
			sc := setOf(t, report, "1")
			if sc.Total != 204 {
				t.Errorf("set 1 total %d, want 204", sc.Total)
			}
			if sc.Implemented != tc.implemented {
				t.Errorf("set 1 implemented %d, want %d", sc.Implemented, tc.implemented)
			}
			if len(sc.Missing) != sc.Total-sc.Implemented {
				t.Errorf("%d missing of %d/%d", len(sc.Missing), sc.Implemented, sc.Total)
			}
			var found *MissingCard
			for i, m := range sc.Missing {
				if i > 0 && sc.Missing[i-1].Number >= m.Number {
					t.Errorf("missing cards out of order: #%d before #%d", sc.Missing[i-1].Number, m.Number)
				}
				if m.Name == "Moana - Of Motunui" {
					found = &sc.Missing[i]
				}
				if m.Name == "Mickey Mouse - True Friend" {
					t.Errorf("a vanilla card is listed as missing")
				}
			}
			if tc.untested != (found != nil) {
				t.Fatalf("Moana missing: %v, want %v", found != nil, tc.untested)
			}
			if found != nil && (!found.Untested || found.Number != 14) {
				t.Errorf("Moana listed as %+v", *found)
			}
		})
	}
}

func TestCoverageTotals(t *testing.T) {
	defs := MustFacts()
	report := Coverage(defs, nil)
	sum := 0
	for i, sc := range report {
		sum += sc.Total
		if i > 0 && compareSets(report[i-1].Set, sc.Set) >= 0 {
			t.Errorf("sets out of order: %s before %s", report[i-1].Set, sc.Set)
		}
	}
	if sum != len(defs) {
		t.Errorf("the sets hold %d cards; the catalogue has %d", sum, len(defs))
	}
	if report[0].Set != "1" || report[1].Set != "2" || report[9].Set != "10" {
		t.Errorf("sets begin %s, %s, ... %s", report[0].Set, report[1].Set, report[9].Set)
	}
	// Nothing is implemented but the vanilla cards.
	for _, sc := range report {
		for _, m := range sc.Missing {
			if m.Untested {
				t.Errorf("%s: untested though nothing is implemented", m.Name)
			}
		}
	}
}

func TestNamedInScenarios(t *testing.T) {
	defs := MustFacts()
	ix, err := NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(n string) engine.DefID {
		i, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return i
	}
	fsys := fstest.MapFS{
		"a/one.yaml": {Data: []byte("name: x\nsetup:\n  p1:\n    hand: [\"ariel - on human legs\"]\n" +
			"---\nname: y\nsetup:\n  p1:\n    play:\n      - {card: \"Ursula’s Shell Necklace\", keywords: [\"Resist +1\"]}\n")},
		"b/two.yml":   {Data: []byte("steps:\n  - play: {card: Smash}\n  - expect: {x: {zone: play}}\n")},
		"c/notes.txt": {Data: []byte("Be Prepared\n")},
		"d/x.yaml":    {Data: []byte("# Moana - Of Motunui in a comment only\nname: Stitch - Rock Star rocks\n")},
	}
	named, err := NamedInScenarios(fsys, defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		card string
		want bool
	}{
		{"Ariel - On Human Legs", true},   // case ignored
		{"Ursula's Shell Necklace", true}, // typographic apostrophe, second document
		{"Smash", true},                   // an action by its name, in a .yml file
		{"Be Prepared", false},            // not a scenario file
		{"Moana - Of Motunui", false},     // comments are not values
		{"Stitch - Rock Star", false},     // only whole values match
		{"Ariel - Spectacular Singer", false},
	} {
		if got := named[id(tc.card)]; got != tc.want {
			t.Errorf("%s named: %v, want %v", tc.card, got, tc.want)
		}
	}

	fsys["bad/broken.yaml"] = &fstest.MapFile{Data: []byte("name: [unclosed\n")}
	if _, err := NamedInScenarios(fsys, defs); err == nil || !strings.Contains(err.Error(), "bad/broken.yaml") {
		t.Errorf("invalid YAML: error %v, want one naming the file", err)
	}
}
