package train

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// expertYAML makes the tiny configuration expert iteration's: a few
// simulations, two games an iteration.
const expertYAML = `
mode: expert
expert: {sims: 4, games: 2, replay: 400, min_replay: 32, minibatch: 32, updates: 2, explore: 2, lr: 0.001}
eval: {search_every: 0, opponents: [random]}
`

// A small run in mode expert from its configuration: iterations of games
// and updates, its samples counted as env steps, the checkpoints (format
// 2) recording the phase with mode expert, the final evaluation played.
func TestExpertTinyRun(t *testing.T) {
	dir := t.TempDir()
	cfg, err := withYAML(t, dir, 300, expertYAML)
	if err != nil {
		t.Fatal(err)
	}
	var progress strings.Builder
	tr, err := New(cfg, Options{Progress: &progress, ProgressLines: 1, ConfigName: "tiny-expert.yaml"})
	if err != nil {
		t.Fatal(err)
	}
	before := append([]float32(nil), tr.Net().Params[3].Data...)
	sum, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if sum.Updates < 2 || sum.EnvSteps < 300 || len(sum.Final) != 1 || sum.Final[0].Games != 4 || sum.Stopped != "total_steps reached" {
		t.Errorf("summary %+v", sum)
	}
	if !strings.Contains(progress.String(), "games/s") || !strings.Contains(progress.String(), "loss ") {
		t.Errorf("progress lines:\n%s", progress.String())
	}
	same := true
	for i, v := range tr.Net().Params[3].Data {
		same = same && v == before[i]
	}
	if same {
		t.Error("the weights did not change")
	}
	f, _, err := checkpoint.Resolve(dir)
	if err != nil {
		t.Fatal(err)
	}
	last := f.History[len(f.History)-1]
	if f.Format != 2 || f.Update != sum.Updates || last.Updates != sum.Updates || last.EnvSteps != sum.EnvSteps ||
		last.Config != "tiny-expert.yaml" || !strings.Contains(f.Config, "mode: expert") ||
		!strings.HasPrefix(last.Note, "expert iteration: the search's games, 4 simulations") {
		t.Errorf("checkpoint: format %d, update %d, phase %+v, config:\n%s", f.Format, f.Update, last, f.Config)
	}
}

// The same seed gives the same weights whether the games are played by
// one worker on one core or by two on four.
func TestExpertSameSeedSameWeights(t *testing.T) {
	sameOnCores(t, func(second bool) []float32 {
		workers := 1
		if second {
			workers = 2
		}
		cfg, err := withYAML(t, t.TempDir(), 200, expertYAML)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Eval.Every, cfg.Expert.Workers = 0, workers
		return trainedWeights(t, cfg)
	})
}

// A sample's policy target is the search's root visit shares
// (agents.PUCT.RootVisits) of the options the network sees, made to sum
// to 1 again where the network sees fewer options than are legal (here 4),
// and its observation is the network's of the decision (the PPO trainer's
// encoding); a game's samples have the result for their mover.
func TestExpertSamplesAreTheSearchsVisits(t *testing.T) {
	cfg, err := withYAML(t, t.TempDir(), 100, expertYAML+"\nmodel: {options: 4}\n")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := newSearchGames(cfg, tr.layout, tr.net, tr.trainDecks, tr.pooled)
	if err != nil {
		t.Fatal(err)
	}
	K := tr.layout.Keep.Options
	search, err := g.policy.NewSearch(agents.PUCTConfig{Sims: 8}, 3)
	if err != nil {
		t.Fatal(err)
	}
	greedy := agents.NewGreedy(1)
	enc := encode.NewEncoder(g.base, tr.layout.Spec)
	obs := tr.layout.Spec.NewObs()
	var r searchGame
	r.obs = tr.layout.NewBatch(0)
	checked, truncated := 0, 0
	_, err = agents.PlayGame(g.base, 11, []agents.Agent{greedy, greedy}, func(s *engine.State, _ engine.Action) {
		legal := s.Legal(nil)
		if len(legal) < 2 || checked >= 12 {
			return
		}
		p := int(s.Pending().Player)
		search.Act(s, legal)
		share := make([]float32, len(legal))
		v, _ := search.RootValue()
		if !search.RootVisits(share) || !g.record(&r, enc, obs, s, p, legal, share, v) {
			return
		}
		j := r.obs.N - 1
		var sum float32
		for k := range min(K, len(legal)) {
			sum += share[k]
		}
		for k := range K {
			want := float32(0)
			if k < len(legal) {
				want = share[k] / sum
			}
			if got := r.visits[j*K+k]; math.Abs(float64(got-want)) > 1e-6 {
				t.Fatalf("sample %d, option %d: target %v, want %v (shares %v)", j, k, got, want, share)
			}
		}
		enc.Encode(s, p, legal, obs)
		one := tr.layout.NewBatch(1)
		tr.layout.Compact(model.FrameOf(obs), one, 0)
		for k, m := range one.Mask {
			if r.obs.Mask[j*K+k] != m {
				t.Fatalf("sample %d: mask %v, the encoder's %v", j, r.obs.Mask[j*K:(j+1)*K], one.Mask)
			}
		}
		if r.movers[j] != uint8(p) {
			t.Fatalf("sample %d: mover %d, want %d", j, r.movers[j], p)
		}
		checked++
		if len(legal) > K {
			truncated++
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 12 || truncated == 0 {
		t.Fatalf("%d samples checked, %d with more options than the network sees", checked, truncated)
	}
	// A whole game: shares over legal options summing to 1, results by
	// the winner.
	game := g.game(gameSeed(1, 0, 0))
	if game.err != nil || game.obs.N == 0 || game.steps < game.obs.N {
		t.Fatalf("game: %d samples of %d decisions, %v", game.obs.N, game.steps, game.err)
	}
	for j := range game.obs.N {
		var sum float64
		for k := range K {
			v := game.visits[j*K+k]
			if v > 0 && game.obs.Mask[j*K+k] == 0 {
				t.Fatalf("sample %d: share %v of an illegal option", j, v)
			}
			sum += float64(v)
		}
		want := float32(0)
		switch {
		case game.winner == int(game.movers[j]):
			want = 1
		case game.winner >= 0:
			want = -1
		}
		if math.Abs(sum-1) > 1e-5 || game.returns[j] != want {
			t.Fatalf("sample %d: shares sum to %v, result %v (winner %d, mover %d)", j, sum, game.returns[j], game.winner, game.movers[j])
		}
	}
	// expert.search_value 0.5: the value's target halfway between the
	// game's result and the search's estimate, which lies in [-1, 1] and
	// is not the result itself (the same game: the seed fixes it).
	g.cfg.Expert.SearchValue = 0.5
	mixed := g.game(gameSeed(1, 0, 0))
	if mixed.err != nil || mixed.obs.N != game.obs.N {
		t.Fatalf("game with search_value: %d samples (want %d), %v", mixed.obs.N, game.obs.N, mixed.err)
	}
	differs := 0
	for j := range mixed.obs.N {
		s := mixed.searched[j]
		if s < -1 || s > 1 {
			t.Fatalf("sample %d: the search's estimate %v is outside [-1, 1]", j, s)
		}
		if want := 0.5*game.returns[j] + 0.5*s; math.Abs(float64(mixed.returns[j]-want)) > 1e-6 {
			t.Fatalf("sample %d: value target %v, want %v (result %v, search %v)", j, mixed.returns[j], want, game.returns[j], s)
		}
		if s != game.returns[j] {
			differs++
		}
	}
	if differs == 0 {
		t.Fatal("the search's estimates all equal the game's results")
	}
	g.cfg.Expert.SearchValue = 0
	// expert.target_temperature 0: each target all on one option.
	g.cfg.Expert.TargetTemperature = 0
	game = g.game(gameSeed(1, 0, 0))
	if game.err != nil || game.obs.N == 0 {
		t.Fatalf("game at target temperature 0: %d samples, %v", game.obs.N, game.err)
	}
	for j := range game.obs.N {
		ones, zeros := 0, 0
		for _, v := range game.visits[j*K : (j+1)*K] {
			switch v {
			case 1:
				ones++
			case 0:
				zeros++
			}
		}
		if ones != 1 || zeros != K-1 {
			t.Fatalf("sample %d at target temperature 0: target %v, want one option at 1", j, game.visits[j*K:(j+1)*K])
		}
	}
	g.cfg.Expert.TargetTemperature = 1
	// expert.target improved: the same game (the moves follow the visits,
	// not the target), each target a distribution over the options the
	// network sees, not the visit shares.
	visits := g.game(gameSeed(1, 0, 0))
	g.cfg.Expert.Target, g.cfg.Expert.QScale = config.TargetImproved, 0.1
	improved := g.game(gameSeed(1, 0, 0))
	if improved.err != nil || improved.obs.N != visits.obs.N || improved.winner != visits.winner {
		t.Fatalf("game with target improved: %d samples (want %d), winner %d (want %d), %v",
			improved.obs.N, visits.obs.N, improved.winner, visits.winner, improved.err)
	}
	differs = 0
	for j := range improved.obs.N {
		var sum float64
		for k := range K {
			v := improved.visits[j*K+k]
			if v < 0 || v > 0 && improved.obs.Mask[j*K+k] == 0 {
				t.Fatalf("sample %d: target %v of option %d (mask %v)", j, v, k, improved.obs.Mask[j*K+k])
			}
			sum += float64(v)
			if math.Abs(float64(v-visits.visits[j*K+k])) > 1e-3 {
				differs++
			}
		}
		if math.Abs(sum-1) > 1e-5 {
			t.Fatalf("sample %d: the improved target sums to %v", j, sum)
		}
	}
	if differs == 0 {
		t.Fatal("the improved targets are the visit shares")
	}
}

// TestSharpen: expert.target_temperature's transform of a row of visit
// shares.
func TestSharpen(t *testing.T) {
	for _, c := range []struct {
		name string
		row  []float32
		t    float64
		want []float32
	}{
		{"1 leaves the shares", []float32{0.5, 0.25, 0, 0.25}, 1, []float32{0.5, 0.25, 0, 0.25}},
		{"0.5 squares them", []float32{0.5, 0.25, 0, 0.25}, 0.5, []float32{4. / 6, 1. / 6, 0, 1. / 6}},
		{"2 takes their square roots", []float32{0.8, 0.2}, 2, []float32{2. / 3, 1. / 3}},
		{"0 keeps the most visited", []float32{0.2, 0.5, 0.3}, 0, []float32{0, 1, 0}},
		{"0 keeps the first of equals", []float32{0.4, 0.4, 0.2}, 0, []float32{1, 0, 0}},
		{"a tiny share underflows, the row does not", []float32{0.999, 0.001}, 0.01, []float32{1, 0}},
		{"equal shares stay equal", []float32{0.25, 0.25, 0.25, 0.25}, 0.3, []float32{0.25, 0.25, 0.25, 0.25}},
	} {
		t.Run(c.name, func(t *testing.T) {
			row := slices.Clone(c.row)
			sharpen(row, c.t)
			for k := range row {
				if math.Abs(float64(row[k]-c.want[k])) > 1e-6 {
					t.Fatalf("sharpen(%v, %v) = %v, want %v", c.row, c.t, row, c.want)
				}
			}
		})
	}
}
