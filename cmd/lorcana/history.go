package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/train"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.historyCmd() })
}

func (a *app) historyCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "history [--checkpoint PATH]",
		Short: "Print the training phases a checkpoint records and the decks of each",
		Long: `history prints the training phases a checkpoint's weights went through
(checkpoint format 2): for each, the configuration files it ran with, its
updates, env steps and seconds, how its deck pool was made, how many decks
it trained on and which it held out. --decks lists every deck. eval reads
the same record to tell the decks a network has seen from held-out ones.
A checkpoint of format 1 has no record; the message says so.`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runHistory,
	}
	f := cmd.Flags()
	f.String("checkpoint", "bot", "checkpoint file, run folder, or bot, ffa3, ffa4 (the shipped 2-, 3- and 4-player bots)")
	f.Bool("decks", false, "list every deck of each phase")
	f.Bool("json", false, "print the phases as JSON")
	cmd.Long += envNote(f)
	return cmd
}

// loadCheckpointArg reads a checkpoint a user names: "bot", "ffa3" and
// "ffa4" are the shipped bots (checkpoints.Named), else a file or a run's
// folder.
func loadCheckpointArg(p string) (*checkpoint.File, error) {
	if b, ok := checkpoints.Named(p); ok {
		return checkpoint.Decode(b.Data)
	}
	f, _, err := checkpoint.Resolve(p)
	return f, err
}

func (a *app) runHistory(cmd *cobra.Command, _ []string) error {
	f, err := loadCheckpointArg(a.str("checkpoint"))
	if err != nil {
		return err
	}
	asJSON, err := a.bool("json")
	if err != nil {
		return err
	}
	all, err := a.bool("decks")
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Format  int                `json:"format"`
			Problem string             `json:"problem,omitempty"`
			Phases  []checkpoint.Phase `json:"phases"`
		}{f.Format, f.HistoryProblem(), f.History})
	}
	printHistory(a.stdout, f, all)
	return nil
}

func printHistory(w io.Writer, f *checkpoint.File, all bool) {
	fmt.Fprintf(w, "checkpoint format %d, %d training phases; its last run: %d updates, %d env steps, %.0f s\n",
		f.Format, len(f.History), f.Update, f.EnvSteps, f.Seconds)
	if p := f.HistoryProblem(); p != "" {
		fmt.Fprintf(w, "%s: eval cannot tell the decks it has seen from held-out ones\n", p)
	}
	for i, p := range f.History {
		cfg := p.Config
		if cfg == "" {
			cfg = "(the embedded defaults)"
		}
		fmt.Fprintf(w, "\n%d. %s\n", i+1, cfg)
		fmt.Fprintf(w, "   %d updates, %d env steps, %.0f s\n", p.Updates, p.EnvSteps, p.Seconds)
		if p.Unrecorded {
			fmt.Fprintln(w, "   decks not recorded")
		} else {
			fmt.Fprintf(w, "   pool: %s\n   %d decks trained on, %d held out", p.Pool, len(p.Decks), len(p.HeldOut))
			if len(p.HeldOut) > 0 {
				fmt.Fprintf(w, " (%s)", deckNames(p.HeldOut, 6))
			}
			fmt.Fprintln(w)
		}
		if p.Note != "" {
			fmt.Fprintf(w, "   %s\n", p.Note)
		}
		if all {
			for _, d := range p.Decks {
				fmt.Fprintf(w, "     trained on %-40s %016x\n", d.Name, d.Print)
			}
			for _, d := range p.HeldOut {
				fmt.Fprintf(w, "     held out   %-40s %016x\n", d.Name, d.Print)
			}
		}
	}
	if u, s, sec := checkpoint.Totals(f.History); len(f.History) > 1 {
		ups := fmt.Sprintf("%d updates", u)
		if slices.ContainsFunc(f.History, func(p checkpoint.Phase) bool { return p.Updates == 0 }) {
			ups = "updates not recorded for every phase"
		}
		fmt.Fprintf(w, "\nin all: %s, %d env steps, %.0f s\n", ups, s, sec)
	}
}

// deckNames lists up to n deck names, and how many more.
func deckNames(ds []checkpoint.Deck, n int) string {
	var names []string
	for i, d := range ds {
		if i == n {
			names = append(names, fmt.Sprintf("and %d more", len(ds)-n))
			break
		}
		names = append(names, d.Name)
	}
	return strings.Join(names, ", ")
}

// phaseSpec is one phase of a phases file (export --phases): a training
// run described after the fact by its configuration and its counts.
type phaseSpec struct {
	Config   string  `yaml:"config"`
	Updates  int     `yaml:"updates"`
	EnvSteps int64   `yaml:"env_steps"`
	Seconds  float64 `yaml:"seconds"`
	Note     string  `yaml:"note"`
}

// readPhases builds the history a phases file describes: each phase's
// decks are those its configuration files (comma separated, read in order
// over the defaults, as --config reads them) give with this build's
// catalogue.
func readPhases(path string) ([]checkpoint.Phase, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("--phases: %w", err)
	}
	var specs []phaseSpec
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&specs); err != nil {
		return nil, fmt.Errorf("--phases: %s: %w", path, err)
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("--phases: %s lists no phase", path)
	}
	var out []checkpoint.Phase
	for i, s := range specs {
		if strings.TrimSpace(s.Config) == "" {
			return nil, fmt.Errorf("--phases: %s: phase %d has no config", path, i+1)
		}
		cfg, err := config.LoadFiles(strings.Split(s.Config, ","), nil)
		if err != nil {
			return nil, fmt.Errorf("--phases: %s: phase %d: %w", path, i+1, err)
		}
		ds, _, _, err := train.TrainingDecks(cfg)
		if err != nil {
			return nil, fmt.Errorf("--phases: %s: phase %d: %w", path, i+1, err)
		}
		held, _, err := train.HeldOutDecks(cfg, ds)
		if err != nil {
			return nil, fmt.Errorf("--phases: %s: phase %d: %w", path, i+1, err)
		}
		p, err := train.NewPhase(cfg, s.Config, ds, held)
		if err != nil {
			return nil, err
		}
		p.Updates, p.EnvSteps, p.Seconds, p.Note = s.Updates, s.EnvSteps, s.Seconds, s.Note
		out = append(out, p)
	}
	return out, nil
}
