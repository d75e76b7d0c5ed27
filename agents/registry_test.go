package agents

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

func TestNew(t *testing.T) {
	tests := []struct {
		spec, name, err string
	}{
		{"random", "random", ""},
		{"greedy", "greedy", ""},
		{"ismcts", "ismcts:200", ""},
		{"mcts:50", "", `unknown agent "mcts:50"`}, // one name for the search agent: ismcts, as documented
		{"ismcts:50:random:0", "ismcts:50", ""},
		{"ismcts:0", "", "simulations"},
		{"ismcts:10:smart", "", "unknown rollout policy"},
		{"ismcts:10:greedy:x", "", "rollout turns"},
		{"greedy:3", "", "greedy takes no argument"},
		{"alphazero", "", `unknown agent "alphazero" (known: greedy, ismcts, random`},
	}
	for _, tt := range tests {
		a, err := New(tt.spec, 1)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("New(%q): error %v, want one containing %q", tt.spec, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("New(%q): %v", tt.spec, err)
			continue
		}
		if a.Name() != tt.name {
			t.Errorf("New(%q).Name() = %q, want %q", tt.spec, a.Name(), tt.name)
		}
	}
	m, _ := New("ismcts:50:random:0", 1)
	if c := m.(*MCTS).Config(); c.Sims != 50 || c.Rollout != "random" || c.RolloutTurns >= 0 {
		t.Errorf("ismcts:50:random:0 gave %+v", c)
	}
}

func TestRegister(t *testing.T) {
	f := func(arg string, seed uint64) (Agent, error) { return NewRandom(seed), nil }
	for _, tt := range []struct{ name, err string }{
		{"", "bad agent name"},
		{"Neural", "bad agent name"},
		{"a:b", "bad agent name"},
		{"greedy", "already registered"},
		{"test-agent_1", ""},
		{"test-agent_1", "already registered"},
	} {
		err := Register(tt.name, f)
		if (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("Register(%q): %v, want %q", tt.name, err, tt.err)
		}
	}
	if err := Register("nilfactory", nil); err == nil {
		t.Error("a nil factory was accepted")
	}
	if _, err := New("test-agent_1:x", 1); err != nil {
		t.Errorf("a registered agent: %v", err)
	}
	// A path goes to "neural" once it is registered.
	if _, err := New("ckpt/model.onnx", 1); err == nil || !strings.Contains(err.Error(), "unknown agent") {
		t.Errorf("a path without a neural agent: %v", err)
	}
	var got string
	if err := Register("neural", func(arg string, seed uint64) (Agent, error) { got = arg; return NewRandom(seed), nil }); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { regMu.Lock(); delete(registry, "neural"); delete(registry, "test-agent_1"); regMu.Unlock() })
	if _, err := New("ckpt/model.onnx", 1); err != nil || got != "ckpt/model.onnx" {
		t.Errorf("a path with a neural agent: %v, arg %q", err, got)
	}
}

// countingAgent counts its decisions and plays the first legal action.
type countingAgent struct{ n int }

func (c *countingAgent) Name() string                               { return "counting" }
func (c *countingAgent) Seed(uint64)                                {}
func (c *countingAgent) Act(_ *engine.State, _ []engine.Action) int { c.n++; return 0 }

func TestMCTSRolloutPolicy(t *testing.T) {
	g := testGame(t, 0, 1)
	st := g.NewState(3)
	legal := st.Legal(nil)
	for len(legal) < 2 {
		if err := st.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
		legal = st.Legal(legal[:0])
	}
	pol := &countingAgent{}
	m, err := NewMCTS(MCTSConfig{Sims: 10, Policy: pol}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if i := m.Act(st, legal); i < 0 || i >= len(legal) {
		t.Fatalf("index %d of %d", i, len(legal))
	}
	if pol.n == 0 {
		t.Fatal("the rollout policy was never asked")
	}
}
