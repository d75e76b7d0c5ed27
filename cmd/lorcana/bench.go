package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
)

func (a *app) benchCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Play random games and report the engine's speed",
		Long: `bench plays full games in which every decision (mulligans included) is a
uniformly random legal action, on several goroutines sharing one engine.Game,
and reports games and decisions per second, nanoseconds and allocations per
decision, game lengths, how games ended, and the size of a state.

Game i is played from a seed derived from --seed and i, so the games (and all
figures but the timings) are the same for any --threads.

--deck1 and --deck2 take decklist files (or the name of an embedded deck, or
a generated deck's name: random-INK-INK-sSEED-INDEX); one
alone plays a mirror match. Without them the reference decks
` + refPair() + ` are used if the engine implements all
their cards, else two fixed decks of implemented set-1 cards (a note on stderr
says so).`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runBench,
	}
	f := cmd.Flags()
	f.Int("games", 1000, "number of games")
	f.Int("threads", runtime.NumCPU(), "goroutines playing games")
	f.String("deck1", "", "decklist file of player 1")
	f.String("deck2", "", "decklist file of player 2")
	f.Uint64("seed", 1, "base seed")
	f.Bool("json", false, "print one JSON object instead of the report")
	f.String("compare", "", "DECK_A,DECK_B (or random:N): also measure this pairing, alternating rounds with the main one, and report the ratio")
	f.Int("rounds", 10, "with --compare: rounds that alternate between the two pairings")
	bagFlag(f)
	addEnvBenchFlags(f)
	cmd.Long += benchCompareHelp + envBenchHelp + "\n" + envNote(f)
	return cmd
}

func refPair() string {
	a, b := decks.Default()
	return a + " and " + b
}

type benchOptions struct {
	games, threads int
	seed           uint64
	progress       io.Writer // progress bar destination, or nil
	// pool, when set, gives each game its own game: game i plays
	// pool[(first+i) mod len(pool)] (bench --compare random).
	pool  []*engine.Game
	first int
}

// benchResult is the report; its JSON form is the --json output.
type benchResult struct {
	Games             int            `json:"games"`
	Threads           int            `json:"threads"`
	Seed              uint64         `json:"seed"`
	Deck1             string         `json:"deck1"`
	Deck2             string         `json:"deck2"`
	FallbackDecks     bool           `json:"fallback_decks"`
	Seconds           float64        `json:"seconds"`
	GamesPerSec       float64        `json:"games_per_sec"`
	Decisions         int64          `json:"decisions"`
	DecisionsPerSec   float64        `json:"decisions_per_sec"`
	NsPerDecision     float64        `json:"ns_per_decision"`
	AllocsPerDecision float64        `json:"allocs_per_decision"`
	BytesPerDecision  float64        `json:"alloc_bytes_per_decision"`
	MeanTurns         float64        `json:"mean_turns"`
	MeanDecisions     float64        `json:"mean_decisions"`
	MaxDecisions      int            `json:"max_decisions"`
	Results           map[string]int `json:"results"`
	Wins              []int          `json:"wins"` // per player (player 1 plays deck1)
	Draws             int            `json:"draws"`
	NoWinner          int            `json:"no_winner"` // truncated games
	BytesPerState     float64        `json:"bytes_per_state"`
	BytesPerStateMax  int            `json:"bytes_per_state_max"`
	NsPerClone        float64        `json:"ns_per_clone"`
	CPUs              int            `json:"cpus"`
	GoVersion         string         `json:"go_version"`
	Platform          string         `json:"platform"`
}

func (a *app) runBench(cmd *cobra.Command, _ []string) error {
	if on, err := a.bool("env"); err != nil || on {
		if err != nil {
			return err
		}
		return a.runEnvBench(cmd)
	}
	var o benchOptions
	var err error
	if o.games, err = a.int("games"); err != nil {
		return err
	}
	if o.threads, err = a.int("threads"); err != nil {
		return err
	}
	if o.seed, err = a.uint64("seed"); err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	if o.games < 1 {
		return a.usage("--games %d: play at least one game", o.games)
	}
	if o.threads < 1 {
		return a.usage("--threads %d: use at least one", o.threads)
	}
	o.threads = min(o.threads, o.games)

	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	d1, d2, fallback, err := a.benchDecks(defs, ix, cmd.InOrStdin())
	if err != nil {
		return err
	}
	if fallback != "" {
		fmt.Fprintf(a.stderr, "lorcana: %s\n", fallback)
	}
	bag, err := a.bagModel()
	if err != nil {
		return err
	}
	game, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Bag: bag,
		Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	if err != nil {
		return err
	}
	if spec := a.str("compare"); spec != "" {
		rounds, err := a.int("rounds")
		if err != nil {
			return err
		}
		if rounds < 1 {
			return a.usage("--rounds %d: use at least one", rounds)
		}
		main := &benchPairing{Deck1: d1.Name, Deck2: d2.Name, game: game}
		if bag != engine.BagLorcana {
			main.Deck2 += " (" + bag.String() + " bag)"
		}
		cmp, err := a.parseCompare(spec, defs, ix, cmd.InOrStdin(), o.seed, main)
		if err != nil {
			return err
		}
		r, err := benchCompare(cmd.Context(), main, cmp, o, rounds)
		if err != nil {
			return err
		}
		return printCompare(a.stdout, r, asJSON)
	}
	if !asJSON && isTerminal(a.stderr) {
		o.progress = a.stderr
	}
	res, err := bench(cmd.Context(), game, o)
	if err != nil {
		return err
	}
	res.Deck1, res.Deck2, res.FallbackDecks = d1.Name, d2.Name, fallback != ""
	if asJSON {
		enc := json.NewEncoder(a.stdout)
		return enc.Encode(res)
	}
	printBench(a.stdout, res)
	return nil
}

// benchDecks returns the two decks to play, and a note when the reference
// decks had to be replaced.
func (a *app) benchDecks(defs []engine.CardDef, ix *cards.Index, stdin io.Reader) (d1, d2 *cards.Deck, note string, err error) {
	p1, p2 := a.str("deck1"), a.str("deck2")
	if p1 == "" && p2 != "" {
		return nil, nil, "", a.usage("--deck2 without --deck1")
	}
	if p1 != "" {
		if d1, err = benchDeck(p1, defs, ix, stdin); err != nil {
			return nil, nil, "", err
		}
		d2 = d1
		if p2 != "" && p2 != p1 {
			if d2, err = benchDeck(p2, defs, ix, stdin); err != nil {
				return nil, nil, "", err
			}
		}
		return d1, d2, "", nil
	}
	n1, n2 := decks.Default()
	if d1, err = decks.Load(n1, ix); err != nil {
		return nil, nil, "", err
	}
	if d2, err = decks.Load(n2, ix); err != nil {
		return nil, nil, "", err
	}
	missing := unimplemented(d1, defs) + unimplemented(d2, defs)
	if missing == 0 {
		return d1, d2, "", nil
	}
	f1, f2, err := fallbackDecks(defs)
	if err != nil {
		return nil, nil, "", err
	}
	note = fmt.Sprintf("the reference decks %s and %s use %d cards not implemented yet; playing %s and %s (implemented set-1 cards) instead",
		n1, n2, missing, f1.Name, f2.Name)
	return f1, f2, note, nil
}

func benchDeck(path string, defs []engine.CardDef, ix *cards.Index, stdin io.Reader) (*cards.Deck, error) {
	d, err := readDeck(path, ix, stdin)
	if err != nil {
		return nil, fmt.Errorf("deck %s: %w", path, err)
	}
	var names []string
	for _, p := range d.Check(defs, cards.Limited) {
		if p.Kind == cards.ProblemNotImplemented || p.Kind == cards.ProblemUnknownCard {
			names = append(names, defs[p.Card].FullName)
		}
	}
	if len(names) > 0 {
		return nil, fmt.Errorf("deck %s: the engine does not implement %d of its cards yet: %s", path, len(names), strings.Join(names, "; "))
	}
	return d, nil
}

func unimplemented(d *cards.Deck, defs []engine.CardDef) int {
	n := 0
	for _, l := range d.Cards {
		if !defs[l.Def].Implemented {
			n++
		}
	}
	return n
}

// fallbackDecks are the decks played while the reference decks have
// unimplemented cards (env.FallbackDecks, shared with the environment).
func fallbackDecks(defs []engine.CardDef) (*cards.Deck, *cards.Deck, error) {
	return env.FallbackDecks(defs)
}

// gameSeed derives game i's seed from the base seed (SplitMix64).
func gameSeed(base uint64, i int) uint64 {
	z := base + uint64(i+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// agentSeed is the seed of the random agent's own generator for a game.
func agentSeed(game uint64) uint64 { return gameSeed(game, 0x5eed) }

// tally is what one goroutine counts.
type tally struct {
	games, decisions, turns int64
	maxDecisions            int
	results                 [16]int
	wins                    [4]int
	draws, noWinner         int
}

func (t *tally) add(u *tally) {
	t.games += u.games
	t.decisions += u.decisions
	t.turns += u.turns
	t.maxDecisions = max(t.maxDecisions, u.maxDecisions)
	for i := range t.results {
		t.results[i] += u.results[i]
	}
	for i := range t.wins {
		t.wins[i] += u.wins[i]
	}
	t.draws += u.draws
	t.noWinner += u.noWinner
}

// randomPlayer plays games with uniformly random legal actions, each in its
// one state reset in place (engine.Game.ResetState), as the RL environment
// does.
type randomPlayer struct {
	game *engine.Game
	buf  []engine.Action
	st   engine.State
}

// play plays game i to the end and returns its final state (the player's
// own, until the next game); onDecision, if set, sees the state before each
// decision. Engine failures (no legal action, a legal action refused, a
// panic) are returned as errors naming the game's seed.
func (p *randomPlayer) play(seed uint64, onDecision func(*engine.State)) (st *engine.State, err error) {
	n := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine panic in the game of seed %d at decision %d: %v", seed, n, r)
		}
	}()
	st = &p.st
	p.game.ResetState(st, seed)
	rng := engine.NewRNG(agentSeed(seed))
	for !st.Over() {
		if onDecision != nil {
			onDecision(st)
		}
		p.buf = st.Legal(p.buf[:0])
		if len(p.buf) == 0 {
			return st, fmt.Errorf("engine bug: no legal action in the game of seed %d at decision %d (%+v)", seed, n, st.Pending())
		}
		act := p.buf[rng.Intn(len(p.buf))]
		if err := st.Apply(act); err != nil {
			return st, fmt.Errorf("engine bug: legal action %v refused in the game of seed %d at decision %d: %v", act, seed, n, err)
		}
		n++
	}
	return st, nil
}

func bench(ctx context.Context, game *engine.Game, o benchOptions) (*benchResult, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	res := &benchResult{Games: o.games, Threads: o.threads, Seed: o.seed, CPUs: runtime.NumCPU(),
		GoVersion: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if err := measureState(game, gameSeed(o.seed, 0), res); err != nil {
		return nil, err
	}

	var (
		next, done atomic.Int64
		total      tally
		mu         sync.Mutex
		firstErr   error
		wg         sync.WaitGroup
	)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stopBar := startProgress(o.progress, o.games, &done)

	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	start := time.Now()
	for range o.threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var t tally
			p := &randomPlayer{game: game}
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= o.games {
					break
				}
				if len(o.pool) > 0 {
					p.game = o.pool[(o.first+i)%len(o.pool)]
				}
				st, err := p.play(gameSeed(o.seed, i), nil)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("game %d: %w", i, err)
					}
					mu.Unlock()
					cancel()
					break
				}
				d := int(st.Decisions)
				t.games++
				t.decisions += int64(d)
				t.turns += int64(st.Turn)
				t.maxDecisions = max(t.maxDecisions, d)
				t.results[int(st.Result)%len(t.results)]++
				switch {
				case st.Winner >= 0:
					t.wins[int(st.Winner)%len(t.wins)]++
				case st.Winner == -2:
					t.draws++
				default:
					t.noWinner++
				}
				done.Add(1)
			}
			mu.Lock()
			total.add(&t)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	runtime.ReadMemStats(&m1)
	stopBar()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("interrupted after %d of %d games", total.games, o.games)
	}

	secs := elapsed.Seconds()
	dec := float64(max(total.decisions, 1))
	res.Seconds = secs
	res.Decisions = total.decisions
	res.GamesPerSec = float64(total.games) / secs
	res.DecisionsPerSec = float64(total.decisions) / secs
	res.NsPerDecision = float64(elapsed.Nanoseconds()) * float64(o.threads) / dec
	res.AllocsPerDecision = float64(m1.Mallocs-m0.Mallocs) / dec
	res.BytesPerDecision = float64(m1.TotalAlloc-m0.TotalAlloc) / dec
	res.MeanTurns = float64(total.turns) / float64(total.games)
	res.MeanDecisions = float64(total.decisions) / float64(total.games)
	res.MaxDecisions = total.maxDecisions
	res.Results = map[string]int{}
	for r, n := range total.results {
		if n > 0 {
			res.Results[engine.Result(r).String()] = n
		}
	}
	res.Wins = total.wins[:game.Config.Players]
	res.Draws, res.NoWinner = total.draws, total.noWinner
	return res, nil
}

// measureState plays one game (untimed), measuring a clone of the state at
// every decision: its mean and largest size, and the time of a clone into
// a reused state at the middle of the game.
func measureState(game *engine.Game, seed uint64, res *benchResult) error {
	p := &randomPlayer{game: game}
	var sum, n int
	var mid *engine.State
	var scratch engine.State
	_, err := p.play(seed, func(st *engine.State) {
		st.CloneInto(&scratch)
		b := stateBytes(&scratch)
		sum += b
		n++
		res.BytesPerStateMax = max(res.BytesPerStateMax, b)
		if n == 60 || mid == nil {
			mid = st.Clone()
		}
	})
	if err != nil {
		return fmt.Errorf("game 0: %w", err)
	}
	if n > 0 {
		res.BytesPerState = float64(sum) / float64(n)
	}
	if mid != nil { // the best of five batches, to shrug off a stray GC or scheduling
		const reps = 1000
		for b := range 5 {
			t0 := time.Now()
			for range reps {
				mid.CloneInto(&scratch)
			}
			ns := float64(time.Since(t0).Nanoseconds()) / reps
			if b == 0 || ns < res.NsPerClone {
				res.NsPerClone = ns
			}
		}
	}
	return nil
}

// stateBytes is the memory a state holds: the struct and its slices
// (elements in use; the zone lists at their capacity, since each zone of each
// player has room for every card in one backing array).
func stateBytes(s *engine.State) int {
	n := int(unsafe.Sizeof(*s))
	n += sliceBytes(s.Cards) + sliceBytes(s.Players) + sliceBytes(s.Damagers) +
		sliceBytes(s.Bag) + sliceBytes(s.Stack) + sliceBytes(s.Effects) +
		sliceBytes(s.Floating) + sliceBytes(s.Turnly) + sliceBytes(s.Log)
	var id engine.CardID
	for i := range s.Players {
		p := &s.Players[i]
		n += (cap(p.Deck) + cap(p.Hand) + cap(p.Play) + cap(p.Inkwell) + cap(p.Discard)) * int(unsafe.Sizeof(id))
	}
	return n
}

func sliceBytes[T any](x []T) int {
	var z T
	return len(x) * int(unsafe.Sizeof(z))
}

// startProgress shows a progress bar on w (if not nil) until the returned
// function is called.
func startProgress(w io.Writer, total int, done *atomic.Int64) func() {
	if w == nil {
		return func() {}
	}
	bar := progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("games"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	stop := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				_ = bar.Set(int(done.Load()))
			}
		}
	}()
	return func() {
		close(stop)
		<-finished
		_ = bar.Finish()
		_ = bar.Clear()
	}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func printBench(w io.Writer, r *benchResult) {
	fmt.Fprintf(w, "decks            %s vs %s\n", r.Deck1, r.Deck2)
	fmt.Fprintf(w, "games            %d in %.2fs on %d goroutines (%d CPUs, %s, %s), seed %d\n",
		r.Games, r.Seconds, r.Threads, r.CPUs, r.Platform, r.GoVersion, r.Seed)
	fmt.Fprintf(w, "games/s          %.0f\n", r.GamesPerSec)
	fmt.Fprintf(w, "decisions/s      %.0f\n", r.DecisionsPerSec)
	fmt.Fprintf(w, "ns/decision      %.0f (per goroutine)\n", r.NsPerDecision)
	fmt.Fprintf(w, "allocs/decision  %.2f (%.0f bytes)\n", r.AllocsPerDecision, r.BytesPerDecision)
	fmt.Fprintf(w, "turns/game       %.1f\n", r.MeanTurns)
	fmt.Fprintf(w, "decisions/game   %.1f (max %d)\n", r.MeanDecisions, r.MaxDecisions)
	var names []string
	for k := range r.Results {
		names = append(names, k)
	}
	slices.SortFunc(names, func(a, b string) int { return r.Results[b] - r.Results[a] })
	var parts []string
	for _, k := range names {
		parts = append(parts, fmt.Sprintf("%s %d (%.1f%%)", k, r.Results[k], 100*float64(r.Results[k])/float64(r.Games)))
	}
	fmt.Fprintf(w, "results          %s\n", strings.Join(parts, ", "))
	parts = parts[:0]
	for i, n := range r.Wins {
		parts = append(parts, fmt.Sprintf("player %d %d", i+1, n))
	}
	fmt.Fprintf(w, "winners          %s, draws %d, none %d\n", strings.Join(parts, ", "), r.Draws, r.NoWinner)
	fmt.Fprintf(w, "bytes/state      %.0f mean, %d max (clone %.0f ns)\n", r.BytesPerState, r.BytesPerStateMax, r.NsPerClone)
}
