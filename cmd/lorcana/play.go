package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.playCmd() })
}

func (a *app) playCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play games between two agents and report the win rate",
		Long: `play plays --games games between the agents --p1 and --p2 and prints the
wins of each, the win rate of --p1 with its 95% Wilson interval, and the mean
number of turns.

An AGENT is one of: ` + strings.Join(append(agents.Names(), humanSpec), ", ") + `; "ismcts:SIMS[:ROLLOUT[:TURNS]]"
sets the simulations per decision (default 200), the rollout policy (greedy or
random) and the turns a rollout plays before it is scored (default 3, 0 to the
end); a path to a checkpoint goes to the neural agent where one is built in.

The seats are played evenly: games come in pairs with the same seed (the same
shuffles and starting seat), --p1 in seat 1 (deck 1) in the first and in seat 2
(deck 2) in the second. Game pair k is seeded from --seed and k, and each
agent from the game's seed, so the results do not depend on --threads.

--deck1 and --deck2 take decklist files, names of embedded decks or
generated decks' names (random-INK-INK-sSEED-INDEX, lorcana deck random); one alone
plays a mirror match. Without them the reference decks ` + refPair() + `
are used if the engine implements all their cards, else the fixed decks of
implemented set-1 cards that bench plays (a note on stderr says so).

--record DIR writes each game to DIR/game-NNNNN.lrp (see 'lorcana replay').
--watch prints every game turn by turn with the board at each turn, as seen by
--view (full, 1 or 2), and plays one game at a time.

--players 3 or 4 plays free-for-all games: --p1 against that many less one
copies of --p2 (each its own agent). The seats' decks alternate (deck 1 in
seats 1 and 3, deck 2 in seats 2 and 4), games come in groups of N with the
same seed, --p1 in seat 1, 2, ... N in turn, and the win rate of --p1 is
its share of the games (1/N by chance). A network (neural) plays only games
of the number of players it was trained for; another is refused. A human
seat plays two-player games only.` + "\n" + humanNote,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runPlay,
	}
	f := cmd.Flags()
	f.String("p1", "greedy", "agent of player 1")
	f.String("p2", "random", "agent of player 2")
	f.String("deck1", "", "decklist of seat 1")
	f.String("deck2", "", "decklist of seat 2")
	f.Int("games", 100, "number of games (an odd number leaves the last pair half played)")
	f.Uint64("seed", 1, "base seed (with a human seat: a fresh one unless given, printed at the start)")
	f.Int("threads", runtime.NumCPU(), "goroutines playing games")
	f.Int("turn-limit", 0, "end a game as truncated after this many turns (0: no limit)")
	f.Bool("json", false, "print one JSON object instead of the report")
	f.String("record", "", "directory to write a replay of each game into")
	f.Bool("watch", false, "print each game turn by turn")
	f.String("view", "full", "whose view --watch shows: full, or a seat 1 to --players")
	f.Int("players", 2, "players per game (3, 4: --p1 against N-1 copies of --p2)")
	bagFlag(f)
	allowIllegalFlag(cmd)
	cmd.Long += "\n" + envNote(f)
	return cmd
}

// playResult is the report; its JSON form is the --json output.
type playResult struct {
	Games         int            `json:"games"`
	Wins          playWins       `json:"wins"`
	NoWinner      int            `json:"no_winner"` // truncated games
	P1WinRate     float64        `json:"p1_win_rate"`
	CI95          [2]float64     `json:"ci95"`
	MeanTurns     float64        `json:"mean_turns"`
	P1            string         `json:"p1"`
	P2            string         `json:"p2"`
	Deck1         string         `json:"deck1"`
	Deck2         string         `json:"deck2"`
	FallbackDecks bool           `json:"fallback_decks"`
	Seed          uint64         `json:"seed"`
	Seconds       float64        `json:"seconds"`
	Results       map[string]int `json:"results"`
	P1WinsBySeat  []int          `json:"p1_wins_by_seat"` // p1's wins in seat 1, in seat 2 (and so on)
	// Players: seats of every game, when more than 2 (--p1 against
	// Players-1 copies of --p2); left out for 2.
	Players int `json:"players,omitempty"`
	// Bag names the bag model (docs/rule-variants.md) when it is a
	// variant; left out under the default, lorcana.
	Bag string `json:"bag,omitempty"`
}

type playWins struct {
	P1    int `json:"p1"`
	P2    int `json:"p2"`
	Draws int `json:"draws"`
}

type playOptions struct {
	p1, p2   string
	players  int // seats of a game
	games    int
	threads  int
	seed     uint64
	record   string
	watch    bool
	view     int
	decks    []string // by seat
	progress io.Writer
}

func (a *app) runPlay(cmd *cobra.Command, _ []string) error {
	var o playOptions
	var err error
	o.p1, o.p2 = a.str("p1"), a.str("p2")
	if o.games, err = a.int("games"); err != nil {
		return err
	}
	if o.threads, err = a.int("threads"); err != nil {
		return err
	}
	if o.seed, err = a.uint64("seed"); err != nil {
		return err
	}
	turnLimit, err := a.int("turn-limit")
	if err != nil {
		return err
	}
	bag, err := a.bagModel()
	if err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	if o.watch, err = a.bool("watch"); err != nil {
		return err
	}
	o.record = a.str("record")
	if o.players, err = a.int("players"); err != nil {
		return err
	}
	if o.players < 2 || o.players > maxPlayers {
		return a.usage("--players %d: a game has 2 to %d players", o.players, maxPlayers)
	}
	switch v := a.str("view"); {
	case v == "full":
		o.view = render.Full
	case len(v) == 1 && v[0] >= '1' && int(v[0]-'0') <= o.players:
		o.view = int(v[0] - '1')
	default:
		return a.usage("--view %q: want full or a seat 1 to %d", v, o.players)
	}
	if o.games < 1 {
		return a.usage("--games %d: play at least one game", o.games)
	}
	if o.threads < 1 {
		return a.usage("--threads %d: use at least one", o.threads)
	}
	if turnLimit < 0 {
		return a.usage("--turn-limit %d: want 0 (none) or more", turnLimit)
	}
	withHuman := isHuman(o.p1) || isHuman(o.p2)
	if withHuman && o.players != 2 {
		return a.usage("--players %d: a human seat plays two-player games only", o.players)
	}
	if withHuman {
		if err := a.checkHumanFlags(cmd.Flags().Changed, o, asJSON); err != nil {
			return err
		}
		if !cmd.Flags().Changed("seed") {
			o.seed = freshSeed() // a new game each time; printed, to replay it with --seed
		}
	}
	for _, f := range []struct{ flag, spec string }{{"--p1", o.p1}, {"--p2", o.p2}} {
		if isHuman(f.spec) {
			continue
		}
		if _, err := agents.New(f.spec, 0); err != nil {
			return a.usage("%v", err)
		}
		if err := checkPlayers(f.flag, f.spec, o.players); err != nil {
			return a.usage("%v", err)
		}
	}
	if o.watch {
		o.threads = 1
	}
	o.threads = min(o.threads, o.games)
	if o.record != "" {
		if err := os.MkdirAll(o.record, 0o755); err != nil {
			return fmt.Errorf("--record: %w", err)
		}
	}

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
	names, given := givenDecks(a.str("deck1"), a.str("deck2"), d1, d2)
	if err := a.deckRules(defs, names, given); err != nil {
		return err
	}
	var seatDecks [][]engine.DefID
	for s := range o.players { // deck 1 in seats 1 and 3, deck 2 in seats 2 and 4
		d := []*cards.Deck{d1, d2}[s%2]
		o.decks = append(o.decks, d.Name)
		seatDecks = append(seatDecks, d.IDs())
	}
	game, err := engine.NewGame(defs, engine.Config{Players: o.players, StartingPlayer: -1, TurnLimit: turnLimit, Bag: bag,
		Log: o.watch || withHuman, Decks: seatDecks})
	if err != nil {
		return err
	}
	if withHuman {
		return a.playHuman(cmd.Context(), game, o, cmd.InOrStdin())
	}
	if !asJSON && !o.watch && isTerminal(a.stderr) {
		o.progress = a.stderr
	}
	res, err := playGames(cmd.Context(), game, o, a.stdout)
	if err != nil {
		return err
	}
	res.Deck1, res.Deck2, res.FallbackDecks = d1.Name, d2.Name, fallback != ""
	if o.players > 2 {
		res.Players = o.players
	}
	res.Bag = variantName(bag)
	if asJSON {
		return json.NewEncoder(a.stdout).Encode(res)
	}
	printPlay(a.stdout, res)
	return nil
}

// pairSeed is the seed of game i of two-player games (both games of a
// pair share it).
func pairSeed(base uint64, i int) uint64 { return groupSeed(base, i, 2) }

// groupSeed is the seed of game i of games of players seats: the games of
// a group of players games share it, --p1 in each seat once.
func groupSeed(base uint64, i, players int) uint64 { return gameSeed(base, i/players) }

// seatSeed seeds the agent in a seat of a game.
func seatSeed(game uint64, seat int) uint64 { return gameSeed(game, 0x5eed+seat) }

// gameOutcome is what one game adds to the report.
type gameOutcome struct {
	winner int // the agent that won: 0 for --p1, 1 for --p2 (in any seat), -2 draw, -1 none
	p1Seat int
	turns  int
	result engine.Result
}

func playGames(ctx context.Context, game *engine.Game, o playOptions, out io.Writer) (*playResult, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		firstErr   error
		outcomes   = make([]gameOutcome, o.games)
		wg         sync.WaitGroup
	)
	fail := func(err error) {
		mu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
		cancel()
	}
	stopBar := startProgress(o.progress, o.games, &done)
	start := time.Now()
	for range o.threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= o.games {
					return
				}
				oc, err := playOne(game, o, i, out)
				if err != nil {
					fail(fmt.Errorf("game %d: %w", i+1, err))
					return
				}
				outcomes[i] = oc
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	stopBar()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("interrupted after %d of %d games", done.Load(), o.games)
	}
	res := &playResult{Games: o.games, P1: o.p1, P2: o.p2, Seed: o.seed, Seconds: elapsed.Seconds(),
		Results: map[string]int{}, P1WinsBySeat: make([]int, max(o.players, 2))}
	turns := 0
	for _, oc := range outcomes {
		turns += oc.turns
		res.Results[oc.result.String()]++
		switch oc.winner {
		case 0:
			res.Wins.P1++
			res.P1WinsBySeat[oc.p1Seat]++
		case 1:
			res.Wins.P2++
		case -2:
			res.Wins.Draws++
		default:
			res.NoWinner++
		}
	}
	res.MeanTurns = float64(turns) / float64(o.games)
	res.P1WinRate = float64(res.Wins.P1) / float64(o.games)
	res.CI95[0], res.CI95[1] = agents.Wilson(res.Wins.P1, o.games)
	return res, nil
}

// playOne plays game i: --p1 in seat 1 when i is even, in seat 2 when odd
// (with N players: in seat i%N+1, --p2 in the others).
func playOne(game *engine.Game, o playOptions, i int, out io.Writer) (gameOutcome, error) {
	n := game.Config.Players
	seed := groupSeed(o.seed, i, n)
	p1Seat := i % n
	specs := make([]string, n)
	for s := range specs {
		specs[s] = o.p2
	}
	specs[p1Seat] = o.p1
	seats := make([]agents.Agent, n)
	for s, spec := range specs {
		ag, err := agents.New(spec, seatSeed(seed, s))
		if err != nil {
			return gameOutcome{}, err
		}
		seats[s] = ag
	}
	var rec *replay.Record
	if o.record != "" {
		var err error
		if rec, err = replay.New(game, seed, o.decks[:], specs[:]); err != nil {
			return gameOutcome{}, err
		}
	}
	var log *render.Logger
	if o.watch {
		log = &render.Logger{W: out, Viewer: o.view, Boards: true}
		var who []string
		for s := range specs {
			who = append(who, fmt.Sprintf("seat %d %s (%s)", s+1, specs[s], o.decks[s]))
		}
		fmt.Fprintf(out, "\n=== Game %d of %d: %s, seed %d ===\n", i+1, o.games, strings.Join(who, ", "), seed)
	}
	steps := 0
	st, err := agents.PlayGame(game, seed, seats, func(s *engine.State, a engine.Action) {
		if rec != nil {
			rec.Add(a)
		}
		if log != nil {
			if steps > 0 {
				log.Applied(s)
			}
			log.Action(s, a)
		}
		steps++
	})
	if err != nil {
		return gameOutcome{}, err
	}
	if log != nil {
		log.End(st)
	}
	if rec != nil {
		rec.Finish(st)
		path := filepath.Join(o.record, "game-"+pad5(i+1)+".lrp")
		if err := rec.Save(path); err != nil {
			return gameOutcome{}, err
		}
	}
	oc := gameOutcome{winner: int(st.Winner), p1Seat: p1Seat, turns: int(st.Turn), result: st.Result}
	switch {
	case oc.winner == p1Seat:
		oc.winner = 0
	case oc.winner >= 0:
		oc.winner = 1
	}
	return oc, nil
}

func pad5(n int) string {
	s := strconv.Itoa(n)
	for len(s) < 5 {
		s = "0" + s
	}
	return s
}

func printPlay(w io.Writer, r *playResult) {
	fallback := map[bool]string{true: " (fallback)", false: ""}[r.FallbackDecks]
	if r.Players > 2 {
		fmt.Fprintf(w, "decks      %s (seats 1, 3) vs %s (seats 2, 4)%s\n", r.Deck1, r.Deck2, fallback)
		fmt.Fprintf(w, "games      %d of %d players in %.1fs, seed %d, p1 in each seat in turn, p2 in the others\n", r.Games, r.Players, r.Seconds, r.Seed)
		var by []string
		for s, n := range r.P1WinsBySeat {
			by = append(by, fmt.Sprintf("%d in seat %d", n, s+1))
		}
		fmt.Fprintf(w, "p1 %-8s wins %d (%s)\n", r.P1, r.Wins.P1, strings.Join(by, ", "))
		fmt.Fprintf(w, "p2 %-8s wins %d (its %d seats together)\n", r.P2, r.Wins.P2, r.Players-1)
	} else {
		fmt.Fprintf(w, "decks      %s (seat 1) vs %s (seat 2)%s\n", r.Deck1, r.Deck2, fallback)
		fmt.Fprintf(w, "games      %d in %.1fs, seed %d, each agent in both seats\n", r.Games, r.Seconds, r.Seed)
		fmt.Fprintf(w, "p1 %-8s wins %d (%d in seat 1, %d in seat 2)\n", r.P1, r.Wins.P1, r.P1WinsBySeat[0], r.P1WinsBySeat[1])
		fmt.Fprintf(w, "p2 %-8s wins %d\n", r.P2, r.Wins.P2)
	}
	if r.Wins.Draws > 0 || r.NoWinner > 0 {
		fmt.Fprintf(w, "draws      %d, no winner %d\n", r.Wins.Draws, r.NoWinner)
	}
	fmt.Fprintf(w, "p1 win rate %.1f%% (95%% CI %.1f%% to %.1f%%)\n", 100*r.P1WinRate, 100*r.CI95[0], 100*r.CI95[1])
	fmt.Fprintf(w, "mean turns %.1f\n", r.MeanTurns)
	printBag(w, r.Bag)
}
