package bridge

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/env"
)

// group is the environments one make request opened: n games of one
// configuration. An autoreset group is an env.VecEnv (every step steps all
// n, and a finished game restarts in the same step); a manual group is n
// env.Env stepped in any subset, whose finished games wait for a reset.
type group struct {
	handle    uint32
	n         int
	cfg       env.Config
	spec      encode.Spec
	fields    fieldSet
	packed    bool   // the packed layout
	opponent  string // agent name, "" for none
	autoreset bool

	vec  *env.VecEnv // autoreset groups
	last *env.Batch  // the VecEnv's batch after the last reset or step
	shm  *shmBatch   // the shm transport's memory (autoreset groups), or nil
	envs []*env.Env  // manual groups

	// Per env: the seed of the current game, whether it has one, and how
	// many games it started since the group was seeded.
	seeds   []uint64
	started []bool
	games   []uint64
	base    uint64  // the group's seed
	first   int     // the number of env 0 in the seeds' sequences (make's first_env)
	acts    []int32 // a step's actions (autoreset groups)

	// Results of the last reset or step of a manual group, per env.
	obs     []*encode.Obs
	reward  []float32
	rewards []float32 // [n*players]
	term    []bool
	trunc   []bool
	winner  []int32
	turn    []int32
	toPlay  []int32
	numOpts []int32
	errs    []error
}

// env returns environment i.
func (g *group) env(i int) *env.Env {
	if g.vec != nil {
		return g.vec.Env(i)
	}
	return g.envs[i]
}

func (g *group) close() {
	if g.vec != nil {
		g.vec.Close()
		g.vec = nil
	}
	if g.shm != nil { // after the VecEnv's workers stopped writing to it
		g.shm.close()
		g.shm = nil
	}
}

// newGroup builds the environments of a make request.
func newGroup(cfg env.Config, n int, seed uint64, autoreset bool) (*group, error) {
	return newGroupShm(cfg, n, seed, 0, autoreset, nil)
}

// newGroupShm is newGroup with the batch in the shared memory sh (nil: the
// server's memory), its env i playing the games of env first+i of a group
// of the same seed. The group owns sh, also when it fails.
func newGroupShm(cfg env.Config, n int, seed uint64, first int, autoreset bool, sh *shmBatch) (*group, error) {
	g := &group{n: n, cfg: cfg, autoreset: autoreset, base: seed, first: first,
		seeds: make([]uint64, n), started: make([]bool, n),
		games: make([]uint64, n), shm: sh}
	if autoreset {
		v, err := g.openVec(seed)
		if err != nil {
			g.close()
			return nil, err
		}
		g.vec, g.spec = v, v.Spec()
		return g, nil
	}
	for range n {
		e, err := env.New(cfg)
		if err != nil {
			g.close()
			return nil, err
		}
		g.envs = append(g.envs, e)
	}
	g.spec = g.envs[0].Spec()
	p := g.spec.Players
	g.obs = make([]*encode.Obs, n)
	g.reward, g.rewards = make([]float32, n), make([]float32, n*p)
	g.term, g.trunc = make([]bool, n), make([]bool, n)
	g.winner, g.turn, g.toPlay = make([]int32, n), make([]int32, n), make([]int32, n)
	g.numOpts = make([]int32, n)
	g.errs = make([]error, n)
	return g, nil
}

// openVec makes the VecEnv of an autoreset group, writing into the shared
// memory if there is one, its envs numbered from g.first.
func (g *group) openVec(seed uint64) (*env.VecEnv, error) {
	var v *env.VecEnv
	var err error
	if g.shm != nil {
		v, err = env.NewVecInto(g.cfg, g.n, seed, runtime.GOMAXPROCS(0), &g.shm.obs, &g.shm.final)
	} else {
		v, err = env.NewVec(g.cfg, g.n, seed)
	}
	if err == nil && g.first != 0 {
		v.Renumber(g.first)
	}
	return v, err
}

// gameSeed is the seed of env i's next game when the client gives none:
// SplitMix64 of the group's seed, first+i and the games env i started.
func (g *group) gameSeed(i int) uint64 {
	s := mix(mix(g.base, uint64(g.first+i)), g.games[i])
	g.games[i]++
	return s
}

func mix(a, b uint64) uint64 {
	z := a + (b+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// reset starts new games in the envs sel (all for an autoreset group):
// with the given per-env seeds, or reseeded from seed, or else the next
// seeds of the group's sequence.
func (g *group) reset(sel []int, seeds []uint64, seed *uint64) error {
	if g.vec != nil {
		if seed != nil {
			v, err := g.openVec(*seed)
			if err != nil {
				return err
			}
			g.vec.Close()
			g.vec, g.base = v, *seed
		}
		if seeds != nil {
			last, err := g.vec.ResetSeeds(seeds)
			if g.last = last; err != nil {
				return err
			}
		} else if g.last = g.vec.Reset(); g.vec.Err() != nil {
			return g.vec.Err()
		}
		for i := range g.n {
			g.newGame(i, g.vec.Env(i).Seed())
		}
		return nil
	}
	if seed != nil {
		g.base = *seed
		for _, i := range sel {
			g.games[i] = 0
		}
	}
	for j, i := range sel {
		s := uint64(0)
		if seeds != nil {
			s = seeds[j]
		} else {
			s = g.gameSeed(i)
		}
		obs, info := g.envs[i].Reset(s)
		g.newGame(i, s)
		g.record(i, obs, 0, false, false, info)
	}
	return nil
}

func (g *group) newGame(i int, seed uint64) {
	g.seeds[i], g.started[i] = seed, true
}

// record keeps the results of env i's last reset or step (manual groups).
func (g *group) record(i int, obs *encode.Obs, r float32, term, trunc bool, info env.Info) {
	p := g.spec.Players
	g.obs[i] = obs
	g.numOpts[i] = int32(obs.NumOptions)
	g.reward[i] = r
	copy(g.rewards[i*p:(i+1)*p], info.Rewards)
	g.term[i], g.trunc[i] = term, trunc
	g.winner[i], g.turn[i], g.toPlay[i] = int32(info.Winner), int32(info.Turn), int32(info.Player)
}

// results are the per-env results of the last reset or step, indexed by
// env.
type results struct {
	numOptions, toPlay, winner, turn []int32
	reward, rewards                  []float32
	term, trunc                      []bool
}

func (g *group) results() results {
	if b := g.last; g.vec != nil {
		return results{b.NumOptions, b.ToPlay, b.Winner, b.Turns, b.Reward, b.Rewards, b.Terminated, b.Truncated}
	}
	return results{g.numOpts, g.toPlay, g.winner, g.turn, g.reward, g.rewards, g.term, g.trunc}
}

// current is env i's observation after its last reset or step.
func (g *group) current(i int) *encode.Obs {
	if g.vec != nil {
		return frameView(&g.last.Frames, g.spec, i)
	}
	return g.obs[i]
}

// check refuses actions that are not options of the current observation,
// or for envs not started or whose game is over, before anything is
// stepped.
func (g *group) check(sel []int, actions []int64) *wire.Error {
	if len(actions) != len(sel) {
		return wire.Errorf(wire.CodeBadRequest, "%d actions for %d environments", len(actions), len(sel))
	}
	for j, i := range sel {
		e := g.env(i)
		switch {
		case !g.started[i]:
			return wire.Errorf(wire.CodeGameOver, "env %d: no game yet: reset it first", i)
		case e.State().Over():
			return wire.Errorf(wire.CodeGameOver, "env %d: the game is over: reset it", i)
		}
		n := min(len(e.Legal()), g.spec.Options) // the options the observation lists
		if a := actions[j]; a < 0 || a >= int64(n) {
			return wire.Errorf(wire.CodeIllegalAction, "env %d: action %d is not an option: there are %d (0 to %d)", i, a, n, n-1)
		}
	}
	return nil
}

// step takes actions[j] in env sel[j] (checked by check).
func (g *group) step(sel []int, actions []int64) error {
	if g.vec != nil {
		g.acts = slices.Grow(g.acts[:0], g.n)[:g.n]
		for j, i := range sel {
			g.acts[i] = int32(actions[j])
		}
		acts := g.acts
		b, err := g.vec.Step(acts)
		g.last = b
		for i := range g.n {
			if b.Terminated[i] || b.Truncated[i] {
				g.newGame(i, g.vec.Env(i).Seed())
			}
		}
		return err
	}
	one := func(j int) {
		i := sel[j]
		obs, r, term, trunc, info, err := g.envs[i].Step(int(actions[j]))
		g.errs[i] = err
		if err == nil {
			g.record(i, obs, r, term, trunc, info)
		}
	}
	if workers := min(runtime.GOMAXPROCS(0), len(sel)/4); workers > 1 {
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for j := w; j < len(sel); j += workers {
					one(j)
				}
			}()
		}
		wg.Wait()
	} else {
		for j := range sel {
			one(j)
		}
	}
	var errs []error
	for _, i := range sel {
		if g.errs[i] != nil {
			errs = append(errs, fmt.Errorf("env %d: %w", i, g.errs[i]))
			g.errs[i] = nil
		}
	}
	return errors.Join(errs...)
}
