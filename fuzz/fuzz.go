package fuzz

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/lorcana-rl/lorcana/engine"
)

// Deck is a named decklist.
type Deck struct {
	Name  string
	Cards []engine.DefID
}

// Config says what to play.
type Config struct {
	Defs  []engine.CardDef
	Decks []Deck // every pairing of them is played, mirrors included (unless Drawn)
	// Drawn seats, in each game, decks drawn for it instead of playing every
	// pairing in turn (for many decks, whose pairings are too many): game i
	// seats deck i mod N and, in the other seats, decks drawn from the base
	// seed and i, mirrors allowed. The report has one row for all of them;
	// a failure names its game's decks.
	Drawn bool
	// Cards, when set, gathers which cards were in games and played and
	// which of their abilities fired.
	Cards *CardStats
	// Players is the number of players of a game, 2 (0) to 4: a pairing
	// seats that many of the decks, repeats allowed.
	Players int
	Games   int // in total, spread over the pairings in turn
	// Threads is the number of goroutines (0: runtime.NumCPU()).
	Threads int
	Seed    uint64
	// DecisionLimit and TurnLimit end a game as truncated (engine.Config;
	// 0 for the engine's default decision limit, no turn limit).
	DecisionLimit, TurnLimit int
	// Bag is the bag model the games are played under (engine.Config.Bag).
	Bag engine.BagModel
	// RoundTripEvery checks clone and serialisation every N decisions
	// (0: every decision).
	RoundTripEvery int
	// Watchdog reports a game as hung when it makes no decision for this
	// long (0: a minute): the engine looping without asking anything.
	Watchdog time.Duration
	// MaxFailures stops the run after this many failed games (0: 10).
	MaxFailures int
	// Progress, when set, is called with the number of games done, from
	// time to time and once at the end, on one goroutine.
	Progress func(done int)
	// Range, when set, plays only games From to To-1 of the Games: the
	// same games, with the same seeds, as in the whole run (a run spread
	// over machines in parts, Part and Merge).
	Range *Range
}

// Range is games From to To-1 of a run of Of games.
type Range = shard.Range

// Pairing is what the games of one pairing of decks came to.
type Pairing struct {
	Decks        []string       `json:"decks"` // by seat
	Games        int            `json:"games"`
	Decisions    int64          `json:"decisions"`
	MaxDecisions int            `json:"max_decisions"`
	Turns        int64          `json:"turns"`
	Wins         []int          `json:"wins"`                    // by seat
	Results      map[string]int `json:"results"`                 // engine.Result names
	Truncated    int            `json:"truncated"`               // ended by a limit (turn-limit, stalled)
	Stalled      int            `json:"stalled"`                 // of which at the decision limit
	StalledSeeds []uint64       `json:"stalled_seeds,omitempty"` // the first few (by game) stalled games' seeds
	stalled      []stalledGame  // every stalled game, in the order they ended
}

// stalledGame is a game that stalled: its place in the run and its seed.
type stalledGame struct {
	game int
	seed uint64
}

// maxStalledSeeds is how many stalled games' seeds a pairing lists.
const maxStalledSeeds = 5

// Failure is a game that broke an invariant.
type Failure struct {
	Pairing  string
	Game     int
	Seed     uint64
	Decision int // decisions applied when it failed (-1: after the game)
	Err      error
}

func (f Failure) Error() string {
	at := fmt.Sprintf("at decision %d", f.Decision)
	if f.Decision < 0 {
		at = "after the game"
	}
	return fmt.Sprintf("%s, game %d (seed %d) %s: %v", f.Pairing, f.Game, f.Seed, at, f.Err)
}

// Report is the outcome of a run.
type Report struct {
	Games     int       `json:"games"`
	Decisions int64     `json:"decisions"`
	Seconds   float64   `json:"seconds"`
	Pairings  []Pairing `json:"pairings"`
	Failures  []Failure `json:"-"` // in JSON as strings (Failure.Error)
}

// Truncated counts the games ended by a limit.
func (r *Report) Truncated() int {
	n := 0
	for _, p := range r.Pairings {
		n += p.Truncated
	}
	return n
}

// GameSeed derives game i's seed from the base seed (SplitMix64).
func GameSeed(base uint64, i int) uint64 {
	z := base + uint64(i+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Name is "deck1 vs deck2 ...".
func (p *Pairing) Name() string { return strings.Join(p.Decks, " vs ") }

// Pairs lists the pairings of n decks for a game of players: every
// multiset of that many decks, mirrors included, in order: (0,0), (0,1),
// ... (n-1,n-1) for two players.
func Pairs(n, players int) [][]int {
	var out [][]int
	var seat func(from int, cur []int)
	seat = func(from int, cur []int) {
		if len(cur) == players {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := from; i < n; i++ {
			seat(i, append(cur, i))
		}
	}
	seat(0, nil)
	return out
}

// Run plays the games. A run interrupted by ctx returns what it has with
// ctx's error; failures are in the report (Run's error is nil for them).
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if len(cfg.Decks) == 0 {
		return nil, errors.New("fuzz: no decks")
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("fuzz: %d games: play at least one", cfg.Games)
	}
	threads := cfg.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	from, to := 0, cfg.Games
	if r := cfg.Range; r != nil {
		if r.From < 0 || r.To < r.From || r.To > cfg.Games {
			return nil, fmt.Errorf("fuzz: games %d to %d are no range of %d games (0 <= from <= to <= %d)", r.From, r.To, cfg.Games, cfg.Games)
		}
		from, to = r.From, r.To
	}
	threads = min(threads, to-from)
	if cfg.Watchdog <= 0 {
		cfg.Watchdog = time.Minute
	}
	if cfg.MaxFailures <= 0 {
		cfg.MaxFailures = 10
	}
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players < 2 || cfg.Players > 4 {
		return nil, fmt.Errorf("fuzz: %d players: a game has 2 to 4 (1.3.1)", cfg.Players)
	}
	var pairs [][]int
	if cfg.Drawn {
		pairs = [][]int{make([]int, cfg.Players)} // deck 0 in every seat: the row's game, for checking
	} else {
		pairs = Pairs(len(cfg.Decks), cfg.Players)
	}
	games := make([]*engine.Game, len(pairs))
	rep := &Report{Pairings: make([]Pairing, len(pairs))}
	for k, pr := range pairs {
		p := Pairing{Results: map[string]int{}, Wins: make([]int, cfg.Players)}
		var decks [][]engine.DefID
		for _, d := range pr {
			p.Decks = append(p.Decks, cfg.Decks[d].Name)
			decks = append(decks, cfg.Decks[d].Cards)
		}
		g, err := engine.NewGame(cfg.Defs, engine.Config{Players: cfg.Players, StartingPlayer: -1,
			Decks: decks, DecisionLimit: cfg.DecisionLimit, TurnLimit: cfg.TurnLimit, Bag: cfg.Bag})
		if err != nil {
			return nil, fmt.Errorf("fuzz: %s: %w", p.Name(), err)
		}
		if cfg.Cards != nil {
			g = g.WithObserver(cfg.Cards)
		}
		games[k], rep.Pairings[k] = g, p
	}
	if cfg.Drawn {
		// Every deck is checked before any game is played.
		for _, d := range cfg.Decks {
			seats := make([][]engine.DefID, cfg.Players)
			for i := range seats {
				seats[i] = d.Cards
			}
			if _, err := games[0].WithDecks(seats); err != nil {
				return nil, fmt.Errorf("fuzz: %s: %w", d.Name, err)
			}
		}
		rep.Pairings[0].Decks = []string{fmt.Sprintf("%d decks, drawn", len(cfg.Decks))}
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		wg         sync.WaitGroup
		hung       error
	)
	beats := make([]atomic.Int64, threads) // per worker: the time of its last decision
	start := time.Now()
	for w := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pl := player{cfg: &cfg, beat: &beats[w]}
			var seats []int
			for ctx.Err() == nil {
				i := from + int(next.Add(1)-1)
				if i >= to {
					return
				}
				k := i % len(pairs)
				seed := GameSeed(cfg.Seed, i)
				g, name := games[k], ""
				if cfg.Drawn {
					k = 0
					var err error
					seats = DrawnSeats(seats[:0], cfg.Seed, i, len(cfg.Decks), cfg.Players)
					if g, name, err = drawnGame(games[0], cfg.Decks, seats); err != nil {
						panic(err) // every deck was checked above
					}
				}
				if cfg.Cards != nil {
					for _, d := range g.Config.Decks {
						cfg.Cards.sawDeck(d)
					}
				}
				end, n, err := pl.play(g, seed)
				mu.Lock()
				if err != nil {
					if name == "" {
						name = rep.Pairings[k].Name()
					}
					rep.Failures = append(rep.Failures, Failure{Pairing: name,
						Game: i, Seed: seed, Decision: n, Err: err})
					if len(rep.Failures) >= cfg.MaxFailures {
						cancel()
					}
				} else {
					rep.Pairings[k].add(end, i, seed)
				}
				mu.Unlock()
				done.Add(1)
			}
		}()
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
wait:
	for {
		select {
		case <-finished:
			break wait
		case <-tick.C:
			if cfg.Progress != nil {
				cfg.Progress(int(done.Load()))
			}
			now := time.Now().UnixNano()
			for w := range beats {
				if b := beats[w].Load(); b != 0 && time.Duration(now-b) > cfg.Watchdog {
					// The goroutine can't be stopped; report and leave it.
					hung = fmt.Errorf("fuzz: a game has made no decision for %v: the engine loops without asking (run with --threads 1 to find its seed)", cfg.Watchdog)
					break wait
				}
			}
		}
	}
	if cfg.Progress != nil {
		cfg.Progress(int(done.Load()))
	}
	rep.Seconds = time.Since(start).Seconds()
	if hung != nil {
		return rep, hung
	}
	rep.finish()
	return rep, ctx.Err()
}

// finish adds up the totals and puts the failures and the stalled games'
// seeds in the order of the games, so that a report does not depend on
// the order goroutines ended their games in.
func (r *Report) finish() {
	r.Games, r.Decisions = 0, 0
	for k := range r.Pairings {
		p := &r.Pairings[k]
		r.Games += p.Games
		r.Decisions += p.Decisions
		slices.SortFunc(p.stalled, func(a, b stalledGame) int { return a.game - b.game })
		p.StalledSeeds = nil
		for _, s := range p.stalled[:min(len(p.stalled), maxStalledSeeds)] {
			p.StalledSeeds = append(p.StalledSeeds, s.seed)
		}
	}
	slices.SortStableFunc(r.Failures, func(a, b Failure) int { return a.Game - b.Game })
	r.Games += len(r.Failures)
}

// DrawnSeats appends the decks (indices below n) that game i of a Drawn
// run seats: deck i mod n, then decks drawn from the base seed and i.
func DrawnSeats(dst []int, base uint64, i, n, players int) []int {
	dst = append(dst, i%n)
	for s := 1; s < players; s++ {
		dst = append(dst, int(GameSeed(base^0xD1CE, i*4+s)%uint64(n)))
	}
	return dst
}

// drawnGame is g with the decks of seats, and the game's name.
func drawnGame(g *engine.Game, decks []Deck, seats []int) (*engine.Game, string, error) {
	ids := make([][]engine.DefID, len(seats))
	names := make([]string, len(seats))
	for k, d := range seats {
		ids[k], names[k] = decks[d].Cards, decks[d].Name
	}
	g, err := g.WithDecks(ids)
	return g, strings.Join(names, " vs "), err
}

func (p *Pairing) add(st *engine.State, game int, seed uint64) {
	p.Games++
	d := int(st.Decisions)
	p.Decisions += int64(d)
	p.MaxDecisions = max(p.MaxDecisions, d)
	p.Turns += int64(st.Turn)
	if st.Winner >= 0 && int(st.Winner) < len(p.Wins) {
		p.Wins[st.Winner]++
	}
	p.Results[st.Result.String()]++
	if st.Truncated() {
		p.Truncated++
	}
	if st.Result == engine.ResultStalled {
		p.Stalled++
		p.stalled = append(p.stalled, stalledGame{game, seed})
	}
}

// player plays games with uniformly random legal actions and checks them;
// its buffers are reused from game to game.
type player struct {
	cfg       *Config
	beat      *atomic.Int64
	st, again engine.State
	buf       []engine.Action
	taken     []engine.Action
	seen      []uint8
	rt        RoundTrip
	a, b      []byte
}

// panicFrames keeps the engine's frames of a panic's stack (at most 16
// lines), for a report that says where it happened.
func panicFrames(stack []byte) string {
	var out []string
	for _, l := range strings.Split(string(stack), "\n") {
		if strings.Contains(l, "/engine/") && len(out) < 16 {
			out = append(out, strings.TrimSpace(l))
		}
	}
	return strings.Join(out, "\n")
}

// AgentSeed is the seed of the random agent's own generator for a game.
func AgentSeed(game uint64) uint64 { return GameSeed(game, 0x5eed) }

// play plays one game to the end and checks it; it returns the final state
// (the player's own, valid until the next game), the decisions applied and
// the first invariant broken.
func (p *player) play(g *engine.Game, seed uint64) (end *engine.State, n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine panic: %v\n%s", r, panicFrames(debug.Stack()))
		}
	}()
	st := &p.st
	g.ResetState(st, seed)
	rng := engine.NewRNG(AgentSeed(seed))
	p.taken = p.taken[:0]
	every := max(p.cfg.RoundTripEvery, 1)
	for !st.Over() {
		p.beat.Store(time.Now().UnixNano())
		if p.seen, err = Check(st, p.seen); err != nil {
			return st, n, err
		}
		if n%every == 0 {
			if err := p.rt.Check(st); err != nil {
				return st, n, err
			}
		}
		p.buf = st.Legal(p.buf[:0])
		if len(p.buf) == 0 {
			return st, n, fmt.Errorf("stuck: no legal action for %+v", st.Pending())
		}
		a := p.buf[rng.Intn(len(p.buf))]
		if err := st.Apply(a); err != nil {
			return st, n, fmt.Errorf("the legal action %v is refused: %w", a, err)
		}
		p.taken = append(p.taken, a)
		n++
	}
	p.beat.Store(0)
	if p.seen, err = Check(st, p.seen); err != nil {
		return st, n, err
	}
	if err := p.rt.Check(st); err != nil {
		return st, n, err
	}
	// The same seed and actions give the same game.
	g.ResetState(&p.again, seed)
	for i, a := range p.taken {
		if err := p.again.Apply(a); err != nil {
			return st, -1, fmt.Errorf("replay: action %d (%v) refused: %w", i, a, err)
		}
	}
	p.a, p.b = st.AppendSerialized(p.a[:0]), p.again.AppendSerialized(p.b[:0])
	if !bytes.Equal(p.a, p.b) {
		return st, -1, errors.New("replaying the seed and actions gives another game")
	}
	return st, n, nil
}
