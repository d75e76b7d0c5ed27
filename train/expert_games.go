package train

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/agents/neural"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// searchGames plays the self-play games of expert iteration: the
// network-guided search (agents.PUCT) in every seat, on the run's decks.
type searchGames struct {
	cfg    *config.Config
	layout *model.Layout
	dims   model.Dims
	policy *neural.Policy // the network the search plays with: the trainer's, copied by each game's agents
	base   *engine.Game
	decks  [][]engine.DefID
	pooled bool
}

// searchGame is what one game gives: a sample per decision the search
// made with more than one distinct move.
type searchGame struct {
	obs      *model.Batch
	visits   []float32 // [N*K]: the policy's target (the root's visit shares or the improved policy) over the options the network sees
	returns  []float32 // [N]: the value's target: the game's result for the decision's player, mixed with searched (expert.search_value)
	searched []float32 // [N]: the search's estimate of that result (2·RootValue − 1)
	movers   []uint8
	steps    int // decisions with more than one option
	winner   int // -1: a draw
	err      error
}

// searchDecisionLimit ends a search's game as stalled (a draw) after this
// many decisions, in place of the engine's 20,000: a game whose players
// loop within a turn (which env.turn_limit does not end) would otherwise
// search every decision of it and hold up its iteration for many minutes
// (an iteration of the run in docs/expert-iteration.md stalled for over
// ten minutes, most likely so). A game between the bots takes a few
// hundred.
const searchDecisionLimit = 2000

func newSearchGames(cfg *config.Config, layout *model.Layout, net *model.Net, decks []*cards.Deck, pooled bool) (*searchGames, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, err
	}
	bag, err := engine.ParseBagModel(cfg.Env.Bag)
	if err != nil {
		return nil, err
	}
	g := &searchGames{cfg: cfg, layout: layout, dims: layout.Dims(), pooled: pooled,
		policy: &neural.Policy{Name: "expert iteration's network", Net: net, Layout: layout}}
	for _, d := range decks {
		g.decks = append(g.decks, d.IDs())
	}
	ec := engine.Config{Players: cfg.Env.Players, StartingPlayer: -1, TurnLimit: cfg.Env.TurnLimit, Bag: bag,
		DecisionLimit: searchDecisionLimit}
	for q := range cfg.Env.Players {
		ec.Decks = append(ec.Decks, g.decks[q%len(g.decks)])
	}
	if g.base, err = engine.NewGame(defs, ec); err != nil {
		return nil, fmt.Errorf("train: expert iteration: %w", err)
	}
	return g, nil
}

// gameSeed is the seed of game i of iteration it: the games depend on
// neither the workers nor the order they finish in.
func gameSeed(seed uint64, it, i int) uint64 {
	return seed ^ (uint64(it)+1)*0x9e3779b97f4a7c15 ^ (uint64(i)+1)*0xbf58476d1ce4e5b9
}

// play plays n games of iteration it on workers goroutines, in game order;
// once ctx is cancelled it starts no more (the caller drops the
// iteration).
func (g *searchGames) play(ctx context.Context, it, n, workers int) []searchGame {
	out := make([]searchGame, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if ctx.Err() == nil {
					out[i] = g.game(gameSeed(g.cfg.Seed, it, i))
				}
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// game plays one game from seed: the search in both seats (each its own
// agent, with the policy's weights of now), its policy target (the visit
// shares or the improved policy, expert.target) recorded at every
// decision it searched; the first expert.explore of each player's
// searched decisions play a move drawn by the visit shares.
func (g *searchGames) game(seed uint64) (r searchGame) {
	cfg := g.cfg
	rng := rand.New(rand.NewPCG(seed, 0x65786974))
	P := cfg.Env.Players
	game := g.base
	if g.pooled {
		ds := make([][]engine.DefID, P)
		for q := range ds {
			ds[q] = g.decks[rng.IntN(len(g.decks))]
		}
		var err error
		if game, err = g.base.WithDecks(ds); err != nil {
			return searchGame{err: fmt.Errorf("train: expert iteration: %w", err)}
		}
	}
	pcfg := agents.PUCTConfig{Sims: cfg.Expert.Sims, C: cfg.Expert.C}
	seats := make([]*agents.PUCT, P)
	for q := range seats {
		a, err := g.policy.NewSearch(pcfg, seed+uint64(q)+1)
		if err != nil {
			return searchGame{err: err}
		}
		seats[q] = a
	}
	r.obs = &model.Batch{}
	enc := encode.NewEncoder(game, g.layout.Spec)
	obs := g.layout.Spec.NewObs()
	explored := make([]int, P)
	var legal []engine.Action
	var share, improved []float32
	st := game.NewState(seed)
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("train: expert iteration: panic in the game of seed %d: %v", seed, p)
		}
	}()
	for n := 0; !st.Over(); n++ {
		legal = st.Legal(legal[:0])
		if len(legal) == 0 {
			return searchGame{err: fmt.Errorf("train: expert iteration: no legal action in the game of seed %d at decision %d", seed, n)}
		}
		p := st.Pending().Player
		i := 0
		if len(legal) > 1 {
			r.steps++
			a := seats[p]
			if i = a.Act(st, legal); i < 0 || i >= len(legal) {
				return searchGame{err: fmt.Errorf("train: expert iteration: the search chose %d of %d options in the game of seed %d at decision %d: %v",
					i, len(legal), seed, n, a.Err())}
			}
			share = append(share[:0], make([]float32, len(legal))...)
			v, _ := a.RootValue()
			ok, target := a.RootVisits(share), share
			if cfg.Expert.Target == config.TargetImproved {
				improved = append(improved[:0], make([]float32, len(legal))...)
				ok, target = ok && a.RootImproved(improved, cfg.Expert.QScale), improved
			}
			if ok && g.record(&r, enc, obs, st, int(p), legal, target, v) {
				if explored[p] < cfg.Expert.Explore {
					explored[p]++
					i = drawShare(share, rng)
				}
			}
		}
		if err := st.Apply(legal[i]); err != nil {
			return searchGame{err: fmt.Errorf("train: expert iteration: legal action %v refused in the game of seed %d at decision %d: %w", legal[i], seed, n, err)}
		}
	}
	r.winner = int(st.Winner)
	w := float32(cfg.Expert.SearchValue)
	for j, p := range r.movers {
		r.returns[j] = (1-w)*float32(2*agents.WinChance(st, p)-1) + w*r.searched[j]
	}
	return r
}

// record adds a sample of player p's decision at st to r: its observation
// as the network sees it and the policy target share (the visit shares or
// the improved policy) of the options it sees (the first Keep.Options),
// made to sum to 1 again, and the search's estimate
// of the game's result for p (value, p's win chance). It reports false
// (no sample) where those options have no visits.
func (g *searchGames) record(r *searchGame, enc *encode.Encoder, obs *encode.Obs, st *engine.State, p int, legal []engine.Action, share []float32, value float64) bool {
	K := g.dims.Options
	enc.Encode(st, p, legal, obs)
	var sum float32
	for k := range min(K, len(share)) {
		if obs.Mask[k] != 0 {
			sum += share[k]
		}
	}
	if sum <= 0 {
		return false
	}
	i := growBatch(g.dims, r.obs)
	g.layout.Compact(model.FrameOf(obs), r.obs, i)
	row := make([]float32, K)
	for k := range min(K, len(share)) {
		if r.obs.Mask[i*K+k] != 0 {
			row[k] = share[k] / sum
		}
	}
	sharpen(row, g.cfg.Expert.TargetTemperature)
	r.visits = append(r.visits, row...)
	r.returns = append(r.returns, 0)
	r.searched = append(r.searched, float32(2*value-1))
	r.movers = append(r.movers, uint8(p))
	return true
}

// sharpen raises the shares of row (summing to 1) to the power 1/t and
// makes them sum to 1 again (expert.target_temperature); t = 1 leaves
// them, t = 0 puts all on the largest share (the first of equals). Options
// without a share keep none.
func sharpen(row []float32, t float64) {
	if t == 1 {
		return
	}
	if t == 0 {
		best := 0
		for k, v := range row {
			if v > row[best] {
				best = k
			}
		}
		for k := range row {
			row[k] = 0
		}
		row[best] = 1
		return
	}
	// Scaled by the largest share first, so that a small share raised to
	// a large power underflows to 0, never the whole row.
	top := slices.Max(row)
	var sum float64
	for k, v := range row {
		if v > 0 {
			x := math.Pow(float64(v/top), 1/t)
			row[k] = float32(x)
			sum += x
		}
	}
	for k := range row {
		row[k] = float32(float64(row[k]) / sum)
	}
}

// drawShare draws an option by the visit shares.
func drawShare(share []float32, rng *rand.Rand) int {
	u := rng.Float32()
	last := 0
	for k, v := range share {
		if v <= 0 {
			continue
		}
		last = k
		if u -= v; u < 0 {
			return k
		}
	}
	return last
}

// growBatch adds a zeroed observation to b and returns its index.
func growBatch(d model.Dims, b *model.Batch) int {
	i := b.N
	b.N++
	b.CardIndex = append(b.CardIndex, make([]int32, d.CardRows)...)
	b.Cards = append(b.Cards, make([]float32, d.CardRows*d.CardFeatures)...)
	b.Globals = append(b.Globals, make([]float32, d.Globals)...)
	b.Options = append(b.Options, make([]float32, d.Options*d.OptionFeatures)...)
	b.OptionRefs = append(b.OptionRefs, make([]int32, d.Options*2)...)
	b.Mask = append(b.Mask, make([]float32, d.Options)...)
	return i
}
