package neural

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/model"
)

func init() {
	if err := agents.Register("neural", newFromArg); err != nil {
		panic(err)
	}
}

// Policy is a loaded network with the layout of its observations, shared
// by the agents made from it.
type Policy struct {
	Name   string
	Net    *model.Net
	Layout *model.Layout
	// Config is the training configuration the checkpoint records (the
	// keys that decide what is learned, as YAML; see config.FromLearning).
	Config string
	// History is the checkpoint's record of its training phases and their
	// decks; HistoryProblem why it can't tell seen decks from held-out
	// ones ("" where it can; checkpoint.File.HistoryProblem).
	History        []checkpoint.Phase
	HistoryProblem string
}

var (
	cacheMu sync.Mutex
	cache   = map[string]*Policy{}
)

// Load reads a checkpoint file or a run's folder (its newest checkpoint);
// "" is the shipped 2-player bot. Policies are cached by path.
func Load(path string) (*Policy, error) {
	if path == "" {
		return Shipped(2)
	}
	return load(path, path, func() (*checkpoint.File, error) {
		f, _, err := checkpoint.Resolve(path)
		return f, err
	})
}

// Shipped is the bot shipped for games of players seats
// (checkpoints.ForPlayers), cached.
func Shipped(players int) (*Policy, error) {
	b, err := checkpoints.ForPlayers(players)
	if err != nil {
		return nil, err
	}
	return load("\x00"+b.Name, "shipped bot ("+b.File+")", func() (*checkpoint.File, error) { return checkpoint.Decode(b.Data) })
}

// load is the cached policy of key (a path, or NUL and a shipped bot's
// name, which no path is), read by read and called name the first time.
func load(key, name string, read func() (*checkpoint.File, error)) (*Policy, error) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if p, ok := cache[key]; ok {
		return p, nil
	}
	f, err := read()
	if err != nil {
		return nil, err
	}
	p, err := FromFile(name, f)
	if err != nil {
		return nil, err
	}
	cache[key] = p
	return p, nil
}

// loadFor is the policy of path for games of players seats: "" is the bot
// shipped for that count (the 2-player one for players 0).
func loadFor(path string, players int) (*Policy, error) {
	if path == "" && players != 0 {
		return Shipped(players)
	}
	return Load(path)
}

// FromFile makes a policy of a checkpoint.
func FromFile(name string, f *checkpoint.File) (*Policy, error) {
	layout, err := f.Layout()
	if err != nil {
		return nil, err
	}
	net, err := f.Net()
	if err != nil {
		return nil, err
	}
	return &Policy{Name: name, Net: net, Layout: layout, Config: f.Config, History: f.History, HistoryProblem: f.HistoryProblem()}, nil
}

// Players is the number of seats of the games the network was trained
// for (its checkpoint's record): it plays no other.
func (p *Policy) Players() int { return p.Layout.Spec.Players }

// PolicyOf loads the network an agent specification plays with in games of
// players seats: that of neural[:PATH[,sample]], ismcts-neural[:SIMS[:PATH]]
// or a bare checkpoint path; without a PATH, the bot shipped for players
// (the 2-player one for players 0). ok is false for a specification of
// another agent.
func PolicyOf(spec string, players int) (p *Policy, ok bool, err error) {
	spec = strings.TrimSpace(spec)
	name, arg, _ := strings.Cut(spec, ":")
	var path string
	switch {
	case name == "neural":
		path, _, _ = strings.Cut(arg, ",")
	case name == "ismcts-neural":
		_, path, _ = strings.Cut(arg, ":")
	case strings.ContainsAny(spec, "/.") && !slices.Contains(agents.Names(), name):
		path, _, _ = strings.Cut(spec, ",")
	default:
		return nil, false, nil
	}
	p, err = loadFor(path, players)
	return p, true, err
}

func newFromArg(arg string, seed uint64) (agents.Agent, error) {
	path, opt, _ := strings.Cut(arg, ",")
	sampleMode := false
	switch opt {
	case "":
	case "sample":
		sampleMode = true
	default:
		return nil, fmt.Errorf("unknown option %q (want PATH or PATH,sample)", opt)
	}
	p, err := Load(path)
	if err != nil {
		return nil, err
	}
	a, err := p.NewAgent(seed, sampleMode)
	if err != nil {
		return nil, err
	}
	a.shipped = path == ""
	return a, nil
}

// Agent plays with a policy. Like every agent it is not safe for concurrent
// use.
type Agent struct {
	p      *Policy
	runner *model.Fast
	sample bool
	pcg    rand.PCG
	rng    *rand.Rand
	game   *engine.Game
	enc    *encode.Encoder
	obs    *encode.Obs
	batch  *model.Batch
	logits []float32
	values []float32
	err    error
	// shipped: the agent plays the bot shipped for each game's number of
	// players ("neural" without a path), switching at a new game.
	shipped bool
}

// Err is the error that made the last Act fail (it returned -1), or nil.
func (a *Agent) Err() error { return a.err }

// NewAgent makes an agent that takes the most likely option (or samples
// from the policy, seeded).
func (p *Policy) NewAgent(seed uint64, sample bool) (*Agent, error) {
	r, err := model.NewFast(p.Net)
	if err != nil {
		return nil, err
	}
	a := &Agent{sample: sample, values: make([]float32, 1)}
	a.use(p, r)
	a.Seed(seed)
	return a, nil
}

// use makes the agent play policy p, run by r.
func (a *Agent) use(p *Policy, r *model.Fast) {
	a.p, a.runner, a.batch = p, r, p.Layout.NewBatch(1)
	a.logits = make([]float32, p.Layout.Keep.Options)
}

func (a *Agent) Name() string { return "neural" }

// Seed reseeds the sampling generator in place: the env reseeds its
// opponent before every decision, so this must not allocate.
func (a *Agent) Seed(seed uint64) {
	a.pcg.Seed(seed, 0x6e657572616c)
	if a.rng == nil {
		a.rng = rand.New(&a.pcg)
	}
}

// Evaluate returns the network's output for player p's view of s: the
// logits of the options (legal as listed) and the value.
func (a *Agent) Evaluate(s *engine.State, p int, legal []engine.Action) ([]float32, float32, error) {
	if s.Game() != a.game {
		if n := s.Game().Config.Players; a.shipped && n != a.p.Players() {
			p, err := Shipped(n)
			if err != nil {
				return nil, 0, fmt.Errorf("neural: %w", err)
			}
			r, err := model.NewFast(p.Net)
			if err != nil {
				return nil, 0, err
			}
			a.use(p, r)
		}
		if s.Game().Config.Players != a.p.Layout.Spec.Players {
			return nil, 0, fmt.Errorf("neural: the network plays %d-player games, this one has %d",
				a.p.Layout.Spec.Players, s.Game().Config.Players)
		}
		a.game = s.Game()
		a.enc = encode.NewEncoder(a.game, a.p.Layout.Spec)
		a.obs = a.p.Layout.Spec.NewObs()
	}
	a.enc.Encode(s, p, legal, a.obs)
	a.p.Layout.Compact(model.FrameOf(a.obs), a.batch, 0)
	if err := a.runner.Run(a.batch, a.logits, a.values); err != nil {
		return nil, 0, err
	}
	return a.logits, a.values[0], nil
}

// Act takes the most likely legal option (or samples one).
func (a *Agent) Act(s *engine.State, legal []engine.Action) int {
	if len(legal) == 1 {
		return 0
	}
	logits, _, err := a.Evaluate(s, int(s.Pending().Player), legal)
	if err != nil {
		// Act has no error return: an out-of-range index makes the caller
		// (agents.PlayGame, env) report the decision; Err says why.
		a.err = err
		return -1
	}
	n := min(len(legal), len(logits))
	if !a.sample {
		best := 0
		for k := 1; k < n; k++ {
			if logits[k] > logits[best] {
				best = k
			}
		}
		return best
	}
	m := logits[0]
	for k := 1; k < n; k++ {
		m = max(m, logits[k])
	}
	var sum float64
	for k := 0; k < n; k++ {
		sum += math.Exp(float64(logits[k] - m))
	}
	u := a.rng.Float64() * sum
	for k := 0; k < n; k++ {
		u -= math.Exp(float64(logits[k] - m))
		if u <= 0 {
			return k
		}
	}
	return n - 1
}
