package deckbuild

import (
	"errors"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

func catalog(t testing.TB) ([]engine.CardDef, *cards.Index) {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	return defs, ix
}

func inks(names ...string) engine.InkSet {
	var s engine.InkSet
	for _, n := range names {
		i, ok := engine.ParseInk(n)
		if !ok {
			panic(n)
		}
		s = s.With(i)
	}
	return s
}

func TestConstructedRules(t *testing.T) {
	defs, ix := catalog(t)
	cases := []struct {
		name    string
		inks    engine.InkSet
		wantErr string
	}{
		{"any two", 0, ""},
		{"amber/steel", inks("amber", "steel"), ""},
		{"steel alone", inks("steel"), ""},
		{"three inks", inks("amber", "steel", "ruby"), "at most 2 (1.10.1.1)"},
		{"an ink that does not exist", 1 << engine.NumInks, "does not exist"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := ConstructedRules(defs, tc.inks)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string]bool{}
			for i, c := range r.Candidates {
				d := &defs[c.Def]
				if !d.Implemented || d.Inks == 0 || tc.inks != 0 && d.Inks&^tc.inks != 0 {
					t.Errorf("candidate %s (%s, implemented %v) is not of the rules", d.FullName, cards.InkNames(d.Inks), d.Implemented)
				}
				n := cards.Normalize(d.FullName)
				if seen[n] {
					t.Errorf("%s is a candidate twice", d.FullName)
				}
				seen[n] = true
				if r.Candidate(c.Def) != i {
					t.Errorf("Candidate(%s) = %d, want %d", d.FullName, r.Candidate(c.Def), i)
				}
			}
			if r.MinSize != 60 || r.MaxSize != 60 || r.NumActions() != 2*len(r.Candidates)+1 {
				t.Errorf("sizes %d-%d, %d actions for %d candidates", r.MinSize, r.MaxSize, r.NumActions(), len(r.Candidates))
			}
		})
	}
	// The copy limits: 4, or the card's own (1.10.1.1 and the cards that
	// say otherwise), never over the deck's size.
	r, err := ConstructedRules(defs, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		limit int
	}{
		{"Stitch - New Dog", 4},
		{"The Glass Slipper", 2},
		{"Dalmatian Puppy - Tail Wagger", 60},
		{"Microbots", 60},
	} {
		id := ix.MustLookup(tc.name)
		if !defs[id].Implemented {
			continue
		}
		i := r.Candidate(id)
		if i < 0 {
			t.Errorf("%s is no candidate", tc.name)
			continue
		}
		if got := r.Candidates[i].Limit; got != tc.limit {
			t.Errorf("%s: limit %d, want %d", tc.name, got, tc.limit)
		}
	}
}

// TestStateRules: adding and removing keep the deck within the rules,
// and each refusal says which rule.
func TestStateRules(t *testing.T) {
	defs, ix := catalog(t)
	any2, err := ConstructedRules(defs, 0)
	if err != nil {
		t.Fatal(err)
	}
	amberSteel, err := ConstructedRules(defs, inks("amber", "steel"))
	if err != nil {
		t.Fatal(err)
	}
	type op struct {
		add  bool
		card string
		n    int
		want string // in the error of the last; "" ok
	}
	cases := []struct {
		name string
		r    *Rules
		ops  []op
		size int
		inks engine.InkSet
	}{
		{"four copies", any2, []op{{true, "Stitch - New Dog", 4, ""}}, 4, inks("amber")},
		{"a fifth copy", any2, []op{{true, "Stitch - New Dog", 5, "the most it may (1.10.1.1)"}}, 4, inks("amber")},
		{"a third ink", any2, []op{
			{true, "Stitch - New Dog", 1, ""}, {true, "Beast - Hardheaded", 1, ""},
			{true, "Aladdin - Street Rat", 1, "at most 2 inks (1.10.1.1)"}}, 2, inks("amber", "steel")},
		{"a third ink after a removal", any2, []op{
			{true, "Stitch - New Dog", 1, ""}, {true, "Beast - Hardheaded", 1, ""},
			{false, "Beast - Hardheaded", 1, ""}, {true, "Anna - Heir to Arendelle", 1, ""}}, 2, inks("amber", "amethyst")},
		{"an ink not allowed", amberSteel, []op{{true, "Anna - Heir to Arendelle", 1, "no candidate"}}, 0, 0},
		{"remove what is not there", any2, []op{{false, "Stitch - New Dog", 1, "holds none"}}, 0, 0},
		{"a 61st card", any2, []op{
			{true, "Dalmatian Puppy - Tail Wagger", 60, ""}, {true, "Stitch - New Dog", 1, "the size of a deck here"}}, 60, inks("amber")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := NewState(tc.r)
			for k, o := range tc.ops {
				id := ix.MustLookup(o.card)
				i := tc.r.Candidate(id)
				var err error
				if i < 0 {
					err = errors.New("no candidate")
				}
				for j := 0; j < o.n && err == nil; j++ {
					if o.add {
						err = s.Add(i)
					} else {
						err = s.Remove(i)
					}
				}
				switch {
				case o.want == "" && err != nil:
					t.Fatalf("op %d: %v", k, err)
				case o.want != "" && (err == nil || !strings.Contains(err.Error(), o.want)):
					t.Fatalf("op %d: err %v, want %q", k, err, o.want)
				}
			}
			if s.Size() != tc.size || s.Inks() != tc.inks {
				t.Errorf("size %d inks %s, want %d %s", s.Size(), cards.InkNames(s.Inks()), tc.size, cards.InkNames(tc.inks))
			}
			if ps := s.Problems(); s.Complete() && len(ps) > 0 {
				t.Errorf("complete, but the deck check says %v", ps)
			}
		})
	}
}

func TestLimitedRules(t *testing.T) {
	defs, _ := catalog(t)
	sealed, err := limited.OpenSealed([]string{"5", "5", "5", "5", "5", "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	small, err := limited.OpenSealed([]string{"5", "5"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		pool   limited.Pool
		format cards.Format
		min    int
		want   string
	}{
		{"sealed", sealed.Pool, cards.Limited, 40, ""},
		{"draft", sealed.Pool, cards.Draft, 35, ""},
		{"core from a pool", sealed.Pool, cards.CoreConstructed, 0, "Limited format"},
		{"two boosters", small.Pool, cards.Limited, 0, "fewer than the 40"},
		{"a card not in the catalogue", limited.Pool{Lines: []cards.DeckLine{{Count: 1, Def: engine.DefID(len(defs))}}}, cards.Limited, 0, "not in the catalogue"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := LimitedRules(defs, tc.pool, tc.format)
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("err %v, want %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.MinSize != tc.min {
				t.Errorf("least size %d, want %d", r.MinSize, tc.min)
			}
			// Every implemented copy of the pool, and no more, fits.
			s := NewState(r)
			for i, c := range r.Candidates {
				if c.Limit != tc.pool.Count(c.Def) || !defs[c.Def].Implemented {
					t.Errorf("%s: limit %d, pool %d", defs[c.Def].FullName, c.Limit, tc.pool.Count(c.Def))
				}
				for range c.Limit {
					if err := s.Add(i); err != nil {
						t.Fatal(err)
					}
				}
				if s.CanAdd(i) {
					t.Errorf("%s: one more than the pool holds", defs[c.Def].FullName)
				}
			}
			if s.Size() != r.MaxSize || !s.Complete() || len(s.Problems()) > 0 {
				t.Errorf("the whole pool: %d cards of %d, complete %v, %v", s.Size(), r.MaxSize, s.Complete(), s.Problems())
			}
			ps, err := limited.CheckDeck(s.Deck("all"), tc.pool, defs, tc.format)
			if err != nil || len(ps) > 0 {
				t.Errorf("limited.CheckDeck: %v %v", ps, err)
			}
		})
	}
}

// gauntletOf is a gauntlet of embedded decks played by agent.
func gauntletOf(t testing.TB, defs []engine.CardDef, ix *cards.Index, agent string, names ...string) *Gauntlet {
	t.Helper()
	var opps []Opponent
	for _, n := range names {
		d, err := decks.Load(n, ix)
		if err != nil {
			t.Fatal(err)
		}
		opps = append(opps, OpponentOf(d))
	}
	var seats [2]agents.Agent
	for i := range seats {
		a, err := agents.New(agent, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		seats[i] = a
	}
	g, err := NewGauntlet(defs, opps, seats)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGauntletErrors(t *testing.T) {
	defs, ix := catalog(t)
	g := gauntletOf(t, defs, ix, "random", "set1-amber-amethyst")
	a, b := agents.NewRandom(1), agents.NewRandom(2)
	cases := []struct {
		name string
		err  func() error
		want string
	}{
		{"no decks", func() error { _, err := NewGauntlet(defs, nil, [2]agents.Agent{a, b}); return err }, "from 1 to 64 decks"},
		{"one agent twice", func() error {
			_, err := NewGauntlet(defs, []Opponent{{"x", g.Decks()[0].Cards}}, [2]agents.Agent{a, a})
			return err
		}, "one a seat"},
		{"an empty deck", func() error {
			_, err := NewGauntlet(defs, []Opponent{{"empty", nil}}, [2]agents.Agent{a, b})
			return err
		}, "gauntlet deck empty"},
		{"odd games", func() error { _, err := g.Play(g.Decks()[0].Cards, 1, 3); return err }, "even number"},
		{"no games", func() error { _, err := g.Play(g.Decks()[0].Cards, 1, 0); return err }, "even number"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.err()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %q", err, tc.want)
			}
		})
	}
}

// TestGauntletSeats: a deck that can't ink a card loses every game to a
// reference deck, in both seats, and the reference deck wins them all; the
// per-deck scores add up to the total.
func TestGauntletSeats(t *testing.T) {
	defs, ix := catalog(t)
	id := ix.MustLookup("The Leviathan - Guardian of Atlantis") // cost 10, uninkable
	if !defs[id].Implemented || defs[id].Inkable {
		t.Skip("the stand-in card changed")
	}
	weak := make([]engine.DefID, 60)
	for i := range weak {
		weak[i] = id
	}
	ref, err := decks.Load("set1-amber-steel", ix)
	if err != nil {
		t.Fatal(err)
	}
	g := gauntletOf(t, defs, ix, "greedy", "set1-amber-amethyst", "set1-emerald-sapphire")
	for _, tc := range []struct {
		name string
		deck []engine.DefID
		want Score
	}{
		{"the weak deck", weak, Score{Losses: 8}},
		{"a reference deck against the weak one", ref.IDs(), Score{}}, // filled below
	} {
		t.Run(tc.name, func(t *testing.T) {
			gg := g
			want := tc.want
			if tc.want == (Score{}) {
				var err error
				if gg, err = NewGauntlet(defs, []Opponent{{"weak", weak}}, [2]agents.Agent{agents.NewGreedy(1), agents.NewGreedy(2)}); err != nil {
					t.Fatal(err)
				}
				want = Score{Wins: 4}
			}
			got, err := gg.Play(tc.deck, 3, 4)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("score %+v, want %+v", got, want)
			}
			var sum Score
			for _, s := range gg.Last() {
				sum.add(s)
			}
			if sum != got {
				t.Fatalf("per deck %+v, total %+v", gg.Last(), got)
			}
		})
	}
}
