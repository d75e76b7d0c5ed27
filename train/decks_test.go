package train

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train/config"
)

// withYAML is tiny's configuration with more YAML over it.
func withYAML(t *testing.T, dir string, steps int, more string) (*config.Config, error) {
	t.Helper()
	base := tiny(t, dir, steps)
	return config.Load([][]byte{[]byte(base.YAML()), []byte(more)}, []string{})
}

// writeDeck writes a decklist file.
func writeDeck(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A deck list with its first line's count changed (an illegal deck when
// the count passes 4) or a card added.
func referenceText(t *testing.T, name string) string {
	b, err := decks.Bytes(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The training decks of each kind of pool, and the errors of bad decks:
// an illegal deck (1.10.1.1) or one with a card not implemented fails
// before training starts, naming the deck and the card.
func TestTrainingDecks(t *testing.T) {
	defs := cards.MustCatalog()
	folder := t.TempDir()
	n1, n2 := decks.Default()
	writeDeck(t, folder, "a.txt", referenceText(t, n1))
	writeDeck(t, folder, "b.txt", referenceText(t, n2))
	illegal := t.TempDir()
	writeDeck(t, illegal, "five.txt", referenceText(t, n1)+"\n1 Mickey Mouse - True Friend\n")
	var unimpl string
	for i := range defs {
		if !defs[i].Implemented && defs[i].Inks.Has(0) {
			unimpl = defs[i].FullName
			break
		}
	}
	unimplemented := t.TempDir()
	writeDeck(t, unimplemented, "u.txt", referenceText(t, n1)+"\n1 "+unimpl+"\n")
	held := writeDeck(t, t.TempDir(), "held.txt", referenceText(t, n1))
	tests := []struct {
		name    string
		yaml    string
		decks   int  // at least this many
		pooled  bool // a pool
		wantErr string
	}{
		{"the default pair", ``, 2, false, ""},
		{"env.decks", `env: {decks: [set1-amber-amethyst]}`, 1, false, ""},
		{"reference decks", `env: {pool: {reference: true}}`, 2, true, ""},
		{"a folder", fmt.Sprintf(`env: {pool: {folder: %q}}`, folder), 2, true, ""},
		{"random decks", `env: {pool: {random: 2}}`, 20, true, ""},
		{"all three", fmt.Sprintf(`env: {pool: {reference: true, folder: %q, random: 1}}`, folder), 14, true, ""},
		{"an illegal deck in the folder", fmt.Sprintf(`env: {pool: {folder: %q}}`, illegal), 0, true,
			"deck five: 5 copies of Mickey Mouse - True Friend"},
		{"a card not implemented", fmt.Sprintf(`env: {pool: {folder: %q}}`, unimplemented), 0, true, unimpl},
		{"an empty folder", fmt.Sprintf(`env: {pool: {folder: %q}}`, t.TempDir()), 0, true, "no decklist"},
		{"an illegal env.decks", fmt.Sprintf(`env: {decks: [%q]}`, filepath.Join(illegal, "five.txt")), 0, false,
			"5 copies of Mickey Mouse - True Friend"},
		{"a held-out deck that is trained on", fmt.Sprintf(`eval: {held_out: [%q]}`, held), 0, false, "is one of the training decks"},
		{"named decks, one listed twice", `env: {pool: {decks: [set1-amber-amethyst, set1-amber-amethyst, set4-amber-steel]}}`, 3, true, ""},
		{"an unknown named deck", `env: {pool: {decks: [no-such-deck]}}`, 0, true, "env.pool.decks"},
		// A reference deck held out by name leaves the reference pool.
		{"reference decks but one held out", `env: {pool: {reference: true}}
eval: {held_out: [set10-sapphire-steel]}`, 2, true, ""},
	}
	for _, tt := range tests {
		if tt.name == "a card not implemented" && unimpl == "" {
			continue // every amber card is implemented
		}
		cfg, err := withYAML(t, t.TempDir(), 32, tt.yaml)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		tr, err := New(cfg, Options{})
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		ds, pooled, heldOut := tr.Decks()
		if len(heldOut) > 0 && SameCards(defs, ds, heldOut[0]) >= 0 {
			t.Errorf("%s: held-out deck %s is trained on", tt.name, heldOut[0].Name)
		}
		if len(ds) < tt.decks || pooled != tt.pooled {
			t.Errorf("%s: %d decks (pooled %v), want at least %d (pooled %v)", tt.name, len(ds), pooled, tt.decks, tt.pooled)
		}
		for _, d := range ds {
			if probs := d.Check(defs, cards.CoreConstructed); len(probs) > 0 {
				t.Errorf("%s: deck %s: %v", tt.name, d.Name, probs)
			}
		}
	}
	// env.decks and a pool together, or the same seed for training and
	// held-out random decks, are refused by the configuration.
	for _, y := range []string{`env: {decks: [set1-amber-amethyst], pool: {random: 1}}`,
		`env: {pool: {random: 1, random_seed: 3}}
eval: {held_out_random: 1, held_out_seed: 3}`} {
		if _, err := withYAML(t, t.TempDir(), 32, y); err == nil {
			t.Errorf("accepted: %s", y)
		}
	}
}

// deckSpy is an agent (random play) that records the decks of the games it
// plays in.
type deckSpy struct {
	agents.Random
}

var (
	spyMu    sync.Mutex
	spyDecks = map[string][]engine.DefID{} // sorted cards -> the deck
)

func (d *deckSpy) Act(s *engine.State, legal []engine.Action) int {
	spyMu.Lock()
	for _, deck := range s.Game().Config.Decks {
		c := slices.Clone(deck)
		slices.Sort(c)
		spyDecks[fmt.Sprint(c)] = c
	}
	spyMu.Unlock()
	return d.Random.Act(s, legal)
}

func init() {
	agents.Register("deckspy-test", func(_ string, seed uint64) (agents.Agent, error) {
		return &deckSpy{*agents.NewRandom(seed)}, nil
	})
}

// A run on a pool of random decks evaluates on the pool and on the
// held-out decks apart: metrics.csv has both columns, the final table both
// rows, and the evaluations played decks of both (and no other).
func TestTrainPoolHeldOut(t *testing.T) {
	defs := cards.MustCatalog()
	dir := t.TempDir()
	cfg, err := withYAML(t, dir, 32*2, `
env: {pool: {random: 1}}
eval: {held_out: [set1-amber-amethyst], held_out_random: 1, opponents: [random, deckspy-test], final_games: 40}
`)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, _, held := tr.Decks()
	if len(held) < 10 {
		t.Fatalf("%d held-out decks", len(held))
	}
	sum, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Final) != 4 || sum.Final[0].Opponent != "random" || sum.Final[1].Opponent != "random@held_out" || sum.Final[1].Games != 40 {
		t.Errorf("final results %+v", sum.Final)
	}
	training, _, _ := tr.Decks()
	var seen, heldSeen int
	for _, c := range spyDecks {
		d := &cards.Deck{Name: "played"}
		for _, id := range c {
			d.Cards = append(d.Cards, cards.DeckLine{Count: 1, Def: id})
		}
		switch {
		case SameCards(defs, training, d) >= 0:
			seen++
		case SameCards(defs, held, d) >= 0:
			heldSeen++
		default:
			t.Errorf("the evaluations played a deck neither of training nor held out")
		}
	}
	if seen < 5 || heldSeen < 5 {
		t.Errorf("the evaluations played %d training decks and %d held-out decks", seen, heldSeen)
	}
	csv, err := os.ReadFile(filepath.Join(dir, MetricsFile))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	if !strings.HasSuffix(lines[0], ",win_rate_vs_random,win_rate_vs_deckspy-test,win_rate_vs_random@held_out,win_rate_vs_deckspy-test@held_out,win_rate_vs_greedy") ||
		strings.HasSuffix(lines[1], ",,") || strings.Count(lines[3], ",,") > 0 {
		t.Errorf("metrics.csv:\n%s", csv)
	}
}

// The shipped bot's phases (configs/full*.yaml, each list read in order)
// train on the reference pair (weighted), the other reference decks and
// random ones, and hold out the same two reference decks. The last two
// phases draw their random decks from seeds of their own: none of them is
// one the phase before trained on.
func TestFullConfigDecks(t *testing.T) {
	seen := map[string]bool{} // the cards of the random decks of the phases before
	for _, tc := range []struct {
		files  []string
		random int // random decks in the pool
		fresh  bool
	}{
		{[]string{"full.yaml"}, 15, false},
		{[]string{"full-tune.yaml"}, 90, false},
		{[]string{"full-tune.yaml", "full-greedy.yaml"}, 120, true},
		{[]string{"full-tune.yaml", "full-greedy.yaml", "full-greedy-decks.yaml"}, 120, true},
	} {
		var paths []string
		for _, f := range tc.files {
			paths = append(paths, "../configs/"+f)
		}
		cfg, err := config.LoadFiles(paths, []string{})
		if err != nil {
			t.Fatal(err)
		}
		training, pooled, _, err := TrainingDecks(cfg)
		if err != nil || !pooled {
			t.Fatalf("%v: training decks: %v (pooled %v)", tc.files, err, pooled)
		}
		held, _, err := HeldOutDecks(cfg, training)
		if err != nil || len(held) != 2 || held[0].Name != "set6-amethyst-emerald" || held[1].Name != "set10-sapphire-steel" {
			t.Fatalf("%v: held out: %d decks, %v", tc.files, len(held), err)
		}
		pair, random, repeated := 0, 0, 0
		phase := map[string]bool{}
		for _, d := range training {
			switch {
			case d.Name == "set1-amber-amethyst" || d.Name == "set1-emerald-sapphire":
				pair++
			case strings.HasPrefix(d.Name, "random"):
				random++
				key := fmt.Sprint(d.Cards)
				if seen[key] {
					repeated++
				}
				phase[key] = true
			}
		}
		if pair < len(training)/4 || random != tc.random || (tc.fresh && repeated > 0) {
			t.Errorf("%v: the reference pair is %d of %d pool entries, %d random decks (%d of an earlier phase)",
				tc.files, pair, len(training), random, repeated)
		}
		for k := range phase {
			seen[k] = true
		}
	}
}
