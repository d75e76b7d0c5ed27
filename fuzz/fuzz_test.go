package fuzz

import (
	"context"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestReferenceDecks plays every pairing of the reference decks, mirrors
// included, checking every decision. LORCANA_FUZZ_GAMES=N plays N games in
// all instead of a few per pairing (the long run).
func TestReferenceDecks(t *testing.T) {
	defs := cards.MustCatalog()
	dk, err := ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(dk) < 4 {
		t.Fatalf("%d reference decks", len(dk))
	}
	games := 10 * len(Pairs(len(dk), 2))
	if testing.Short() {
		games = len(Pairs(len(dk), 2))
	}
	if s := os.Getenv("LORCANA_FUZZ_GAMES"); s != "" {
		if games, err = strconv.Atoi(s); err != nil {
			t.Fatalf("LORCANA_FUZZ_GAMES=%q: %v", s, err)
		}
	}
	rep, err := Run(context.Background(), Config{Defs: defs, Decks: dk, Games: games, Threads: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Failures {
		t.Error(f)
	}
	if rep.Games != games {
		t.Errorf("%d games played of %d", rep.Games, games)
	}
	for _, p := range rep.Pairings {
		if p.Games == 0 {
			t.Errorf("%s: no game", p.Name())
		}
		if p.Stalled > 0 {
			t.Errorf("%s: %d games stalled at the decision limit (seeds %v)", p.Name(), p.Stalled, p.StalledSeeds)
		}
	}
	t.Logf("%d games, %d decisions in %.1fs", rep.Games, rep.Decisions, rep.Seconds)
}

// Games of three and four players: every multiset of the decks.
func TestMultiplayer(t *testing.T) {
	defs := cards.MustCatalog()
	for _, n := range []int{3, 4} {
		dk, err := ReferenceDecksFor(nil, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(dk) < 4 {
			t.Fatalf("%d players: %d reference decks", n, len(dk))
		}
		pairs := len(Pairs(len(dk), n))
		rep, err := Run(context.Background(), Config{Defs: defs, Decks: dk, Players: n, Games: 2 * pairs, Threads: 2, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range rep.Failures {
			t.Error(f)
		}
		if len(rep.Pairings) != pairs || rep.Games != 2*pairs || len(rep.Pairings[0].Decks) != n {
			t.Errorf("%d players: %d pairings, %d games", n, len(rep.Pairings), rep.Games)
		}
	}
}

func TestPairs(t *testing.T) {
	tests := []struct{ decks, players, want int }{{4, 2, 10}, {4, 3, 20}, {4, 4, 35}, {1, 2, 1}, {2, 3, 4}}
	for _, tc := range tests {
		if got := len(Pairs(tc.decks, tc.players)); got != tc.want {
			t.Errorf("Pairs(%d, %d): %d, want %d", tc.decks, tc.players, got, tc.want)
		}
	}
}

// Runs are the same for any number of goroutines.
func TestDeterministic(t *testing.T) {
	defs := cards.MustCatalog()
	dk, err := ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	var reps [2]*Report
	for i, th := range []int{1, 2} {
		if reps[i], err = Run(context.Background(), Config{Defs: defs, Decks: dk[:2], Games: 6, Threads: th, Seed: 7, RoundTripEvery: 50}); err != nil {
			t.Fatal(err)
		}
	}
	for k := range reps[0].Pairings {
		a, b := reps[0].Pairings[k], reps[1].Pairings[k]
		if a.Games != b.Games || a.Decisions != b.Decisions || !slices.Equal(a.Wins, b.Wins) || a.Turns != b.Turns {
			t.Errorf("pairing %d: %+v with one goroutine, %+v with two", k, a, b)
		}
	}
}

// Check finds each kind of broken state.
func TestCheckFindsBrokenStates(t *testing.T) {
	defs := cards.MustCatalog()
	dk, err := ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0, SkipAlter: true,
		Decks: [][]engine.DefID{dk[0].Cards, dk[1].Cards}})
	if err != nil {
		t.Fatal(err)
	}
	fresh := g.NewState(3)
	if _, err := Check(fresh, nil); err != nil {
		t.Fatalf("a new game: %v", err)
	}
	tests := []struct {
		name, want string
		breakIt    func(s *engine.State)
	}{
		{"listed twice", "listed 2 times", func(s *engine.State) {
			p := &s.Players[0]
			p.Hand = append(p.Hand, p.Hand[0])
		}},
		{"wrong zone", "is listed in player 1's hand but is in discard", func(s *engine.State) {
			s.Cards[s.Players[0].Hand[0]].Zone = engine.ZoneDiscard
		}},
		{"another's card", "is player 2's", func(s *engine.State) {
			s.Cards[s.Players[0].Hand[0]].Owner = 1
		}},
		{"missing", "is listed 0 times", func(s *engine.State) {
			s.Players[1].Deck = s.Players[1].Deck[1:]
		}},
		{"ready ink below 0", "ready ink is never negative", func(s *engine.State) { s.Players[0].InkUsed = 1 }},
		{"exerted ink below 0", "exerted ink is never negative", func(s *engine.State) { s.Players[0].InkUsed = -1 }},
		{"inked below 0", "inked -1 cards", func(s *engine.State) { s.Players[1].Inked = -1 }},
		{"damage in hand", "keeps damage", func(s *engine.State) { s.Cards[s.Players[1].Hand[2]].Damage = 2 }},
		{"under nothing", "not in play", func(s *engine.State) {
			id := s.Players[0].Hand[0]
			s.Players[0].Hand = s.Players[0].Hand[1:]
			s.Cards[id].Zone, s.Cards[id].Under = engine.ZoneUnder, s.Players[0].Hand[0]
		}},
	}
	for _, tc := range tests {
		s := fresh.Clone()
		tc.breakIt(s)
		_, err := Check(s, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// Every embedded deck is either a reference deck of the default pairings
// or left out for its cards not implemented yet, never both; the set-1
// decks are all in.
func TestReferenceDecksLeaveOutUnplayable(t *testing.T) {
	dk, err := ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Unplayable(nil)
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]bool{}
	for _, d := range dk {
		in[d.Name] = true
		if _, ok := out[d.Name]; ok {
			t.Errorf("%s: played and left out", d.Name)
		}
	}
	for _, n := range decks.Names() {
		if !in[n] && len(out[n]) == 0 {
			t.Errorf("%s: neither played nor left out", n)
		}
		if strings.HasPrefix(n, "set1-") && !in[n] {
			t.Errorf("%s: left out (%v)", n, out[n])
		}
	}
	for n, m := range out {
		t.Logf("%s left out until these are implemented: %s", n, strings.Join(m, "; "))
	}
}

// Stalled games are listed by their place in the run, not by when they
// ended, so the report is the same for any number of goroutines; and a
// run played in ranges (Config.Range) and merged is the whole run.
func TestStalledSeedsInGameOrderAndPartsMerge(t *testing.T) {
	defs := cards.MustCatalog()
	dk, err := ReferenceDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg := func(threads int, r *Range) Config {
		return Config{Defs: defs, Decks: dk[:2], Games: 9, Threads: threads, Seed: 11, DecisionLimit: 25, Cards: NewCardStats(defs), Range: r}
	}
	var reps []*Report
	var sums []CardSummary
	for _, th := range []int{1, 3} {
		c := cfg(th, nil)
		rep, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		reps, sums = append(reps, rep), append(sums, c.Cards.Summary())
	}
	var want []uint64
	for i := 0; len(want) < maxStalledSeeds; i += 3 { // 3 pairings: pairing 0 plays games 0, 3, 6...
		want = append(want, GameSeed(11, i))
	}
	if p := reps[0].Pairings[0]; p.Stalled != 3 || !slices.Equal(p.StalledSeeds, want[:3]) {
		t.Errorf("pairing 0: %d stalled, seeds %v; want 3, %v (a limit of 25 decisions stalls every game)", p.Stalled, p.StalledSeeds, want[:3])
	}
	var parts []*Part
	var names []string
	for _, r := range []Range{{From: 6, To: 9, Of: 9}, {From: 0, To: 0, Of: 9}, {From: 0, To: 4, Of: 9}, {From: 4, To: 6, Of: 9}} {
		c := cfg(2, &r)
		rep, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		parts, names = append(parts, NewPart(&c, rep)), append(names, strconv.Itoa(r.From))
	}
	merged, cards, err := Merge(defs, parts, names)
	if err != nil {
		t.Fatal(err)
	}
	reps, sums = append(reps, merged), append(sums, cards.Summary())
	for i, rep := range reps[1:] {
		rep.Seconds = reps[0].Seconds
		if !reflect.DeepEqual(stripped(rep), stripped(reps[0])) || !reflect.DeepEqual(sums[i+1], sums[0]) {
			t.Errorf("report %d:\n%+v\n%+v\nwant\n%+v\n%+v", i+1, rep, sums[i+1], reps[0], sums[0])
		}
	}
}

// stripped is r without its unexported bookkeeping.
func stripped(r *Report) Report {
	c := *r
	c.Pairings = slices.Clone(r.Pairings)
	for k := range c.Pairings {
		c.Pairings[k].stalled = nil
	}
	return c
}
