package train

import (
	"context"
	"fmt"
	"time"

	"github.com/lorcana-rl/lorcana/train/model"
	"github.com/lorcana-rl/lorcana/train/ppo"
)

// replay is expert iteration's window of the most recent samples, a ring.
type replay struct {
	d       model.Dims
	obs     *model.Batch
	visits  []float32 // [cap*K]
	returns []float32 // [cap]
	next, n int       // the slot the next sample takes; the samples held
	added   int64     // samples ever added
}

func newReplay(d model.Dims, capacity int) *replay {
	return &replay{d: d, obs: d.NewBatch(capacity), visits: make([]float32, capacity*d.Options), returns: make([]float32, capacity)}
}

// add puts a game's samples into the window, the oldest leaving it.
func (r *replay) add(g *searchGame) {
	d, K := r.d, r.d.Options
	for j := 0; j < g.obs.N; j++ {
		copyRow(d, r.obs, r.next, g.obs, j)
		copy(r.visits[r.next*K:(r.next+1)*K], g.visits[j*K:(j+1)*K])
		r.returns[r.next] = g.returns[j]
		r.next = (r.next + 1) % r.obs.N
		r.n = min(r.n+1, r.obs.N)
		r.added++
	}
}

// batch is the window's samples held, rows of them the minibatch.
func (r *replay) batch(rows []int) *ppo.SearchBatch {
	d, n := r.d, r.n
	b := r.obs
	return &ppo.SearchBatch{Obs: model.Batch{N: n, CardIndex: b.CardIndex[:n*d.CardRows], Cards: b.Cards[:n*d.CardRows*d.CardFeatures],
		Globals: b.Globals[:n*d.Globals], Options: b.Options[:n*d.Options*d.OptionFeatures],
		OptionRefs: b.OptionRefs[:n*d.Options*2], Mask: b.Mask[:n*d.Options]},
		Visits: r.visits[:n*d.Options], Returns: r.returns[:n], Rows: rows}
}

// copyRow copies observation j of src into observation i of dst.
func copyRow(d model.Dims, dst *model.Batch, i int, src *model.Batch, j int) {
	R, F, G, K, H := d.CardRows, d.CardFeatures, d.Globals, d.Options, d.OptionFeatures
	copy(dst.CardIndex[i*R:(i+1)*R], src.CardIndex[j*R:(j+1)*R])
	copy(dst.Cards[i*R*F:(i+1)*R*F], src.Cards[j*R*F:(j+1)*R*F])
	copy(dst.Globals[i*G:(i+1)*G], src.Globals[j*G:(j+1)*G])
	copy(dst.Options[i*K*H:(i+1)*K*H], src.Options[j*K*H:(j+1)*K*H])
	copy(dst.OptionRefs[i*K*2:(i+1)*K*2], src.OptionRefs[j*K*2:(j+1)*K*2])
	copy(dst.Mask[i*K:(i+1)*K], src.Mask[j*K:(j+1)*K])
}

// runExpert is Run in mode expert: iterations of expert.games games of the
// search against itself with the network of now, their samples into the
// replay window, then expert.updates optimiser steps on minibatches drawn
// from it. An iteration counts as an update (of the checkpoints, metrics
// and eval.every), its searched decisions as env steps.
func (t *Trainer) runExpert(ctx context.Context) (*Summary, error) {
	cfg := t.cfg
	games, err := newSearchGames(cfg, t.layout, t.net, t.trainDecks, t.pooled)
	if err != nil {
		return nil, err
	}
	rp := newReplay(t.layout.Dims(), cfg.Expert.Replay)
	if t.update > 0 {
		fmt.Fprintf(t.opt.Log, "expert iteration: the replay window is not saved in checkpoints; it fills again from %d games on\n", cfg.Expert.Games)
	}
	evalCfg := t.evalConfig()
	start := time.Now()
	sessionStart := t.seconds
	var playTime, learnTime time.Duration
	var sessionSteps int64
	var sessionGames int
	lastSaved := ""
	stopped := "total_steps reached"
	latest, err := t.evaluateFirst(evalCfg)
	if err != nil {
		return nil, err
	}
	var lastLine time.Time
	for t.steps < cfg.TotalSteps {
		if why := t.stopBefore(ctx, start); why != "" {
			stopped = why
			break
		}
		t0 := time.Now()
		played := games.play(ctx, t.update, cfg.Expert.Games, cfg.Expert.Workers)
		if ctx.Err() != nil {
			stopped = "interrupted" // the iteration's games are dropped
			break
		}
		steps := 0
		for i := range played {
			g := &played[i]
			if g.err != nil {
				return nil, g.err
			}
			rp.add(g)
			steps += g.steps
		}
		t1 := time.Now()
		playTime += t1.Sub(t0)
		var st ppo.Stats
		if rp.n >= cfg.Expert.MinReplay {
			if st, err = t.learnSearch(rp); err != nil {
				return nil, err
			}
			t.policy.SetWeights(t.net)
		}
		learnTime += time.Since(t1)
		t.update++
		t.steps += int64(steps)
		sessionSteps += int64(steps)
		sessionGames += len(played)
		row := MetricsRow{Update: t.update, EnvSteps: t.steps, Games: len(played),
			StepsPerSec: float64(sessionSteps) / (playTime + learnTime).Seconds(), Stats: st, WinRates: map[string]float64{}}
		if err := t.recordUpdate(row, "iteration", &latest, evalCfg, func() float64 { return sessionStart + time.Since(start).Seconds() }); err != nil {
			return nil, err
		}
		if t.update%cfg.Checkpoint.Every == 0 {
			if lastSaved, err = t.save(); err != nil {
				return nil, err
			}
		}
		if t.opt.Progress != nil && (time.Since(lastLine) >= t.opt.ProgressLines || t.steps >= cfg.TotalSteps) {
			lastLine = time.Now()
			learning := "filling the window"
			if rp.n >= cfg.Expert.MinReplay {
				learning = fmt.Sprintf("loss %.3f (policy %.3f, KL %.3f, value %.3f) ent %.2f", st.Loss, st.Policy, st.KL, st.Value, st.Entropy)
			}
			fmt.Fprintf(t.opt.Progress, "%d/%d env steps (%.0f%%) | iteration %d | %.2f games/s, %.0f steps/s (%.0f%% playing) | %d samples, window %d | %s | eval:%s |\n",
				min(t.steps, cfg.TotalSteps), cfg.TotalSteps, 100*float64(min(t.steps, cfg.TotalSteps))/float64(max(cfg.TotalSteps, 1)),
				t.update, float64(sessionGames)/(playTime+learnTime).Seconds(), row.StepsPerSec,
				100*playTime.Seconds()/(playTime+learnTime).Seconds(), rp.added, rp.n, learning, latest)
		}
	}
	return t.finish(ctx, stopped, lastSaved, sessionStart+time.Since(start).Seconds(), sessionSteps, playTime+learnTime, evalCfg)
}

// learnSearch takes expert.updates optimiser steps on minibatches drawn
// from the replay window (uniformly, with the trainer's generator) and
// returns their mean statistics.
func (t *Trainer) learnSearch(rp *replay) (ppo.Stats, error) {
	e := &t.cfg.Expert
	t.learner.Opt.LR = e.LR
	var sum ppo.Stats
	rows := make([]int, e.Minibatch)
	for range e.Updates {
		for i := range rows {
			rows[i] = t.rng.IntN(rp.n)
		}
		st, err := t.learner.UpdateSearch(rp.batch(rows), e.ValueCoef)
		if err != nil {
			return sum, err
		}
		sum = addStats(sum, st, 1/float32(e.Updates))
	}
	return sum, nil
}
