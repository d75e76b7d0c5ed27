package neural

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
)

func init() {
	if err := agents.Register("ismcts-neural", newSearchFromArg); err != nil {
		panic(err)
	}
}

// newSearchFromArg reads "[SIMS[:PATH]]": information-set MCTS guided by the
// network of PATH (a checkpoint file or a run's folder; empty: the bot
// shipped for each game's number of players), its policy as the prior and its value in place of rollouts
// (agents.PUCT).
func newSearchFromArg(arg string, seed uint64) (agents.Agent, error) {
	simsArg, path, _ := strings.Cut(arg, ":")
	cfg := agents.PUCTConfig{}
	if simsArg != "" {
		n, err := strconv.Atoi(simsArg)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("simulations %q: want a whole number of at least 1 (ismcts-neural[:SIMS[:PATH]])", simsArg)
		}
		cfg.Sims = n
	}
	p, err := Load(path)
	if err != nil {
		return nil, err
	}
	a, err := p.NewAgent(seed, false)
	if err != nil {
		return nil, err
	}
	a.shipped = path == ""
	return agents.NewPUCT(cfg, a, seed)
}

// NewSearch makes an information-set MCTS agent that searches with the
// policy: its prior and its value (agents.PUCT).
func (p *Policy) NewSearch(cfg agents.PUCTConfig, seed uint64) (*agents.PUCT, error) {
	a, err := p.NewAgent(seed, false)
	if err != nil {
		return nil, err
	}
	return agents.NewPUCT(cfg, a, seed)
}
