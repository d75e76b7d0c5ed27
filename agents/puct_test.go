package agents

import (
	"math"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// stubEval is an Evaluator for tests: logits from a function of the
// options, and the value from another.
type stubEval struct {
	logits func(s *engine.State, legal []engine.Action) []float32
	value  func(s *engine.State, p int) float32
	calls  int
}

// stubWinValue is a stub value: player p's win chance by WinChance, as a
// result from -1 to 1.
func stubWinValue(s *engine.State, p int) float32 { return float32(2*WinChance(s, uint8(p)) - 1) }

// searchPositions has puct decide at 9 positions of g and calls check on
// each; check reports whether puct searched there, and at least 3 must.
func searchPositions(t *testing.T, g *engine.Game, puct *PUCT, check func(s *engine.State, legal []engine.Action) bool) {
	t.Helper()
	searched := 0
	for _, s := range positions(t, g, 31, 9) {
		legal := s.Legal(nil)
		puct.Act(s, legal)
		if check(s, legal) {
			searched++
		}
	}
	if searched < 3 {
		t.Fatalf("only %d searches", searched)
	}
}

func (e *stubEval) Evaluate(s *engine.State, p int, legal []engine.Action) ([]float32, float32, error) {
	e.calls++
	if legal == nil { // another player's view: no options
		return nil, e.value(s, p), nil
	}
	return e.logits(s, legal), e.value(s, p), nil
}

// questBoard is player 1's main phase with a ready Stitch - New Dog (1
// lore) and 10 lore, the opponent with nothing in play.
func questBoard(t *testing.T) *board {
	b := newBoard(t)
	b.play(0, "Stitch - New Dog", engine.Placement{})
	b.s.Players[0].Lore = 10
	b.s.Begin(0, false, true)
	return b
}

// The value decides: the prior leans to ending the turn, but the value
// says player 1 is winning once they have 11 lore, so the search quests.
// With the value replaced by 0 the prior would win.
func TestPUCTUsesTheValue(t *testing.T) {
	b := questBoard(t)
	legal := b.s.Legal(nil)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 {
			out := make([]float32, len(legal))
			for i, a := range legal {
				if a.Kind == engine.ActEndTurn {
					out[i] = 1 // about 2.7 times the prior of any other move
				}
			}
			return out
		},
		value: func(s *engine.State, p int) float32 {
			switch {
			case s.Players[0].Lore < 11:
				return 0
			case p == 0:
				return 0.9
			}
			return -0.9
		},
	}
	m, err := NewPUCT(PUCTConfig{Sims: 100}, ev, 1)
	if err != nil {
		t.Fatal(err)
	}
	i := m.Act(b.s, legal)
	if i < 0 || legal[i].Kind != engine.ActQuest {
		t.Fatalf("chose %v, want the quest (legal: %v)", legal[max(i, 0)], legal)
	}
	// Two evaluations per simulation (the leaf from each player's view)
	// and one of the root: no rollouts.
	if ev.calls != 201 || m.Evals != 201 {
		t.Errorf("%d evaluations for 100 simulations, want 201", ev.calls)
	}
}

// A value optimistic for whichever player it is asked about (as the
// shipped bot's is early in a game) cancels out between the views: every
// leaf is an even game, every move's mean is a half, and the prior decides
// (ends the turn). Backing up the mover's value alone, a leaf where the
// other player decides looks worse than one where the mover goes on, and
// the means differ though the moves do not.
func TestPUCTValueBiasCancels(t *testing.T) {
	b := questBoard(t)
	b.play(0, "Stitch - New Dog", engine.Placement{}) // a quest leaves a choice
	legal := b.s.Legal(nil)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 {
			out := make([]float32, len(legal))
			for i, a := range legal {
				if a.Kind == engine.ActEndTurn {
					out[i] = 1
				}
			}
			return out
		},
		value: func(*engine.State, int) float32 { return 0.6 },
	}
	for _, moverOnly := range []bool{false, true} {
		m, _ := NewPUCT(PUCTConfig{Sims: 100, MoverValueOnly: moverOnly}, ev, 1)
		i := m.Act(b.s, legal)
		spread := 0.0
		for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
			nd := &m.nodes[c]
			spread = max(spread, math.Abs(nd.reward/float64(nd.visits)-0.5))
		}
		switch {
		case !moverOnly && (spread > 1e-9 || i < 0 || legal[i].Kind != engine.ActEndTurn):
			t.Errorf("every view: chose %v, a move's mean %.3f from a half; want ending the turn, every mean a half", legal[max(i, 0)], spread)
		case moverOnly && spread < 0.01:
			t.Errorf("the mover's value only: every move's mean within %.3f of a half", spread)
		}
	}
}

// The prior decides where the value says nothing: whichever move the
// prior favours is played.
func TestPUCTUsesThePrior(t *testing.T) {
	b := questBoard(t)
	legal := b.s.Legal(nil)
	if len(legal) < 2 {
		t.Fatalf("want several moves, got %v", legal)
	}
	for want := range legal {
		ev := &stubEval{
			logits: func(_ *engine.State, legal []engine.Action) []float32 {
				out := make([]float32, len(legal))
				out[want] = 2
				return out
			},
			value: func(*engine.State, int) float32 { return 0 },
		}
		m, _ := NewPUCT(PUCTConfig{Sims: 30}, ev, 1)
		if got := m.Act(b.s, legal); got != want {
			t.Errorf("prior on %v: chose %v", legal[want], legal[max(got, 0)])
		}
	}
}

// An Evaluator that fails makes Act return -1 and Err say why.
func TestPUCTEvaluatorError(t *testing.T) {
	b := questBoard(t)
	m, _ := NewPUCT(PUCTConfig{Sims: 5}, failingEval{}, 1)
	if i := m.Act(b.s, b.s.Legal(nil)); i != -1 || m.Err() == nil {
		t.Errorf("Act %d, Err %v; want -1 and an error", i, m.Err())
	}
	if _, err := NewPUCT(PUCTConfig{}, nil, 1); err == nil {
		t.Error("no evaluator was accepted")
	}
}

type failingEval struct{}

func (failingEval) Evaluate(*engine.State, int, []engine.Action) ([]float32, float32, error) {
	return nil, 0, errTest
}

var errTest = testError("the network failed")

type testError string

func (e testError) Error() string { return string(e) }

// Every sample names the root's moves as the real state does (an action's
// unused card fields, card id 0, once named a hidden card, a new edge in
// every sample): after a search, every root edge is one of the real moves.
func TestSearchRootEdgesAreTheRealMoves(t *testing.T) {
	g := testGame(t, 0, 1)
	mcts, _ := NewMCTS(MCTSConfig{Sims: 50}, 5)
	puct, _ := NewPUCT(PUCTConfig{Sims: 50}, &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 { return make([]float32, len(legal)) },
		value:  stubWinValue,
	}, 5)
	decisions := 0
	for _, s := range positions(t, g, 21, 9) {
		legal := s.Legal(nil)
		if len(legal) < 2 {
			continue
		}
		decisions++
		mcts.Act(s, legal)
		for c := mcts.nodes[0].child; c >= 0; c = mcts.nodes[c].next {
			if mcts.nodes[c].actionInRoot < 0 {
				t.Fatalf("ismcts, decision %d: a root edge %+v is none of the real moves %v", decisions, mcts.nodes[c].key, legal)
			}
		}
		puct.Act(s, legal)
		for c := puct.nodes[0].child; c >= 0; c = puct.nodes[c].next {
			if puct.nodes[c].actionInRoot < 0 {
				t.Fatalf("puct, decision %d: a root edge %+v is none of the real moves %v", decisions, puct.nodes[c].key, legal)
			}
		}
	}
	if decisions < 5 {
		t.Fatalf("only %d decisions", decisions)
	}
}

// reuseProbe plays with a PUCT and records, per decision it searched,
// whether the tree it started from was the last move's subtree (the
// root's visits exceed the simulations). Contrary, it plays another move
// than the search's, and counts the searches that started from the last
// move's subtree though the move played left another state than the
// search's would have (wrong).
type reuseProbe struct {
	*PUCT
	contrary                bool
	reused, searched, wrong int
	sameLast                bool // the last move played left the state the search's would have
}

func (r *reuseProbe) Act(s *engine.State, legal []engine.Action) int {
	i := r.PUCT.Act(s, legal)
	if len(r.keys) > 1 && len(legal) > 1 {
		r.searched++
		if int(r.nodes[0].visits) > r.cfg.Sims {
			r.reused++
			if r.contrary && !r.sameLast {
				r.wrong++
			}
		}
		if r.contrary {
			j := (i + 1) % len(legal)
			x, y := s.Clone(), s.Clone()
			r.sameLast = x.Apply(legal[i]) == nil && y.Apply(legal[j]) == nil && engine.Equal(x, y)
			i = j
		}
	}
	return i
}

// By default (not Fresh) a decision that follows the player's own in the same turn
// starts from the subtree of the move played (the root has more visits
// than the simulations run), the games are legal to the end, and with
// Fresh no decision does, nor one where the move played was not the
// search's and left another state (the subtree would be another move's).
func TestPUCTReuse(t *testing.T) {
	g := testGame(t, 0, 1)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 { return make([]float32, len(legal)) },
		value:  stubWinValue,
	}
	for _, tt := range []struct{ reuse, contrary bool }{{true, false}, {false, false}, {true, true}} {
		reuse := tt.reuse && !tt.contrary // reuse expected often
		m, _ := NewPUCT(PUCTConfig{Sims: 40, Fresh: !tt.reuse}, ev, 1)
		probe := &reuseProbe{PUCT: m, contrary: tt.contrary}
		for seed := uint64(1); seed <= 2; seed++ {
			probe.Seed(seed)
			if _, err := PlayGame(g, seed, []Agent{probe, NewGreedy(seed)}, nil); err != nil {
				t.Fatal(err)
			}
		}
		switch {
		case reuse && probe.reused < probe.searched/10:
			t.Errorf("reuse: %d of %d searches started from the last move's subtree", probe.reused, probe.searched)
		case !tt.reuse && probe.reused != 0:
			t.Errorf("fresh: %d of %d searches started with visits", probe.reused, probe.searched)
		case probe.wrong != 0:
			t.Errorf("another move played: %d of %d searches started from the subtree of the search's move", probe.wrong, probe.searched)
		}
	}
}

// RootVisits is the root's visit count of each legal option over the
// root's visits to the legal moves (options naming one move split its
// count), summing to 1, and a decision with one option reports no search.
func TestPUCTRootVisits(t *testing.T) {
	g := testGame(t, 0, 1)
	for _, tc := range []struct {
		name  string
		sims  int
		fresh bool
	}{{"fresh tree", 40, true}, {"reused tree", 40, false}, {"few simulations", 3, true}} {
		t.Run(tc.name, func(t *testing.T) {
			puct, _ := NewPUCT(PUCTConfig{Sims: tc.sims, Fresh: tc.fresh}, &stubEval{
				logits: func(_ *engine.State, legal []engine.Action) []float32 { return make([]float32, len(legal)) },
				value:  stubWinValue,
			}, 7)
			searchPositions(t, g, puct, func(s *engine.State, legal []engine.Action) bool {
				share := make([]float32, len(legal))
				if !puct.RootVisits(share) {
					if len(legal) > 1 && len(puct.keys) > 1 {
						t.Fatalf("a search of %d options reports no visits", len(legal))
					}
					return false
				}
				// The counts, straight from the tree.
				puct.distinct(s, legal)
				per := make([]int, len(puct.keys))
				for _, k := range puct.optKey {
					per[k]++
				}
				var total float64
				want := make([]float64, len(legal))
				for o, k := range puct.optKey {
					if c := puct.findChild(0, puct.keys[k]); c >= 0 {
						want[o] = float64(puct.nodes[c].visits) / float64(per[k])
						total += want[o]
					}
				}
				var sum float64
				for o := range legal {
					if math.Abs(float64(share[o])-want[o]/total) > 1e-6 {
						t.Fatalf("option %d: share %v, want %v/%v", o, share[o], want[o], total)
					}
					sum += float64(share[o])
				}
				if math.Abs(sum-1) > 1e-5 {
					t.Fatalf("shares sum to %v", sum)
				}
				// RootValue: the root's moves' rewards over their visits.
				var reward, visits float64
				for c := puct.nodes[0].child; c >= 0; c = puct.nodes[c].next {
					reward, visits = reward+puct.nodes[c].reward, visits+float64(puct.nodes[c].visits)
				}
				if v, ok := puct.RootValue(); !ok || v < 0 || v > 1 || math.Abs(v-reward/visits) > 1e-9 {
					t.Fatalf("RootValue %v, %v; want %v", v, ok, reward/visits)
				}
				return true
			})
			if puct.Act(positions(t, g, 31, 1)[0], []engine.Action{{Kind: engine.ActEndTurn}}); puct.RootVisits(make([]float32, 1)) {
				t.Fatal("a decision with one option reports visits")
			}
			if _, ok := puct.RootValue(); ok {
				t.Fatal("a decision with one option reports a value")
			}
		})
	}
}

// RootImproved is the softmax of logit + (50 + max N)·scale·Q, Q each
// option's move's win chance by its visits (unvisited: the visited moves'
// Q weighted by the policy), computed here straight from the tree; a tiny
// scale leaves the network's policy, a large one puts the target on the
// best Q.
func TestPUCTRootImproved(t *testing.T) {
	g := testGame(t, 0, 1)
	for _, tc := range []struct {
		name  string
		scale float64
		sims  int
	}{{"default scale", 0.1, 40}, {"tiny scale", 1e-9, 40}, {"large scale", 1e9, 40}, {"few simulations", 0.1, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			logit := func(i int) float32 { return float32((i*7)%5) * 0.4 }
			puct, _ := NewPUCT(PUCTConfig{Sims: tc.sims, Fresh: true}, &stubEval{
				logits: func(_ *engine.State, legal []engine.Action) []float32 {
					l := make([]float32, len(legal))
					for i := range l {
						l[i] = logit(i)
					}
					return l
				},
				value: stubWinValue,
			}, 11)
			searchPositions(t, g, puct, func(s *engine.State, legal []engine.Action) bool {
				got := make([]float32, len(legal))
				if !puct.RootImproved(got, tc.scale) {
					if puct.RootVisits(make([]float32, len(legal))) {
						t.Fatal("RootVisits reports a search RootImproved does not")
					}
					return false
				}
				puct.distinct(s, legal)
				n := make([]float64, len(legal))
				q := make([]float64, len(legal))
				var maxN, sumP, sumPQ, sumE float64
				for o, k := range puct.optKey {
					if c := puct.findChild(0, puct.keys[k]); c >= 0 && puct.nodes[c].visits > 0 {
						n[o], q[o] = float64(puct.nodes[c].visits), puct.nodes[c].reward/float64(puct.nodes[c].visits)
						maxN = max(maxN, n[o])
						sumP += math.Exp(float64(logit(o)))
						sumPQ += math.Exp(float64(logit(o))) * q[o]
					}
				}
				want := make([]float64, len(legal))
				bestQ := math.Inf(-1)
				for o := range legal {
					if n[o] == 0 {
						q[o] = sumPQ / sumP
					}
					bestQ = max(bestQ, q[o])
					want[o] = math.Exp(float64(logit(o)) + (50+maxN)*tc.scale*q[o])
					sumE += want[o]
				}
				var sumPol float64
				for o := range legal {
					sumPol += math.Exp(float64(logit(o)))
				}
				var onBest float64
				for o := range legal {
					w := want[o] / sumE
					if math.Abs(float64(got[o])-w) > 1e-5 {
						t.Fatalf("option %d: %v, want %v", o, got[o], w)
					}
					if pol := math.Exp(float64(logit(o))) / sumPol; tc.scale < 1e-6 && math.Abs(float64(got[o])-pol) > 1e-5 {
						t.Fatalf("option %d: %v at a tiny scale, the policy %v", o, got[o], pol)
					}
					if q[o] >= bestQ-1e-12 {
						onBest += float64(got[o])
					}
				}
				if tc.scale >= 1e9 && onBest < 0.99 {
					t.Fatalf("a large scale puts %v on the best Q", onBest)
				}
				return true
			})
			if puct.RootImproved(make([]float32, 3), tc.scale) && len(puct.rootShare) != 3 {
				t.Fatal("a target of the wrong length")
			}
			if puct.RootImproved(make([]float32, len(puct.rootShare)), 0) {
				t.Fatal("a scale of 0 makes a target")
			}
		})
	}
}
