package train

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/internal/par"
	"github.com/lorcana-rl/lorcana/train/model"
	"github.com/lorcana-rl/lorcana/train/ppo"
)

// parallelMin is the fewest envs a goroutine of the collection's pass is
// given.
const parallelMin = 8

// frameOf views env i's observation of a batch as a model.Frame.
func frameOf(f *env.Frames, b *env.Batch, i int) model.Frame {
	s := b.Spec
	R, F, G, K, H := s.CardRows, s.CardFeatures, s.GlobalFeatures, s.Options, s.OptionFeatures
	return model.Frame{
		CardIndex:  f.CardIndex[i*R : (i+1)*R],
		Cards:      f.Cards[i*R*F : (i+1)*R*F],
		Globals:    f.Globals[i*G : (i+1)*G],
		Options:    f.Options[i*K*H : (i+1)*K*H],
		OptionRefs: f.OptionRefs[i*K*2 : (i+1)*K*2],
		Mask:       f.Mask[i*K : (i+1)*K],
	}
}

// sample draws an option from the logits of one observation (illegal ones at
// about -1e9, so their probability is 0) and returns it with its
// log-probability.
func sample(logits []float32, rng *rand.Rand) (int, float32) {
	m := float32(math.Inf(-1))
	for _, v := range logits {
		m = max(m, v)
	}
	var sum float64
	for _, v := range logits {
		sum += math.Exp(float64(v - m))
	}
	u := rng.Float64() * sum
	pick := 0
	for k, v := range logits {
		if v < -model.MaskPenalty/2 {
			continue
		}
		pick = k
		u -= math.Exp(float64(v - m))
		if u <= 0 {
			break
		}
	}
	return pick, logits[pick] - m - float32(math.Log(sum))
}

// argmax is the most likely option.
func argmax(logits []float32) int {
	best := 0
	for k, v := range logits {
		if v > logits[best] {
			best = k
		}
	}
	return best
}

// rollout is the learner's decisions of one collection, in the order taken.
type rollout struct {
	obs       *model.Batch
	n         int
	actions   []int32
	logp      []float32
	values    []float32
	rewards   []float32
	done      []bool
	adv, ret  []float32
	trajs     [][]int // per env*players+seat: indices of that seat's decisions
	bootstrap []float32
}

func newRollout(d model.Dims, capacity, envs, players int) *rollout {
	return &rollout{obs: d.NewBatch(capacity),
		actions: make([]int32, capacity), logp: make([]float32, capacity), values: make([]float32, capacity),
		rewards: make([]float32, capacity), done: make([]bool, capacity),
		adv: make([]float32, capacity), ret: make([]float32, capacity),
		trajs: make([][]int, envs*players), bootstrap: make([]float32, envs*players)}
}

func (r *rollout) reset() {
	r.n = 0
	for i := range r.trajs {
		r.trajs[i] = r.trajs[i][:0]
	}
	clear(r.rewards)
	clear(r.done)
}

// collector plays the vectorised games and records the learner's decisions.
type collector struct {
	vec     *env.VecEnv
	batch   *env.Batch
	layout  *model.Layout
	dims    model.Dims
	players int          // seats of a game
	cur     *model.Batch // compact observations of the envs where a past checkpoint decides
	logits  []float32
	values  []float32
	actions []int32
	learner []int8 // per env: -1 every seat is the learner, else the learner's seat
	slot    []int  // per env, this step: the rollout index of the learner's decision, -1 the opponent's
	rngs    []*rand.Rand
	pcgs    []*rand.PCG // per env: the sampling generator, reseeded from the trainer's at every collect
	last    []int       // per env*players+seat: index in the rollout of its latest decision, -1 none
	games   int         // games finished
	boot    *model.Batch
	bootVal []float32
	bootLog []float32
	// The results of the games against a past checkpoint that ended in the
	// last collect, for the opponent: 1 a win (of one of its seats), 0.5 a
	// draw, 0 a loss.
	oppResults []float32
}

func newCollector(vec *env.VecEnv, layout *model.Layout, poolEnvs int) *collector {
	n := vec.Len()
	d := layout.Dims()
	P := layout.Spec.Players
	c := &collector{vec: vec, layout: layout, dims: d, players: P, cur: d.NewBatch(n),
		logits: make([]float32, n*d.Options), values: make([]float32, n), actions: make([]int32, n),
		learner: make([]int8, n), slot: make([]int, n), last: make([]int, P*n),
		boot: d.NewBatch(P * n), bootVal: make([]float32, P*n), bootLog: make([]float32, P*n*d.Options)}
	for i := range c.learner {
		c.learner[i] = -1
		c.pcgs = append(c.pcgs, rand.NewPCG(0, uint64(i)))
		c.rngs = append(c.rngs, rand.New(c.pcgs[i]))
	}
	// The learner's seat in the pool envs goes round the seats.
	for i := n - poolEnvs; i < n; i++ {
		c.learner[i] = int8(i % P)
	}
	c.batch = vec.Reset()
	return c
}

// collect steps every env until the rollout holds at least want of the
// learner's decisions (every decision of the last step is kept: the rollout
// has room for want plus one step). policy plays the learner's seats;
// opp (none: the policy) the other seats of the pool envs. It returns the
// env steps taken.
//
// Each step is one parallel pass over the envs (compact the observation,
// the learner's straight into the rollout,
// run the network that decides, sample with the env's own generator, store
// the learner's decision at the index fixed before the pass), then the
// VecEnv's step: the rollout is the same for any number of goroutines.
func (c *collector) collect(r *rollout, want int, policy *model.Fast, opp opponent, rng *rand.Rand) (int, error) {
	r.reset()
	for i := range c.last {
		c.last[i] = -1
	}
	c.oppResults = c.oppResults[:0]
	for i, p := range c.pcgs {
		p.Seed(rng.Uint64(), uint64(i))
	}
	n := c.vec.Len()
	K := c.dims.Options
	P := c.players
	useOpp := !opp.none()
	for _, a := range opp.agents {
		a.Seed(rng.Uint64())
	}
	errs := make([]error, n)
	taken := 0
	for r.n < want {
		b := c.batch
		// Who decides in each env, and where the learner's decisions go.
		for i := 0; i < n; i++ {
			seat := int(b.ToPlay[i])
			c.slot[i] = -1
			if !useOpp || c.learner[i] < 0 || int(c.learner[i]) == seat {
				k := r.n
				c.slot[i] = k
				r.trajs[P*i+seat] = append(r.trajs[P*i+seat], k)
				c.last[P*i+seat] = k
				r.n++
			}
		}
		par.For(n, parallelMin, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				// The learner's observation goes straight into the rollout;
				// the opponent's into the scratch batch.
				net, obs, row := policy, r.obs, c.slot[i]
				if row < 0 && opp.agents != nil {
					// A fixed agent picks among the options listed.
					e := c.vec.Env(i)
					k := int(b.NumOptions[i])
					a := opp.agents[i].Act(e.State(), e.Legal()[:k])
					if a < 0 || a >= k {
						errs[i] = fmt.Errorf("train: selfplay.agents: %s chose option %d of %d", opp.agents[i].Name(), a, k)
						a = 0
					}
					c.actions[i] = int32(a)
					continue
				}
				if row < 0 {
					net, obs, row = opp.net, c.cur, i
				}
				c.layout.Compact(frameOf(&b.Frames, b, i), obs, row)
				logits := c.logits[i*K : (i+1)*K]
				c.values[i] = net.One(obs, row, logits)
				a, lp := sample(logits, c.rngs[i])
				c.actions[i] = int32(a)
				if k := c.slot[i]; k >= 0 {
					r.actions[k], r.logp[k], r.values[k] = int32(a), lp, c.values[i]
				}
			}
		})
		if err := errors.Join(errs...); err != nil {
			return taken, err
		}
		nb, err := c.vec.Step(c.actions)
		if err != nil {
			return taken, fmt.Errorf("train: env step: %w", err)
		}
		taken += n
		c.batch = nb
		for i := 0; i < n; i++ {
			ended := nb.Terminated[i] || nb.Truncated[i]
			for s := 0; s < P; s++ {
				k := c.last[P*i+s]
				if k < 0 {
					continue
				}
				r.rewards[k] += nb.Rewards[i*P+s]
				if ended {
					r.done[k] = true
				}
			}
			if ended {
				for s := 0; s < P; s++ {
					c.last[P*i+s] = -1
				}
				c.games++
				if useOpp && c.learner[i] >= 0 {
					c.oppResults = append(c.oppResults, opponentResult(nb, i, int(c.learner[i])))
				}
			}
		}
	}
	return taken, c.bootstrapValues(r, policy)
}

// opponentResult is how a game that ended in env i of b went for the seats
// other than learner's (all played by the opponent): 1 when one of them
// won, 0 when the learner did, 0.5 for a draw or a game cut at the turn
// limit.
func opponentResult(b *env.Batch, i, learner int) float32 {
	switch w := int(b.Winner[i]); {
	case b.Truncated[i] || w < 0:
		return 0.5
	case w == learner:
		return 0
	}
	return 1
}

// bootstrapValues estimates, for every seat whose last decision's game goes
// on, the value of the current state from that seat's view.
func (c *collector) bootstrapValues(r *rollout, policy *model.Fast) error {
	n := c.vec.Len()
	errs := make([]error, n)
	par.For(n, parallelMin, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for s := 0; s < c.players; s++ {
				o, err := c.vec.Env(i).Observe(s)
				if err != nil {
					errs[i] = fmt.Errorf("train: observe env %d seat %d: %w", i, s, err)
					break
				}
				c.layout.Compact(model.FrameOf(o), c.boot, c.players*i+s)
			}
		}
	})
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if err := policy.Run(c.boot, c.bootLog, c.bootVal); err != nil {
		return err
	}
	copy(r.bootstrap, c.bootVal)
	return nil
}

// advantages runs GAE over every seat's decisions and normalises the
// advantages over the rollout.
func (r *rollout) advantages(gamma, lambda float32) {
	var steps []ppo.Step
	var adv, ret []float32
	for ts, idx := range r.trajs {
		if len(idx) == 0 {
			continue
		}
		steps = steps[:0]
		for _, k := range idx {
			steps = append(steps, ppo.Step{Reward: r.rewards[k], Value: r.values[k], Done: r.done[k]})
		}
		adv = append(adv[:0], make([]float32, len(idx))...)
		ret = append(ret[:0], make([]float32, len(idx))...)
		ppo.GAE(steps, r.bootstrap[ts], gamma, lambda, adv, ret)
		for j, k := range idx {
			r.adv[k], r.ret[k] = adv[j], ret[j]
		}
	}
	var mean, sq float64
	for k := 0; k < r.n; k++ {
		mean += float64(r.adv[k])
	}
	mean /= float64(max(r.n, 1))
	for k := 0; k < r.n; k++ {
		d := float64(r.adv[k]) - mean
		sq += d * d
	}
	std := math.Sqrt(sq/float64(max(r.n, 1))) + 1e-8
	for k := 0; k < r.n; k++ {
		r.adv[k] = float32((float64(r.adv[k]) - mean) / std)
	}
}
