package train

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// opponent plays the seat of the pool envs that the learner does not: a
// past checkpoint's network, or fixed agents (one per env), or neither
// (the learner plays both seats).
type opponent struct {
	net    *model.Fast
	agents []agents.Agent
}

func (o opponent) none() bool { return o.net == nil && o.agents == nil }

// scriptedAgents makes, for each of selfplay.agents, an agent per env;
// none when selfplay.agent_share is 0. An unknown specification is an
// error naming it. The agents are seeded at every rollout (collect).
func scriptedAgents(cfg *config.Config) ([][]agents.Agent, error) {
	if cfg.SelfPlay.AgentShare == 0 {
		return nil, nil
	}
	out := make([][]agents.Agent, len(cfg.SelfPlay.Agents))
	for k, spec := range cfg.SelfPlay.Agents {
		for i := 0; i < cfg.Env.Envs; i++ {
			a, err := agents.New(spec, uint64(i))
			if err != nil {
				return nil, fmt.Errorf("train: selfplay.agents: %q: %w", spec, err)
			}
			out[k] = append(out[k], a)
		}
	}
	return out, nil
}
