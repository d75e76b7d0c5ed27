package agents

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// positions plays a greedy-vs-random game and keeps a copy of the state at
// every k-th decision.
func positions(t *testing.T, g *engine.Game, seed uint64, k int) []*engine.State {
	t.Helper()
	var out []*engine.State
	n := 0
	_, err := PlayGame(g, seed, []Agent{NewGreedy(seed), NewRandom(seed + 1)}, func(s *engine.State, _ engine.Action) {
		if n%k == 0 {
			out = append(out, s.Clone())
		}
		n++
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// reshuffleHidden returns a copy of s in which the hidden cards of each
// owner, as player p sees them, trade definitions at random, and the random
// generator is different: a state p cannot tell from s.
func reshuffleHidden(s *engine.State, p uint8, seed uint64) *engine.State {
	c := s.Clone()
	rng := engine.NewRNG(seed)
	for o := range c.Players {
		var ids []engine.CardID
		for i := range c.Cards {
			if int(c.Cards[i].Owner) == o && Hidden(c, p, engine.CardID(i)) {
				ids = append(ids, engine.CardID(i))
			}
		}
		for i := len(ids) - 1; i > 0; i-- {
			j := rng.Intn(i + 1)
			c.Cards[ids[i]].Def, c.Cards[ids[j]].Def = c.Cards[ids[j]].Def, c.Cards[ids[i]].Def
		}
	}
	c.RNG = engine.NewRNG(seed ^ 0xabcdef)
	return c
}

func TestHiddenZones(t *testing.T) {
	g := testGame(t, 0, 1)
	for _, s := range positions(t, g, 7, 15) {
		p := s.Pending().Player
		for i := range s.Cards {
			id := engine.CardID(i)
			c := &s.Cards[i]
			want := false
			switch c.Zone {
			case engine.ZoneDeck, engine.ZoneInkwell:
				want = !lookingAt(s, p, id)
			case engine.ZoneHand:
				want = c.Owner != p
			case engine.ZonePlay, engine.ZoneUnder:
				want = c.Flags&engine.FlagFaceDown != 0
			}
			if c.Flags&engine.FlagRevealed != 0 {
				want = false
			}
			if got := Hidden(s, p, id); got != want {
				t.Fatalf("card %d in %s of player %d, seen by %d: hidden %v, want %v", id, c.Zone, c.Owner+1, p+1, got, want)
			}
		}
	}
}

func TestDeterminizerKeepsWhatIsKnown(t *testing.T) {
	g := testGame(t, 0, 1)
	var d Determinizer
	var dst engine.State
	rng := engine.NewRNG(3)
	changed := 0
	for _, s := range positions(t, g, 11, 10) {
		p := s.Pending().Player
		d.Sample(s, p, &dst, &rng)
		for o := range s.Players {
			var a, b []engine.DefID
			for i := range s.Cards {
				id := engine.CardID(i)
				if int(s.Cards[i].Owner) != o {
					continue
				}
				if !Hidden(s, p, id) {
					if dst.Cards[i].Def != s.Cards[i].Def {
						t.Fatalf("a card player %d sees changed: %d in %s", p+1, id, s.Cards[i].Zone)
					}
					continue
				}
				a, b = append(a, s.Cards[i].Def), append(b, dst.Cards[i].Def)
				if s.Cards[i].Def != dst.Cards[i].Def {
					changed++
				}
			}
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatalf("player %d's hidden pool changed", o+1)
			}
		}
		c := s.Clone()
		c.Cards, dst.Cards = nil, nil
		c.RNG, dst.RNG = engine.RNG{}, engine.RNG{}
		if !engine.Equal(c, &dst) {
			t.Fatal("the sample differs in more than card identities and the generator")
		}
		dst = engine.State{}
	}
	if changed == 0 {
		t.Fatal("no sample changed any hidden card")
	}
}

// TestAgentsIgnoreHiddenInfo: two states that differ only in what the
// deciding player cannot see get the same decision from the same seed.
func TestAgentsIgnoreHiddenInfo(t *testing.T) {
	g := testGame(t, 0, 1)
	mk := map[string]func() Agent{
		"greedy": func() Agent { return NewGreedy(5) },
		"ismcts": func() Agent {
			m, err := NewMCTS(MCTSConfig{Sims: 40}, 5)
			if err != nil {
				t.Fatal(err)
			}
			return m
		},
		// The search with an evaluator that reads only what the player
		// sees (the evaluation, and the moves in order).
		"puct": func() Agent {
			ev := &stubEval{
				logits: func(_ *engine.State, legal []engine.Action) []float32 {
					out := make([]float32, len(legal))
					for i := range out {
						out[i] = float32(i%3) / 2
					}
					return out
				},
				value: stubWinValue,
			}
			m, err := NewPUCT(PUCTConfig{Sims: 40}, ev, 5)
			if err != nil {
				t.Fatal(err)
			}
			return m
		},
	}
	for _, name := range []string{"greedy", "ismcts", "puct"} {
		differ, decisions := 0, 0
		for _, s := range positions(t, g, 21, 9) {
			legal := s.Legal(nil)
			if len(legal) < 2 {
				continue
			}
			p := s.Pending().Player
			v := reshuffleHidden(s, p, uint64(decisions)+99)
			for i := range s.Cards {
				if s.Cards[i].Def != v.Cards[i].Def {
					differ++
					break
				}
			}
			if Evaluate(s, p) != Evaluate(v, p) {
				t.Fatalf("the evaluation for player %d depends on hidden cards", p+1)
			}
			if !slices.Equal(legal, v.Legal(nil)) {
				t.Fatalf("%s: the legal actions depend on hidden cards", name)
			}
			a, b := mk[name](), mk[name]()
			if x, y := a.Act(s, legal), b.Act(v, legal); x != y {
				t.Fatalf("%s, decision %d (%s of player %d): chose %v in one state and %v in the other, which differ only in hidden cards",
					name, decisions, s.Pending().Kind, p+1, legal[x], legal[y])
			}
			decisions++
		}
		if decisions < 5 || differ < decisions/2 {
			t.Fatalf("%s: only %d decisions, %d with different hidden cards", name, decisions, differ)
		}
	}
}

// A search prepares once per decision and deals once per simulation: each
// Deal is the deal of referenceSample (each owner's hidden cards found,
// their pool sorted and shuffled, in every sample) from the same generator.
func TestDealRepeatsSample(t *testing.T) {
	g := testGame(t, 0, 1)
	var d Determinizer
	var a, b engine.State
	for _, s := range positions(t, g, 11, 10) {
		p := s.Pending().Player
		r1, r2 := engine.NewRNG(uint64(s.Turn)), engine.NewRNG(uint64(s.Turn))
		d.Prepare(s, p)
		for n := range 4 {
			d.Deal(s, &a, &r1)
			referenceSample(s, p, &b, &r2)
			if !engine.Equal(&a, &b) {
				t.Fatalf("turn %d, deal %d: Deal and the reference differ", s.Turn, n)
			}
		}
	}
}

func referenceSample(src *engine.State, p uint8, dst *engine.State, rng *engine.RNG) {
	src.CloneInto(dst)
	for o := range dst.Players {
		var pos []engine.CardID
		var defs []engine.DefID
		for i := range dst.Cards {
			if int(dst.Cards[i].Owner) == o && Hidden(dst, p, engine.CardID(i)) {
				pos = append(pos, engine.CardID(i))
				defs = append(defs, dst.Cards[i].Def)
			}
		}
		slices.Sort(defs)
		for i := len(defs) - 1; i > 0; i-- {
			j := rng.Intn(i + 1)
			defs[i], defs[j] = defs[j], defs[i]
		}
		for i, id := range pos {
			dst.Cards[id].Def = defs[i]
		}
	}
	dst.RNG = engine.NewRNG(rng.Uint64())
}
