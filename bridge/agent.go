package bridge

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/agents"
)

// newAgent makes an opponent agent by name.
func newAgent(name string, seed uint64) (agents.Agent, error) {
	switch name {
	case "random":
		return agents.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("unknown agent %q (known: %v)", name, agentNames())
}

// agentNames are the agents make accepts as opponent.
func agentNames() []string { return []string{"random"} }
