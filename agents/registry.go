package agents

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Factory makes a new agent from the argument of its specification (the
// text after "name:", empty if none) and a seed. Each call returns a fresh
// agent, so each goroutine can have its own.
type Factory func(arg string, seed uint64) (Agent, error)

var (
	regMu    sync.RWMutex
	registry = map[string]Factory{
		"random": func(arg string, seed uint64) (Agent, error) {
			if arg != "" {
				return nil, fmt.Errorf("random takes no argument (got %q)", arg)
			}
			return NewRandom(seed), nil
		},
		"greedy": func(arg string, seed uint64) (Agent, error) {
			if arg != "" {
				return nil, fmt.Errorf("greedy takes no argument (got %q)", arg)
			}
			return NewGreedy(seed), nil
		},
		"ismcts": newMCTSFromArg,
	}
)

// Register adds a kind of agent under name, for New. Names are lower case
// letters, digits, '-' and '_'; registering a name twice is an error. Packages
// that provide agents (the neural agent of the training package) call it from
// an init function.
func Register(name string, f Factory) error {
	if name == "" || strings.IndexFunc(name, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}) >= 0 {
		return fmt.Errorf("agents: bad agent name %q (use a-z, 0-9, '-', '_')", name)
	}
	if f == nil {
		return fmt.Errorf("agents: nil factory for %q", name)
	}
	regMu.Lock()
	defer regMu.Unlock()
	if _, ok := registry[name]; ok {
		return fmt.Errorf("agents: agent %q is already registered", name)
	}
	registry[name] = f
	return nil
}

// Names lists the registered kinds of agent, sorted.
func Names() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// New makes an agent from a specification "name" or "name:arg":
//
//	random            uniformly random legal actions
//	greedy            the heuristic player (Greedy)
//	ismcts[:SIMS[:ROLLOUT[:TURNS]]]
//	                  information-set MCTS with SIMS simulations per decision
//	                  (default 200), rollouts by ROLLOUT (greedy or random)
//	                  for TURNS turns (0: to the end)
//
// and whatever other packages registered (Register). A specification that
// names no registered agent but looks like a file path (it has a '/' or a
// '.') goes to the "neural" agent, if one is registered, as its argument.
// The agent is seeded with seed.
func New(spec string, seed uint64) (Agent, error) {
	name, arg, _ := strings.Cut(strings.TrimSpace(spec), ":")
	regMu.RLock()
	f, ok := registry[name]
	neural, hasNeural := registry["neural"]
	regMu.RUnlock()
	if !ok && hasNeural && strings.ContainsAny(spec, "/.") {
		f, arg, ok = neural, spec, true
	}
	if !ok {
		return nil, fmt.Errorf("unknown agent %q (known: %s)", spec, strings.Join(Names(), ", "))
	}
	a, err := f(arg, seed)
	if err != nil {
		return nil, fmt.Errorf("agent %q: %w", spec, err)
	}
	return a, nil
}

// newMCTSFromArg reads "SIMS[:ROLLOUT[:TURNS]]".
func newMCTSFromArg(arg string, seed uint64) (Agent, error) {
	var cfg MCTSConfig
	if arg != "" {
		parts := strings.Split(arg, ":")
		if len(parts) > 3 {
			return nil, fmt.Errorf("want SIMS[:ROLLOUT[:TURNS]], got %q", arg)
		}
		n, err := strconv.Atoi(parts[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("simulations %q: want a whole number of at least 1", parts[0])
		}
		cfg.Sims = n
		if len(parts) > 1 {
			cfg.Rollout = parts[1]
		}
		if len(parts) > 2 {
			t, err := strconv.Atoi(parts[2])
			if err != nil || t < 0 {
				return nil, fmt.Errorf("rollout turns %q: want a whole number of at least 0", parts[2])
			}
			cfg.RolloutTurns = t
			if t == 0 {
				cfg.RolloutTurns = -1 // to the end (0 would mean the default)
			}
		}
	}
	return NewMCTS(cfg, seed)
}
