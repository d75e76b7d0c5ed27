package limited

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func catalog(t testing.TB) []engine.CardDef {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	return defs
}

func TestParseSets(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  bool
	}{
		{"5", []string{"5"}, false},
		{"5,5,6,6,7,7", []string{"5", "5", "6", "6", "7", "7"}, false},
		{" 5 , 6 ", []string{"5", "6"}, false},
		{"", nil, true},
		{"5,,6", nil, true},
		{"5,", nil, true},
	}
	for _, tt := range tests {
		got, err := ParseSets(tt.in)
		if (err != nil) != tt.err || !slices.Equal(got, tt.want) {
			t.Errorf("ParseSets(%q) = %v, %v; want %v (error %v)", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestOpenSealed(t *testing.T) {
	tests := []struct {
		sets []string
		seed uint64
	}{
		{[]string{"5", "5", "5", "5", "5", "5"}, 1},
		{[]string{"5", "5", "6", "6", "7", "7"}, 2},
		{[]string{"9"}, 3},
		{[]string{"1", "12", "1", "12"}, 4},
	}
	for _, tt := range tests {
		s, err := OpenSealed(tt.sets, tt.seed)
		if err != nil {
			t.Fatal(err)
		}
		again, err := OpenSealed(tt.sets, tt.seed)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(s.Boosters, again.Boosters) || !slices.Equal(s.Pool.Lines, again.Pool.Lines) {
			t.Errorf("%v seed %d: two runs differ", tt.sets, tt.seed)
		}
		if len(s.Boosters) != len(tt.sets) || s.Pool.Len() != PackSize*len(tt.sets) {
			t.Errorf("%v: %d boosters, %d cards", tt.sets, len(s.Boosters), s.Pool.Len())
		}
		count := map[engine.DefID]int{}
		for i, b := range s.Boosters {
			if b.Set != tt.sets[i] {
				t.Errorf("%v: booster %d is of set %s", tt.sets, i+1, b.Set)
			}
			for _, c := range b.Cards {
				count[c.Card]++
			}
		}
		for i, l := range s.Pool.Lines {
			if i > 0 && s.Pool.Lines[i-1].Def >= l.Def {
				t.Errorf("%v: pool not in DefID order", tt.sets)
			}
			if count[l.Def] != l.Count || s.Pool.Count(l.Def) != l.Count {
				t.Errorf("%v: pool holds %d of card %d, the boosters %d", tt.sets, l.Count, l.Def, count[l.Def])
			}
		}
	}
}

func TestOpenSealedErrors(t *testing.T) {
	many := make([]string, MaxSealedBoosters+1)
	for i := range many {
		many[i] = "5"
	}
	tests := []struct {
		sets []string
		want string
	}{
		{nil, "from 1 to"},
		{many, "from 1 to"},
		{[]string{"5", "5", "42"}, `booster 3: unknown set "42"`},
		{[]string{"P2"}, "promo set"},
	}
	for _, tt := range tests {
		_, err := OpenSealed(tt.sets, 1)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("OpenSealed(%v) = %v, want an error with %q", tt.sets, err, tt.want)
		}
	}
}

func TestCheckDeck(t *testing.T) {
	defs := catalog(t)
	s, err := OpenSealed([]string{"5", "5", "5", "5", "5", "5"}, 11)
	if err != nil {
		t.Fatal(err)
	}
	pool := s.Pool
	first40 := func() *cards.Deck { // the pool's first 40 cards
		d := &cards.Deck{}
		for _, l := range pool.Lines {
			n := min(l.Count, 40-d.Len())
			if n > 0 {
				d.Cards = append(d.Cards, cards.DeckLine{Count: n, Def: l.Def})
			}
		}
		return d
	}
	var outside engine.DefID // a card of set 1, never in a set 5 pool
	for _, p := range cards.SetPrintings("1") {
		if pool.Count(p.Card) == 0 && slices.IndexFunc(cards.Printings(p.Card), func(q cards.Printing) bool { return q.Set == "5" }) < 0 {
			outside = p.Card
			break
		}
	}
	tests := []struct {
		name   string
		deck   func() *cards.Deck
		format cards.Format
		kinds  []cards.ProblemKind
		msg    string
	}{
		{"whole pool", func() *cards.Deck { return pool.Deck("pool") }, cards.Limited, nil, ""},
		{"40 of the pool", first40, cards.Limited, nil, ""},
		{"39 cards", func() *cards.Deck {
			d := first40()
			d.Cards[0].Count--
			if d.Cards[0].Count == 0 {
				d.Cards = d.Cards[1:]
			}
			return d
		}, cards.Limited, []cards.ProblemKind{cards.ProblemSize}, "at least 40"},
		{"35 cards for Draft", func() *cards.Deck {
			d := first40()
			for d.Len() > 35 {
				last := &d.Cards[len(d.Cards)-1]
				if last.Count--; last.Count == 0 {
					d.Cards = d.Cards[:len(d.Cards)-1]
				}
			}
			return d
		}, cards.Draft, nil, ""},
		{"a card from outside", func() *cards.Deck {
			d := first40()
			d.Cards = append(d.Cards, cards.DeckLine{Count: 1, Def: outside})
			return d
		}, cards.Limited, []cards.ProblemKind{cards.ProblemNotInPool}, "is not in the pool"},
		{"a copy too many", func() *cards.Deck {
			d := first40()
			d.Cards = append(d.Cards, cards.DeckLine{Count: pool.Count(d.Cards[0].Def) + 1 - d.Cards[0].Count, Def: d.Cards[0].Def})
			return d
		}, cards.Limited, []cards.ProblemKind{cards.ProblemNotInPool}, "the pool holds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := CheckDeck(tt.deck(), pool, defs, tt.format)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []cards.ProblemKind
			for _, p := range ps {
				kinds = append(kinds, p.Kind)
				if !strings.Contains(p.Message, tt.msg) {
					t.Errorf("problem %q does not say %q", p.Message, tt.msg)
				}
			}
			if !slices.Equal(kinds, tt.kinds) {
				t.Errorf("problems %v, want kinds %v", ps, tt.kinds)
			}
		})
	}
	if _, err := CheckDeck(first40(), pool, defs, cards.CoreConstructed); err == nil {
		t.Error("CheckDeck in Core Constructed is not an error")
	}
	if _, err := CheckDeck(nil, pool, defs, cards.Limited); err == nil {
		t.Error("CheckDeck of no deck is not an error")
	}
}

func TestBuild(t *testing.T) {
	defs := catalog(t)
	tests := []struct {
		sets []string
		size int
	}{
		{[]string{"5", "5", "5", "5", "5", "5"}, 40},
		{[]string{"5", "5", "6", "6", "7", "7"}, 40},
		{[]string{"1", "1", "1", "1"}, 45},
		{[]string{"12", "12", "12"}, 35},
		{[]string{"9", "9", "9", "9", "9", "9"}, 40},
	}
	for _, tt := range tests {
		for seed := uint64(1); seed <= 10; seed++ {
			s, err := OpenSealed(tt.sets, seed)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Build(s.Pool, defs, tt.size)
			if err != nil {
				t.Fatal(err)
			}
			again, err := Build(s.Pool, defs, tt.size)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(b.Deck.Cards, again.Deck.Cards) || b.Inks != again.Inks {
				t.Errorf("%v seed %d: two builds differ", tt.sets, seed)
			}
			if b.Deck.Len() != tt.size {
				t.Errorf("%v seed %d: %d cards, want %d", tt.sets, seed, b.Deck.Len(), tt.size)
			}
			format := cards.Limited
			if tt.size < SealedDeckSize {
				format = cards.Draft
			}
			ps, err := CheckDeck(b.Deck, s.Pool, defs, format)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) > 0 && tt.size >= 35 {
				t.Errorf("%v seed %d: built deck has problems %v", tt.sets, seed, ps)
			}
			// The deck holds as many cards of its two inks as it can.
			pair := engine.InkSet(0).With(b.Inks[0]).With(b.Inks[1])
			in, have := 0, 0
			for _, l := range b.Deck.Cards {
				if defs[l.Def].Inks&^pair == 0 {
					in += l.Count
				}
			}
			for _, l := range s.Pool.Lines {
				if defs[l.Def].Inks&^pair == 0 {
					have += l.Count
				}
			}
			if in != min(have, tt.size) {
				t.Errorf("%v seed %d: %d of %d cards of the inks %v, the pool has %d", tt.sets, seed, in, tt.size, b.Inks, have)
			}
		}
	}
	small, err := OpenSealed([]string{"5", "5", "5"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(small.Pool, defs, 40); err == nil || !strings.Contains(err.Error(), "fewer than") {
		t.Errorf("Build of 36 cards into 40 = %v, want an error", err)
	}
	if _, err := Build(small.Pool, defs, 0); err == nil {
		t.Error("Build of 0 cards is not an error")
	}
}

// TestBuildPicksStrongInks checks that the builder's inks are the pair whose
// best cards score highest: a pool where one pair is plainly better.
func TestBuildPicksStrongInks(t *testing.T) {
	defs := catalog(t)
	byInk := map[engine.Ink][]engine.DefID{}
	for i := range defs {
		d := &defs[i]
		if d.Set == "5" && d.Inks.Count() == 1 {
			for k := engine.Ink(0); k < engine.NumInks; k++ {
				if d.Inks.Has(k) {
					byInk[k] = append(byInk[k], d.ID)
				}
			}
		}
	}
	// 25 cards each of two inks, and 3 of each other ink: only the pair of
	// the two can fill 40.
	a, b := engine.Ink(1), engine.Ink(4)
	var ids []engine.DefID
	for k := engine.Ink(0); k < engine.NumInks; k++ {
		n := 3
		if k == a || k == b {
			n = 25
		}
		ids = append(ids, byInk[k][:n]...)
	}
	built, err := Build(poolOfIDs(ids), defs, 40)
	if err != nil {
		t.Fatal(err)
	}
	if built.Inks != [2]engine.Ink{a, b} {
		t.Errorf("inks %v, want %v and %v", built.Inks, a, b)
	}
}

// BenchmarkSealedBuild measures a whole Sealed pool of six boosters opened
// and a 40-card deck built from it.
func BenchmarkSealedBuild(b *testing.B) {
	defs := catalog(b)
	sets := []string{"5", "5", "5", "5", "5", "5"}
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		s, err := OpenSealed(sets, seed)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Build(s.Pool, defs, SealedDeckSize); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pools/s")
}

func TestRunSealedEvent(t *testing.T) {
	defs := catalog(t)
	cfg := EventConfig{Seats: 3, Sets: []string{"5", "5", "5", "5", "5", "5"}, Seed: 7, Games: 2, Agent: "greedy"}
	r, err := RunSealedEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	again, err := RunSealedEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	games := 0
	for i, s := range r.Seats {
		a := again.Seats[i]
		if s.Wins != a.Wins || s.Losses != a.Losses || s.Draws != a.Draws || !slices.Equal(s.Built.Deck.Cards, a.Built.Deck.Cards) {
			t.Errorf("seat %d: two runs differ", i+1)
		}
		// Each seat plays the two others twice.
		if n := s.Wins + s.Losses + s.Draws; n != 4 {
			t.Errorf("seat %d played %d games, want 4", i+1, n)
		}
		games += s.Wins + s.Losses + s.Draws
		ps, err := CheckDeck(s.Built.Deck, s.Sealed.Pool, defs, cards.Limited)
		if err != nil || len(ps) > 0 {
			t.Errorf("seat %d: deck problems %v, %v", i+1, ps, err)
		}
		if i > 0 && slices.Equal(s.Sealed.Pool.Lines, r.Seats[0].Sealed.Pool.Lines) {
			t.Errorf("seats 1 and %d opened the same pool", i+1)
		}
	}
	if games != 2*3*2 {
		t.Errorf("%d seat-games, want 12", games)
	}
	bad := []struct {
		edit func(*EventConfig)
		want string
	}{
		{func(c *EventConfig) { c.Seats = 1 }, "from 2 to 8 seats"},
		{func(c *EventConfig) { c.Seats = 9 }, "from 2 to 8 seats"},
		{func(c *EventConfig) { c.Games = 3 }, "even number"},
		{func(c *EventConfig) { c.Games = 0 }, "even number"},
		{func(c *EventConfig) { c.DeckSize = 39 }, "at least 40"},
		{func(c *EventConfig) { c.Agent = "wizard" }, "unknown agent"},
		{func(c *EventConfig) { c.Sets = []string{"5", "x"} }, `unknown set "x"`},
		{func(c *EventConfig) { c.Sets = []string{"5", "5"} }, "fewer than the 40"},
	}
	for _, tt := range bad {
		c := cfg
		tt.edit(&c)
		if _, err := RunSealedEvent(defs, c); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error with %q", c, err, tt.want)
		}
	}
}
