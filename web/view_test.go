package web

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
)

// TestCardFrames builds a board by hand (player 1: a damaged, exerted,
// drying character with a card under it and a facedown one, a dry
// character with abilities) and checks every field of its frames from each
// view.
func TestCardFrames(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, _ := cards.NewIndex(defs)
	var ds [2]*cards.Deck
	n1, n2 := decks.Default()
	for i, n := range []string{n1, n2} {
		if ds[i], err = decks.Load(n, ix); err != nil {
			t.Fatal(err)
		}
	}
	eg, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{ds[0].IDs(), ds[1].IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	st := eg.NewState(1)
	p := &st.Players[0]
	// From player 1's deck: two characters, one with abilities, and two cards
	// to put under the first.
	var plain, able engine.CardID = engine.NoCard, engine.NoCard
	var rest []engine.CardID
	for _, id := range p.Deck {
		d := st.Def(id)
		switch {
		case d.Type == engine.TypeCharacter && len(d.Abilities) > 0 && able == engine.NoCard:
			able = id
		case d.Type == engine.TypeCharacter && plain == engine.NoCard:
			plain = id
		case len(rest) < 2 && (plain == engine.NoCard || st.Def(id).FullName != st.Def(plain).FullName):
			rest = append(rest, id)
		}
	}
	if plain == engine.NoCard || able == engine.NoCard || len(rest) < 2 {
		t.Fatal("the default deck has no two characters to test with")
	}
	p.Deck = slices.DeleteFunc(p.Deck, func(id engine.CardID) bool { return id == plain || id == able || slices.Contains(rest, id) })
	p.Play = append(p.Play, plain, able)
	for _, id := range []engine.CardID{plain, able} {
		st.Cards[id].Zone = engine.ZonePlay
	}
	st.Cards[plain].Flags = engine.FlagExerted | engine.FlagDrying
	st.Cards[plain].Damage = 2
	for i, id := range rest {
		c := &st.Cards[id]
		c.Zone, c.Under, c.Seq = engine.ZoneUnder, plain, uint32(100+i)
		if i == 1 {
			c.Flags = engine.FlagFaceDown // Boost: put under facedown; the latest, on top
		}
	}
	st.Cards[able].At = plain // the id field alone matters to the view: it groups the card there
	dp, da := st.Def(plain), st.Def(able)

	for _, viewer := range []int{0, 1, render.Full} {
		v := buildView("g", st, viewer, nil, "", "")
		play := v.Players[0].Play
		if len(play) != 2 {
			t.Fatalf("viewer %d: %d cards in play", viewer, len(play))
		}
		a, b := play[0], play[1]
		under := "a facedown card"
		if viewer == render.Full {
			under = st.Def(rest[1]).FullName
		}
		inks := []string{}
		for i := engine.Ink(0); i < engine.NumInks; i++ {
			if dp.Inks.Has(i) {
				inks = append(inks, i.String())
			}
		}
		for _, c := range []struct {
			what      string
			got, want any
		}{
			{"name", a.Name, dp.FullName},
			{"type", a.Type, "character"},
			{"cost", a.Cost, int(dp.Cost)},
			{"inks", strings.Join(a.Inks, ","), strings.Join(inks, ",")},
			{"inkable", a.Inkable, dp.Inkable},
			{"strength", a.Strength, st.Strength(plain)},
			{"willpower", a.Willpower, st.Willpower(plain)},
			{"lore", a.Lore, st.Lore(plain)},
			{"damage", a.Damage, 2},
			{"exerted", a.Exerted, true},
			{"zone", a.Zone, "play"},
			{"drying", a.Drying, true},
			{"under", a.Under, 2},
			{"under cards", strings.Join(a.UnderCards, "; "), under + "; " + st.Def(rest[0]).FullName},
			{"dry", b.Drying, false},
			{"ready", b.Exerted, false},
			{"abilities", len(b.Abilities), len(da.Abilities)},
			{"ability words", b.Abilities[0], da.Abilities[0].Describe()},
			{"at", b.At, dp.FullName},
			{"at id", b.AtID, int(plain)},
			{"at no location", a.AtID, -1},
			{"no winner yet", v.Winner, -1},
		} {
			if c.got != c.want {
				t.Errorf("viewer %d, %s: %v, want %v", viewer, c.what, c.got, c.want)
			}
		}
		// The hands: the viewer's face up, the other's a count.
		for seat, pv := range v.Players {
			if shown := pv.Hand != nil; shown != (viewer == seat || viewer == render.Full) {
				t.Errorf("viewer %d: seat %d's hand shown %v", viewer, seat, shown)
			}
			if pv.HandSize != len(st.Players[seat].Hand) || pv.Deck != len(st.Players[seat].Deck) {
				t.Errorf("viewer %d: seat %d hand %d deck %d", viewer, seat, pv.HandSize, pv.Deck)
			}
		}
	}
}

// A location's frame carries its move cost (4.7.3.3), every other card's 0.
func TestCardFrameMoveCost(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, _ := cards.NewIndex(defs)
	d, err := decks.Load("set5-amber-steel", ix)
	if err != nil {
		t.Fatal(err)
	}
	eg, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{d.IDs(), d.IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	st := eg.NewState(1)
	locations := 0
	for _, id := range st.Players[0].Deck {
		def := st.Def(id)
		c := cardOf(st, render.Full, id, nil)
		want := 0
		if def.Type == engine.TypeLocation {
			want = int(def.MoveCost)
			locations++
		}
		if c.MoveCost != want {
			t.Errorf("%s (%s): move cost %d, want %d", def.FullName, c.Type, c.MoveCost, want)
		}
	}
	if locations == 0 {
		t.Fatal("the deck has no location to check")
	}
}
