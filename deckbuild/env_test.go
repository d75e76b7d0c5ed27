package deckbuild

import (
	"errors"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

func newEnv(t testing.TB, r *Rules, g *Gauntlet, maxSteps int) *Env {
	t.Helper()
	e, err := NewEnv(Config{Rules: r, Gauntlet: g, GamesPerDeck: 2, MaxSteps: maxSteps, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// fill adds legal cards, by the mask, until done is legal; it returns the
// steps taken.
func fill(t *testing.T, e *Env, rng *engine.RNG) int {
	t.Helper()
	n := len(e.State().Counts())
	steps := 0
	for !e.Obs().Mask[2*n] {
		var legal []int
		for i, ok := range e.Obs().Mask[:n] {
			if ok {
				legal = append(legal, i)
			}
		}
		if len(legal) == 0 {
			t.Fatalf("no card may be added at %d cards and done is not legal", e.State().Size())
		}
		if _, err := e.Step(legal[rng.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
		checkMask(t, e) // the mask kept up to date step by step
		steps++
	}
	return steps
}

// checkMask: the mask says what Step accepts, action by action.
func checkMask(t *testing.T, e *Env) {
	t.Helper()
	s := e.State()
	n := len(s.Counts())
	m := e.Obs().Mask
	for i := range n {
		if m[i] != s.CanAdd(i) || m[n+i] != s.CanRemove(i) {
			t.Fatalf("mask of candidate %d: add %v remove %v; the state says %v %v", i, m[i], m[n+i], s.CanAdd(i), s.CanRemove(i))
		}
	}
	if m[2*n] != (s.Complete() && len(s.Problems()) == 0) {
		t.Fatalf("done %v at %d cards (problems %v)", m[2*n], s.Size(), s.Problems())
	}
}

func TestEnvEpisodes(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst", "set1-emerald-sapphire")
	core, err := ConstructedRules(defs, inks("amber", "steel"))
	if err != nil {
		t.Fatal(err)
	}
	any2, err := ConstructedRules(defs, 0)
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := limited.OpenSealed([]string{"1", "1", "1", "1", "1", "1"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	lim, err := LimitedRules(defs, sealed.Pool, cards.Limited)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		r    *Rules
		size int // of the deck when done becomes legal
	}{
		{"constructed amber/steel", core, 60},
		{"constructed any two inks", any2, 60},
		{"sealed", lim, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, tc.r, g, 0)
			rng := engine.NewRNG(3)
			e.Reset(11)
			checkMask(t, e)
			// Done is refused until the deck is legal.
			if _, err := e.Step(2 * len(tc.r.Candidates)); !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), "a legal deck") {
				t.Fatalf("done on an empty deck: %v", err)
			}
			steps := fill(t, e, &rng)
			checkMask(t, e)
			if e.State().Size() != tc.size || steps != tc.size {
				t.Fatalf("done legal at %d cards after %d steps, want %d", e.State().Size(), steps, tc.size)
			}
			if tc.r.Format == cards.CoreConstructed && e.State().Inks().Count() > 2 {
				t.Fatalf("inks %s", cards.InkNames(e.State().Inks()))
			}
			deck := e.State().Deck("built")
			r1, err := e.Step(2 * len(tc.r.Candidates))
			if err != nil {
				t.Fatal(err)
			}
			if !r1.Terminated || r1.Truncated || r1.Score.Games() != 4 || r1.Reward != r1.Score.Rate() {
				t.Fatalf("done: %+v", r1)
			}
			if _, err := e.Step(0); !errors.Is(err, ErrEpisodeOver) {
				t.Fatalf("a step after done: %v", err)
			}
			for _, ok := range e.Obs().Mask {
				if ok {
					t.Fatal("a legal action after done")
				}
			}
			// The same deck and seed: the same games.
			e.Reset(11)
			s := e.State()
			if err := s.Set(deck); err != nil {
				t.Fatal(err)
			}
			e.fillMask()
			r2, err := e.Step(2 * len(tc.r.Candidates))
			if err != nil {
				t.Fatal(err)
			}
			if r2.Score != r1.Score {
				t.Fatalf("the same deck and seed scored %+v, then %+v", r1.Score, r2.Score)
			}
		})
	}
}

func TestEnvBadSteps(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst")
	r, err := ConstructedRules(defs, inks("amber", "steel"))
	if err != nil {
		t.Fatal(err)
	}
	n := len(r.Candidates)
	e := newEnv(t, r, g, 5)
	if _, err := e.Step(0); !errors.Is(err, ErrEpisodeOver) {
		t.Errorf("a step before reset: %v", err)
	}
	e.Reset(1)
	for _, tc := range []struct {
		name   string
		action int
		want   string
	}{
		{"negative", -1, "out of range"},
		{"past done", 2*n + 1, "out of range"},
		{"remove a card not held", n, "holds none"},
		{"done on an empty deck", 2 * n, "exactly 60"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Step(tc.action)
			if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %q", err, tc.want)
			}
			if e.State().Size() != 0 || e.Obs().Steps != 0 {
				t.Fatal("a refused step changed the state")
			}
		})
	}
	// Five steps, then truncated.
	for k := range 5 {
		res, err := e.Step(k % 2 * n) // add 0, remove 0, ...
		if err != nil {
			t.Fatal(err)
		}
		if res.Truncated != (k == 4) || res.Terminated || res.Reward != 0 {
			t.Fatalf("step %d: %+v", k, res)
		}
	}
	if !e.Over() {
		t.Fatal("not over after MaxSteps")
	}
	for _, bad := range []Config{
		{Rules: r, Gauntlet: g, GamesPerDeck: 3},
		{Rules: r, Gauntlet: g, GamesPerDeck: 0},
		{Rules: r, Gauntlet: g, GamesPerDeck: 2, MaxSteps: -1},
		{Gauntlet: g, GamesPerDeck: 2},
		{Rules: r, GamesPerDeck: 2},
	} {
		if _, err := NewEnv(bad); err == nil {
			t.Errorf("NewEnv(%+v) took it", bad)
		}
	}
}

// TestStepAllocs: adding and removing allocate nothing.
func TestStepAllocs(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst")
	r, err := ConstructedRules(defs, 0)
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, r, g, 1<<30)
	e.Reset(1)
	n := len(r.Candidates)
	allocs := testing.AllocsPerRun(100, func() {
		for i := range 8 {
			if _, err := e.Step(i); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 8 {
			if _, err := e.Step(n + i); err != nil {
				t.Fatal(err)
			}
		}
		_ = e.Obs()
	})
	if allocs != 0 {
		t.Errorf("%v allocations per 16 steps, want 0", allocs)
	}
}

func TestHeuristicAndSearch(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst", "set1-emerald-sapphire")
	for _, pair := range [][]string{{"amber", "steel"}, {"ruby", "sapphire"}, {"emerald"}} {
		r, err := ConstructedRules(defs, inks(pair...))
		if err != nil {
			t.Fatal(err)
		}
		d, err := Heuristic(r)
		if err != nil {
			t.Fatal(err)
		}
		s := NewState(r)
		if err := s.Set(d); err != nil || s.Size() != 60 || s.Inks()&^inks(pair...) != 0 {
			t.Fatalf("%v: heuristic deck: %v, %d cards, %s", pair, err, s.Size(), cards.InkNames(s.Inks()))
		}
		if ps := d.Check(defs, cards.CoreConstructed); len(ps) > 0 {
			t.Fatalf("%v: heuristic deck: %v", pair, ps)
		}
	}
	r, err := ConstructedRules(defs, inks("amber", "steel"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		budget int
		per    int
		want   string
	}{
		{"budget 0", 0, 2, "a budget of 0 games"},
		{"budget under one evaluation", 3, 2, "one evaluation takes 4"},
		{"odd games", 40, 3, "even number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Search(SearchConfig{Rules: r, Gauntlet: g, Budget: tc.budget, GamesPerDeck: tc.per})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %q", err, tc.want)
			}
		})
	}
	run := func() *SearchResult {
		var evals int
		res, err := Search(SearchConfig{Rules: r, Gauntlet: g, Budget: 42, GamesPerDeck: 2, Seed: 5,
			Progress: func(Progress) { evals++ }})
		if err != nil {
			t.Fatal(err)
		}
		if evals != res.Evals || res.Evals != 10 || res.Games != 40 {
			t.Fatalf("%d evaluations (%d reported), %d games; want 10, 40", res.Evals, evals, res.Games)
		}
		if res.Score.points() < res.First.points() {
			t.Fatalf("kept %+v, worse than the first deck's %+v", res.Score, res.First)
		}
		if ps := res.Deck.Check(defs, cards.CoreConstructed); len(ps) > 0 || res.Deck.Inks(defs)&^inks("amber", "steel") != 0 {
			t.Fatalf("the search's deck: %v", ps)
		}
		return res
	}
	a, b := run(), run()
	var wa, wb strings.Builder
	cards.WriteDeck(&wa, a.Deck, defs)
	cards.WriteDeck(&wb, b.Deck, defs)
	if wa.String() != wb.String() || a.Score != b.Score {
		t.Fatal("the same search twice found different decks")
	}
}

// BenchmarkStep: a step that adds or removes a card, over episodes that
// fill a 60-card deck by random legal adds from the whole catalogue, then
// empty it (the figure docs/deckbuild.md gives as steps/s).
func BenchmarkStep(b *testing.B) {
	defs, ix := catalog(b)
	g := gauntletOf(b, defs, ix, "random", "set1-amber-amethyst")
	r, err := ConstructedRules(defs, 0)
	if err != nil {
		b.Fatal(err)
	}
	e := newEnv(b, r, g, 1<<62)
	e.Reset(1)
	n := len(r.Candidates)
	// The actions: adds drawn by the mask, then the removes.
	rng := engine.NewRNG(9)
	var script []int
	for e.State().Size() < 60 {
		var legal []int
		for i, ok := range e.Obs().Mask[:n] {
			if ok {
				legal = append(legal, i)
			}
		}
		a := legal[rng.Intn(len(legal))]
		script = append(script, a)
		if _, err := e.Step(a); err != nil {
			b.Fatal(err)
		}
	}
	for i := len(script) - 1; i >= 0; i-- {
		script = append(script, n+script[i])
	}
	e.Reset(1)
	b.ReportAllocs()
	b.ResetTimer()
	for k := 0; k < b.N; k++ {
		if _, err := e.Step(script[k%len(script)]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLimitedSearch: the heuristic and the search work on a pool as on the
// catalogue: legal Limited decks of the pool's cards.
func TestLimitedSearch(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst")
	sealed, err := limited.OpenSealed([]string{"1", "1", "1", "1", "1", "1"}, 8)
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []cards.Format{cards.Limited, cards.Draft} {
		r, err := LimitedRules(defs, sealed.Pool, format)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Search(SearchConfig{Rules: r, Gauntlet: g, Budget: 20, GamesPerDeck: 2, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range []*cards.Deck{res.Start, res.Deck} {
			ps, err := limited.CheckDeck(d, sealed.Pool, defs, format)
			if err != nil || len(ps) > 0 || d.Len() != r.MinSize {
				t.Errorf("%s: deck %s of %d cards: %v %v", format, d.Name, d.Len(), ps, err)
			}
		}
		if res.Evals != 10 {
			t.Errorf("%s: %d evaluations, want 10", format, res.Evals)
		}
	}
}
