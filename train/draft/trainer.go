package draft

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	_ "github.com/lorcana-rl/lorcana/agents/neural" // the default play agent of the pods (pod.player)
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/lorcana-rl/lorcana/train/ppo"
)

// Summary is what a training run did.
type Summary struct {
	Updates    int
	Pods       int64
	Picks      int64
	Seconds    float64
	PodsPerSec float64
	Checkpoint string
	Final      *EvalResult // the final evaluation, if eval.pods > 0
}

// Train runs PPO on the drafter from scratch (cfg.Dir gets its
// checkpoints): rollouts of cfg.PPO.PodsPerUpdate pods (Pod: the learner
// samples its picks at cfg.Pod.Learners seats spread round the table, the
// opponents drafters at the others, the seats turning from pod to pod),
// then cfg.PPO.Epochs passes over the picks in minibatches. Every pick's
// return is its seat's reward (one reward at the end of the episode, no
// discount); the advantage is the return less the value, normalised per
// rollout. It stops at cfg.TotalPods pods, at cfg.TimeLimit, or when ctx
// is done, saving a checkpoint. progress gets a line per update.
func Train(ctx context.Context, cfg *Config, defs []engine.CardDef, progress io.Writer) (*Summary, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	for i, name := range cfg.Pod.Opponents {
		if _, err := limited.NewDrafter(name, defs, 0); err != nil {
			return nil, fmt.Errorf("pod.opponents[%d]: %w", i, err)
		}
	}
	if _, err := agents.New(cfg.Pod.Player, 0); err != nil {
		return nil, fmt.Errorf("pod.player: %w", err)
	}
	if cfg.Eval.Pods > 0 {
		if _, err := limited.NewDrafter(cfg.Eval.Opponent, defs, 0); err != nil {
			return nil, fmt.Errorf("eval.opponent: %w", err)
		}
	}
	if _, err := limited.NewDraft(limited.DraftConfig{Seats: cfg.Pod.Seats, Sets: cfg.Pod.Sets}); err != nil {
		return nil, fmt.Errorf("pod: %w", err)
	}
	net, err := NewNet(cfg.Model, cfg.Seed)
	if err != nil {
		return nil, err
	}
	if cfg.Init.From == "rating" {
		net.StartAsRating(cfg.Init.Scale, cfg.Init.Commitment)
	}
	l, err := NewLearner(net, cfg.PPO.LR, cfg.PPO.MaxGradNorm)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("draft training: %w", err)
	}
	enc, err := NewEncoder(defs)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x7ea1))
	coef := ppo.Coefficients{Clip: cfg.PPO.Clip, Value: cfg.PPO.ValueCoef, Entropy: cfg.PPO.EntropyCoef}
	start := time.Now()
	sum := &Summary{}
	save := func() error {
		ck := &Checkpoint{Arch: net.Arch, Params: net.Params, Update: sum.Updates, Pods: sum.Pods, Picks: sum.Picks,
			Seconds: time.Since(start).Seconds(), Config: cfg.YAML(),
			Adam: &AdamState{Step: l.Opt.Step, M: l.Opt.M, V: l.Opt.V}}
		path := filepath.Join(cfg.Dir, CheckpointName(sum.Updates))
		if err := ck.Save(path); err != nil {
			return err
		}
		sum.Checkpoint = path
		return nil
	}
	evaluate := func() (*EvalResult, error) {
		r, err := Evaluate(net, defs, cfg.Pod.Sets, cfg.Pod.Seats, cfg.Eval.Pods, cfg.Pod.Games, cfg.Eval.Opponent, cfg.Pod.Player, cfg.Eval.Seed)
		return &r, err
	}
	if cfg.Eval.Pods > 0 {
		r, err := evaluate()
		if err != nil {
			return nil, err
		}
		lo, hi := r.Wilson()
		fmt.Fprintf(progress, "update 0 | eval vs %s: %.1f%% (%.1f–%.1f%%, %d games)\n", cfg.Eval.Opponent, 100*r.WinRate(), 100*lo, 100*hi, r.Games)
	}
	collectTime := time.Duration(0)
	for int(sum.Pods) < cfg.TotalPods {
		if ctx.Err() != nil || cfg.TimeLimit > 0 && time.Since(start) >= cfg.TimeLimit {
			break
		}
		n := min(cfg.PPO.PodsPerUpdate, cfg.TotalPods-int(sum.Pods))
		t0 := time.Now()
		results, err := collect(net, enc, defs, cfg, sum.Pods, n)
		if err != nil {
			return nil, err
		}
		collectTime += time.Since(t0)
		b := &Batch{}
		var rewardSum float64
		var seats, wins, games int
		for _, r := range results {
			for _, st := range r.Steps {
				b.Inputs = append(b.Inputs, st.In)
				b.Actions = append(b.Actions, st.Slot)
				b.OldLogp = append(b.OldLogp, st.Logp)
				b.Returns = append(b.Returns, st.Reward)
				b.Advantages = append(b.Advantages, st.Reward-st.Value)
			}
			for _, x := range r.SeatRewards {
				rewardSum += float64(x)
				seats++
			}
			wins += r.Wins
			games += r.Wins + r.Losses + r.Draws
		}
		normalise(b.Advantages)
		sum.Pods += int64(n)
		sum.Picks += int64(len(b.Inputs))
		var st Stats
		rows := make([]int, len(b.Inputs))
		for i := range rows {
			rows[i] = i
		}
		for range cfg.PPO.Epochs {
			rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
			for lo := 0; lo < len(rows); lo += cfg.PPO.Minibatch {
				if st, err = l.Update(b, rows[lo:min(lo+cfg.PPO.Minibatch, len(rows))], coef); err != nil {
					return nil, err
				}
			}
		}
		sum.Updates++
		elapsed := time.Since(start).Seconds()
		fmt.Fprintf(progress, "%d/%d pods (%.0f%%) | update %d | %.2f pods/s | reward %+.3f | win %.1f%% of %d games | loss %.3f | value %.3f | ent %.2f | kl %.4f | clip %.3f\n",
			sum.Pods, cfg.TotalPods, 100*float64(sum.Pods)/float64(cfg.TotalPods), sum.Updates, float64(sum.Pods)/elapsed,
			rewardSum/float64(max(seats, 1)), 100*float64(wins)/float64(max(games, 1)), games, st.Loss, st.Value, st.Entropy, st.KL, st.ClipFrac)
		if sum.Updates%cfg.Every == 0 {
			if err := save(); err != nil {
				return nil, err
			}
		}
		if cfg.Eval.Pods > 0 && cfg.Eval.Every > 0 && sum.Updates%cfg.Eval.Every == 0 {
			r, err := evaluate()
			if err != nil {
				return nil, err
			}
			lo, hi := r.Wilson()
			fmt.Fprintf(progress, "update %d | eval vs %s: %.1f%% (%.1f–%.1f%%, %d games)\n", sum.Updates, cfg.Eval.Opponent, 100*r.WinRate(), 100*lo, 100*hi, r.Games)
		}
	}
	sum.Seconds = time.Since(start).Seconds()
	if collectTime > 0 {
		sum.PodsPerSec = float64(sum.Pods) / collectTime.Seconds()
	}
	if want := filepath.Join(cfg.Dir, CheckpointName(sum.Updates)); sum.Checkpoint != want {
		if err := save(); err != nil {
			return nil, err
		}
	}
	if cfg.Eval.Pods > 0 {
		r, err := evaluate()
		if err != nil {
			return nil, err
		}
		sum.Final = r
	}
	return sum, nil
}

// collect plays pods first, first+1, ..., first+n-1 of a run with the
// current network, on up to cfg.Workers goroutines; the results are in pod
// order and do not depend on the number of workers.
func collect(net *Net, enc *Encoder, defs []engine.CardDef, cfg *Config, first int64, n int) ([]*PodResult, error) {
	out := make([]*PodResult, n)
	errs := make([]error, n)
	sem := make(chan struct{}, cfg.Workers)
	var wg sync.WaitGroup
	for i := range n {
		k := first + int64(i)
		opp := make([]string, cfg.Pod.Seats)
		for s := range opp {
			opp[s] = cfg.Pod.Opponents[(int(k)+s)%len(cfg.Pod.Opponents)]
		}
		p := Pod{
			Draft:    limited.DraftConfig{Seats: cfg.Pod.Seats, Sets: cfg.Pod.Sets, Seed: mix(cfg.Seed, 0x90d5, uint64(k))},
			Learner:  learnerSeats(cfg.Pod.Seats, cfg.Pod.Learners, int(k%int64(cfg.Pod.Seats))),
			Opponent: opp,
			Sample:   true,
			Games:    cfg.Pod.Games,
			Player:   cfg.Pod.Player,
			DeckSize: cfg.Pod.DeckSize,
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			out[i], errs[i] = RunPod(net, enc, defs, p)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("pod %d: %w", first+int64(i)+1, err)
		}
	}
	return out, nil
}

// normalise scales xs to mean 0 and standard deviation 1 (just centred when
// they are all equal).
func normalise(xs []float32) {
	if len(xs) == 0 {
		return
	}
	var mean, sq float64
	for _, x := range xs {
		mean += float64(x)
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sq += (float64(x) - mean) * (float64(x) - mean)
	}
	sd := math.Sqrt(sq / float64(len(xs)))
	for i, x := range xs {
		v := float64(x) - mean
		if sd > 1e-8 {
			v /= sd
		}
		xs[i] = float32(v)
	}
}
