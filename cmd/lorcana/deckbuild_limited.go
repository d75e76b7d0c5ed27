package main

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/deckbuild"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/spf13/cobra"
)

// deckbuildTarget is what a search builds: the rules, the flags that named
// them (for the output's first line), a name for the deck found, and for a
// Limited pool a description of it.
type deckbuildTarget struct {
	rules *deckbuild.Rules
	args  string // "--inks amber,steel" or "--sealed 5 --boosters 6 --format sealed"
	name  string // "amber-steel", "sealed-5"
	pool  string // "" (Constructed), else a line describing the pool
}

// deckbuildRules reads --inks (Core Constructed, 1.10.1.1) or a Limited
// pool, --sealed or --pool, with --format (1.10.1.2).
func (a *app) deckbuildRules(cmd *cobra.Command, defs []engine.CardDef, ix *cards.Index, seed uint64) (*deckbuildTarget, error) {
	sealed, poolPath := a.str("sealed"), a.str("pool")
	fl := cmd.Flags()
	if sealed == "" && poolPath == "" {
		for _, f := range []string{"boosters", "format"} {
			if fl.Changed(f) {
				return nil, a.usage("--%s goes with a Limited pool (--sealed or --pool); a search without one builds a Core Constructed deck of --inks", f)
			}
		}
		return a.deckbuildConstructed(cmd, defs)
	}
	if sealed != "" && poolPath != "" {
		return nil, a.usage("give --sealed (a pool opened here) or --pool (a pool's decklist), not both")
	}
	if fl.Changed("inks") {
		return nil, a.usage("--inks goes with a Core Constructed search: a Limited deck may hold cards of any inks (1.10.1.2), so a pool's deck takes no --inks")
	}
	format, err := cards.ParseFormat(a.str("format"))
	if err != nil || format == cards.CoreConstructed {
		return nil, a.usage("--format must be sealed (at least 40 cards) or draft (at least 35; 1.10.1.2), not %q", a.str("format"))
	}
	var pool limited.Pool
	t := &deckbuildTarget{}
	if sealed != "" {
		if format != cards.Limited {
			return nil, a.usage("--format %s: a pool opened with --sealed is a Sealed pool, built to Sealed's 40 cards (1.10.1.2); give a draft pool with --pool", a.str("format"))
		}
		sets, err := limited.ParseSets(sealed)
		if err != nil {
			return nil, a.usage("--sealed: %v", err)
		}
		n, err := a.int("boosters")
		if err != nil {
			return nil, err
		}
		switch {
		case len(sets) == 1:
			if n < 1 || n > limited.MaxSealedBoosters {
				return nil, a.usage("--boosters must be from 1 to %d, not %d", limited.MaxSealedBoosters, n)
			}
			for len(sets) < n {
				sets = append(sets, sets[0])
			}
			t.args = fmt.Sprintf("--sealed %s --boosters %d", sealed, n)
		case fl.Changed("boosters"):
			return nil, a.usage("--boosters goes with one set (--sealed 5 --boosters 6); --sealed 5,5,6,6 lists every booster's set")
		default:
			t.args = "--sealed " + strings.Join(sets, ",")
		}
		s, err := limited.OpenSealed(sets, seed)
		if err != nil {
			return nil, a.usage("--sealed: %v", err)
		}
		pool = s.Pool
		t.name = "sealed-" + strings.Join(compactSets(sets), "-")
		t.pool = fmt.Sprintf("a Sealed pool of %d boosters (sets %s) opened from seed %d, %d cards: the pool of 'lorcana sealed' with the same sets and seed",
			len(sets), strings.Join(sets, ","), seed, pool.Len())
	} else {
		d, err := readDeck(poolPath, ix, cmd.InOrStdin())
		if err != nil {
			return nil, a.usage("--pool %s: not a decklist of cards: %v", poolPath, err)
		}
		if d.Len() == 0 {
			return nil, a.usage("--pool %s: the decklist holds no cards", poolPath)
		}
		pool = deckbuild.PoolOfDeck(d)
		t.args = "--pool " + poolPath
		t.name = formatFlag(format) + "-" + d.Name
		t.pool = fmt.Sprintf("the pool of %s, %d cards", poolPath, pool.Len())
	}
	t.args += " --format " + formatFlag(format)
	r, err := deckbuild.LimitedRules(defs, pool, format)
	if err != nil {
		return nil, a.usage("%s: %v", strings.Fields(t.args)[0], err)
	}
	t.rules = r
	return t, nil
}

// compactSets is a list of sets with repeats folded: 5,5,6 is 5x2, 6.
func compactSets(sets []string) []string {
	var out []string
	for i := 0; i < len(sets); {
		j := i
		for j < len(sets) && sets[j] == sets[i] {
			j++
		}
		if j-i > 1 {
			out = append(out, fmt.Sprintf("%sx%d", sets[i], j-i))
		} else {
			out = append(out, sets[i])
		}
		i = j
	}
	return out
}

// deckbuildConstructed reads --inks: one or two inks (1.10.1.1).
func (a *app) deckbuildConstructed(cmd *cobra.Command, defs []engine.CardDef) (*deckbuildTarget, error) {
	names, err := cmd.Flags().GetStringSlice("inks")
	if err != nil {
		return nil, err
	}
	var inks engine.InkSet
	for _, n := range names {
		ink, ok := engine.ParseInk(strings.TrimSpace(n))
		if !ok {
			return nil, a.usage("--inks: unknown ink %q (the inks: %s)", n, inkNames())
		}
		inks = inks.With(ink)
	}
	if len(names) < 1 || len(names) > 2 || inks.Count() != len(names) {
		return nil, a.usage("--inks takes one or two different inks (a Core Constructed deck has at most two, 1.10.1.1), not %q; the inks: %s; or search a Limited deck with --sealed or --pool",
			strings.Join(names, ","), inkNames())
	}
	r, err := deckbuild.ConstructedRules(defs, inks)
	if err != nil {
		return nil, a.usage("--inks: %v", err)
	}
	return &deckbuildTarget{rules: r, args: "--inks " + strings.Join(names, ","),
		name: strings.ReplaceAll(cards.InkNames(inks), "/", "-")}, nil
}

// formatFlag is a Limited format as --format names it: sealed or draft.
func formatFlag(f cards.Format) string {
	if f == cards.Draft {
		return "draft"
	}
	return "sealed"
}
