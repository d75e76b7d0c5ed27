package cards

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

func catalogIndex(t *testing.T) ([]engine.CardDef, *Index) {
	t.Helper()
	defs, err := Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	return defs, ix
}

func mustID(t *testing.T, ix *Index, name string) engine.DefID {
	t.Helper()
	id, err := ix.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func TestParseDeckForms(t *testing.T) {
	_, ix := catalogIndex(t)
	src := "\ufeff# My deck\r\n" +
		"4 Mickey Mouse - True Friend\r\n" +
		"\r\n" +
		"   # indented comment\n" +
		"3x stitch – new dog   # en dash, lower case, trailing comment\n" +
		"2X The Wardrobe - Belle’s Confidant\n" +
		"1 x Friends on the Other Side\n" +
		"\t2\tMickey Mouse-True Friend\n" + // same card again: counts add up
		"1 99 Puppies\n"
	d, err := ParseDeck(strings.NewReader(src), "mine", ix)
	if err != nil {
		t.Fatal(err)
	}
	want := []DeckLine{
		{6, mustID(t, ix, "Mickey Mouse - True Friend")},
		{3, mustID(t, ix, "Stitch - New Dog")},
		{2, mustID(t, ix, "The Wardrobe - Belle's Confidant")},
		{1, mustID(t, ix, "Friends on the Other Side")},
		{1, mustID(t, ix, "99 Puppies")},
	}
	if d.Name != "mine" || !slices.Equal(d.Cards, want) {
		t.Fatalf("got %q %v, want %v", d.Name, d.Cards, want)
	}
	if d.Len() != 13 {
		t.Errorf("Len = %d, want 13", d.Len())
	}
	ids := d.IDs()
	if len(ids) != 13 || ids[0] != want[0].Def || ids[5] != want[0].Def || ids[6] != want[1].Def || ids[12] != want[4].Def {
		t.Errorf("IDs = %v", ids)
	}
}

func TestParseDeckErrors(t *testing.T) {
	_, ix := catalogIndex(t)
	tests := []struct {
		name, src string
		want      []string // substrings of the error
	}{
		{"unknown", "4 Mickey Mouse - True Friend\n\n4 Mickey Mouse - Tru Friend\n",
			[]string{`line 3: no card named "Mickey Mouse - Tru Friend"; did you mean "Mickey Mouse - True Friend"?`}},
		{"name only", "4 Mickey Mouse\n", []string{"line 1:", "only a name"}},
		{"zero", "0 Stitch - New Dog\n", []string{"line 1: count 0"}},
		{"negative", "-2 Stitch - New Dog\n", []string{"line 1: count -2"}},
		{"word", "four Stitch - New Dog\n", []string{"line 1:", "number of copies"}},
		{"huge", "99999999999999999999 Stitch - New Dog\n", []string{"line 1:", "too large"}},
		{"big", "1000 Stitch - New Dog\n", []string{"line 1:", "too large"}},
		{"no count", "Stitch - New Dog\n", []string{"line 1:", "number of copies"}},
		{"no name", "# x\n4\n", []string{"line 2:", "no card name"}},
		{"bad x", "4y Stitch - New Dog\n", []string{"line 1:", "number of copies"}},
		{"several", "4 Nobody Here\n4 Stitch - New Dog\n0 Stitch - New Dog\n", []string{"line 1:", "line 3:"}},
		{"invalid utf8", "4 Stitch \xff\n", []string{"line 1:", "UTF-8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := ParseDeck(strings.NewReader(tt.src), tt.name, ix)
			if err == nil {
				t.Fatalf("parsed %v, want an error", d)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			var le *LineError
			if !errors.As(err, &le) {
				t.Errorf("error %v is not a *LineError", err)
			}
		})
	}
	for _, src := range []string{"", "# only comments\n\n   \n# more\n"} {
		if _, err := ParseDeck(strings.NewReader(src), "empty", ix); !errors.Is(err, ErrEmptyDeck) {
			t.Errorf("ParseDeck(%q) = %v, want ErrEmptyDeck", src, err)
		}
	}
	if _, err := ParseDeck(strings.NewReader("4 Stitch - New Dog"), "x", nil); err == nil {
		t.Error("nil index accepted")
	}
}

func problems(ps []Problem, rulesOnly bool) []string {
	var out []string
	for _, p := range ps {
		if !rulesOnly || p.Rules() {
			out = append(out, p.Message)
		}
	}
	return out
}

func parse(t *testing.T, ix *Index, src string) *Deck {
	t.Helper()
	d, err := ParseDeck(strings.NewReader(src), "t", ix)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestCheckCore(t *testing.T) {
	defs, ix := catalogIndex(t)
	legal := `4 Stitch - New Dog
4 Archimedes - Highly Educated Owl
4 Minnie Mouse - Beloved Princess
4 Magic Broom - Bucket Brigade
4 Mickey Mouse - True Friend
4 The Wardrobe - Belle's Confidant
4 Rafiki - Mysterious Sage
4 Friends on the Other Side
4 Be Our Guest
4 Elsa - Queen Regent
4 Pumbaa - Friendly Warthog
4 Maximus - Palace Horse
4 Moana - Of Motunui
4 Sven - Official Ice Deliverer
4 Stitch - Carefree Surfer
`
	if ps := problems(parse(t, ix, legal).Check(defs, CoreConstructed), true); len(ps) != 0 {
		t.Errorf("legal deck: %v", ps)
	}

	tests := []struct {
		name, src string
		want      []string
	}{
		{"short", "4 Stitch - New Dog\n", []string{"4 cards: a Core Constructed deck has at least 60 (1.10.1.1)"}},
		{"three inks", legal + "1 Smash\n", []string{"3 inks (amber/amethyst/steel)"}},
		// A dual-ink card counts both of its inks.
		{"dual ink", strings.Replace(legal, "4 Stitch - New Dog\n", "4 Rhino - Motivational Speaker\n", 1),
			[]string{"3 inks (amber/amethyst/steel)"}},
		{"copies", legal + "1 Mickey Mouse - True Friend\n", []string{"5 copies of Mickey Mouse - True Friend: at most 4 (1.10.1.1)"}},
		{"max copies", strings.Replace(legal, "4 Stitch - New Dog\n", "3 The Glass Slipper\n1 Stitch - New Dog\n", 1),
			[]string{"3 copies of The Glass Slipper: at most 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := problems(parse(t, ix, tt.src).Check(defs, CoreConstructed), true)
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

	// A card whose own limit is above four.
	puppies := strings.Replace(legal, "4 Stitch - New Dog\n4 Archimedes - Highly Educated Owl\n", "8 Dalmatian Puppy - Tail Wagger\n", 1)
	if ps := problems(parse(t, ix, puppies).Check(defs, CoreConstructed), true); len(ps) != 0 {
		t.Errorf("8 Dalmatian Puppy: %v", ps)
	}
}

func TestCheckLimited(t *testing.T) {
	defs, ix := catalogIndex(t)
	src := "10 Stitch - New Dog\n10 Smash\n10 Dragon Fire\n10 Flounder - Voice of Reason\n"
	d := parse(t, ix, src)
	if ps := problems(d.Check(defs, Limited), true); len(ps) != 0 {
		t.Errorf("40-card sealed deck: %v", ps)
	}
	if ps := problems(d.Check(defs, CoreConstructed), true); len(ps) != 6 { // size, inks, 4 x copies
		t.Errorf("as Core Constructed: %q", ps)
	}
	d = parse(t, ix, "39 Stitch - New Dog\n")
	if ps := problems(d.Check(defs, Limited), true); len(ps) != 1 || !strings.Contains(ps[0], "39 cards: a Limited deck has at least 40 (1.10.1.2)") {
		t.Errorf("39 cards: %q", ps)
	}
}

func TestCheckNotImplemented(t *testing.T) {
	defs, ix := catalogIndex(t)
	var impl, not string
	for i := range defs {
		switch {
		case impl == "" && defs[i].Implemented:
			impl = defs[i].FullName
		case not == "" && !defs[i].Implemented:
			not = defs[i].FullName
		}
	}
	if impl == "" || not == "" {
		t.Skip("no implemented or no unimplemented card")
	}
	d := parse(t, ix, "40 "+impl+"\n2 "+not+"\n")
	ps := d.Check(defs, Limited)
	if len(ps) != 1 || ps[0].Kind != ProblemNotImplemented || ps[0].Rules() || !strings.Contains(ps[0].Message, not+" is not implemented yet") {
		t.Fatalf("problems %+v", ps)
	}
	if ps[0].Card != mustID(t, ix, not) {
		t.Errorf("problem names card %d", ps[0].Card)
	}
	if ps := (&Deck{Cards: []DeckLine{{40, engine.DefID(len(defs))}}}).Check(defs, Limited); len(ps) != 1 || ps[0].Kind != ProblemUnknownCard {
		t.Errorf("unknown card: %+v", ps)
	}
}

func TestParseFormat(t *testing.T) {
	for s, want := range map[string]Format{"core": CoreConstructed, "Core-Constructed": CoreConstructed, "limited": Limited, " Sealed ": Limited} {
		if f, err := ParseFormat(s); err != nil || f != want {
			t.Errorf("ParseFormat(%q) = %v, %v", s, f, err)
		}
	}
	if _, err := ParseFormat("vintage"); err == nil {
		t.Error("vintage accepted")
	}
}

func TestWriteDeckRoundTrip(t *testing.T) {
	defs, ix := catalogIndex(t)
	d := parse(t, ix, "4 Stitch - New Dog\n2 The Wardrobe - Belle’s Confidant\n")
	var b strings.Builder
	if err := WriteDeck(&b, d, defs); err != nil {
		t.Fatal(err)
	}
	d2 := parse(t, ix, b.String())
	if !slices.Equal(d.Cards, d2.Cards) {
		t.Errorf("round trip: %v -> %q -> %v", d.Cards, b.String(), d2.Cards)
	}
}
