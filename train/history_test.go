package train

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
)

// A deck's fingerprint is that of its cards and their counts: not of its
// name or the order of its list.
func TestDeckPrint(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	d, err := env.LoadDeck("set1-amber-amethyst")
	if err != nil {
		t.Fatal(err)
	}
	other, err := env.LoadDeck("set1-emerald-sapphire")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(c *cards.Deck)) *cards.Deck {
		c := &cards.Deck{Name: d.Name, Cards: slices.Clone(d.Cards)}
		f(c)
		return c
	}
	cases := []struct {
		name string
		deck *cards.Deck
		same bool
	}{
		{"itself", d, true},
		{"renamed", edit(func(c *cards.Deck) { c.Name = "mine" }), true},
		{"list reversed", edit(func(c *cards.Deck) { slices.Reverse(c.Cards) }), true},
		{"a line cut in two", edit(func(c *cards.Deck) {
			c.Cards[0].Count--
			c.Cards = append(c.Cards, cards.DeckLine{Count: 1, Def: c.Cards[0].Def})
		}), true},
		{"a count moved", edit(func(c *cards.Deck) { c.Cards[0].Count--; c.Cards[1].Count++ }), false},
		{"a card swapped", edit(func(c *cards.Deck) { c.Cards[0].Def = other.Cards[0].Def }), false},
		{"another deck", other, false},
	}
	want := DeckPrint(d, defs)
	for _, c := range cases {
		if got := DeckPrint(c.deck, defs); (got == want) != c.same {
			t.Errorf("%s: fingerprint %x, the deck's %x: same %v, want %v", c.name, got, want, got == want, c.same)
		}
	}
}

// The split holds out about one deck in split, by fingerprint alone.
func TestHeldOutSide(t *testing.T) {
	for _, c := range []struct {
		split    int
		min, max int // held out among 4,000 fingerprints
	}{
		{0, 0, 0},
		{2, 1800, 2200},
		{8, 400, 600},
		{20, 150, 250},
	} {
		n := 0
		for i := range uint64(4000) {
			if HeldOutSide(i*0x9e3779b97f4a7c15+7, c.split) {
				n++
			}
		}
		if n < c.min || n > c.max {
			t.Errorf("split %d: %d of 4000 held out, want %d to %d", c.split, n, c.min, c.max)
		}
	}
}

// Random decks on either side of a split: as many per pair as asked, each
// on its side, no deck on both, the same for the same arguments; without a
// split, gen.Decks's.
func TestRandomDecksSplit(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		perPair, split int
		seed           uint64
	}{
		{2, 0, 1},
		{3, 4, 1},
		{2, 8, 5},
	} {
		train, skip1 := RandomDecks(defs, c.perPair, c.seed, c.split, false)
		held, skip2 := RandomDecks(defs, c.perPair, c.seed, c.split, true)
		if len(skip1)+len(skip2) > 0 {
			t.Fatalf("%+v: pairs left out: %v %v", c, skip1, skip2)
		}
		if want := c.perPair * len(gen.Pairs()); len(train) != want {
			t.Errorf("%+v: %d training decks, want %d", c, len(train), want)
		}
		if c.split == 0 {
			g, _ := gen.Decks(defs, c.perPair, c.seed)
			if len(held) != 0 || len(g) != len(train) || g[0].Name != train[0].Name {
				t.Errorf("%+v: without a split: %d held out, %d decks (gen.Decks: %d)", c, len(held), len(train), len(g))
			}
			continue
		}
		if len(held) != len(train) {
			t.Errorf("%+v: %d held-out decks, want %d", c, len(held), len(train))
		}
		var prints []uint64
		for _, d := range train {
			p := DeckPrint(d, defs)
			if HeldOutSide(p, c.split) {
				t.Errorf("%+v: training deck %s is on the held-out side", c, d.Name)
			}
			prints = append(prints, p)
		}
		for _, d := range held {
			p := DeckPrint(d, defs)
			if !HeldOutSide(p, c.split) || slices.Contains(prints, p) {
				t.Errorf("%+v: held-out deck %s is on the training side or in training", c, d.Name)
			}
		}
		again, _ := RandomDecks(defs, c.perPair, c.seed, c.split, true)
		for i := range again {
			if again[i].Name != held[i].Name || DeckPrint(again[i], defs) != DeckPrint(held[i], defs) {
				t.Errorf("%+v: deck %d differs between two calls", c, i)
			}
		}
	}
}

func TestPoolSpec(t *testing.T) {
	for _, c := range []struct {
		yaml, want string
	}{
		{"{}", "env.decks: the reference pair"},
		{"env: {decks: [set8-amber-amethyst]}", "env.decks: set8-amber-amethyst"},
		{"env: {pool: {reference: true, random: 2, random_seed: 3, decks: [a, b, a, a]}}\neval: {held_out: [x]}",
			"reference: true (but eval.held_out: x); random: 2 per ink pair (random_seed 3); decks: 3 x a, b"},
		{"env: {pool: {random: 4, split: 8}}", "random: 4 per ink pair (random_seed 1), split 8 (held-out side left out)"},
	} {
		cfg, err := withYAML(t, t.TempDir(), 32, c.yaml)
		if err != nil {
			t.Fatal(err)
		}
		if got := PoolSpec(cfg); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.yaml, got, c.want)
		}
	}
}

// Every run records its phase; a warm start appends one to the history of
// the weights it starts from, a resumed run goes on with its own, and a
// warm start from a checkpoint without a history records an unrecorded
// phase before its own.
func TestHistoryAcrossPhases(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	run := func(dir string, steps int, more string, opt Options) *checkpoint.File {
		t.Helper()
		cfg, err := withYAML(t, dir, steps, more)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := New(cfg, opt)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		f, _, _, err := checkpoint.Newest(dir)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	printOf := func(name string) uint64 {
		d, err := env.LoadDeck(name)
		if err != nil {
			t.Fatal(err)
		}
		return DeckPrint(d, defs)
	}
	first := t.TempDir()
	f := run(first, 32, "{}", Options{ConfigName: "first.yaml"})
	if len(f.History) != 1 || f.History[0].Config != "first.yaml" || len(f.History[0].Decks) != 2 ||
		f.History[0].Updates != f.Update || f.History[0].EnvSteps != f.EnvSteps {
		t.Fatalf("first run's history: %+v (update %d, env steps %d)", f.History, f.Update, f.EnvSteps)
	}
	second := t.TempDir()
	more := "env: {pool: {decks: [set8-amber-amethyst, set4-amber-steel]}}\neval: {held_out: [set6-amethyst-emerald]}\nmodel: {init: " + first + "}"
	g := run(second, 32, more, Options{ConfigName: "second.yaml"})
	resumed := run(second, 64, more, Options{Resume: true, ConfigName: "ignored.yaml"})
	if g.Format != checkpoint.Version || len(g.History) != 2 || len(resumed.History) != 2 {
		t.Fatalf("second run: format %d, %d phases, resumed %d phases, want %d, 2, 2", g.Format, len(g.History), len(resumed.History), checkpoint.Version)
	}
	last := resumed.History[1]
	if last.Config != "second.yaml" || last.EnvSteps != resumed.EnvSteps || last.EnvSteps <= g.History[1].EnvSteps ||
		resumed.History[0].EnvSteps != f.EnvSteps {
		t.Errorf("resumed phase: %s, %d env steps (checkpoint %d, before resuming %d; first phase %d, want %d)",
			last.Config, last.EnvSteps, resumed.EnvSteps, g.History[1].EnvSteps, resumed.History[0].EnvSteps, f.EnvSteps)
	}
	for _, c := range []struct {
		deck   string
		phases []int
	}{
		{"set1-amber-amethyst", []int{1}},
		{"set1-emerald-sapphire", []int{1}},
		{"set8-amber-amethyst", []int{2}},
		{"set4-amber-steel", []int{2}},
		{"set6-amethyst-emerald", nil},
		{"set10-sapphire-steel", nil},
	} {
		if got, known := checkpoint.Seen(resumed.History, printOf(c.deck)); !slices.Equal(got, c.phases) || !known {
			t.Errorf("%s: seen in phases %v (known %v), want %v", c.deck, got, known, c.phases)
		}
	}
	if h := last.HeldOut; len(h) != 1 || h[0].Name != "set6-amethyst-emerald" || !strings.Contains(last.Pool, "set4-amber-steel") {
		t.Errorf("second phase: held out %v, pool %q", h, last.Pool)
	}
	if bot := resumed.Bot(); len(bot.History) != 2 {
		t.Errorf("the bot of it has %d phases, want 2", len(bot.History))
	}

	// Weights without a history: the phase before is unrecorded.
	bare := t.TempDir()
	f.History = nil
	if err := checkpoint.Save(bare+"/"+checkpoint.Name(1), f); err != nil {
		t.Fatal(err)
	}
	h := run(t.TempDir(), 32, "model: {init: "+bare+"}", Options{}).History
	if len(h) != 2 || !h[0].Unrecorded || h[0].EnvSteps != f.EnvSteps || h[1].Unrecorded {
		t.Errorf("after weights without a history: %+v", h)
	}
	if _, known := checkpoint.Seen(h, printOf("set1-amber-amethyst")); known {
		t.Error("seen is decided though a phase is unrecorded")
	}
}

// configs/every-deck.yaml: 48 random decks per ink pair on the training
// side of its split, the reference decks but two, the reference pair
// weighted; its held-out decks (those two and one random deck per pair)
// all on the other side, none in training.
func TestEveryDeckConfig(t *testing.T) {
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := config.LoadFiles([]string{"../configs/every-deck.yaml"}, []string{})
	if err != nil {
		t.Fatal(err)
	}
	training, pooled, _, err := TrainingDecks(cfg)
	if err != nil || !pooled {
		t.Fatalf("training decks: %v (pooled %v)", err, pooled)
	}
	held, _, err := HeldOutDecks(cfg, training)
	if err != nil {
		t.Fatal(err)
	}
	split := cfg.Env.Pool.Split
	counts := map[string]int{}
	var prints []uint64
	for _, d := range training {
		kind := "reference"
		if strings.HasPrefix(d.Name, "random-") {
			kind = "random"
			if HeldOutSide(DeckPrint(d, defs), split) {
				t.Errorf("training deck %s is on the held-out side", d.Name)
			}
		}
		if d.Name == "set1-amber-amethyst" || d.Name == "set1-emerald-sapphire" {
			kind = "pair"
		}
		counts[kind]++
		prints = append(prints, DeckPrint(d, defs))
	}
	if want := map[string]int{"random": 48 * 15, "pair": 2 + 64, "reference": len(decks.Names()) - 4}; !maps.Equal(counts, want) {
		t.Errorf("pool: %v, want %v", counts, want)
	}
	var names []string
	for _, d := range held {
		p := DeckPrint(d, defs)
		if slices.Contains(prints, p) || (strings.HasPrefix(d.Name, "random-") && !HeldOutSide(p, split)) {
			t.Errorf("held-out deck %s is in training or on the training side", d.Name)
		}
		names = append(names, d.Name)
	}
	if len(held) != 2+15 || names[0] != "set6-amethyst-emerald" || names[1] != "set10-sapphire-steel" {
		t.Errorf("held out: %v", names)
	}
}
