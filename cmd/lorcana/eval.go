package main

import (
	"encoding/json"
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"io"
	"runtime"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.evalCmd() })
}

func (a *app) evalCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "eval --agent A --vs B [--players N]",
		Short: "Play agent A against agent B (or N-1 of them) and report A's win rate",
		Long: `eval plays agent A against agent B on every pairing of the decks: each
deck against itself (mirror) and against every other deck (cross), A and B
each in both seats, and prints A's wins, losses and draws with the win rate
and its 95% Wilson score interval, per pairing and in total.

Agents are specifications as agents.New reads them: random, greedy,
ismcts[:SIMS[:ROLLOUT[:TURNS]]], neural (the bot shipped in checkpoints/),
neural:PATH (a checkpoint file or a training run's folder),
neural:PATH,sample and ismcts-neural[:SIMS[:PATH]] (search guided by the
network). --games is the total, spread evenly over pairings and seats
(rounded up). Game i is seeded from --seed and i, and the agents are
reseeded for every game, so results do not depend on --threads.

--games-from I --games-to J play only games I to J-1 of that list (the
same games, with the same seeds, as in the whole run) and add "range" to
the result: {"from": I, "to": J, "of": N}, N the games of the whole run.
--merge FILE... (- for the standard input) reads such partial --json
results, which must cover games 0 to N-1 once each, and prints what the
whole run prints, number for number; with --merge the other flags but
--json are not read. lorcana.distributed (bridge/python) spreads an
evaluation over a Dask cluster this way.

--decks takes names of embedded decks, decklist files or generated
decks' names (random-INK-INK-sSEED-INDEX, as --held-out and deck random
print them: the same deck again) (default: the reference pair ` + refPair() + `). When A is a network, its checkpoint's
history says which decks it trained on in each phase (lorcana history; a
deck is the same deck under any name when its cards are): each deck is
reported as seen or held out with A's results when it played it, and the
pairings of seen decks and the others ("held out": either deck new to it)
get totals of their own, each with its 95% interval.

--held-out N (A a network) adds N random legal decks the network never
trained on, drawn with --seed from the held-out side of the split its
training used (env.pool.split), one ink pair after another; without
--decks they are the only decks.

--players 3 or 4 plays free-for-all games of that many seats: A against
N-1 copies of B (each its own agent, seeded apart). A pairing is then A's
deck against B's deck in every other seat, and A plays each seat position
(first to last) equally often, so the rate reported is A's share of games
won; 1/N is what chance gives. A network plays only games of the number of
players its checkpoint was trained for: another --players is refused.`,
		Args: usageArgs(cobra.ArbitraryArgs), // files, with --merge
		RunE: a.runEval,
	}
	f := cmd.Flags()
	f.String("agent", "neural", "agent A (whose win rate is reported)")
	f.String("vs", "greedy", "agent B")
	f.Int("games", 200, "games in total")
	f.Int("players", 2, "players per game (3, 4: A against N-1 copies of B)")
	f.StringSlice("decks", nil, "decks (names or files), comma separated")
	f.Uint64("seed", 1, "seed of the games and agents")
	f.Int("threads", runtime.GOMAXPROCS(0), "games played at once")
	f.Bool("json", false, "print one JSON object")
	bagFlag(f)
	f.Int("games-from", 0, "play from this game of the list on (0: the first)")
	f.Int("games-to", -1, "play the games before this one (-1: to the end)")
	f.Bool("merge", false, "merge the partial --json results in the files given (- for stdin)")
	f.Int("held-out", 0, "add this many random decks held out of A's training (A a network)")
	allowIllegalFlag(cmd)
	cmd.Long += envNote(f)
	return cmd
}

// pairing is one deck pairing of an evaluation and A's results in it.
type pairing struct {
	DeckA    string  `json:"deck_a"`
	DeckB    string  `json:"deck_b"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	Losses   int     `json:"losses"`
	Draws    int     `json:"draws"`
	WinRate  float64 `json:"win_rate"`
	WilsonLo float64 `json:"wilson_low"`
	WilsonHi float64 `json:"wilson_high"`
	// HeldOut: A is a network and one of the decks (or both) is not one it
	// was trained on.
	HeldOut bool                     `json:"held_out,omitempty"`
	game    [maxPlayers]*engine.Game // by A's seat: the game with A's deck in that seat
}

// maxPlayers is the most seats of a game (1.3.1: 2 to 4).
const maxPlayers = 4

type evalResult struct {
	Agent string `json:"agent"`
	Vs    string `json:"vs"`
	// Players: seats of every game, when more than 2 (A against
	// Players-1 copies of B); left out for 2.
	Players int `json:"players,omitempty"`
	// BySeat: with more than 2 players, A's games and wins in each seat
	// position (the first seat first), over all pairings.
	BySeat   []seatCount `json:"by_seat,omitempty"`
	Seed     uint64      `json:"seed"`
	Total    pairing     `json:"total"`
	Pairings []*pairing  `json:"pairings"`
	// Where A is a network: the decks its checkpoint says it was trained
	// on, and the totals of the pairings of those decks only (Seen) and of
	// the others (HeldOut), when there are both.
	TrainedOn []string `json:"trained_on,omitempty"`
	Seen      *pairing `json:"seen,omitempty"`
	HeldOut   *pairing `json:"held_out,omitempty"`
	// Decks: where A is a network, each deck, seen in training or held
	// out, with A's results when it played it; Phases the phases of its
	// history, TrainingNote where the record is not that history, Network
	// the network's name (its path, or the shipped bot's file).
	Network      string     `json:"network,omitempty"`
	Decks        []*deckRow `json:"decks,omitempty"`
	Phases       int        `json:"phases,omitempty"`
	TrainingNote string     `json:"training_note,omitempty"`
	// Range: the games played, when only some of the run's were asked
	// for (--games-from, --games-to).
	Range *shard.Range `json:"range,omitempty"`
	// Bag names the bag model (docs/rule-variants.md) when it is a
	// variant; left out under the default, lorcana.
	Bag string `json:"bag,omitempty"`
}

// seatCount is A's games and wins in one seat position.
type seatCount struct {
	Games int `json:"games"`
	Wins  int `json:"wins"`
}

func (a *app) runEval(cmd *cobra.Command, args []string) error {
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	merge, err := a.bool("merge")
	if err != nil {
		return err
	}
	if merge {
		res, err := a.mergeEval(cmd.InOrStdin(), args)
		if err != nil {
			return err
		}
		return a.printEvalResult(res, asJSON)
	}
	if len(args) > 0 {
		return a.usage("unexpected argument %q (files are read only with --merge)", args[0])
	}
	specA, specB := a.str("agent"), a.str("vs")
	games, err := a.int("games")
	if err != nil {
		return err
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	threads, err := a.int("threads")
	if err != nil {
		return err
	}
	bag, err := a.bagModel()
	if err != nil {
		return err
	}
	from, err := a.int("games-from")
	if err != nil {
		return err
	}
	to, err := a.int("games-to")
	if err != nil {
		return err
	}
	players, err := a.int("players")
	if err != nil {
		return err
	}
	if games < 1 || threads < 1 {
		return a.usage("--games and --threads must be at least 1")
	}
	if players < 2 || players > maxPlayers {
		return a.usage("--players %d: a game has 2 to %d players", players, maxPlayers)
	}
	for _, f := range []struct{ flag, spec string }{{"--agent", specA}, {"--vs", specB}} {
		if _, err := agents.New(f.spec, 0); err != nil {
			return a.usage("%v", err)
		}
		if err := checkPlayers(f.flag, f.spec, players); err != nil {
			return a.usage("%v", err)
		}
	}
	heldOutN, err := a.int("held-out")
	if err != nil {
		return err
	}
	if heldOutN < 0 {
		return a.usage("--held-out %d: want 0 or more decks", heldOutN)
	}
	rec, err := trainingRecordOf(specA, players)
	if err != nil {
		// A checkpoint without a record: the games are the same, only the
		// split is missing.
		fmt.Fprintf(a.stderr, "lorcana eval: no split of seen and held-out decks: %v\n", err)
		rec = nil
	}
	if heldOutN > 0 && rec == nil {
		return a.usage("--held-out needs --agent to be a network whose checkpoint records the decks it trained on")
	}
	names := a.v.GetStringSlice("decks")
	if len(names) == 0 && heldOutN == 0 {
		d1, d2 := decks.Default()
		names = []string{d1, d2}
	}
	defs, err := cards.Catalog()
	if err != nil {
		return err
	}
	var ds []*cards.Deck
	for _, n := range names {
		d, err := env.LoadDeck(strings.TrimSpace(n))
		if err != nil {
			return a.usage("--decks: %v", err)
		}
		ds = append(ds, d)
	}
	labels := make([]string, len(names))
	for i, n := range names {
		labels[i] = "--decks " + strings.TrimSpace(n)
	}
	if heldOutN > 0 {
		more, err := heldOutRandom(defs, rec, heldOutN, seed)
		if err != nil {
			return err
		}
		for _, d := range more {
			ds = append(ds, d)
			labels = append(labels, "--held-out "+d.Name)
		}
	}
	if err := a.deckRules(defs, labels, ds); err != nil {
		return err
	}
	res := &evalResult{Agent: specA, Vs: specB, Seed: seed, Bag: variantName(bag)}
	if players > 2 {
		res.Players, res.BySeat = players, make([]seatCount, players)
	}
	if rec != nil {
		res.TrainedOn, res.Phases, res.TrainingNote, res.Network = rec.names, len(rec.history), rec.note, rec.network
		res.Decks = deckRows(ds, defs, rec)
	}
	unseen := func(d *cards.Deck) bool { return len(rec.seen(train.DeckPrint(d, defs))) == 0 }
	for _, da := range ds {
		for _, db := range ds {
			p := &pairing{DeckA: da.Name, DeckB: db.Name}
			p.HeldOut = rec != nil && (unseen(da) || unseen(db))
			for seatA := 0; seatA < players; seatA++ {
				order := make([][]engine.DefID, players)
				for s := range order {
					order[s] = db.IDs()
				}
				order[seatA] = da.IDs()
				if p.game[seatA], err = engine.NewGame(defs, engine.Config{Players: players, StartingPlayer: -1, Decks: order, Bag: bag}); err != nil {
					return err
				}
			}
			res.Pairings = append(res.Pairings, p)
		}
	}
	per := (games + players*len(res.Pairings) - 1) / (players * len(res.Pairings)) // per pairing and seat
	type job struct {
		p     *pairing
		seatA int
		seed  uint64
	}
	var jobs []job
	for i := 0; i < per; i++ {
		for _, p := range res.Pairings {
			for seatA := 0; seatA < players; seatA++ {
				jobs = append(jobs, job{p, seatA, seed + uint64(len(jobs))})
			}
		}
	}
	ranged := from != 0 || to != -1
	if to == -1 {
		to = len(jobs)
	}
	if from < 0 || to < from || to > len(jobs) {
		return a.usage("--games-from %d --games-to %d: not a range of the run's %d games (0 <= from <= to <= %d)", from, to, len(jobs), len(jobs))
	}
	if ranged {
		res.Range = &shard.Range{From: from, To: to, Of: len(jobs)}
	}
	jobs = jobs[from:to]
	var mu sync.Mutex
	var firstErr error
	next := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < min(threads, len(jobs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A, and B in each other seat: agents of their own, as an
			// agent may keep what it learnt of a game between its moves.
			ag, err1 := agents.New(specA, 0)
			var err2 error
			bgs := make([]agents.Agent, players-1)
			for k := range bgs {
				var e error
				if bgs[k], e = agents.New(specB, 0); e != nil {
					err2 = e
				}
			}
			seats := make([]agents.Agent, players)
			for j := range next {
				if err1 != nil || err2 != nil {
					mu.Lock()
					firstErr = cmp(firstErr, cmp(err1, err2))
					mu.Unlock()
					continue
				}
				ag.Seed(j.seed ^ 0xa)
				for k, bg := range bgs {
					bg.Seed(j.seed ^ (0xb + uint64(k)<<8)) // B's first: as in two-player games
				}
				for s, k := 0, 0; s < players; s++ {
					if s == j.seatA {
						seats[s] = ag
						continue
					}
					seats[s] = bgs[k]
					k++
				}
				st, err := agents.PlayGame(j.p.game[j.seatA], j.seed, seats, nil)
				if err != nil {
					if ne, ok := ag.(interface{ Err() error }); ok && ne.Err() != nil {
						err = fmt.Errorf("%w: %v", err, ne.Err())
					}
					mu.Lock()
					firstErr = cmp(firstErr, err)
					mu.Unlock()
					continue
				}
				mu.Lock()
				if res.BySeat != nil {
					res.BySeat[j.seatA].Games++
					if int(st.Winner) == j.seatA {
						res.BySeat[j.seatA].Wins++
					}
				}
				switch {
				case int(st.Winner) == j.seatA:
					j.p.Wins++
				case st.Winner >= 0:
					j.p.Losses++
				default:
					j.p.Draws++
				}
				j.p.Games++
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	res.finish(rec != nil)
	return a.printEvalResult(res, asJSON)
}

// finish works out each pairing's win rate and interval from its counts,
// and the totals: of all pairings, and where the agent's training decks
// are known (trained) and there are pairings of both kinds, of those it was
// trained on and of the held-out ones.
func (res *evalResult) finish(trained bool) {
	res.Total = pairing{DeckA: "all", DeckB: "all"}
	seen := &pairing{DeckA: "seen in training", DeckB: "seen in training"}
	held := &pairing{DeckA: "held out", DeckB: "(either deck)"}
	for _, p := range res.Pairings {
		p.finish()
		res.Total.add(p)
		if p.HeldOut {
			held.add(p)
		} else {
			seen.add(p)
		}
	}
	res.Total.finish()
	res.finishDecks()
	res.Seen, res.HeldOut = nil, nil
	if trained && held.Games > 0 && seen.Games > 0 {
		seen.finish()
		held.finish()
		res.Seen, res.HeldOut = seen, held
	}
}

func (a *app) printEvalResult(res *evalResult, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	printEval(a.stdout, res)
	return nil
}

func cmp(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func (p *pairing) add(o *pairing) {
	p.Games += o.Games
	p.Wins += o.Wins
	p.Losses += o.Losses
	p.Draws += o.Draws
}

func (p *pairing) finish() {
	r := train.Result{Games: p.Games, Wins: p.Wins}
	p.WinRate = r.WinRate()
	p.WilsonLo, p.WilsonHi = r.Wilson()
}

func printEval(w io.Writer, r *evalResult) {
	if r.Players > 2 {
		fmt.Fprintf(w, "%s vs %d x %s, %d players (seed %d): share of games %s won (by chance: %.1f%%), each seat position equally often\n",
			r.Agent, r.Players-1, r.Vs, r.Players, r.Seed, r.Agent, 100/float64(r.Players))
	} else {
		fmt.Fprintf(w, "%s vs %s (seed %d): win rate of %s\n", r.Agent, r.Vs, r.Seed, r.Agent)
	}
	if g := r.Range; g != nil {
		fmt.Fprintf(w, "games %d to %d of %d only\n", g.From, g.To-1, g.Of)
	}
	printBag(w, r.Bag)
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-30s %-30s %6s %5s %6s %5s %8s  %s\n", "deck of "+short(r.Agent), "deck of "+short(r.Vs), "games", "wins", "losses", "draws", "win rate", "95% interval")
	row := func(p *pairing) {
		fmt.Fprintf(w, "%-30s %-30s %6d %5d %6d %5d %7.1f%%  %5.1f%% - %5.1f%%\n", p.DeckA, p.DeckB, p.Games, p.Wins, p.Losses, p.Draws,
			100*p.WinRate, 100*p.WilsonLo, 100*p.WilsonHi)
	}
	for _, p := range r.Pairings {
		row(p)
	}
	fmt.Fprintln(w, strings.Repeat("-", 118))
	row(&r.Total)
	if len(r.BySeat) > 0 {
		fmt.Fprintf(w, "%-61s", "by seat position of "+short(r.Agent))
		for i, c := range r.BySeat {
			fmt.Fprintf(w, " %d: %d/%d", i+1, c.Wins, c.Games)
		}
		fmt.Fprintln(w)
	}
	if r.Seen != nil {
		row(r.Seen)
		row(r.HeldOut)
	}
	printDecks(w, r)
	if len(r.TrainedOn) > 0 {
		name := r.Agent
		if r.Network != "" && r.Network != r.Agent {
			name += " (" + r.Network + ")"
		}
		phases := fmt.Sprintf("%d phases", r.Phases)
		if r.Phases == 1 {
			phases = "one phase"
		}
		fmt.Fprintf(w, "\n%s trained on %d decks in %s (lorcana history); a pairing is held out if either deck is not one of them.\n",
			name, len(r.TrainedOn), phases)
		if r.TrainingNote != "" {
			fmt.Fprintf(w, "The record: %s.\n", r.TrainingNote)
		}
	}
}

func short(s string) string {
	if len(s) > 16 {
		return s[:13] + "..."
	}
	return s
}
