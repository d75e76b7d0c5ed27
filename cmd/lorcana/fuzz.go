package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/fuzz"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "fuzz",
			Short: "Play random games between decks, checking the engine's invariants",
			Long: `fuzz plays games in which every decision (mulligans included) is a uniformly
random legal action, between every pairing of the decks (mirrors included),
and checks the engine after every decision: every card in exactly one place
and the zone lists in step with the cards, sane ink, lore and damage, a
clone and a serialised-and-restored state equal to the state (and listing
the same legal actions), a legal action at every decision and accepted;
each game is replayed from its seed and actions and must end the same.

Games end by the rules or, truncated, at --decision-limit (stalled: a loop,
6.1.10) or --turn-limit. Game i plays pairing i mod P from a seed derived
from --seed and i, so the games are the same for any --threads.

--decks takes decklist files or names of embedded decks, separated by
commas; without it the embedded reference decks are played (those the
engine can play with --players players).

--random-decks N plays N random legal Core Constructed decks instead,
made from the whole catalogue's implemented cards and seeded by --seed
(package decks/gen, Covering): deck i is of ink pair i mod 15, and a card
no earlier deck holds is far likelier to be drawn, so about 160 decks hold
every implemented card. Game i seats deck i mod N against a deck drawn
for it, so with at least N games every deck plays.

After the games, fuzz reports the cards: how many implemented cards were
in some game's deck, how many were played, and how many of their
triggered and activated abilities and action effects fired (resolved at
least once); --json lists the implemented cards in no game and the
abilities that never fired. The exit status is 1 if a game broke an
invariant or stalled.

--games-from I --games-to J play only games I to J-1 of the --games (the
same games, with the same seeds) and print them as one JSON part
("format": "lorcana-fuzz-part", with "range": {"from": I, "to": J, "of":
N}), whose exit status is 0 even when a game failed. --merge FILE... (-
for the standard input) reads such parts, which must be of the same run
and cover its games once each, and prints what the whole run prints,
number for number, but the time: the parts' seconds added up. With
--merge the other flags but --json are not read. lorcana.distributed
(bridge/python) spreads a fuzz run over a Dask cluster this way.`,
			Args: usageArgs(cobra.ArbitraryArgs), // parts, with --merge
			RunE: a.runFuzz,
		}
		f := cmd.Flags()
		f.Int("games", 1000, "number of games in all")
		f.Int("players", 2, "players in a game (2 to 4): every multiset of that many decks is played")
		f.Int("threads", runtime.NumCPU(), "goroutines playing games")
		f.Uint64("seed", 1, "base seed")
		f.String("decks", "", "decklists (files or embedded names), comma-separated; default: the reference decks")
		f.Int("random-decks", 0, "play this many random legal decks of the whole catalogue instead (about 160 hold every card)")
		f.Int("decision-limit", 0, "end a game as stalled after this many decisions (0: the engine's 20,000)")
		f.Int("turn-limit", 0, "end a game as truncated after this many turns (0: none)")
		f.Int("round-trip-every", 1, "check clone and serialisation every N decisions")
		f.Bool("json", false, "print the report as one JSON object")
		bagFlag(f)
		f.Int("games-from", 0, "play from this game on and print the part (0: the first)")
		f.Int("games-to", -1, "play the games before this one (-1: to the end)")
		f.Bool("merge", false, "merge the parts in the files given (- for stdin)")
		cmd.Long += "\n" + envNote(f)
		return cmd
	})
}

func (a *app) runFuzz(cmd *cobra.Command, args []string) error {
	var cfg fuzz.Config
	merge, err := a.bool("merge")
	if err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	if merge {
		return a.mergeFuzz(cmd.InOrStdin(), args, asJSON)
	}
	if len(args) > 0 {
		return a.usage("unexpected argument %q (files are read only with --merge)", args[0])
	}
	from, err := a.int("games-from")
	if err != nil {
		return err
	}
	to, err := a.int("games-to")
	if err != nil {
		return err
	}
	ints := []struct {
		key string
		dst *int
		min int
	}{{"games", &cfg.Games, 1}, {"players", &cfg.Players, 2}, {"threads", &cfg.Threads, 1}, {"decision-limit", &cfg.DecisionLimit, 0},
		{"turn-limit", &cfg.TurnLimit, 0}, {"round-trip-every", &cfg.RoundTripEvery, 1}}
	for _, x := range ints {
		if *x.dst, err = a.int(x.key); err != nil {
			return err
		}
		if *x.dst < x.min {
			return a.usage("--%s %d: at least %d", x.key, *x.dst, x.min)
		}
	}
	if cfg.Players > 4 {
		return a.usage("--players %d: a game has 2 to 4 players", cfg.Players)
	}
	if cfg.Seed, err = a.uint64("seed"); err != nil {
		return err
	}
	if cfg.Bag, err = a.bagModel(); err != nil {
		return err
	}
	if ranged := from != 0 || to != -1; ranged {
		if to == -1 {
			to = cfg.Games
		}
		if from < 0 || to < from || to > cfg.Games {
			return a.usage("--games-from %d --games-to %d: not a range of the run's %d games (0 <= from <= to <= %d)", from, to, cfg.Games, cfg.Games)
		}
		cfg.Range = &fuzz.Range{From: from, To: to, Of: cfg.Games}
		asJSON = true // a part is JSON
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	cfg.Defs = defs
	cfg.Cards = fuzz.NewCardStats(defs)
	random, err := a.int("random-decks")
	if err != nil {
		return err
	}
	list := a.str("decks")
	switch {
	case random < 0:
		return a.usage("--random-decks %d: at least 1", random)
	case random > maxRandomDecks:
		return a.usage("--random-decks %d: at most %d", random, maxRandomDecks)
	case random > 0 && list != "":
		return a.usage("--random-decks and --decks: give one of them")
	case random > 0:
		ds, left, err := gen.Covering(defs, random, cfg.Seed)
		if err != nil {
			return err
		}
		if len(left) > 0 && !asJSON {
			fmt.Fprintf(a.stderr, "fuzz: %d implemented cards are in none of the %d decks; more decks hold them all\n", len(left), random)
		}
		for _, d := range ds {
			cfg.Decks = append(cfg.Decks, fuzz.Deck{Name: d.Name, Cards: d.IDs()})
		}
		cfg.Drawn = true
	case list != "":
		for _, p := range strings.Split(list, ",") {
			d, err := benchDeck(strings.TrimSpace(p), defs, ix, cmd.InOrStdin())
			if err != nil {
				return err
			}
			cfg.Decks = append(cfg.Decks, fuzz.Deck{Name: d.Name, Cards: d.IDs()})
		}
	default:
		if cfg.Decks, err = fuzz.ReferenceDecksFor(ix, cfg.Players); err != nil {
			return err
		}
	}
	var done atomic.Int64
	if !asJSON && cfg.Range == nil && isTerminal(a.stderr) {
		stop := startProgress(a.stderr, cfg.Games, &done)
		cfg.Progress = func(n int) { done.Store(int64(n)) }
		defer stop()
	}
	rep, err := fuzz.Run(cmd.Context(), cfg)
	if rep == nil {
		return err
	}
	if cfg.Range != nil {
		if err != nil {
			return err // no part: the range is played again or the run fails
		}
		return json.NewEncoder(a.stdout).Encode(fuzz.NewPart(&cfg, rep))
	}
	rate := 0.0
	if rep.Seconds > 0 {
		rate = float64(rep.Decisions) / rep.Seconds
	}
	timing := fmt.Sprintf("in %.1fs on %d goroutines (%.0f checked decisions/s)", rep.Seconds, cfg.Threads, rate)
	return a.reportFuzz(rep, cfg.Cards.Summary(), err, asJSON, timing)
}

// reportFuzz prints a fuzz run's report (timing says how long it took)
// and returns its error, or failed when a game broke an invariant or
// stalled.
func (a *app) reportFuzz(rep *fuzz.Report, cardSum fuzz.CardSummary, err error, asJSON bool, timing string) error {
	if asJSON {
		out := struct {
			*fuzz.Report
			Cards    fuzz.CardSummary `json:"cards"`
			Failures []string         `json:"failures"`
			Error    string           `json:"error,omitempty"`
		}{Report: rep, Cards: cardSum}
		for _, f := range rep.Failures {
			out.Failures = append(out.Failures, f.Error())
		}
		if err != nil {
			out.Error = err.Error()
		}
		if e := json.NewEncoder(a.stdout).Encode(out); e != nil {
			return e
		}
	} else {
		printFuzz(a.stdout, rep, timing)
		printCards(a.stdout, &cardSum)
	}
	if err != nil {
		return err
	}
	stalled := 0
	for _, p := range rep.Pairings {
		stalled += p.Stalled
	}
	if len(rep.Failures) > 0 || stalled > 0 {
		return failed
	}
	return nil
}

// maxRandomDecks bounds --random-decks: far more than every card needs.
const maxRandomDecks = 100_000

func printCards(w io.Writer, c *fuzz.CardSummary) {
	fmt.Fprintf(w, "cards: %d of %d implemented cards in games, %d played\n", c.InGames, c.Implemented, c.Played)
	var total, fired int
	for _, kind := range []string{"action", "triggered", "activated"} {
		n := c.Abilities[kind]
		total += n.Total
		fired += n.Fired
		fmt.Fprintf(w, "  %-9s abilities of cards in games: %5d, fired %5d (%.1f%%)\n", kind, n.Total, n.Fired, pct(n.Fired, n.Total))
	}
	fmt.Fprintf(w, "  all of them: %d, fired %d (%.1f%%); static abilities: %d, of cards played %d\n",
		total, fired, pct(fired, total), c.Statics.Total, c.Statics.Fired)
	if n := len(c.NotInGames); n > 0 {
		fmt.Fprintf(w, "  %d implemented cards in no game, e.g. %s\n", n, strings.Join(c.NotInGames[:min(n, 5)], "; "))
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func printFuzz(w io.Writer, r *fuzz.Report, timing string) {
	width := len("pairing")
	for _, p := range r.Pairings {
		width = max(width, len(p.Name()))
	}
	fmt.Fprintf(w, "%-*s %7s %10s %6s %6s %6s %-13s %9s %7s\n", width, "pairing", "games", "decisions",
		"mean", "max", "turns", "wins by seat", "truncated", "stalled")
	for _, p := range r.Pairings {
		mean, turns := 0.0, 0.0
		if p.Games > 0 {
			mean, turns = float64(p.Decisions)/float64(p.Games), float64(p.Turns)/float64(p.Games)
		}
		wins := make([]string, len(p.Wins))
		for i, n := range p.Wins {
			wins[i] = fmt.Sprint(n)
		}
		fmt.Fprintf(w, "%-*s %7d %10d %6.0f %6d %6.1f %-13s %9d %7d\n", width, p.Name(), p.Games,
			p.Decisions, mean, p.MaxDecisions, turns, strings.Join(wins, "/"), p.Truncated, p.Stalled)
	}
	fmt.Fprintf(w, "%d games, %d decisions %s\n", r.Games, r.Decisions, timing)
	for _, p := range r.Pairings {
		if p.Stalled > 0 {
			fmt.Fprintf(w, "STALLED %s: %d games at the decision limit, seeds %v\n", p.Name(), p.Stalled, p.StalledSeeds)
		}
	}
	for _, f := range r.Failures {
		fmt.Fprintf(w, "FAIL %v\n", f)
	}
	if len(r.Failures) == 0 {
		fmt.Fprintln(w, "no invariant broken")
	}
}

// mergeFuzz reads the parts of one fuzz run from files (- for stdin; each
// may hold several) and prints the whole run's report.
func (a *app) mergeFuzz(stdin io.Reader, files []string, asJSON bool) error {
	if len(files) == 0 {
		return a.usage("--merge: name the files of the parts (- for the standard input)")
	}
	parts, names, err := readParts[fuzz.Part](stdin, files)
	if err != nil {
		return err
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	rep, cards, err := fuzz.Merge(defs, parts, names)
	if err != nil {
		return fmt.Errorf("--merge: %w", err)
	}
	ranges := 0
	for _, p := range parts {
		if p.Range.To > p.Range.From {
			ranges++
		}
	}
	rate := 0.0
	if rep.Seconds > 0 {
		rate = float64(rep.Decisions) / rep.Seconds
	}
	timing := fmt.Sprintf("in %.1fs of %d ranges added up (%.0f checked decisions/s in one)", rep.Seconds, ranges, rate)
	return a.reportFuzz(rep, cards.Summary(), nil, asJSON, timing)
}
