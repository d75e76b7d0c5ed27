package bridge

import "github.com/lorcana-rl/lorcana/agents"

// newAgent makes an opponent agent from a specification of package agents
// ("random", "greedy", "ismcts:200", ...). The environment reseeds it at
// every reset from the game's seed.
func newAgent(spec string, seed uint64) (agents.Agent, error) { return agents.New(spec, seed) }

// agentNames are the kinds of agent make accepts as opponent.
func agentNames() []string { return agents.Names() }
