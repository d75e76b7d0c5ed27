package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
)

// The shipped bot's record (checkpoints/bot-phases.yaml): which phases
// trained on which decks. The random decks of a seed are those of the
// phases whose pools drew from it (seed 1: phases 1 to 3, the first deck
// of each pair in phase 1, six in 2 and 3; seed 3: phase 4; seed 4: phase
// 5); the two held-out reference decks and decks of other seeds were
// never trained on.
func TestShippedBotRecord(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := trainingRecordOf("neural", 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.history) != 5 || rec.note != "" {
		t.Fatalf("the shipped bot records %d phases (note %q), want 5", len(rec.history), rec.note)
	}
	pair := [2]engine.Ink{engine.Amber, engine.Steel}
	random := func(seed uint64, i int) *cards.Deck {
		d, err := gen.Deck(defs, pair, seed, i)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	ref := func(name string) *cards.Deck {
		d, err := env.LoadDeck(name)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	all := []int{1, 2, 3, 4, 5}
	for _, c := range []struct {
		deck   *cards.Deck
		phases []int
	}{
		{ref("set1-amber-amethyst"), all},
		{ref("set1-emerald-sapphire"), all},
		{ref("set8-amber-amethyst"), all},
		{ref("set6-amethyst-emerald"), nil},
		{ref("set10-sapphire-steel"), nil},
		{random(1, 0), []int{1, 2, 3}},
		{random(1, 5), []int{2, 3}},
		{random(1, 6), nil},
		{random(3, 7), []int{4}},
		{random(4, 0), []int{5}},
		{random(4, 8), nil},
		{random(9, 0), nil},
	} {
		if got := rec.seen(train.DeckPrint(c.deck, defs)); !slices.Equal(got, c.phases) {
			t.Errorf("%s: seen in phases %v, want %v", c.deck.Name, got, c.phases)
		}
	}
}

// formatOne writes the shipped bot as a checkpoint of format 1 (the
// header of format 1, the body without a history).
func formatOne(t *testing.T, withConfig string) string {
	f, err := checkpoint.Decode(checkpoints.Bot)
	if err != nil {
		t.Fatal(err)
	}
	f.History, f.Config = nil, withConfig
	p := filepath.Join(t.TempDir(), "old.ckpt")
	if err := checkpoint.Save(p, f); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	b = []byte(strings.Replace(string(b), "lorcana-checkpoint 2\n", "lorcana-checkpoint 1\n", 1))
	os.WriteFile(p, b, 0o644)
	return p
}

// eval --held-out draws decks the network never trained on; each deck gets
// a row; a checkpoint of format 1 without settings has no split and says
// why, and --held-out refuses it.
func TestEvalHeldOutDecks(t *testing.T) {
	code, out, errs := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--held-out", "3", "--seed", "5", "--games", "18", "--json")
	var r evalResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("eval --held-out: exit %d\n%s%s", code, out, errs)
	}
	if len(r.Decks) != 3 || r.Seen != nil || r.HeldOut != nil || r.Phases != 5 {
		t.Fatalf("eval --held-out 3: decks %+v, seen %+v, phases %d", r.Decks, r.Seen, r.Phases)
	}
	games := 0
	for i, d := range r.Decks {
		// The pairs in turn from seed 5's (the sixth of 15).
		p := gen.Pairs()[5+i]
		if d.Seen || !strings.HasPrefix(d.Deck, "random-"+p[0].String()+"-"+p[1].String()+"-s5-") || d.Games == 0 {
			t.Errorf("deck %d: %+v", i, d)
		}
		games += d.Games
	}
	if games != r.Total.Games {
		t.Errorf("the deck rows hold %d games, the total %d", games, r.Total.Games)
	}
	_, again, _ := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--held-out", "3", "--seed", "5", "--games", "18", "--json")
	if again != out {
		t.Error("the same eval --held-out gave another result")
	}
	// The names it printed name the same decks again (--decks), so another
	// agent can be measured on them: the same games, the same results.
	var names []string
	for _, d := range r.Decks {
		names = append(names, d.Deck)
	}
	code, named, errs := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--decks", strings.Join(names, ","), "--seed", "5", "--games", "18", "--json")
	var rn evalResult
	if code != 0 || json.Unmarshal([]byte(named), &rn) != nil {
		t.Fatalf("eval --decks %v: exit %d\n%s%s", names, code, named, errs)
	}
	if rn.Total != r.Total || len(rn.Decks) != len(r.Decks) {
		t.Fatalf("eval --decks of the held-out decks' names: %+v, want %+v", rn.Total, r.Total)
	}

	old := formatOne(t, "")
	for _, c := range []struct {
		args     []string
		code     int
		inStderr string
	}{
		{[]string{"--agent", "neural:" + old}, 0, "format 1 records no training history"},
		{[]string{"--agent", "neural:" + old, "--held-out", "1"}, 2, "records the decks it trained on"},
		{[]string{"--agent", "greedy", "--held-out", "1"}, 2, "records the decks it trained on"},
		{[]string{"--agent", "neural", "--held-out", "-1"}, 2, "want 0 or more"},
	} {
		code, out, errs := lorcana(t, append([]string{"eval", "--vs", "random", "--games", "4", "--json"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.inStderr) {
			t.Errorf("eval %v: exit %d (want %d)\n%s%s", c.args, code, c.code, out, errs)
		}
	}
}

// lorcana history prints the phases; a checkpoint of format 1 says what
// it lacks.
func TestHistoryCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"history"}, []string{"checkpoint format 2, 5 training phases", "1. configs/full.yaml", "25 decks trained on, 2 held out",
			"5. configs/full-tune.yaml,configs/full-greedy.yaml,configs/full-greedy-decks.yaml", "165801216 env steps, 16252 s"}},
		{[]string{"history", "--decks"}, []string{"trained on set8-amber-amethyst", "held out   set10-sapphire-steel"}},
		{[]string{"history", "--checkpoint", "ffa3"}, []string{"checkpoint format 2, 1 training phases", "1. configs/ffa3.yaml,configs/ffa3-ship.yaml", "2 decks trained on, 0 held out"}},
		{[]string{"history", "--checkpoint", "ffa4"}, []string{"checkpoint format 2, 1 training phases", "1. configs/ffa4.yaml,configs/ffa4-ship.yaml", "2 decks trained on, 0 held out"}},
		{[]string{"history", "--checkpoint", formatOne(t, "")}, []string{"checkpoint format 1, 0 training phases", "format 1 records no training history"}},
	} {
		code, out, errs := lorcana(t, c.args...)
		for _, w := range c.want {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("%v: exit %d, no %q in\n%s%s", c.args, code, w, out, errs)
			}
		}
	}
}
