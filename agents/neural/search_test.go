package neural

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

func referenceGame(t *testing.T) *engine.Game {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	d1, d2, _, err := env.DefaultDecks()
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ismcts-neural plays only legal moves (PlayGame refuses any other), is
// the same game for the same seeds, and beats random.
func TestSearchPlays(t *testing.T) {
	g := referenceGame(t)
	play := func(seed uint64) (int, []engine.Action) {
		a, err := agents.New("ismcts-neural:16", seed)
		if err != nil {
			t.Fatal(err)
		}
		seats := []agents.Agent{a, agents.NewRandom(seed)}
		if seed%2 == 1 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		var trace []engine.Action
		st, err := agents.PlayGame(g, seed, seats, func(_ *engine.State, a engine.Action) { trace = append(trace, a) })
		if err != nil {
			t.Fatal(err)
		}
		win := 0
		if int(st.Winner) == int(seed%2) {
			win = 1
		}
		return win, trace
	}
	wins := 0
	for seed := uint64(0); seed < 4; seed++ {
		w, trace := play(seed)
		wins += w
		if seed < 2 {
			if _, again := play(seed); !slices.Equal(trace, again) {
				t.Errorf("seed %d: two games from the same seeds differ", seed)
			}
		}
	}
	if wins < 4 {
		t.Errorf("ismcts-neural:16 won %d of 4 games against random", wins)
	}
}

// With one simulation the search plays the policy's most likely move: the
// prior is the network's. (Where two options are one move, as two copies
// of a card in hand, their priors add up, so a few decisions may differ.)
func TestSearchPriorIsThePolicy(t *testing.T) {
	g := referenceGame(t)
	p, err := Load("")
	if err != nil {
		t.Fatal(err)
	}
	s, err := p.NewSearch(agents.PUCTConfig{Sims: 1, Fresh: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	nn, _ := p.NewAgent(1, false)
	same, n := 0, 0
	for seed := uint64(0); seed < 2; seed++ {
		st := g.NewState(seed)
		var buf []engine.Action
		for !st.Over() {
			buf = st.Legal(buf[:0])
			i := nn.Act(st, buf)
			if len(buf) > 1 {
				n++
				if s.Act(st, buf) == i {
					same++
				}
			}
			if err := st.Apply(buf[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if same < n*9/10 {
		t.Errorf("one simulation played the policy's move in %d of %d decisions", same, n)
	}
	// A root evaluation per decision and at most two per simulation (the
	// leaf from each player's view; none where the simulation ends the
	// game): no rollouts.
	if s.Evals > 3*s.Sims || s.Evals < s.Sims {
		t.Errorf("%d evaluations for %d simulations of one each: want a root evaluation and at most two per simulation", s.Evals, s.Sims)
	}
}

func TestSearchSpecs(t *testing.T) {
	for _, tt := range []struct{ spec, name string }{
		{"ismcts-neural", "ismcts-neural:200"},
		{"ismcts-neural:50", "ismcts-neural:50"},
		{"ismcts-neural:0", ""},
		{"ismcts-neural:x", ""},
		{"ismcts-neural:10:/no/such/checkpoint", ""},
		{"ismcts-neural:50,c=2,mover-value", "ismcts-neural:50,c=2,mover-value"},
		{"ismcts-neural:50,c=0", ""},
		{"ismcts-neural:50,c=x", ""},
		{"ismcts-neural:50,mover-value=1", ""},
		{"ismcts-neural:50,deep", ""},
		{"ismcts-neural:50,turn", "ismcts-neural:50,turn"},
		{"ismcts-neural:50,fresh", "ismcts-neural:50,fresh"},
		{"ismcts-neural:50,turn=2", ""},
		{"ismcts-neural:50,temp=2,fpu=0.1,lcb", "ismcts-neural:50,temp=2,fpu=0.1,lcb"},
		{"ismcts-neural:50,fpu=-0.2", "ismcts-neural:50,fpu=-0.2"},
		{"ismcts-neural:50,temp=0", ""},
		{"ismcts-neural:50,temp=-1", ""},
		{"ismcts-neural:50,temp=NaN", ""},
		{"ismcts-neural:50,temp", ""},
		{"ismcts-neural:50,fpu=2", ""},
		{"ismcts-neural:50,fpu=x", ""},
		{"ismcts-neural:50,lcb=1", ""},
		{"ismcts-neural:50,across", "ismcts-neural:50,across"},
		{"ismcts-neural:50,across,fresh", ""},
		{"ismcts-neural:50,across=1", ""},
		{"ismcts-neural:50,policy-until=7", "ismcts-neural:50,policy-until=7"},
		{"ismcts-neural:50,policy-until=0", ""},
		{"ismcts-neural:50,policy-until=x", ""},
		{"ismcts-neural:50,policy-until", ""},
	} {
		a, err := agents.New(tt.spec, 1)
		switch {
		case tt.name == "" && err == nil:
			t.Errorf("%s was accepted", tt.spec)
		case tt.name != "" && err != nil:
			t.Errorf("%s: %v", tt.spec, err)
		case tt.name != "" && a.Name() != tt.name:
			t.Errorf("%s is named %s, want %s", tt.spec, a.Name(), tt.name)
		}
	}
}

// BenchmarkSearchDecision reports the time of an ismcts-neural decision
// (the mid-game decisions of one game against greedy; ns/op is per
// decision with two options or more) and its simulations per second, by
// the wall clock and per second of the process's CPU time (run it with
// -cpu=1 and a fixed -benchtime=Nx: b.N picks the decisions), and the CPU
// time of a decision. The last is the search before issue 30's study.
func BenchmarkSearchDecision(b *testing.B) {
	defs, _ := cards.Catalog()
	d1, d2, _, _ := env.DefaultDecks()
	g, _ := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	var states []*engine.State
	st := g.NewState(3)
	gr := agents.NewGreedy(1)
	var buf []engine.Action
	for !st.Over() {
		buf = st.Legal(buf[:0])
		if len(buf) > 1 {
			states = append(states, st.Clone())
		}
		if err := st.Apply(buf[gr.Act(st, buf)]); err != nil {
			b.Fatal(err)
		}
	}
	for _, spec := range []string{"ismcts-neural:50", "ismcts-neural:200", "ismcts-neural:200,c=1,mover-value,fresh"} {
		b.Run(spec, func(b *testing.B) {
			a, err := agents.New(spec, 1)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			cpu := cpuSeconds()
			for i := 0; i < b.N; i++ {
				s := states[i%len(states)]
				buf = s.Legal(buf[:0])
				a.Act(s, buf)
			}
			sims := float64(a.(*agents.PUCT).Sims)
			b.ReportMetric(sims/b.Elapsed().Seconds(), "sims/s")
			if end := cpuSeconds(); cpu >= 0 && end > cpu {
				b.ReportMetric(sims/(end-cpu), "sims/cpu-s")
				b.ReportMetric(1000*(end-cpu)/float64(b.N), "cpu-ms/op")
			}
		})
	}
}

// A decision allocates nothing once the agent's buffers have grown (the
// tree, the samples, the network's scratch are reused).
func TestSearchNoAllocs(t *testing.T) {
	g := referenceGame(t)
	st := g.NewState(3)
	gr := agents.NewGreedy(1)
	var buf []engine.Action
	for i := 0; i < 60 && !st.Over(); i++ {
		buf = st.Legal(buf[:0])
		if err := st.Apply(buf[gr.Act(st, buf)]); err != nil {
			t.Fatal(err)
		}
	}
	buf = st.Legal(buf[:0])
	a, err := agents.New("ismcts-neural:50", 1)
	if err != nil {
		t.Fatal(err)
	}
	a.Act(st, buf)
	if n := testing.AllocsPerRun(5, func() { a.Seed(1); a.Act(st, buf) }); n != 0 {
		t.Errorf("%.1f allocations per decision", n)
	}
}

// With turn rollouts the search plays legal moves to the end of a game
// against random and wins it, and evaluates more than once per simulation
// (the policy's moves played on from each leaf).
func TestSearchTurnRollout(t *testing.T) {
	g := referenceGame(t)
	a, err := agents.New("ismcts-neural:16,turn", 1)
	if err != nil {
		t.Fatal(err)
	}
	st, err := agents.PlayGame(g, 1, []agents.Agent{a, agents.NewRandom(1)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Winner != 0 {
		t.Errorf("winner %d, want the search (0)", st.Winner)
	}
	if s := a.(*agents.PUCT); s.Evals <= 2*s.Sims {
		t.Errorf("%d evaluations for %d simulations: the rollouts evaluated nothing", s.Evals, s.Sims)
	}
}
