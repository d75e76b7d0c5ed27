package engine

import "testing"

// OfInk: "your other Amethyst characters" (Minnie Mouse - Amethyst Champion):
// a card matches when it has the ink among its ink types (5.2.5), a dual-ink
// card for either of its inks; the filter survives the codec.
func TestFilterOfInk(t *testing.T) {
	f := Chars().OfInk(Amethyst)
	for _, c := range []struct {
		name string
		d    CardDef
		want bool
	}{
		{"amethyst", CardDef{Type: TypeCharacter, Inks: InkSet(0).With(Amethyst)}, true},
		{"amber", CardDef{Type: TypeCharacter, Inks: InkSet(0).With(Amber)}, false},
		{"amber and amethyst", CardDef{Type: TypeCharacter, Inks: InkSet(0).With(Amber).With(Amethyst)}, true},
		{"amethyst item", CardDef{Type: TypeItem, Inks: InkSet(0).With(Amethyst)}, false},
	} {
		if got := defMatches(&f, &c.d); got != c.want {
			t.Errorf("%s: matches %v, want %v", c.name, got, c.want)
		}
	}
	if got := f.describe(false); got != "Amethyst character" {
		t.Errorf("describe: %q", got)
	}
	var e enc
	e.filter(&f)
	var back Filter
	d := dec{b: e.b}
	d.filter(&back)
	if d.err != nil || back.Inks != f.Inks {
		t.Errorf("codec: inks %v, want %v (%v)", back.Inks, f.Inks, d.err)
	}
}
