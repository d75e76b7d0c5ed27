package cards

import (
	"bytes"
	"regexp"
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

func facts(t *testing.T) []engine.CardDef {
	t.Helper()
	defs, err := Facts()
	if err != nil {
		t.Fatal(err)
	}
	return defs
}

func defNamed(t *testing.T, defs []engine.CardDef, fullName string) *engine.CardDef {
	t.Helper()
	for i := range defs {
		if defs[i].FullName == fullName {
			return &defs[i]
		}
	}
	t.Fatalf("no card %q in the catalogue", fullName)
	return nil
}

func TestCatalogShape(t *testing.T) {
	defs := facts(t)
	// The printings list has 2,275 distinct full-name strings, but six pairs
	// differ only in capitals ("HeiHei"/"Heihei") and are one card each.
	if len(defs) != 2269 {
		t.Fatalf("catalogue has %d cards, want 2269", len(defs))
	}
	seen := map[string]bool{}
	vanilla := 0
	for i, d := range defs {
		if int(d.ID) != i {
			t.Fatalf("%s: ID %d at index %d", d.FullName, d.ID, i)
		}
		if seen[d.FullName] {
			t.Fatalf("duplicate full name %q", d.FullName)
		}
		seen[d.FullName] = true
		want := d.Name
		if d.Version != "" {
			want += " - " + d.Version
		}
		if d.FullName != want {
			t.Errorf("full name %q, want %q", d.FullName, want)
		}
		if d.Inks.Count() < 1 || d.Inks.Count() > 2 {
			t.Errorf("%s: %d inks", d.FullName, d.Inks.Count())
		}
		if d.Abilities != nil {
			t.Errorf("%s: abilities set", d.FullName)
		}
		if d.Implemented != IsVanilla(d.ID) {
			t.Errorf("%s: Implemented %v, vanilla %v", d.FullName, d.Implemented, IsVanilla(d.ID))
		}
		if IsVanilla(d.ID) {
			vanilla++
			if len(d.StoryNames) > 0 || d.Type.String() == "action" {
				t.Errorf("%s: vanilla but has story names or is an action", d.FullName)
			}
		}
		if (d.Type.String() == "action" || d.Type.String() == "item") != (d.Version == "") {
			t.Errorf("%s: %s with version %q", d.FullName, d.Type, d.Version)
		}
		if len(Printings(d.ID)) == 0 {
			t.Errorf("%s: no printings", d.FullName)
		}
	}
	if vanilla != 476 {
		t.Errorf("%d vanilla cards, want 476", vanilla)
	}
}

func TestCatalogOrder(t *testing.T) {
	defs := facts(t)
	mainDone := false
	for i := 1; i < len(defs); i++ {
		a, b := &defs[i-1], &defs[i]
		if a.Set == b.Set && a.Number >= b.Number {
			t.Errorf("%s/%d before %s/%d", a.Set, a.Number, b.Set, b.Number)
		}
		isMain := len(b.Set) <= 2 && b.Set[0] >= '0' && b.Set[0] <= '9'
		if !isMain {
			mainDone = true
		} else if mainDone {
			t.Errorf("main-set card %s after promo cards", b.FullName)
		}
	}
}

func TestSet1Complete(t *testing.T) {
	for n := 1; n <= 204; n++ {
		if _, ok := ByPrinting("1", n); !ok {
			t.Errorf("set 1 #%d missing", n)
		}
	}
	id, ok := ByPrinting("1", 12)
	if !ok || facts(t)[id].FullName != "Mickey Mouse - True Friend" {
		t.Errorf("1/12 is not Mickey Mouse - True Friend")
	}
	if got := Printings(id); !slices.Equal(got, []Printing{{"1", 12}, {"9", 13}, {"P3", 10}}) {
		t.Errorf("printings of Mickey Mouse - True Friend: %v", got)
	}
}

func kw(k string, v int8) engine.KeywordValue {
	key, ok := engine.ParseKeyword(k)
	if !ok {
		panic(k)
	}
	return engine.KeywordValue{Keyword: key, Value: v}
}

func classes(names ...string) engine.ClassSet {
	var s engine.ClassSet
	for _, n := range names {
		c, ok := engine.ParseClass(n)
		if !ok {
			panic(n)
		}
		s = s.With(c)
	}
	return s
}

func inks(names ...string) engine.InkSet {
	var s engine.InkSet
	for _, n := range names {
		i, _ := engine.ParseInk(n)
		s = s.With(i)
	}
	return s
}

func TestSpotFacts(t *testing.T) {
	defs := facts(t)
	tests := []struct {
		name  string
		check func(d *engine.CardDef) bool
	}{
		{"Mickey Mouse - True Friend", func(d *engine.CardDef) bool {
			return d.Type.String() == "character" && d.Cost == 3 && d.Inkable && d.Strength == 3 &&
				d.Willpower == 3 && d.Lore == 2 && d.Inks == inks("amber") &&
				d.Classes == classes("Storyborn", "Hero") && len(d.Keywords) == 0 &&
				d.Implemented && d.Set == "9" && d.Number == 13
		}},
		{"Tinker Bell - Giant Fairy", func(d *engine.CardDef) bool {
			return d.ShiftKind == engine.ShiftName && d.ShiftCost == 4 &&
				slices.Equal(d.Keywords, []engine.KeywordValue{kw("Shift", 4)}) &&
				slices.Equal(d.StoryNames, []string{"ROCK THE BOAT", "PUNY PIRATE!"}) && !d.Implemented
		}},
		{"Friends on the Other Side", func(d *engine.CardDef) bool {
			return d.Type.String() == "action" && d.IsSong() && d.Cost == 3 && d.Version == "" &&
				d.Inks == inks("amethyst")
		}},
		{"Flotsam & Jetsam - Entangling Eels", func(d *engine.CardDef) bool {
			return slices.Equal(d.AltNames, []string{"Flotsam", "Jetsam"}) && d.HasName("Jetsam") &&
				d.ShiftKind == engine.ShiftDiscard && d.ShiftCost == 0 &&
				d.ShiftDiscard == engine.DiscardCost{Count: 2, AnyType: true} &&
				slices.Equal(d.Keywords, []engine.KeywordValue{kw("Shift", 0)})
		}},
		{"Ursula - Eric's Bride", func(d *engine.CardDef) bool {
			return d.ShiftKind == engine.ShiftDiscard && d.ShiftDiscard.Count == 1 && d.ShiftDiscard.Song &&
				d.ShiftDiscard.Type.String() == "action"
		}},
		{"Diablo - Devoted Herald", func(d *engine.CardDef) bool {
			return d.ShiftKind == engine.ShiftDiscard && !d.ShiftDiscard.Song &&
				d.ShiftDiscard.Type.String() == "action" &&
				slices.Equal(d.Keywords, []engine.KeywordValue{kw("Shift", 0), kw("Evasive", 0)})
		}},
		{"Li Shang - Valorous General", func(d *engine.CardDef) bool {
			return d.ShiftKind == engine.ShiftDiscard && d.ShiftDiscard.Type.String() == "character"
		}},
		{"Thunderbolt - Wonder Dog", func(d *engine.CardDef) bool {
			puppy, _ := engine.ParseClass("Puppy")
			return d.ShiftKind == engine.ShiftClassification && d.ShiftClass == puppy && d.ShiftCost == 3
		}},
		{"Baymax - Giant Robot", func(d *engine.CardDef) bool {
			return d.ShiftKind == engine.ShiftUniversal && d.ShiftCost == 4
		}},
		{"Mickey Mouse - Musketeer Captain", func(d *engine.CardDef) bool {
			return slices.Equal(d.Keywords, []engine.KeywordValue{kw("Shift", 5), kw("Bodyguard", 0), kw("Support", 0)})
		}},
		{"Raya - Unstoppable Force", func(d *engine.CardDef) bool {
			return slices.Equal(d.Keywords, []engine.KeywordValue{kw("Challenger", 2), kw("Resist", 2)})
		}},
		{"Ariel - Spectacular Singer", func(d *engine.CardDef) bool {
			return slices.Equal(d.Keywords, []engine.KeywordValue{kw("Singer", 5)})
		}},
		{"Under the Sea", func(d *engine.CardDef) bool {
			return d.IsSong() && d.SingTogether == 8 && d.Cost == 8 &&
				slices.Equal(d.Keywords, []engine.KeywordValue{kw("Sing Together", 8)})
		}},
		{"Ursula's Lair - Eye of the Storm", func(d *engine.CardDef) bool { // P1 printing swaps these
			return d.Type.String() == "location" && d.Lore == 1 && d.MoveCost == 2 && d.Willpower == 6 && d.Set == "4"
		}},
		{"Queen of Hearts - Impatient Traveler", func(d *engine.CardDef) bool { // Rush only granted
			return len(d.Keywords) == 0
		}},
		{"Triton - Young Prince", func(d *engine.CardDef) bool { // no printed Shift
			return len(d.Keywords) == 0 && d.ShiftKind == engine.ShiftNone
		}},
		{"Winnie the Pooh - Hunny Wizard", func(d *engine.CardDef) bool {
			return d.Classes == classes("Dreamborn", "Hero", "Sorcerer", "Hunny") && d.Implemented
		}},
		{"Mickey Mouse - Playful Sorcerer", func(d *engine.CardDef) bool {
			return slices.Equal(d.StoryNames, []string{"SWEEP AWAY"})
		}},
		{"Microbots", func(d *engine.CardDef) bool { return d.MaxCopies == 99 }},
		{"Dalmatian Puppy - Tail Wagger", func(d *engine.CardDef) bool { return d.MaxCopies == 99 }},
		{"The Glass Slipper", func(d *engine.CardDef) bool { return d.MaxCopies == 2 }},
		{"Goofy - Musketeer", func(d *engine.CardDef) bool { return d.MaxCopies == 0 }},
		{"Down in New Orleans", func(d *engine.CardDef) bool { // also printed as "Down In New Orleans"
			return d.Set == "8" && d.Number == 177 && slices.Equal(Printings(d.ID), []Printing{{"8", 177}, {"C2", 16}})
		}},
		{"Heihei - Persistent Presence", func(d *engine.CardDef) bool { // also printed as "HeiHei"
			return d.Set == "11" && len(Printings(d.ID)) == 2
		}},
		// a second name usable only when Shifting onto King Candy: for Shift only
		// (ShiftAlsoNamed), so not a name for filters and "name a card"
		{"Turbo - Royal Hack", func(d *engine.CardDef) bool { return !d.HasName("King Candy") && len(d.AltNames) == 0 }},
		{"Chip 'n' Dale - Recovery Rangers", func(d *engine.CardDef) bool {
			return slices.Equal(d.AltNames, []string{"Chip", "Dale"}) && d.ShiftCost == 5
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := defNamed(t, defs, tt.name)
			if !tt.check(d) {
				t.Errorf("unexpected facts: %+v", *d)
			}
		})
	}
}

// TestNoRulesText checks that no printed rules text made it into the
// catalogue (it must stay out of the project).
func TestNoRulesText(t *testing.T) {
	// The rarity of the Disney Lorcana Challenge printings is the one
	// whole JSON string "challenge"; the word anywhere else is text.
	text := bytes.ReplaceAll(catalogJSON, []byte(`"challenge"`), nil)
	for _, s := range []string{
		"When you play this character", "Whenever", "this character", "(You may",
		"{I}", "{E}", "{S}", "{L}", "challenge", "Choose", "chosen", "draw a card",
		"rulesText", "namedAbilities", "\u2019", "\u201c",
	} {
		if bytes.Contains(text, []byte(s)) {
			t.Errorf("catalog.json contains %q", s)
		}
	}
	// Story names are short, printed in capitals.
	long := regexp.MustCompile(`"storyNames":\[[^\]]*[a-z][^\]]*\]`)
	if m := long.Find(catalogJSON); m != nil {
		t.Errorf("story names with lowercase text: %s", m)
	}
	for _, d := range facts(t) {
		for _, s := range d.StoryNames {
			if len(s) > 60 {
				t.Errorf("%s: story name too long: %q", d.FullName, s)
			}
		}
	}
}

func TestFactsReturnsCopy(t *testing.T) {
	a := facts(t)
	a[0].Implemented = !a[0].Implemented
	b := facts(t)
	if a[0].Implemented == b[0].Implemented {
		t.Error("Facts shares its slice between calls")
	}
}
