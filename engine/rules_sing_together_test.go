package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// 8.12.1: Sing Together N lets any number of characters with total cost N or
// more sing. The engine asks for singers one by one; "done" is offered only
// once the total reaches N, and only while another character could join;
// with no one left to add the song resolves without a further decision.
func TestRulesSingTogetherAnyNumberOfSingers(t *testing.T) {
	g, id := catalogGame(t)
	// Fantastical and Magical: Sing Together 9, draws a card for each singer.
	build := func(chars ...string) (*engine.State, engine.CardID, []engine.CardID) {
		st := g.EmptyState(1)
		for range 10 {
			if _, err := st.Place(0, id("Stitch - New Dog"), engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
		}
		song, err := st.Place(0, id("Fantastical and Magical"), engine.ZoneHand)
		if err != nil {
			t.Fatal(err)
		}
		var ids []engine.CardID
		for _, n := range chars {
			c, err := st.PlaceInPlay(0, id(n), engine.Placement{At: engine.NoCard})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, c)
		}
		st.Begin(0, false, false)
		return st, song, ids
	}
	done := engine.Action{Kind: engine.ActDone, Player: 0}
	choose := func(c engine.CardID) engine.Action {
		return engine.Action{Kind: engine.ActChoose, Player: 0, Card: c}
	}
	apply := func(st *engine.State, a engine.Action) {
		t.Helper()
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}

	// 3 + 3 + 3 + 1: the fourth joins after the total reached 9.
	st, song, c := build("Mickey Mouse - True Friend", "Beast - Thick-Skinned", "Jasmine - Disguised",
		"Stitch - New Dog", "Minnie Mouse - Beloved Princess")
	apply(st, engine.Action{Kind: engine.ActSing, Player: 0, Card: song, Target: c[0]})
	for _, next := range c[1:3] {
		d := st.Pending()
		legal := st.Legal(nil)
		if d.Kind != engine.DecSingers || d.Min != 1 || slices.Contains(legal, done) {
			t.Fatalf("8.12.2: below 9 a singer is still needed: %+v, legal %v", d, legal)
		}
		apply(st, choose(next))
	}
	legal := st.Legal(nil)
	if d := st.Pending(); d.Kind != engine.DecSingers || d.Min != 0 {
		t.Fatalf("8.12.1: at 9 with characters ready, more may join: pending %+v", d)
	}
	want := []engine.Action{choose(c[3]), choose(c[4]), done}
	if !slices.Equal(legal, want) {
		t.Fatalf("8.12.1: at 9 the legal answers are %v, want the ready characters and done %v", legal, want)
	}
	apply(st, choose(c[3]))
	apply(st, done)
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Fatalf("the song should have resolved after done, pending %+v", d)
	}
	if got := len(st.Players[0].Hand); got != 4 {
		t.Errorf("Fantastical and Magical drew %d cards for 4 singers, want 4", got)
	}
	if st.Cards[c[4]].Flags&engine.FlagExerted != 0 {
		t.Error("the character that didn't join was exerted")
	}

	// The last eligible character joins: no "done" decision follows.
	st, song, c = build("Mickey Mouse - True Friend", "Beast - Thick-Skinned", "Jasmine - Disguised", "Stitch - New Dog")
	apply(st, engine.Action{Kind: engine.ActSing, Player: 0, Card: song, Target: c[0]})
	for _, next := range c[1:] {
		apply(st, choose(next))
	}
	if d := st.Pending(); d.Kind != engine.DecTurn || len(st.Players[0].Hand) != 4 {
		t.Fatalf("with no one left to add the song resolves at once: pending %+v, hand %d", d, len(st.Players[0].Hand))
	}

	// A Singer 9 character alone, no other character ready: no decision.
	st, song, c = build("Cinderella - Melody Weaver")
	apply(st, engine.Action{Kind: engine.ActSing, Player: 0, Card: song, Target: c[0]})
	if len(st.Stack) != 0 || len(st.Players[0].Hand) != 1 {
		t.Fatalf("a lone singer reaching 9 should resolve the song at once: stack %d, hand %d", len(st.Stack), len(st.Players[0].Hand))
	}
}

// Legal and Apply allocate nothing while singers are chosen (hot path).
func TestSingTogetherDecisionDoesNotAllocate(t *testing.T) {
	g, id := catalogGame(t)
	st := g.EmptyState(1)
	var c []engine.CardID
	for _, n := range []string{"Cinderella - Melody Weaver", "Mickey Mouse - True Friend", "Stitch - New Dog"} {
		d := id(n)
		x, err := st.PlaceInPlay(0, d, engine.Placement{At: engine.NoCard})
		if err != nil {
			t.Fatal(err)
		}
		c = append(c, x)
	}
	song, err := st.Place(0, id("A Pirate's Life"), engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActSing, Player: 0, Card: song, Target: c[0]}); err != nil {
		t.Fatal(err)
	}
	if st.Pending().Kind != engine.DecSingers {
		t.Fatalf("pending %v, want more singers", st.Pending().Kind)
	}
	buf := make([]engine.Action, 0, 64)
	if n := testing.AllocsPerRun(50, func() { buf = st.Legal(buf[:0]) }); n != 0 {
		t.Errorf("Legal allocates %.1f times while singers are chosen", n)
	}
	work := st.Clone()
	for _, a := range []engine.Action{{Kind: engine.ActChoose, Player: 0, Card: c[1]}, {Kind: engine.ActDone, Player: 0}} {
		if n := testing.AllocsPerRun(50, func() {
			st.CloneInto(work)
			if err := work.Apply(a); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("Apply(%v) allocates %.1f times", a, n)
		}
	}
}
