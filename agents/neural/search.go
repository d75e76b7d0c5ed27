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

// newSearchFromArg reads "[SIMS[,OPTION...][:PATH]]": information-set MCTS
// guided by the network of PATH (a checkpoint file or a run's folder;
// empty: the bot shipped for each game's number of players), its policy as
// the prior and its value in place of rollouts (agents.PUCT). The options:
// c=X (the PUCT constant), temp=T (the prior's temperature), fpu=X (an
// unvisited move's Q is the node's mean less X), lcb (play the move with
// the best lower confidence bound, not the most visited), policy-until=T (play
// the policy's move unsearched in the turns before T), across (keep the
// tree across the other players' moves too), fresh (no tree reuse: an empty tree for every
// decision), turn (play the policy on to the end of the mover's moves
// before valuing) and mover-value (back up the value of the player to move
// only).
func newSearchFromArg(arg string, seed uint64) (agents.Agent, error) {
	head, path, _ := strings.Cut(arg, ":")
	simsArg, opts, _ := strings.Cut(head, ",")
	cfg := agents.PUCTConfig{}
	if simsArg != "" {
		n, err := strconv.Atoi(simsArg)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("simulations %q: want a whole number of at least 1 (ismcts-neural[:SIMS[,OPTION...][:PATH]])", simsArg)
		}
		cfg.Sims = n
	}
	if opts != "" {
		for _, o := range strings.Split(opts, ",") {
			switch k, v, _ := strings.Cut(o, "="); k {
			case "c":
				c, err := strconv.ParseFloat(v, 64)
				if err != nil || !(c > 0) || c > 1e6 {
					return nil, fmt.Errorf("option %q: want c=X, X a positive number", o)
				}
				cfg.C = c
			case "temp":
				t, err := strconv.ParseFloat(v, 64)
				if err != nil || !(t > 0) || t > 100 {
					return nil, fmt.Errorf("option %q: want temp=T, T a positive number up to 100", o)
				}
				cfg.Temp = t
			case "fpu":
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || !(f >= -1 && f <= 1) {
					return nil, fmt.Errorf("option %q: want fpu=X, X a number from -1 to 1", o)
				}
				cfg.FPU = f
			case "lcb":
				if v != "" {
					return nil, fmt.Errorf("option %q takes no value", o)
				}
				cfg.LCB = true
			case "policy-until":
				t, err := strconv.Atoi(v)
				if err != nil || t < 1 || t > 1000 {
					return nil, fmt.Errorf("option %q: want policy-until=T, T a turn from 1 to 1000", o)
				}
				cfg.PolicyUntil = t
			case "across":
				if v != "" {
					return nil, fmt.Errorf("option %q takes no value", o)
				}
				cfg.Across = true
			case "fresh":
				if v != "" {
					return nil, fmt.Errorf("option %q takes no value", o)
				}
				cfg.Fresh = true
			case "turn":
				if v != "" {
					return nil, fmt.Errorf("option %q takes no value", o)
				}
				cfg.TurnRollout = true
			case "mover-value":
				if v != "" {
					return nil, fmt.Errorf("option %q takes no value", o)
				}
				cfg.MoverValueOnly = true
			default:
				return nil, fmt.Errorf("unknown option %q (want c=X, temp=T, fpu=X, lcb, policy-until=T, across, fresh, turn or mover-value)", o)
			}
		}
		if cfg.Across && cfg.Fresh {
			return nil, fmt.Errorf("options across and fresh: a fresh tree for every decision keeps nothing across moves; give one of them")
		}
		cfg.Name = "ismcts-neural:" + head
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
