package train

import (
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Result counts the games of one agent against another.
type Result struct {
	Opponent            string
	Games               int
	Wins, Losses, Draws int
}

// WinRate is the share of games won (draws count as not won).
func (r Result) WinRate() float64 {
	if r.Games == 0 {
		return 0
	}
	return float64(r.Wins) / float64(r.Games)
}

// Wilson returns the 95% Wilson score interval of the win rate.
func (r Result) Wilson() (lo, hi float64) { return Wilson(r.Wins, r.Games) }

// Wilson is the 95% Wilson score interval of k successes in n trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// EvalConfig is the environment of an evaluation.
type EvalConfig struct {
	Players int // seats (0: 2); the opponent plays every seat but the network's
	Decks   []string
	// Pool, if not empty, replaces Decks: each game draws each seat's deck
	// from it (env.Config.Pool).
	Pool      []*cards.Deck
	TurnLimit int
	Bag       engine.BagModel // the bag model (env.Config.Bag)
}

// Evaluate plays games games of the network (the most likely option at
// every decision) against the agent opponent (an agents.New specification;
// with 3 or 4 players, it plays every other seat), the network in each
// seat in turn (as evenly as games allows, the first seats taking the
// remainder), all at once in vectorised environments with batched
// inference. Game i of a seat is seeded from seed and i.
func Evaluate(runner model.Evaluator, layout *model.Layout, opponent string, games int, seed uint64, ec EvalConfig) (Result, error) {
	res := Result{Opponent: opponent}
	if _, err := agents.New(opponent, 0); err != nil {
		return res, err
	}
	P := max(ec.Players, 2)
	if P != layout.Spec.Players {
		return res, fmt.Errorf("train: evaluation of %d players with a network of %d", P, layout.Spec.Players)
	}
	for seat := 0; seat < P; seat++ {
		n := games / P
		if seat < games%P {
			n++
		}
		if n == 0 {
			continue
		}
		w, l, d, err := evalSeat(runner, layout, opponent, n, seat, seed+uint64(seat)*0x9e3779b97f4a7c15, ec)
		if err != nil {
			return res, err
		}
		res.Wins += w
		res.Losses += l
		res.Draws += d
		res.Games += n
	}
	return res, nil
}

func evalSeat(runner model.Evaluator, layout *model.Layout, opponent string, n, seat int, seed uint64, ec EvalConfig) (w, l, d int, err error) {
	cfg := env.DefaultConfig()
	cfg.Players = max(ec.Players, 2)
	cfg.Decks = ec.Decks
	if len(ec.Pool) > 0 {
		cfg.Decks, cfg.Pool = nil, ec.Pool
	}
	cfg.TurnLimit = ec.TurnLimit
	cfg.Bag = ec.Bag
	cfg.Seat = seat
	var made uint64
	cfg.NewOpponent = func() agents.Agent {
		made++
		a, _ := agents.New(opponent, seed+made) // checked by Evaluate; reseeded per game by the env
		return a
	}
	vec, err := env.NewVec(cfg, n, seed)
	if err != nil {
		return 0, 0, 0, err
	}
	defer vec.Close()
	dims := layout.Dims()
	cur := dims.NewBatch(n)
	logits, values := make([]float32, n*dims.Options), make([]float32, n)
	actions := make([]int32, n)
	finished := make([]bool, n)
	left := n
	b := vec.Reset()
	for left > 0 {
		for i := 0; i < n; i++ {
			layout.Compact(frameOf(&b.Frames, b, i), cur, i)
		}
		if err := runner.Run(cur, logits, values); err != nil {
			return 0, 0, 0, err
		}
		for i := range actions {
			actions[i] = int32(argmax(logits[i*dims.Options : (i+1)*dims.Options]))
		}
		if b, err = vec.Step(actions); err != nil {
			return 0, 0, 0, fmt.Errorf("train: evaluation step: %w", err)
		}
		for i := 0; i < n; i++ {
			if finished[i] || !(b.Terminated[i] || b.Truncated[i]) {
				continue
			}
			finished[i] = true
			left--
			switch win := int(b.Winner[i]); {
			case win == seat:
				w++
			case win >= 0:
				l++
			default:
				d++
			}
		}
	}
	return w, l, d, nil
}
