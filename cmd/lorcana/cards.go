package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/scenario"
	"github.com/spf13/cobra"
)

func init() { moreCommands = append(moreCommands, (*app).cardsCmd) }

func (a *app) cardsCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "cards",
		Short: "Report on the card catalogue",
		Args:  usageArgs(cobra.NoArgs),
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cov := &cobra.Command{
		Use:   "coverage",
		Short: "Count, per set, the cards implemented with tested abilities",
		Long: `coverage prints, for each set, how many of its distinct cards the engine
implements and the cards still missing, in collector-number order.

A card counts when its abilities are all written and it is either vanilla
(keywords only) or named in at least one of the project's scenario files
(scenario/testdata, built into the program). A missing card whose abilities
are written but that no scenario names is marked "untested".

Each distinct card counts in one set: the set of its first printing within
a main set's base range (numbers 1-` + fmt.Sprint(cards.MainSetSize) + `; higher numbers are reprints), or,
for a card printed only outside those ranges, the set of its first printing.

Names that differ only in case or apostrophes between printings (the
promotional "Down In New Orleans", the reprinted "Can't Hold it Back Anymore")
are one card, counted once in its set. A last line gives the total over the
sets reported.

--json prints {"sets": {"1": {"implemented": N, "total": M, "missing": [...]}, ...},
"total": {"implemented": N, "total": M}}.`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runCoverage,
	}
	cov.Flags().String("set", "", "report only this set (a set code: 1 to 12, or a promo set such as P1)")
	cov.Flags().Bool("json", false, "print one JSON object")
	cov.Long += "\n" + envNote(cov.Flags())
	c.AddCommand(cov, a.cardsDescribeCmd())
	return c
}

func (a *app) runCoverage(cmd *cobra.Command, args []string) error {
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	defs, err := cards.Catalog()
	if err != nil {
		return fmt.Errorf("loading the card catalogue: %w", err)
	}
	tested, err := cards.NamedInScenarios(scenario.Files(), defs)
	if err != nil {
		return fmt.Errorf("reading the scenario files: %w", err)
	}
	report := cards.Coverage(defs, tested)
	if set := a.str("set"); set != "" {
		report, err = pickSet(report, set)
		if err != nil {
			return a.usage("--set: %w", err)
		}
	}
	if asJSON {
		return writeCoverageJSON(a.stdout, report)
	}
	writeCoverageText(a.stdout, report)
	return nil
}

// pickSet keeps one set of a report; set codes match ignoring case.
func pickSet(report []cards.SetCoverage, set string) ([]cards.SetCoverage, error) {
	codes := make([]string, len(report))
	for i, sc := range report {
		if strings.EqualFold(sc.Set, set) {
			return report[i : i+1], nil
		}
		codes[i] = sc.Set
	}
	return nil, fmt.Errorf("no set %q; the sets are %s", set, strings.Join(codes, ", "))
}

// coverageTotal sums a report's sets.
func coverageTotal(report []cards.SetCoverage) (implemented, total int) {
	for _, sc := range report {
		implemented += sc.Implemented
		total += sc.Total
	}
	return implemented, total
}

func writeCoverageText(w io.Writer, report []cards.SetCoverage) {
	defer func() {
		impl, total := coverageTotal(report)
		fmt.Fprintf(w, "total: %d/%d implemented\n", impl, total)
	}()
	for _, sc := range report {
		fmt.Fprintf(w, "set %s: %d/%d implemented\n", sc.Set, sc.Implemented, sc.Total)
		for _, m := range sc.Missing {
			note := ""
			if m.Untested {
				note = " (untested: no scenario names it)"
			}
			fmt.Fprintf(w, "  missing #%d %s%s\n", m.Number, m.Name, note)
		}
	}
}

// coverageJSON is one set's entry in the JSON report.
type coverageJSON struct {
	Implemented int      `json:"implemented"`
	Total       int      `json:"total"`
	Missing     []string `json:"missing"`
}

// writeCoverageJSON writes {"sets": {...}} with the sets in report order
// (main sets by number), which a Go map would not keep.
func writeCoverageJSON(w io.Writer, report []cards.SetCoverage) error {
	var b bytes.Buffer
	b.WriteString(`{"sets":{`)
	for i, sc := range report {
		if i > 0 {
			b.WriteByte(',')
		}
		entry := coverageJSON{Implemented: sc.Implemented, Total: sc.Total, Missing: make([]string, len(sc.Missing))}
		for k, m := range sc.Missing {
			entry.Missing[k] = m.Name
		}
		key, _ := json.Marshal(sc.Set)
		val, err := json.Marshal(entry)
		if err != nil {
			return err
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	impl, total := coverageTotal(report)
	fmt.Fprintf(&b, `},"total":{"implemented":%d,"total":%d}}`, impl, total)
	var out bytes.Buffer
	if err := json.Indent(&out, b.Bytes(), "", "  "); err != nil {
		return err
	}
	out.WriteByte('\n')
	_, err := w.Write(out.Bytes())
	return err
}
