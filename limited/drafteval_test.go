package limited

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestRunDraftEval(t *testing.T) {
	defs := catalog(t)
	cfg := DraftEvalConfig{
		Draft: DraftConfig{Seats: 4, Sets: []string{"5", "5", "5", "5"}, Seed: 7},
		A:     "heuristic", B: "random",
		Pods: 2, Games: 2, Agent: "greedy",
	}
	pods := 0
	r, err := RunDraftEval(defs, cfg, func(done int) { pods = done })
	if err != nil {
		t.Fatal(err)
	}
	// 2 A decks by 2 B decks, 2 games each, in each of 2 pods.
	if r.Games != 16 || r.AWins+r.BWins+r.Draws != r.Games || pods != 2 || len(r.PairShares) != 1 {
		t.Errorf("%d games (%d+%d+%d), %d pods reported, %d pairs; want 16 games, 2 pods, 1 pair", r.Games, r.AWins, r.BWins, r.Draws, pods, len(r.PairShares))
	}
	if math.Abs(r.PairShares[0]-r.WinRate()) > 1e-12 {
		t.Errorf("the one pair's share %v is not the win rate %v", r.PairShares[0], r.WinRate())
	}
	if again, err := RunDraftEval(defs, cfg, nil); err != nil || !reflect.DeepEqual(r, again) {
		t.Errorf("the same comparison gave another result (%v)", err)
	}
	// A drafter against itself: the two pods of a pair draft the same decks
	// at the same seats and play the same games with A and B swapped, so A
	// wins exactly as many games as B.
	same := cfg
	same.B = "heuristic"
	same.Pods = 4
	s, err := RunDraftEval(defs, same, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.AWins != s.BWins || s.Games != 32 {
		t.Errorf("heuristic against itself: %d wins to %d in %d games, want equal", s.AWins, s.BWins, s.Games)
	}
	for _, tt := range []struct {
		edit func(*DraftEvalConfig)
		want string
	}{
		{func(c *DraftEvalConfig) { c.Draft.Seats = 3 }, "an even number of seats from 2 to 8, not 3"},
		{func(c *DraftEvalConfig) { c.Draft.Seats = 10 }, "not 10"},
		{func(c *DraftEvalConfig) { c.Pods = 3 }, "an even number of pods, 2 or more, not 3"},
		{func(c *DraftEvalConfig) { c.Pods = 0 }, "not 0"},
		{func(c *DraftEvalConfig) { c.Games = 1 }, "even number of games"},
		{func(c *DraftEvalConfig) { c.DeckSize = 30 }, "at least 35 cards"},
		{func(c *DraftEvalConfig) { c.Draft.Sets = []string{"5"} }, "cannot be built from 1 packs"},
		{func(c *DraftEvalConfig) { c.A = "expert" }, `drafter A: unknown drafter "expert"`},
		{func(c *DraftEvalConfig) { c.B = "rating:/no/such.json" }, "drafter B: "},
		{func(c *DraftEvalConfig) { c.Agent = "nobody" }, `unknown agent "nobody"`},
		{func(c *DraftEvalConfig) { c.Draft.Sets = []string{"5", "5", "0", "5"} }, `pod 1: pack 3: unknown set "0"`},
	} {
		c := cfg
		tt.edit(&c)
		if _, err := RunDraftEval(defs, c, nil); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error with %q", c, err, tt.want)
		}
	}
}

func TestPairInterval(t *testing.T) {
	tests := []struct {
		shares []float64
		lo, hi float64
	}{
		{nil, 0, 1},
		{[]float64{0.7}, 0, 1},
		{[]float64{0.6, 0.6, 0.6}, 0.6, 0.6},
		// Mean .5; the sd of {.4, .6} is .1414, the standard error .1414/√2 = .1.
		{[]float64{0.4, 0.6}, 0.5 - 1.959963984540054*0.1, 0.5 + 1.959963984540054*0.1},
		{[]float64{0, 1}, 0, 1}, // clipped
	}
	for _, tt := range tests {
		r := &DraftEvalResult{PairShares: tt.shares}
		lo, hi := r.PairInterval()
		if math.Abs(lo-tt.lo) > 1e-9 || math.Abs(hi-tt.hi) > 1e-9 {
			t.Errorf("%v: [%v, %v], want [%v, %v]", tt.shares, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestRewards(t *testing.T) {
	defs := catalog(t)
	cfg := DraftEventConfig{
		Draft:    DraftConfig{Seats: 4, Sets: []string{"5", "5", "5", "5"}, Seed: 9},
		Drafters: []string{"heuristic", "random", "random", "heuristic"},
		Games:    2, Agent: "greedy",
	}
	r, err := RunDraftEvent(defs, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rw, err := r.Rewards()
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for i, x := range rw {
		s := r.Seats[i]
		if want := float64(s.Wins-s.Losses) / 6; math.Abs(x-want) > 1e-12 || x < -1 || x > 1 {
			t.Errorf("seat %d: reward %v for %d-%d-%d, want %v", i+1, x, s.Wins, s.Losses, s.Draws, want)
		}
		sum += x
	}
	if math.Abs(sum) > 1e-12 {
		t.Errorf("the rewards of a round robin sum to %v, want 0", sum)
	}
	// The same pod drafted step by step, then built and played: the same
	// decks, records and rewards.
	d := runDraft(t, defs, cfg.Draft, cfg.Drafters)
	b, err := PlayDraftEvent(defs, DraftEventConfig{Draft: cfg.Draft, Games: 2, Agent: "greedy"}, d)
	if err != nil {
		t.Fatal(err)
	}
	brw, _ := b.Rewards()
	if !reflect.DeepEqual(brw, rw) {
		t.Errorf("PlayDraftEvent's rewards %v, RunDraftEvent's %v", brw, rw)
	}
	for _, tt := range []struct {
		seat SeatResult
		want float64
	}{
		{SeatResult{}, 0},
		{SeatResult{Wins: 3}, 1},
		{SeatResult{Losses: 2}, -1},
		{SeatResult{Wins: 1, Losses: 1, Draws: 2}, 0},
		{SeatResult{Wins: 3, Losses: 1}, 0.5},
	} {
		if got := tt.seat.Reward(); got != tt.want {
			t.Errorf("%+v: reward %v, want %v", tt.seat, got, tt.want)
		}
	}
	built, err := PlayDraftEvent(defs, DraftEventConfig{Draft: cfg.Draft}, d)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := built.Rewards(); err == nil || !strings.Contains(err.Error(), "no rewards") {
		t.Errorf("rewards of a pod that played no games: %v", err)
	}
	if err := CheckDraftEvent(DraftEventConfig{Draft: cfg.Draft, Games: 1}); err == nil || !strings.Contains(err.Error(), "even number of games") {
		t.Errorf("CheckDraftEvent of 1 game a pair: %v", err)
	}
	fresh, err := NewDraft(cfg.Draft)
	if err != nil {
		t.Fatal(err)
	}
	other := cfg.Draft
	other.Seed++
	for _, tt := range []struct {
		d    *Draft
		m    DraftEventConfig
		want string
	}{
		{fresh, DraftEventConfig{Draft: cfg.Draft, Games: 2, Agent: "greedy"}, "the draft is not over: 192 of its 192 picks are left"},
		{d, DraftEventConfig{Draft: cfg.Draft, Games: 3, Agent: "greedy"}, "even number of games"},
		{d, DraftEventConfig{Draft: cfg.Draft, DeckSize: 20}, "at least 35 cards"},
		{d, DraftEventConfig{Draft: cfg.Draft, DeckSize: 49}, "cannot be built from 4 packs"},
		{d, DraftEventConfig{Draft: cfg.Draft, Games: 2, Agent: "nobody"}, `unknown agent "nobody"`},
		{d, DraftEventConfig{Draft: other, Games: 2, Agent: "greedy"}, "not the draft's"},
	} {
		if _, err := PlayDraftEvent(defs, tt.m, tt.d); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error with %q", tt.m, err, tt.want)
		}
	}
}
