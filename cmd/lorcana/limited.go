package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, (*app).boosterCmd, (*app).sealedCmd)
}

func (a *app) boosterCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "booster --set S [--seed N] [--count N]",
		Short: "Open booster packs of a set (Limited)",
		Long: `booster opens --count boosters of a main set, the same for the same set and
seed, and prints each card: its slot's rarity (foil marked), name, ink, cost,
type and printing. A booster is the printed 12-card pack: six commons, three
uncommons, two rare or higher, one foil of any rarity (enchanted, and from set
9 on epic and iconic, included); docs/limited.md gives the odds and where they
come from. A set's boosters hold its own printings (set 9's reprints under set
9's numbers).

  lorcana booster --set 5 --seed 1`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runBooster,
	}
	cmd.Flags().String("set", "", "the set (1 to 12)")
	cmd.Flags().Uint64("seed", 1, "seed")
	cmd.Flags().Int("count", 1, fmt.Sprintf("boosters to open (1 to %d)", limited.MaxBoosters))
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

func (a *app) runBooster(cmd *cobra.Command, _ []string) error {
	set := a.str("set")
	if set == "" {
		return a.usage("--set is required (a set from 1 to 12)")
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	count, err := a.int("count")
	if err != nil {
		return err
	}
	if count < 1 || count > limited.MaxBoosters {
		return a.usage("--count must be from 1 to %d, not %d", limited.MaxBoosters, count)
	}
	bs, err := limited.Boosters(set, seed, count)
	if err != nil {
		return a.usage("--set: %v", err)
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	for i := range bs {
		if i > 0 {
			fmt.Fprintln(a.stdout)
		}
		fmt.Fprintf(a.stdout, "# booster %d of %d: set %s, seed %d\n", i+1, count, set, seed)
		writeBooster(a.stdout, &bs[i], defs)
	}
	return nil
}

// writeBooster prints a booster a card a line: rarity, name, ink, cost,
// type, printing.
func writeBooster(w io.Writer, b *limited.Booster, defs []engine.CardDef) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range b.Cards {
		r := c.Rarity.Label()
		if c.Foil {
			r = "foil " + r
		}
		d := &defs[c.Card]
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", r, d.FullName, cards.InkNames(d.Inks), d.Cost, d.Type, c.Printing)
	}
	tw.Flush()
}

func (a *app) sealedCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sealed [--set S [--boosters N] | --sets S1,S2,...] [--seed N]",
		Short: "Open a Sealed pool and build a deck from it (Limited)",
		Long: fmt.Sprintf(`sealed opens a Sealed pool, --boosters boosters (default %d) of --set (default
the newest set) or one booster of each set of --sets (a mix: 5,5,6,6,7,7), the same for the same sets
and seed, and prints it, then a deck of --size cards (at least 40 for Sealed,
1.10.1.2) built from it by package limited's simple builder: two inks chosen by
the pool's strength, the curve filled. The output is a decklist (the pool as
comments), so it can be saved and checked:

  lorcana sealed --set 5 --seed 1 > deck.txt
  lorcana sealed --set 5 --seed 1 --deck deck.txt

With --deck FILE it checks that decklist against the pool instead: every card
from the pool (1.10.1), at least 40 cards (1.10.1.2), any inks and copies; the
exit status is 1 when the deck has a problem.

With --seats N it runs a Sealed event instead: each of N seats opens its own
pool of those sets and builds a deck, and every pair of seats plays --games
games with --agent playing both sides; it prints each seat's deck inks and
record:

  lorcana sealed --set 5 --seats 4 --games 10 --agent greedy --seed 1`, limited.DefaultSealedBoosters),
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runSealed,
	}
	cmd.Flags().String("set", "", "the set of every booster (1 to 12; default the newest)")
	cmd.Flags().Int("boosters", limited.DefaultSealedBoosters, "boosters of --set to open")
	cmd.Flags().String("sets", "", "the set of each booster, comma separated (5,5,6,6,7,7), instead of --set")
	cmd.Flags().Uint64("seed", 1, "seed")
	cmd.Flags().Int("size", limited.SealedDeckSize, "cards of the built deck (at least 40)")
	cmd.Flags().String("deck", "", `a decklist to check against the pool instead of building one ("-": standard input)`)
	cmd.Flags().Int("seats", 0, fmt.Sprintf("play a Sealed event of this many seats (2 to %d) instead: each opens a pool and builds, every pair plays", limited.MaxSeats))
	cmd.Flags().Int("games", 2, "with --seats: games per pair of seats (even: each deck in seat 1 half the time)")
	cmd.Flags().String("agent", "greedy", "with --seats: the play agent of every seat (random, greedy, ismcts[:SIMS], ...)")
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

func (a *app) runSealed(cmd *cobra.Command, _ []string) error {
	sets, err := a.sealedSets(cmd)
	if err != nil {
		return err
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	size, err := a.int("size")
	if err != nil {
		return err
	}
	if size < limited.SealedDeckSize || size > limited.MaxSealedBoosters*limited.PackSize {
		return a.usage("--size must be from %d (1.10.1.2) to %d, not %d", limited.SealedDeckSize, limited.MaxSealedBoosters*limited.PackSize, size)
	}
	if cmd.Flags().Changed("seats") || a.str("seats") != "0" {
		return a.runSealedEvent(sets, seed, size)
	}
	s, err := limited.OpenSealed(sets, seed)
	if err != nil {
		return a.usage("%v", err)
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Sealed pool: %d boosters (sets %s), seed %d, %d cards\n", len(sets), strings.Join(sets, ","), seed, s.Pool.Len())
	writePool(&buf, s.Pool, defs)
	if path := a.str("deck"); path != "" {
		writeComment(a.stdout, buf.String())
		d, err := readDeck(path, ix, cmd.InOrStdin())
		if err != nil {
			printDeckError(a.stdout, path, err)
			return failed
		}
		ps, err := limited.CheckDeck(d, s.Pool, defs, cards.Limited)
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			fmt.Fprintf(a.stdout, "%s: OK (%d cards from the pool, %s, limited)\n", path, d.Len(), cards.InkNames(d.Inks(defs)))
			return nil
		}
		for _, p := range ps {
			fmt.Fprintf(a.stdout, "%s: %s\n", path, p.Message)
		}
		return failed
	}
	b, err := limited.Build(s.Pool, defs, size)
	if err != nil {
		return a.usage("%v", err)
	}
	ps, err := limited.CheckDeck(b.Deck, s.Pool, defs, cards.Limited)
	if err != nil {
		return err
	}
	verdict := "legal"
	if len(ps) > 0 {
		verdict = fmt.Sprintf("%d problems", len(ps))
	}
	fmt.Fprintf(&buf, "\nBuilt deck: %d cards, main inks %s/%s, all inks %s (%s)\n",
		b.Deck.Len(), b.Inks[0], b.Inks[1], cards.InkNames(b.Deck.Inks(defs)), verdict)
	for _, p := range ps {
		fmt.Fprintf(&buf, "  %s\n", p.Message)
	}
	writeComment(a.stdout, buf.String())
	return cards.WriteDeck(a.stdout, b.Deck, defs)
}

// sealedSets reads --set/--boosters or --sets.
func (a *app) sealedSets(cmd *cobra.Command) ([]string, error) {
	set, list := a.str("set"), a.str("sets")
	switch {
	case set != "" && list != "":
		return nil, a.usage("give --set (with --boosters) or --sets, not both")
	case list != "":
		if cmd.Flags().Changed("boosters") {
			return nil, a.usage("--boosters goes with --set; --sets lists every booster's set")
		}
		sets, err := limited.ParseSets(list)
		if err != nil {
			return nil, a.usage("--sets: %v", err)
		}
		return sets, nil
	case set == "": // boosters of the newest set, as at a set's prerelease
		main := limited.MainSets()
		if len(main) == 0 {
			return nil, fmt.Errorf("the card catalogue has no main set")
		}
		set = main[len(main)-1]
	}
	n, err := a.int("boosters")
	if err != nil {
		return nil, err
	}
	if n < 1 || n > limited.MaxSealedBoosters {
		return nil, a.usage("--boosters must be from 1 to %d, not %d", limited.MaxSealedBoosters, n)
	}
	sets := make([]string, n)
	for i := range sets {
		sets[i] = set
	}
	return sets, nil
}

// writePool prints a pool a card a line: copies, name, ink, cost, type.
func writePool(w io.Writer, p limited.Pool, defs []engine.CardDef) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, l := range p.Lines {
		d := &defs[l.Def]
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%d\t%s\n", l.Count, d.FullName, cards.InkNames(d.Inks), d.Cost, d.Type)
	}
	tw.Flush()
}

// writeComment writes text as decklist comments, "# " before each line.
func writeComment(w io.Writer, text string) {
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		fmt.Fprintln(w, strings.TrimRight("# "+line, " "))
	}
}

// runSealedEvent is sealed --seats: a Sealed event and its standings.
func (a *app) runSealedEvent(sets []string, seed uint64, size int) error {
	seats, err := a.int("seats")
	if err != nil {
		return err
	}
	games, err := a.int("games")
	if err != nil {
		return err
	}
	if a.str("deck") != "" {
		return a.usage("--deck checks a deck against one pool; --seats plays an event")
	}
	if seats < 2 || seats > limited.MaxSeats {
		return a.usage("--seats must be from 2 to %d, not %d", limited.MaxSeats, seats)
	}
	if games < 2 || games%2 != 0 {
		return a.usage("--games must be even and 2 or more (each deck in seat 1 half the time), not %d", games)
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	cfg := limited.EventConfig{Seats: seats, Sets: sets, Seed: seed, DeckSize: size, Games: games, Agent: a.str("agent")}
	r, err := limited.RunSealedEvent(defs, cfg)
	if err != nil {
		return a.usage("%v", err)
	}
	fmt.Fprintf(a.stdout, "Sealed event: %d seats, boosters of sets %s each, %d games a pair, agent %s, seed %d\n",
		seats, strings.Join(sets, ","), games, cfg.Agent, seed)
	tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\tdeck inks\twins\tlosses\tno winner\twin rate")
	for i, s := range r.Seats {
		n := s.Wins + s.Losses + s.Draws
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%d\t%.1f%%\n", i+1, cards.InkNames(s.Built.Deck.Inks(defs)), s.Wins, s.Losses, s.Draws, 100*float64(s.Wins)/float64(n))
	}
	return tw.Flush()
}
