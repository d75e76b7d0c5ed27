package limited

import (
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func runDraft(t testing.TB, defs []engine.CardDef, cfg DraftConfig, names []string) *Draft {
	t.Helper()
	d, err := NewDraft(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ds := make([]Drafter, len(names))
	for i, n := range names {
		if ds[i], err = NewDrafter(n, defs, drafterSeed(cfg.Seed, i)); err != nil {
			t.Fatal(err)
		}
	}
	if err := RunDraft(d, ds); err != nil {
		t.Fatal(err)
	}
	return d
}

func repeat(name string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = name
	}
	return out
}

func TestDraft(t *testing.T) {
	defs := catalog(t)
	tests := []struct {
		seats int
		sets  []string
		seed  uint64
		names []string
	}{
		{2, []string{"5", "5", "5", "5"}, 1, []string{"heuristic", "random"}},
		{3, []string{"1"}, 2, repeat("random", 3)},
		{8, []string{"5", "5", "5", "5"}, 3, []string{"heuristic", "random", "heuristic", "random", "heuristic", "random", "heuristic", "random"}},
		{5, []string{"9", "10", "11"}, 4, repeat("heuristic", 5)},
		{7, []string{"12", "12", "12", "12", "12", "12"}, 5, repeat("random", 7)},
	}
	for _, tt := range tests {
		cfg := DraftConfig{Seats: tt.seats, Sets: tt.sets, Seed: tt.seed}
		d := runDraft(t, defs, cfg, tt.names)
		name := strings.Join(tt.sets, ",")
		// Deterministic: the same configuration and drafters, the same picks.
		again := runDraft(t, defs, cfg, tt.names)
		if !reflect.DeepEqual(d.picks, again.picks) {
			t.Errorf("%s: the same draft picked differently", name)
		}
		if d.NumPicks() != d.TotalPicks() || d.ToPick() != -1 || !d.Done() {
			t.Errorf("%s: %d of %d picks, done %v", name, d.NumPicks(), d.TotalPicks(), d.Done())
		}
		// Every card opened ends in exactly one pool.
		seen := make([]int, tt.seats*len(tt.sets)*PackSize)
		for s := range tt.seats {
			if n := len(d.Pool(s)); n != len(tt.sets)*PackSize {
				t.Errorf("%s: seat %d holds %d cards, want %d", name, s+1, n, len(tt.sets)*PackSize)
			}
			if d.PoolOfSeat(s).Len() != len(d.Pool(s)) {
				t.Errorf("%s: seat %d's Pool has %d cards, its picks %d", name, s+1, d.PoolOfSeat(s).Len(), len(d.Pool(s)))
			}
			for _, c := range d.Pool(s) {
				seen[c.Origin]++
			}
		}
		for o, n := range seen {
			if n != 1 {
				t.Errorf("%s: card %d of the packs is in %d pools", name, o, n)
			}
		}
		// Pass direction: at pick k of round r, seat s holds the pack opened
		// by seat s-k (left, even rounds) or s+k (right, odd rounds).
		for s := range tt.seats {
			for _, p := range d.Picks(s) {
				opener := p.Card.Origin/PackSize - p.Round*tt.seats
				want := (s - p.Pick%tt.seats + tt.seats) % tt.seats
				if p.Round%2 == 1 {
					want = (s + p.Pick) % tt.seats
				}
				if opener != want || p.PackLen != PackSize-p.Pick {
					t.Errorf("%s: seat %d round %d pick %d: pack of seat %d (%d cards), want seat %d (%d)",
						name, s+1, p.Round+1, p.Pick+1, opener+1, p.PackLen, want+1, PackSize-p.Pick)
				}
			}
			// A seat passed every card of the packs it held but those it took.
			if got, want := len(d.Passed(s)), len(tt.sets)*(PackSize*(PackSize-1)/2); got != want {
				t.Errorf("%s: seat %d passed %d cards, want %d", name, s+1, got, want)
			}
		}
	}
}

func TestDraftObservation(t *testing.T) {
	defs := catalog(t)
	d, err := NewDraft(DraftConfig{Seats: 3, Sets: []string{"5", "5"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	h := &HeuristicDrafter{Defs: defs}
	var o Observation
	for step := 0; !d.Done(); step++ {
		s := d.ToPick()
		if want := step % 3; s != want {
			t.Fatalf("step %d: seat %d to pick, want %d (seat order)", step, s+1, want+1)
		}
		if err := d.Observe(s, &o); err != nil {
			t.Fatal(err)
		}
		n := PackSize - d.Pick()
		if len(o.Pack) != n || o.Round != d.Round() || o.PassLeft != PassLeft(d.Round()) || len(o.Pool) != step/3 {
			t.Fatalf("step %d: pack %d cards, round %d, left %v, pool %d", step, len(o.Pack), o.Round, o.PassLeft, len(o.Pool))
		}
		for i, m := range o.Mask {
			if m != (i < n) {
				t.Fatalf("step %d: mask[%d] = %v with %d cards in the pack", step, i, m, n)
			}
		}
		if !o.ToMove {
			t.Fatalf("step %d: the seat to pick is not ToMove", step)
		}
		// The other seats may observe, and have no legal pick. A seat never
		// sees another's pick of the same round: the pack in hand is whole
		// until its holder picks.
		var other Observation
		for t2 := range 3 {
			if t2 == s {
				continue
			}
			if err := d.Observe(t2, &other); err != nil {
				t.Fatal(err)
			}
			if other.ToMove || other.Mask != [PackSize]bool{} {
				t.Fatalf("step %d: seat %d, not to pick, has ToMove %v, mask %v", step, t2+1, other.ToMove, other.Mask)
			}
			want := n
			if t2 < s {
				want = n - 1 // it has picked this round
			}
			if len(other.Pack) != want {
				t.Fatalf("step %d: seat %d's pack has %d cards, want %d", step, t2+1, len(other.Pack), want)
			}
		}
		if err := d.PickIndex(s, h.Choose(&o)); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Observe(0, &o); err == nil {
		t.Error("observing a finished draft: no error")
	}
}

func TestDraftBadInput(t *testing.T) {
	defs := catalog(t)
	for _, tt := range []struct {
		cfg  DraftConfig
		want string
	}{
		{DraftConfig{Seats: 1, Sets: []string{"5"}}, "from 2 to 8 seats, not 1"},
		{DraftConfig{Seats: 9, Sets: []string{"5"}}, "from 2 to 8 seats, not 9"},
		{DraftConfig{Seats: 2}, "from 1 to 16 packs, not 0"},
		{DraftConfig{Seats: 2, Sets: []string{"5", "13"}}, `pack 2: unknown set "13"`},
		{DraftConfig{Seats: 2, Sets: []string{"P1"}}, "promo set"},
	} {
		if _, err := NewDraft(tt.cfg); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("NewDraft(%+v) = %v, want an error with %q", tt.cfg, err, tt.want)
		}
	}
	if _, err := NewDrafter("expert", defs, 1); err == nil || !strings.Contains(err.Error(), "unknown drafter \"expert\" (known: heuristic, random, rating, rating:FILE)") {
		t.Errorf("NewDrafter(expert) = %v", err)
	}

	// Bad picks are errors and change nothing.
	d, err := NewDraft(DraftConfig{Seats: 2, Sets: []string{"5"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	before := *d
	beforeHand := append([]DraftCard(nil), d.Hand(0)...)
	notInPack := engine.DefID(0)
	for inPack(d.Hand(0), notInPack) {
		notInPack++
	}
	for _, tt := range []struct {
		name string
		pick func() error
		want string
	}{
		{"index past the pack", func() error { return d.PickIndex(0, PackSize) }, "pick 13 is not in the pack of 12 cards"},
		{"negative index", func() error { return d.PickIndex(0, -1) }, "pick 0 is not in the pack"},
		{"not its turn", func() error { return d.PickIndex(1, 0) }, "seat 1 picks now, not seat 2"},
		{"card not in the pack", func() error { return d.PickCard(0, notInPack) }, "is not in the pack it holds"},
	} {
		if err := tt.pick(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error with %q", tt.name, err, tt.want)
		}
		if d.NumPicks() != 0 || len(d.Pool(0)) != 0 || !reflect.DeepEqual(d.Hand(0), beforeHand) || d.turn != before.turn {
			t.Errorf("%s: the draft changed", tt.name)
		}
	}
	if err := d.PickCard(0, d.Hand(0)[3].Card.Card); err != nil || len(d.Pool(0)) != 1 {
		t.Errorf("a card of the pack: %v", err)
	}
	if err := RunDraft(d, []Drafter{&RandomDrafter{}}); err == nil {
		t.Error("one drafter for two seats: no error")
	}
	if err := RunDraft(d, []Drafter{badDrafter{}, badDrafter{}}); err == nil || !strings.Contains(err.Error(), "not in the pack") {
		t.Errorf("a drafter choosing outside the pack: %v", err)
	}
	if d.NumPicks() != 1 {
		t.Errorf("a bad drafter's pick changed the draft: %d picks", d.NumPicks())
	}
}

// Once a seat's observation is set up, observing and picking allocate
// nothing. The count is the process's (the runtime and the garbage
// collector allocate too), so the draft is measured on one P, as
// testing.AllocsPerRun does, and the fewest of three fresh drafts is
// taken: a growing slice shows in every draft as dozens (six growths a
// seat's pool), the runtime's odd allocation in one at most.
func TestDraftPickAllocations(t *testing.T) {
	defs := catalog(t)
	h := &HeuristicDrafter{Defs: defs}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	fewest, picks := ^uint64(0), 0
	for try := 0; try < 3 && fewest > 2; try++ {
		d, err := NewDraft(DraftConfig{Seats: 8, Sets: []string{"5", "5", "5", "5"}, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		var o Observation
		if err := d.Observe(0, &o); err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for !d.Done() {
			s := d.ToPick()
			if err := d.Observe(s, &o); err != nil {
				t.Fatal(err)
			}
			if err := d.PickIndex(s, h.Choose(&o)); err != nil {
				t.Fatal(err)
			}
		}
		runtime.ReadMemStats(&after)
		fewest = min(fewest, after.Mallocs-before.Mallocs)
		picks = d.TotalPicks()
	}
	if fewest > 2 {
		t.Errorf("%d allocations in %d picks (fewest of three drafts)", fewest, picks)
	}
}

type badDrafter struct{}

func (badDrafter) Choose(o *Observation) int { return len(o.Pack) }

func inPack(pack []DraftCard, id engine.DefID) bool {
	for _, c := range pack {
		if c.Card.Card == id {
			return true
		}
	}
	return false
}

func TestHeuristicDrafterCommits(t *testing.T) {
	defs := catalog(t)
	d := runDraft(t, defs, DraftConfig{Seats: 8, Sets: []string{"5", "5", "5", "5"}, Seed: 11}, repeat("heuristic", 8))
	for s := range 8 {
		b, err := Build(d.PoolOfSeat(s), defs, DraftDeckSize)
		if err != nil {
			t.Fatal(err)
		}
		// A committed drafter's two main inks fill most of its deck.
		in := 0
		pair := engine.InkSet(0).With(b.Inks[0]).With(b.Inks[1])
		for _, l := range b.Deck.Cards {
			if i := defs[l.Def].Inks; i != 0 && i&^pair == 0 {
				in += l.Count
			}
		}
		if in < 30 {
			t.Errorf("seat %d: %d of 35 cards in its inks %v", s+1, in, b.Inks)
		}
	}
}

func TestRunDraftEvent(t *testing.T) {
	defs := catalog(t)
	cfg := DraftEventConfig{
		Draft:    DraftConfig{Seats: 3, Sets: []string{"5", "5", "5", "5"}, Seed: 2},
		Drafters: []string{"heuristic", "random", "heuristic"},
		Games:    2,
		Agent:    "greedy",
	}
	r, err := RunDraftEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	again, err := RunDraftEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	games := 0
	for i, s := range r.Seats {
		if n := s.Built.Deck.Len(); n != DraftDeckSize {
			t.Errorf("seat %d: a deck of %d cards", i+1, n)
		}
		if p, err := CheckDeck(s.Built.Deck, r.Draft.PoolOfSeat(i), defs, cards.Draft); err != nil || len(p) != 0 {
			t.Errorf("seat %d's deck: %v %v", i+1, p, err)
		}
		if n := s.Wins + s.Losses + s.Draws; n != 4 {
			t.Errorf("seat %d played %d games, want 4", i+1, n)
		}
		games += s.Wins + s.Draws
		if s.Wins != again.Seats[i].Wins || s.Losses != again.Seats[i].Losses {
			t.Errorf("seat %d: the same event gave another record", i+1)
		}
	}
	if games < 6 {
		t.Errorf("wins and no-winner games %d, want at least the 6 games", games)
	}
	for _, tt := range []struct {
		edit func(*DraftEventConfig)
		want string
	}{
		{func(c *DraftEventConfig) { c.Drafters = c.Drafters[:2] }, "2 drafters for 3 seats"},
		{func(c *DraftEventConfig) { c.Drafters[1] = "expert" }, `seat 2: unknown drafter "expert"`},
		{func(c *DraftEventConfig) { c.Drafters[2] = "" }, `seat 3: unknown drafter ""`},
		{func(c *DraftEventConfig) { c.DeckSize = 34 }, "at least 35 cards (1.10.1.2), not 34"},
		{func(c *DraftEventConfig) { c.Draft.Sets = []string{"5", "5"} }, "cannot be built from 2 packs"},
		{func(c *DraftEventConfig) { c.Games = 3 }, "even number of games"},
		{func(c *DraftEventConfig) { c.Agent = "nobody" }, `unknown agent "nobody"`},
		{func(c *DraftEventConfig) { c.Draft.Seats = 9; c.Drafters = repeat("random", 9) }, "from 2 to 8 seats"},
	} {
		c := cfg
		c.Drafters = append([]string(nil), cfg.Drafters...)
		tt.edit(&c)
		if _, err := RunDraftEvent(defs, c); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error with %q", c, err, tt.want)
		}
	}
}

// BenchmarkDraftPicks drafts 8-seat, 4-pack set 5 pods (384 picks a pod),
// packs opened included, and reports picks per second: heuristic and random
// drafters alternating, and rating drafters (the shipped ratings).
func BenchmarkDraftPicks(b *testing.B) {
	defs := catalog(b)
	for _, bb := range []struct {
		name  string
		names []string
	}{
		{"heuristic+random", []string{"heuristic", "random", "heuristic", "random", "heuristic", "random", "heuristic", "random"}},
		{"rating", repeat("rating", 8)},
	} {
		b.Run(bb.name, func(b *testing.B) {
			runDraft(b, defs, DraftConfig{Seats: 8, Sets: []string{"5"}}, bb.names) // loads the ratings once, outside the timing
			picks := 0
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				d := runDraft(b, defs, DraftConfig{Seats: 8, Sets: []string{"5", "5", "5", "5"}, Seed: uint64(i)}, bb.names)
				picks += d.NumPicks()
			}
			b.ReportMetric(float64(picks)/b.Elapsed().Seconds(), "picks/s")
		})
	}
}

// BenchmarkDraftPod is a whole pod: the draft and every seat's deck, and
// with games, the round robin of 2 games a pair played by greedy agents.
func BenchmarkDraftPod(b *testing.B) {
	defs := catalog(b)
	for _, bb := range []struct {
		name  string
		seats int
		games int
	}{{"8seats-build", 8, 0}, {"8seats-matches", 8, 2}} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				cfg := DraftEventConfig{
					Draft:    DraftConfig{Seats: bb.seats, Sets: []string{"5", "5", "5", "5"}, Seed: uint64(i)},
					Drafters: repeat("heuristic", bb.seats),
					Games:    bb.games,
					Agent:    "greedy",
				}
				if _, err := RunDraftEvent(defs, cfg); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pods/s")
		})
	}
}
