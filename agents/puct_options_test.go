package agents

import (
	"math"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// wideDecision is a state of a game played by greedy where the player to
// move has at least min distinct moves, and its legal options.
func wideDecision(t *testing.T, min int) (*engine.State, []engine.Action) {
	t.Helper()
	g := testGame(t, 0, 1)
	st := g.NewState(7)
	gr := NewGreedy(1)
	var m PUCT
	var buf []engine.Action
	for !st.Over() {
		buf = st.Legal(buf[:0])
		if m.distinct(st, buf); len(m.keys) >= min && len(m.keys) == len(buf) {
			return st, buf
		}
		if err := st.Apply(buf[gr.Act(st, buf)]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no decision with %d distinct moves", min)
	return nil, nil
}

// The prior is the softmax of the logits divided by Temp: 2 on the first
// option and 0 on the others give it exp(2/T)/(exp(2/T)+k−1).
func TestPUCTTemperature(t *testing.T) {
	st, legal := wideDecision(t, 3)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 {
			out := make([]float32, len(legal))
			out[0] = 2
			return out
		},
		value: func(*engine.State, int) float32 { return 0 },
	}
	k := float64(len(legal))
	for _, temp := range []float64{0, 1, 2, 0.5} { // 0: the default, 1
		m, _ := NewPUCT(PUCTConfig{Sims: 1, Temp: temp, Fresh: true}, ev, 1)
		if m.Act(st, legal) < 0 {
			t.Fatal(m.Err())
		}
		tt := temp
		if tt == 0 {
			tt = 1
		}
		want := math.Exp(2/tt) / (math.Exp(2/tt) + k - 1)
		got := -1.0
		for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
			if m.nodes[c].actionInRoot == 0 {
				got = m.nodes[c].prior
			}
		}
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("temp %g: the first option's prior %.6f, want %.6f", temp, got, want)
		}
	}
}

// First-play urgency: with a flat value and a uniform prior every move
// is tried when an unvisited move's Q is the node's mean (FPU 0), but one
// move takes every visit when it is the mean less a half (FPU 0.5: the
// prior's bonus, at most C·sqrt(1+N)/k, stays under it for 40
// simulations).
func TestPUCTFirstPlayUrgency(t *testing.T) {
	st, legal := wideDecision(t, 4)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 { return make([]float32, len(legal)) },
		value:  func(*engine.State, int) float32 { return 0 },
	}
	for _, tt := range []struct {
		fpu        float64
		tried, max int
	}{{0, len(legal), len(legal)}, {0.5, 1, 1}} {
		m, _ := NewPUCT(PUCTConfig{Sims: 40, FPU: tt.fpu, Fresh: true}, ev, 1)
		if m.Act(st, legal) < 0 {
			t.Fatal(m.Err())
		}
		tried := 0
		for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
			if m.nodes[c].visits > 0 {
				tried++
			}
		}
		if tried < tt.tried || tried > tt.max {
			t.Errorf("fpu %g: %d of %d root moves tried, want %d to %d", tt.fpu, tried, len(legal), tt.tried, tt.max)
		}
	}
}

// The lower confidence bound prefers a move that wins more over fewer
// visits to the most visited one, but not a move with under a tenth of
// the most visited one's visits.
func TestPUCTLowerConfidenceBound(t *testing.T) {
	for _, tt := range []struct {
		name   string
		visits []int32
		q      []float64
		want   int32 // the child's index in the list
	}{
		{"more wins on fewer visits", []int32{100, 20}, []float64{0.5, 0.9}, 1},
		{"too few visits", []int32{100, 5}, []float64{0.5, 1}, 0},
		{"the most visited is best", []int32{100, 40}, []float64{0.6, 0.55}, 0},
		{"a close second with few visits", []int32{100, 12}, []float64{0.6, 0.65}, 0},
	} {
		var m PUCT
		m.nodes = []pnode{{child: -1, next: -1}}
		ids := make([]int32, len(tt.visits))
		for i, v := range tt.visits {
			ids[i] = m.addChild(0, actKey{n: int16(i)}, 0)
			m.nodes[ids[i]].visits = v
			m.nodes[ids[i]].reward = tt.q[i] * float64(v)
			m.nodes[ids[i]].actionInRoot = int32(i)
		}
		if got := m.bestLCB(m.mostVisited()); got != ids[tt.want] {
			t.Errorf("%s: chose child %d, want %d", tt.name, m.nodes[got].actionInRoot, tt.want)
		}
	}
}

// turnProbe plays with a PUCT and counts the searches that started from
// a kept tree (the root's visits exceed the simulations) at a decision in
// a later turn than the player's last one: kept across the other
// player's turn.
type turnProbe struct {
	*PUCT
	lastTurn             int16
	acrossTurn, searched int
}

func (r *turnProbe) Act(s *engine.State, legal []engine.Action) int {
	i := r.PUCT.Act(s, legal)
	if len(r.keys) > 1 && len(legal) > 1 {
		r.searched++
		if s.Turn != r.lastTurn && int(r.nodes[0].visits) > r.cfg.Sims {
			r.acrossTurn++
		}
		r.lastTurn = s.Turn
	}
	return i
}

// With Across the tree is kept across the other player's turn (PlayGame
// shows the search every move), the games are legal to the end; without
// it no search of a new turn starts from a kept tree. (With a flat prior
// the tree seldom reaches the next turn: 300 simulations.)
func TestPUCTAcross(t *testing.T) {
	g := testGame(t, 0, 1)
	ev := &stubEval{
		logits: func(_ *engine.State, legal []engine.Action) []float32 { return make([]float32, len(legal)) },
		value:  stubWinValue,
	}
	for _, across := range []bool{true, false} {
		m, _ := NewPUCT(PUCTConfig{Sims: 300, Across: across}, ev, 1)
		probe := &turnProbe{PUCT: m}
		for seed := uint64(1); seed <= 2; seed++ {
			probe.Seed(seed)
			probe.lastTurn = 0
			if _, err := PlayGame(g, seed, []Agent{probe, NewGreedy(seed)}, nil); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("across %v: %d of %d searches started a turn from a kept tree", across, probe.acrossTurn, probe.searched)
		switch {
		case across && probe.acrossTurn == 0:
			t.Errorf("across: %d of %d searches started a turn from a kept tree", probe.acrossTurn, probe.searched)
		case !across && probe.acrossTurn != 0:
			t.Errorf("within a turn: %d of %d searches started a turn from a kept tree", probe.acrossTurn, probe.searched)
		}
	}
}

// Another player's move that names a card the player may not see (a
// card inked) follows the most visited edge of that move with any hidden
// card, whichever card it really was; a card in play is named.
func TestPUCTAcrossHiddenCard(t *testing.T) {
	b := newBoard(t)
	inked := b.s.AddCard(1, b.def("Stitch - New Dog"), engine.ZoneInkwell)
	shown := b.play(1, "Stitch - New Dog", engine.Placement{})
	ink := engine.Action{Kind: engine.ActInk, Player: 1, Card: inked}
	if k := maskHidden(keyOf(b.s, ink), b.s, 0, ink); k.card != hiddenKey {
		t.Errorf("an inked card is named: %+v", k)
	}
	quest := engine.Action{Kind: engine.ActQuest, Player: 1, Card: shown}
	if k := maskHidden(keyOf(b.s, quest), b.s, 0, quest); k != keyOf(b.s, quest) {
		t.Errorf("a card in play is masked: %+v", k)
	}
	var m PUCT
	m.nodes = []pnode{{child: -1, next: -1}}
	for i, v := range []int32{3, 7, 5} {
		c := m.addChild(0, actKey{kind: engine.ActInk, player: 1, card: privateCard | uint32(10+i)}, 1)
		m.nodes[c].visits = v
	}
	q := m.addChild(0, actKey{kind: engine.ActQuest, player: 1, card: 4}, 1)
	m.nodes[q].visits = 50
	if c := m.childLike(0, actKey{kind: engine.ActInk, player: 1, card: hiddenKey}); c < 0 || m.nodes[c].key.card != privateCard|11 {
		t.Errorf("the hidden ink followed child %d, want the most visited ink (card key %d)", c, privateCard|11)
	}
	if c := m.childLike(0, actKey{kind: engine.ActQuest, player: 1, card: 4}); c != q {
		t.Errorf("a named move followed child %d, want %d", c, q)
	}
}

// Before turn PolicyUntil the policy's move is played unsearched (the
// prior leans to ending the turn), from that turn on the search's (the
// value says to quest: TestPUCTUsesTheValue).
func TestPUCTPolicyUntil(t *testing.T) {
	b := questBoard(t)
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
	turn := int(b.s.Turn)
	for _, tt := range []struct {
		until int
		want  engine.ActionKind
		sims  int64
	}{{turn + 1, engine.ActEndTurn, 0}, {turn, engine.ActQuest, 100}, {0, engine.ActQuest, 100}} {
		m, _ := NewPUCT(PUCTConfig{Sims: 100, PolicyUntil: tt.until}, ev, 1)
		i := m.Act(b.s, legal)
		if i < 0 || legal[i].Kind != tt.want || m.Sims != tt.sims {
			t.Errorf("policy until turn %d, turn %d: chose %v after %d simulations, want %v after %d", tt.until, turn, legal[max(i, 0)], m.Sims, tt.want, tt.sims)
		}
	}
}
