package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/spf13/cobra"
)

func (a *app) deckCmd() *cobra.Command {
	deck := &cobra.Command{
		Use:   "deck",
		Short: "Work with decklists",
		Args:  usageArgs(cobra.NoArgs),
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	check := &cobra.Command{
		Use:   "check [FILE...]",
		Short: "Check decklists against the deck-building rules",
		Long: `check reads each decklist ("COUNT Full Name" a line, '#' comments) and prints
OK or its problems: the deck-building rules of the format it breaks (Core
Constructed, 1.10.1.1: at least 60 cards, at most two inks, at most four copies
of a full name; Limited, 1.10.1.2: at least 40 cards for Sealed, 35 for Draft),
and the cards the engine does not implement yet (unless --rules-only).

A FILE that does not exist but names an embedded deck (` + strings.Join(decks.Names(), ", ") + `)
checks that deck; "-" reads the standard input. With no FILE it checks every
embedded reference deck. The exit status is 1 when any list has a problem.`,
		Args: usageArgs(cobra.ArbitraryArgs),
		RunE: a.runDeckCheck,
	}
	check.Flags().String("format", "core", "deck format: core (Core Constructed), limited (Sealed, 40 cards) or draft (35 cards)")
	check.Flags().Bool("rules-only", false, "report only broken deck-building rules, not cards that are not implemented yet")
	check.Long += "\n" + envNote(check.Flags())
	deck.AddCommand(check)
	random := &cobra.Command{
		Use:   "random --inks INK1,INK2",
		Short: "Print a random legal deck of implemented cards",
		Long: `random prints a random legal Core Constructed deck (60 cards, the two inks
given, at most four copies of a full name) of cards the engine implements,
the same for the same --inks, --seed and --index: the decks of a training
run's env.pool.random and eval.held_out_random (package decks/gen). Save it
to a file to train or evaluate on it:

  lorcana deck random --inks amber,steel --seed 7 > held-out.txt`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runDeckRandom,
	}
	random.Flags().StringSlice("inks", nil, "the two inks, comma separated (amber, amethyst, emerald, ruby, sapphire, steel)")
	random.Flags().Uint64("seed", 1, "seed")
	random.Flags().Int("index", 0, "which deck of the seed (from 0)")
	deck.AddCommand(random)
	return deck
}

func (a *app) runDeckRandom(cmd *cobra.Command, _ []string) error {
	names, err := cmd.Flags().GetStringSlice("inks")
	if err != nil {
		return err
	}
	seed, err := cmd.Flags().GetUint64("seed")
	if err != nil {
		return err
	}
	index, err := cmd.Flags().GetInt("index")
	if err != nil {
		return err
	}
	if len(names) != 2 || index < 0 {
		return a.usage("--inks takes two inks (like amber,steel; the inks: %s) and --index a number from 0", inkNames())
	}
	var pair [2]engine.Ink
	for i, n := range names {
		ink, ok := engine.ParseInk(strings.TrimSpace(n))
		if !ok {
			return a.usage("--inks: unknown ink %q (the inks: %s)", n, inkNames())
		}
		pair[i] = ink
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	d, err := gen.Deck(defs, pair, seed, index)
	if err != nil {
		return a.usage("%v", err)
	}
	return cards.WriteDeck(a.stdout, d, defs)
}

func (a *app) runDeckCheck(cmd *cobra.Command, args []string) error {
	format, err := cards.ParseFormat(a.str("format"))
	if err != nil {
		return a.usage("--format: %w", err)
	}
	rulesOnly, err := a.bool("rules-only")
	if err != nil {
		return err
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	if len(args) == 0 {
		args = decks.Names() // every embedded reference deck
	}
	bad := 0
	for _, path := range args {
		d, err := readDeck(path, ix, cmd.InOrStdin())
		if err != nil {
			bad++
			printDeckError(a.stdout, path, err)
			continue
		}
		var ps []cards.Problem
		for _, p := range d.Check(defs, format) {
			if p.Rules() || !rulesOnly {
				ps = append(ps, p)
			}
		}
		if len(ps) == 0 {
			fmt.Fprintf(a.stdout, "%s: OK (%d cards, %s, %s)\n", path, d.Len(), cards.InkNames(d.Inks(defs)), format)
			continue
		}
		bad++
		writeProblems(a.stdout, path, d, defs, format, ps)
	}
	if bad > 0 {
		return failed
	}
	return nil
}

// printDeckError writes a decklist's errors one a line, under its path.
func printDeckError(w io.Writer, path string, err error) {
	var errs []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	} else {
		errs = []error{err}
	}
	for _, e := range errs {
		fmt.Fprintf(w, "%s: %v\n", path, e)
	}
}

// catalog returns every card definition and its name index.
func catalog() ([]engine.CardDef, *cards.Index, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, nil, fmt.Errorf("loading the card catalogue: %w", err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		return nil, nil, fmt.Errorf("indexing the card catalogue: %w", err)
	}
	return defs, ix, nil
}

// readDeck parses a decklist file; "-" is stdin, and a path that does not
// exist but names an embedded deck gives that deck, or a generated deck's
// name (random-INK-INK-sSEED-INDEX, package decks/gen) that deck.
func readDeck(path string, ix *cards.Index, stdin io.Reader) (*cards.Deck, error) {
	var src []byte
	var err error
	switch {
	case path == "-":
		src, err = io.ReadAll(stdin)
	default:
		src, err = os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			if b, e := decks.Bytes(path); e == nil {
				src, err = b, nil
			} else if defs, e := cards.Catalog(); e != nil {
				err = e
			} else if d, ok, e := gen.Named(defs, path); ok {
				return d, e // a generated deck, named as eval prints it
			} else {
				err = fmt.Errorf("no such file (nor an embedded deck: %s; nor a generated deck's name, %s)", strings.Join(decks.Names(), ", "), gen.NameForm)
			}
		} else if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err // the path is printed by the caller
			}
		}
	}
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(path[strings.LastIndexAny(path, `/\`)+1:], ".txt")
	return cards.ParseDeck(bytes.NewReader(src), name, ix)
}

// inkNames lists the inks, as --inks takes them.
func inkNames() string {
	names := make([]string, 0, engine.NumInks)
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		names = append(names, strings.ToLower(i.String()))
	}
	return strings.Join(names, ", ")
}
