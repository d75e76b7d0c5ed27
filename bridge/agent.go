package bridge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// newAgent makes an opponent agent from a specification of package agents
// ("random", "greedy", "ismcts:200", ...). The environment reseeds it at
// every reset from the game's seed. A client names no file: the neural
// agent (a checkpoint path) is refused (docs/bridge.md, "Threat model").
func newAgent(spec string, seed uint64) (agents.Agent, error) {
	name, _, _ := strings.Cut(strings.TrimSpace(spec), ":")
	if !slices.Contains(agentNames(), name) || strings.ContainsAny(spec, `/\`) {
		return nil, fmt.Errorf("no agent %q for a client (the agents are %s; files are not read)",
			wire.Clip(spec), strings.Join(agentNames(), ", "))
	}
	a, err := agents.New(spec, seed)
	if err != nil {
		return nil, fmt.Errorf("agent %q: %s", wire.Clip(spec), wire.Clip(err.Error()))
	}
	return a, nil
}

// agentNames are the kinds of agent make accepts as opponent: the
// registered ones but the neural agent, which reads a file.
func agentNames() []string {
	return slices.DeleteFunc(agents.Names(), func(n string) bool { return n == "neural" })
}
