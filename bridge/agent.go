package bridge

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/agents/neural"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
)

// The opponents a client may ask make for (docs/bridge.md, "make" and
// "Threat model"). A client names agents and, for the network's agents,
// checkpoints by the names the operator made available (Options.
// Checkpoints, --checkpoints DIR): never a path. No other file is opened,
// and an error names no file of the server's machine.
//
//	random, greedy
//	ismcts[:SIMS[:ROLLOUT[:TURNS]]], mcts[...]   (agents.New)
//	neural[:NAME]                                the network of checkpoint NAME (none: the shipped bot)
//	ismcts-neural[:SIMS[:NAME]]                  search guided by it
//
// SIMS is at most Options.MaxSims.

// DefaultMaxSims is Options.MaxSims' default.
const DefaultMaxSims = 5000

// clientAgents are the kinds of agent a client may name.
var clientAgents = []string{"greedy", "ismcts", "ismcts-neural", "mcts", "neural", "random"}

// agentNames are the kinds of agent make accepts as opponent.
func agentNames() []string { return clientAgents }

// newAgent makes an opponent agent from a client's specification for games
// of players seats, seeded with seed (the environment reseeds it at every
// reset from the game's seed). A network trained for games of another
// number of players is refused.
func (s *Server) newAgent(spec string, players int, seed uint64) (agents.Agent, error) {
	q := wire.Clip(spec)
	kind, arg, _ := strings.Cut(strings.TrimSpace(spec), ":")
	if !slices.Contains(clientAgents, kind) {
		return nil, fmt.Errorf("no agent %q for a client (the agents are %s; files are not read)", q, strings.Join(clientAgents, ", "))
	}
	switch kind {
	case "neural", "ismcts-neural":
		sims, name := "", arg
		if kind == "ismcts-neural" {
			sims, name, _ = strings.Cut(arg, ":")
		}
		n, err := s.sims(sims, q)
		if err != nil {
			return nil, err
		}
		p, err := s.checkpoints.policy(name, players)
		if err != nil {
			return nil, fmt.Errorf("agent %q: %v", q, err)
		}
		if n := p.Players(); n != players {
			return nil, fmt.Errorf("agent %q: the network plays %d-player games, these have %d (make's players): name a checkpoint of %d players", q, n, players, players)
		}
		var a agents.Agent
		if kind == "neural" {
			a, err = p.NewAgent(seed, false)
		} else {
			a, err = p.NewSearch(agents.PUCTConfig{Sims: n}, seed)
		}
		if err != nil { // no typed nil in the interface
			return nil, fmt.Errorf("agent %q: %s", q, wire.Clip(err.Error()))
		}
		return a, nil
	case "ismcts", "mcts":
		sims, _, _ := strings.Cut(arg, ":")
		if _, err := s.sims(sims, q); err != nil {
			return nil, err
		}
	}
	a, err := agents.New(spec, seed)
	if err != nil {
		return nil, fmt.Errorf("agent %q: %s", q, wire.Clip(err.Error()))
	}
	return a, nil
}

// sims checks a search's simulations against Options.MaxSims ("": the
// default, 200).
func (s *Server) sims(arg, spec string) (int, error) {
	if arg == "" {
		return min(200, s.opts.MaxSims), nil
	}
	n, err := strconv.Atoi(arg)
	switch {
	case err != nil || n < 1:
		return 0, fmt.Errorf("agent %q: simulations %q: want a whole number of at least 1", spec, wire.Clip(arg))
	case n > s.opts.MaxSims:
		return 0, fmt.Errorf("agent %q: %d simulations is over the server's limit of %d a decision (lorcana serve --max-sims)", spec, n, s.opts.MaxSims)
	}
	return n, nil
}

// checkpointDir is the operator's folder of checkpoints clients may name
// (Options.Checkpoints): regular files directly inside it, opened as an
// os.Root without blocking (a FIFO or device is refused, never waited on).
// Each is loaded once, when first asked for.
type checkpointDir struct {
	root *os.Root // nil: no folder, only the shipped bot

	mu     sync.Mutex
	loaded map[string]*neural.Policy
}

func openCheckpointDir(path string) (*checkpointDir, error) {
	d := &checkpointDir{loaded: map[string]*neural.Policy{}}
	if path == "" {
		return d, nil
	}
	r, err := os.OpenRoot(path)
	if err != nil {
		return nil, fmt.Errorf("bridge: checkpoint folder (--checkpoints): %w", err)
	}
	d.root = r
	return d, nil
}

// names lists the checkpoints: the regular files of the folder, sorted.
func (d *checkpointDir) names() []string {
	if d == nil || d.root == nil {
		return []string{}
	}
	f, err := d.root.Open(".")
	if err != nil {
		return []string{}
	}
	defer f.Close()
	es, _ := f.ReadDir(-1)
	out := []string{}
	for _, e := range es {
		if fi, err := d.root.Stat(e.Name()); err == nil && fi.Mode().IsRegular() {
			out = append(out, e.Name())
		}
	}
	slices.Sort(out)
	return out
}

// errNoCheckpoint hides why a checkpoint was refused: a client learns
// nothing of the folder's files but the names it may use.
var errNoCheckpoint = errors.New("no such checkpoint")

// policy is the network of checkpoint name ("": the bot shipped for games
// of players seats).
func (d *checkpointDir) policy(name string, players int) (*neural.Policy, error) {
	if name == "" {
		return neural.Shipped(players)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if p, ok := d.loaded[name]; ok {
		return p, nil
	}
	data, err := d.read(name)
	if err != nil {
		return nil, fmt.Errorf("no checkpoint %q for a client: name one of the server's checkpoints (%s); files are not read",
			wire.Clip(name), strings.Join(d.names(), ", "))
	}
	f, err := checkpoint.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("checkpoint %q: not a checkpoint this server can load", wire.Clip(name))
	}
	p, err := neural.FromFile(name, f)
	if err != nil {
		return nil, fmt.Errorf("checkpoint %q: not a checkpoint this server can load", wire.Clip(name))
	}
	d.loaded[name] = p
	return p, nil
}

// read returns the bytes of the regular file name directly inside the
// folder, opened without blocking.
func (d *checkpointDir) read(name string) ([]byte, error) {
	if d.root == nil || name == "." || name == ".." || strings.ContainsAny(name, "/\\\x00") {
		return nil, errNoCheckpoint
	}
	f, err := d.root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, errNoCheckpoint
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, errNoCheckpoint
	}
	data, err := io.ReadAll(io.LimitReader(f, fi.Size()+1))
	if err != nil {
		return nil, errNoCheckpoint
	}
	return data, nil
}
