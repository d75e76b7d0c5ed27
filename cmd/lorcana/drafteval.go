package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/spf13/cobra"
)

// podFlags adds the flags of a run of draft pods: its table, packs, play
// agent, games, deck size and seed.
func podFlags(cmd *cobra.Command, games int) {
	cmd.Flags().Int("seats", 8, fmt.Sprintf("seats of each pod (2 to %d)", limited.MaxSeats))
	cmd.Flags().String("set", "", "the set of every pack (1 to 12; default the newest)")
	cmd.Flags().Int("packs", limited.DefaultDraftPacks, fmt.Sprintf("packs each seat opens (1 to %d)", limited.MaxDraftPacks))
	cmd.Flags().String("sets", "", "the set of each pack round, comma separated (5,5,6,6), instead of --set")
	cmd.Flags().String("player", defaultDraftPlayer, "the play agent of every seat in the matches (random, greedy, ismcts[:SIMS], neural, ...)")
	cmd.Flags().Int("games", games, "games per pair of decks (even: each deck in seat 1 half the time)")
	cmd.Flags().Int("size", limited.DraftDeckSize, "cards of each built deck (at least 35)")
	cmd.Flags().Int("pods", 100, "pods to draft and play")
	cmd.Flags().Uint64("seed", 1, "seed")
}

// podSettings reads podFlags.
type podSettings struct {
	seats, games, size, pods int
	sets                     []string
	seed                     uint64
	player                   string
}

func (a *app) podSettings(cmd *cobra.Command, maxPods int) (*podSettings, error) {
	var p podSettings
	var err error
	if p.seats, err = a.int("seats"); err != nil {
		return nil, err
	}
	if p.seats < 2 || p.seats > limited.MaxSeats {
		return nil, a.usage("--seats must be from 2 to %d, not %d", limited.MaxSeats, p.seats)
	}
	if p.sets, err = a.draftSets(cmd); err != nil {
		return nil, err
	}
	if p.games, err = a.int("games"); err != nil {
		return nil, err
	}
	if p.games < 2 || p.games%2 != 0 {
		return nil, a.usage("--games must be even and 2 or more (each deck in seat 1 half the time), not %d", p.games)
	}
	if p.size, err = a.int("size"); err != nil {
		return nil, err
	}
	if p.size < limited.DraftDeckSize || p.size > len(p.sets)*limited.PackSize {
		return nil, a.usage("--size must be from %d (1.10.1.2) to the %d cards each seat drafts, not %d", limited.DraftDeckSize, len(p.sets)*limited.PackSize, p.size)
	}
	if p.pods, err = a.int("pods"); err != nil {
		return nil, err
	}
	if p.pods < 1 || p.pods > maxPods {
		return nil, a.usage("--pods must be from 1 to %d, not %d", maxPods, p.pods)
	}
	if p.seed, err = a.uint64("seed"); err != nil {
		return nil, err
	}
	p.player = a.str("player")
	return &p, nil
}

// maxPods bounds --pods.
const maxPods = 1_000_000

// podProgress reports a run of pods on w: the first pod, then at most
// every ten seconds, and the last.
func podProgress(w io.Writer, what string, total int) func(done int) {
	start := time.Now()
	last := time.Time{}
	return func(done int) {
		now := time.Now()
		if done != 1 && done != total && now.Sub(last) < 10*time.Second {
			return
		}
		last = now
		el := now.Sub(start)
		left := time.Duration(float64(el) / float64(done) * float64(total-done))
		fmt.Fprintf(w, "%s: pod %d of %d (%.0f%%), %s, about %s left\n", what, done, total, 100*float64(done)/float64(total),
			el.Round(time.Second), left.Round(time.Second))
	}
}

func (a *app) draftRatingsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ratings --set S --pods N [--player AGENT] [--drafters D1,...] [--seed N] --out FILE",
		Short: "Learn card ratings from the games of draft pods, for the rating drafter",
		Long: `ratings plays --pods draft pods (seeded from --seed) of --seats seats, each
seat drafting with --drafters (random by default, so that every card of the
set has its chance to be picked) and building a deck of --size cards; every
pair of seats plays --games games with --player at both seats. For each card
it counts the games in which it was drawn (no longer in its deck at the
game's end) and how many of those its deck won, and rates it with that win
rate smoothed toward the mean of all drawn cards, (wins + k*mean) / (games + k)
with k = --prior games, so that a rarely seen card is not extreme. Cards never
in a deck are not rated (the rating drafter scores them by the fallback of
docs/limited.md).

It writes the ratings as JSON to --out ("-" for the standard output) and
reports its progress on the standard error. The same arguments give the same
file. Use them with --drafters rating:FILE.

  lorcana draft ratings --set 5 --pods 300 --player neural --out ratings.json`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runDraftRatings,
	}
	podFlags(cmd, 2)
	cmd.Flags().String("drafters", "random", "the drafters of seats 1, 2, ..., comma separated; a shorter list repeats")
	cmd.Flags().Float64("prior", limited.DefaultPriorGames, "weight of the prior toward the mean, in games")
	cmd.Flags().String("out", "", "the file to write (required; - for the standard output)")
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

func (a *app) runDraftRatings(cmd *cobra.Command, _ []string) error {
	p, err := a.podSettings(cmd, maxPods)
	if err != nil {
		return err
	}
	drafters, err := a.seatDrafters(p.seats)
	if err != nil {
		return err
	}
	out := a.str("out")
	if out == "" {
		return a.usage("--out is required: the file to write the ratings to (- for the standard output)")
	}
	if out != "-" { // refuse a file that cannot be written before the games, not after
		if fi, err := os.Stat(filepath.Dir(out)); err != nil || !fi.IsDir() {
			return a.usage("--out %s: no folder %s to write it in", out, filepath.Dir(out))
		}
		if fi, err := os.Stat(out); err == nil && fi.IsDir() {
			return a.usage("--out %s is a folder; name a file", out)
		}
	}
	prior := a.v.GetFloat64("prior")
	if prior < 0 {
		return a.usage("--prior must be 0 or more games, not %v", prior)
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	cfg := limited.LearnConfig{
		Draft:    limited.DraftConfig{Seats: p.seats, Sets: p.sets, Seed: p.seed},
		Drafters: drafters,
		Pods:     p.pods,
		DeckSize: p.size,
		Games:    p.games,
		Agent:    p.player,
		Prior:    prior,
		Command: fmt.Sprintf("lorcana draft ratings --seats %d --sets %s --drafters %s --pods %d --games %d --size %d --player %s --prior %v --seed %d",
			p.seats, strings.Join(p.sets, ","), a.str("drafters"), p.pods, p.games, p.size, p.player, prior, p.seed),
	}
	fmt.Fprintf(a.stderr, "ratings: %d pods of %d seats, packs of sets %s, %d games a pair, player %s\n", p.pods, p.seats, strings.Join(p.sets, ","), p.games, p.player)
	rt, err := limited.LearnRatings(defs, cfg, podProgress(a.stderr, "ratings", p.pods))
	if err != nil {
		return a.usage("%v", err)
	}
	var buf bytes.Buffer
	if err := rt.Write(&buf); err != nil {
		return err
	}
	if out == "-" {
		_, err = a.stdout.Write(buf.Bytes())
		return err
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(a.stderr, "ratings: %d cards rated from %d games, written to %s\n", len(rt.Cards), rt.GamesPlayed, out)
	return nil
}

// seatDrafters reads --drafters: one per seat, a shorter list repeated.
func (a *app) seatDrafters(seats int) ([]string, error) {
	drafters := strings.Split(a.str("drafters"), ",")
	for i, d := range drafters {
		if drafters[i] = strings.TrimSpace(d); drafters[i] == "" {
			return nil, a.usage("--drafters %q has an empty entry (want names like heuristic,random)", a.str("drafters"))
		}
	}
	if len(drafters) > seats {
		return nil, a.usage("--drafters names %d drafters for %d seats", len(drafters), seats)
	}
	for i, n := len(drafters), len(drafters); i < seats; i++ { // a shorter list goes round the table again
		drafters = append(drafters, drafters[i%n])
	}
	return drafters, nil
}

func (a *app) draftEvalCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "eval --a DRAFTER --b DRAFTER [--pods N] [--player AGENT] [--set S] [--seed N]",
		Short: "Compare two drafters: the win rate of A's decks against B's, with a 95% interval",
		Long: `eval drafts --pods pods (even) of --seats seats (even): in pairs of pods that
open the same packs, A drafting at seats 1, 3, ... and B at seats 2, 4, ... in
the first, the other way round in the second. Each seat builds a deck of --size
cards, and every deck of A plays every deck of B of its pod --games games, each
in seat 1 half the time, both sides played by --player. Only A-B games are
played.

It prints A's wins, B's wins and the games without a winner, A's win rate with
its 95% Wilson interval (the games taken as independent) and a 95% interval
over the pairs of pods (the more honest one: a pod's games share its decks).
Progress goes to the standard error. The same arguments give the same result.

  lorcana draft eval --a rating --b random --set 5 --pods 100 --player neural

--games-from I --games-to J play only the pairs of pods I to J-1 of the
--pods/2 (the same pods, packs and games as in the whole run) and print them
as one JSON part ("format": "lorcana-draft-eval-part", with "range":
{"from": I, "to": J, "of": N}, N the pairs). --merge FILE... (- for the
standard input) reads such parts, which must be of the same run and cover
its pairs once each, and prints what the whole run prints, number for
number; with --merge the other flags but --json are not read.
lorcana.distributed (bridge/python) spreads a comparison over a Dask
cluster this way.`,
		Args: usageArgs(cobra.ArbitraryArgs), // parts, with --merge
		RunE: a.runDraftEval,
	}
	podFlags(cmd, 2)
	cmd.Flags().String("a", "rating", "drafter A (heuristic, random, rating, rating:FILE, ppo[:PATH])")
	cmd.Flags().String("b", "random", "drafter B")
	cmd.Flags().Bool("json", false, "print the result as JSON")
	cmd.Flags().Int("games-from", 0, "play from this pair of pods on and print the part (0: the first)")
	cmd.Flags().Int("games-to", -1, "play the pairs of pods before this one (-1: to the end)")
	cmd.Flags().Bool("merge", false, "merge the parts in the files given (- for stdin)")
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

type draftEvalJSON struct {
	A          string   `json:"a"`
	B          string   `json:"b"`
	Sets       []string `json:"sets"`
	Seats      int      `json:"seats"`
	Pods       int      `json:"pods"`
	GamesAPair int      `json:"games_a_pair"`
	DeckSize   int      `json:"deck_size"`
	Player     string   `json:"player"`
	Seed       uint64   `json:"seed"`
	Games      int      `json:"games"`
	AWins      int      `json:"a_wins"`
	BWins      int      `json:"b_wins"`
	Draws      int      `json:"no_winner"`
	WinRate    float64  `json:"win_rate"`
	WilsonLo   float64  `json:"wilson_low"`
	WilsonHi   float64  `json:"wilson_high"`
	PairLo     float64  `json:"pods_low"`
	PairHi     float64  `json:"pods_high"`
	Notes      []string `json:"notes,omitempty"`
}

func (a *app) runDraftEval(cmd *cobra.Command, args []string) error {
	merge, err := a.bool("merge")
	if err != nil {
		return err
	}
	if merge {
		asJSON, err := a.bool("json")
		if err != nil {
			return err
		}
		return a.mergeDraftEval(cmd.InOrStdin(), args, asJSON)
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
	p, err := a.podSettings(cmd, maxPods)
	if err != nil {
		return err
	}
	if p.seats%2 != 0 {
		return a.usage("--seats must be even (half the seats draft with A, half with B), not %d", p.seats)
	}
	if p.pods%2 != 0 {
		return a.usage("--pods must be even (pods come in pairs that open the same packs, A and B swapping seats), not %d", p.pods)
	}
	asJSON, err := cmd.Flags().GetBool("json")
	if err != nil {
		return err
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	cfg := limited.DraftEvalConfig{
		Draft:    limited.DraftConfig{Seats: p.seats, Sets: p.sets, Seed: p.seed},
		A:        a.str("a"),
		B:        a.str("b"),
		Pods:     p.pods,
		DeckSize: p.size,
		Games:    p.games,
		Agent:    p.player,
	}
	notes, err := ratingNotes(defs, p.sets, cfg.A, cfg.B)
	if err != nil {
		return a.usage("%v", err)
	}
	for _, n := range notes {
		fmt.Fprintf(a.stderr, "note: %s\n", n)
	}
	pods := p.pods
	if ranged := from != 0 || to != -1; ranged {
		if to == -1 {
			to = p.pods / 2
		}
		if from < 0 || to < from || to > p.pods/2 {
			return a.usage("--games-from %d --games-to %d: not a range of the run's %d pairs of pods (0 <= from <= to <= %d)", from, to, p.pods/2, p.pods/2)
		}
		cfg.Pairs = &limited.PairRange{From: from, To: to}
		pods = 2 * (to - from)
	}
	fmt.Fprintf(a.stderr, "draft eval: %s against %s, %d pods of %d seats, packs of sets %s, %d games a pair of decks, player %s\n",
		cfg.A, cfg.B, pods, p.seats, strings.Join(p.sets, ","), p.games, p.player)
	r, err := limited.RunDraftEval(defs, cfg, podProgress(a.stderr, "draft eval", pods))
	if err != nil {
		return a.usage("%v", err)
	}
	if cfg.Pairs != nil {
		return json.NewEncoder(a.stdout).Encode(newDraftEvalPart(cfg, r))
	}
	return a.printDraftEval(cfg, r, notes, asJSON)
}

// printDraftEval prints the result of a drafter comparison.
func (a *app) printDraftEval(cfg limited.DraftEvalConfig, r *limited.DraftEvalResult, notes []string, asJSON bool) error {
	lo, hi := r.Wilson()
	plo, phi := r.PairInterval()
	if asJSON {
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(draftEvalJSON{
			A: cfg.A, B: cfg.B, Sets: cfg.Draft.Sets, Seats: cfg.Draft.Seats, Pods: cfg.Pods, GamesAPair: cfg.Games, DeckSize: cfg.DeckSize,
			Player: cfg.Agent, Seed: cfg.Draft.Seed, Games: r.Games, AWins: r.AWins, BWins: r.BWins, Draws: r.Draws,
			WinRate: r.WinRate(), WilsonLo: lo, WilsonHi: hi, PairLo: plo, PairHi: phi, Notes: notes,
		})
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Draft eval: decks of %s (A) against decks of %s (B)\n", cfg.A, cfg.B)
	fmt.Fprintf(&buf, "%d pods of %d seats in pairs that open the same packs (A and B swap seats), packs of sets %s, seed %d; %d-card decks; every A deck against every B deck of its pod, %d games each, player %s\n\n",
		cfg.Pods, cfg.Draft.Seats, strings.Join(cfg.Draft.Sets, ","), cfg.Draft.Seed, cfg.DeckSize, cfg.Games, cfg.Agent)
	fmt.Fprintf(&buf, "games  A wins  B wins  no winner  A win rate  95%% interval (games)  95%% interval (pod pairs)\n")
	fmt.Fprintf(&buf, "%-6d %-7d %-7d %-10d %9.1f%%  %5.1f%% - %5.1f%%       %5.1f%% - %5.1f%%\n",
		r.Games, r.AWins, r.BWins, r.Draws, 100*r.WinRate(), 100*lo, 100*hi, 100*plo, 100*phi)
	_, err := a.stdout.Write(buf.Bytes())
	return err
}

// ratingNotes says, for each rating drafter among drafters, how many cards
// of each set of the pods its ratings rate, when not all: the others are
// valued by the heuristic fallback (docs/limited.md). A ratings file that
// cannot be read is an error.
func ratingNotes(defs []engine.CardDef, sets []string, drafters ...string) ([]string, error) {
	var notes []string
	seen := map[string]bool{}
	for _, d := range drafters {
		kind, file, colon := strings.Cut(strings.TrimSpace(d), ":")
		file = strings.TrimSpace(file)
		if kind != "rating" || colon && file == "" || seen[d] {
			continue // not a rating drafter, or one NewDrafter refuses
		}
		seen[d] = true
		t, err := limited.DrafterRatings(defs, file)
		if err != nil {
			return nil, fmt.Errorf("drafter %q: %w", d, err)
		}
		doneSets := map[string]bool{}
		for _, s := range sets {
			if doneSets[s] {
				continue
			}
			doneSets[s] = true
			rated, all, err := t.RatedIn(s)
			if err != nil {
				continue // an unknown set: the draft reports it, with the pack it is for
			}
			if rated < all {
				notes = append(notes, fmt.Sprintf("drafter %s rates %d of the %d cards of set %s's boosters; it values the other %d by the heuristic score on the ratings' scale (docs/limited.md)", d, rated, all, s, all-rated))
			}
		}
	}
	return notes, nil
}
