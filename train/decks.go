package train

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/config"
)

// TrainingDecks are the decks a configuration trains on: env.pool's (the
// embedded reference decks the engine plays but those eval.held_out names,
// a folder's decklists, named decks, each once per listing, random legal
// decks per ink pair, on the training side of env.pool.split), or else
// env.decks, or else the default pair.
// Pooled says whether the decks are a pool (drawn per game and per seat)
// rather than one per seat. A deck of the pool or of env.decks that is not
// legal in Core Constructed (1.10.1.1) or has a card the engine does not
// implement is an error naming the deck and the card. notes says what was
// left out (reference decks with cards not implemented yet, ink pairs with
// too few implemented cards).
func TrainingDecks(cfg *config.Config) (ds []*cards.Deck, pooled bool, notes []string, err error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, false, nil, err
	}
	if !cfg.HasPool() {
		if len(cfg.Env.Decks) == 0 {
			d1, d2, _, err := env.DefaultDecks()
			if err != nil {
				return nil, false, nil, err
			}
			return []*cards.Deck{d1, d2}, false, nil, nil
		}
		for _, n := range cfg.Env.Decks {
			d, err := loadChecked("env.decks", n, defs)
			if err != nil {
				return nil, false, nil, err
			}
			ds = append(ds, d)
		}
		return ds, false, nil, nil
	}
	p := &cfg.Env.Pool
	if p.Reference {
		for _, n := range decks.Names() {
			if slices.ContainsFunc(cfg.Eval.HeldOut, func(h string) bool { return strings.TrimSpace(h) == n }) {
				notes = append(notes, "env.pool.reference: left out "+n+", held out (eval.held_out)")
				continue
			}
			d, err := env.LoadDeck(n)
			if err != nil {
				notes = append(notes, "env.pool.reference: left out "+strings.TrimPrefix(err.Error(), "env: "))
				continue
			}
			if err := checkDeck("env.pool.reference", d, defs); err != nil {
				notes = append(notes, fmt.Sprintf("left out: %v", err))
				continue
			}
			ds = append(ds, d)
		}
	}
	if dir := strings.TrimSpace(p.Folder); dir != "" {
		files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
		if err != nil {
			return nil, true, nil, fmt.Errorf("env.pool.folder: %w", err)
		}
		if len(files) == 0 {
			if _, err := os.Stat(dir); err != nil {
				return nil, true, nil, fmt.Errorf("env.pool.folder: %w", err)
			}
			return nil, true, nil, fmt.Errorf("env.pool.folder: no decklist (*.txt) in %s", dir)
		}
		slices.Sort(files)
		for _, f := range files {
			d, err := loadChecked("env.pool.folder", f, defs)
			if err != nil {
				return nil, true, nil, err
			}
			ds = append(ds, d)
		}
	}
	for _, n := range p.Decks {
		d, err := loadChecked("env.pool.decks", n, defs)
		if err != nil {
			return nil, true, nil, err
		}
		ds = append(ds, d)
	}
	if p.Random > 0 {
		rs, skipped := RandomDecks(defs, p.Random, p.RandomSeed, p.Split, false)
		for _, e := range skipped {
			notes = append(notes, fmt.Sprintf("env.pool.random: left out %v", e))
		}
		ds = append(ds, rs...)
	}
	if len(ds) == 0 {
		return nil, true, notes, errors.New("env.pool: no deck to train on")
	}
	return ds, true, notes, nil
}

// HeldOutDecks are the decks of eval.held_out and eval.held_out_random
// (from the held-out side of env.pool.split where it is set), checked as
// TrainingDecks checks its own; a held-out deck with the same
// cards as one of training is an error.
func HeldOutDecks(cfg *config.Config, training []*cards.Deck) ([]*cards.Deck, []string, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, nil, err
	}
	var ds []*cards.Deck
	var notes []string
	for _, n := range cfg.Eval.HeldOut {
		d, err := loadChecked("eval.held_out", n, defs)
		if err != nil {
			return nil, nil, err
		}
		ds = append(ds, d)
	}
	if cfg.Eval.HeldOutRandom > 0 {
		var rs []*cards.Deck
		var skipped []error
		if split := cfg.Env.Pool.Split; split > 0 {
			rs, skipped = RandomDecks(defs, cfg.Eval.HeldOutRandom, cfg.Eval.HeldOutSeed, split, true)
		} else {
			rs, skipped = gen.Decks(defs, cfg.Eval.HeldOutRandom, cfg.Eval.HeldOutSeed)
		}
		for _, e := range skipped {
			notes = append(notes, fmt.Sprintf("eval.held_out_random: left out %v", e))
		}
		ds = append(ds, rs...)
	}
	for _, d := range ds {
		if SameCards(defs, training, d) >= 0 {
			return nil, nil, fmt.Errorf("eval.held_out: deck %s is one of the training decks", d.Name)
		}
	}
	return ds, notes, nil
}

// SameCards returns the index of the deck of ds with the same cards as d
// (the same count of every full name: the same DeckPrint, as the training
// history records decks), or -1.
func SameCards(defs []engine.CardDef, ds []*cards.Deck, d *cards.Deck) int {
	want := DeckPrint(d, defs)
	return slices.IndexFunc(ds, func(o *cards.Deck) bool { return DeckPrint(o, defs) == want })
}

// loadChecked reads a deck by name or file and checks it.
func loadChecked(key, name string, defs []engine.CardDef) (*cards.Deck, error) {
	d, err := env.LoadDeck(strings.TrimSpace(name))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	return d, checkDeck(key, d, defs)
}

// checkDeck refuses a deck that breaks a Core Constructed rule or has a
// card not implemented, naming the deck and the cards.
func checkDeck(key string, d *cards.Deck, defs []engine.CardDef) error {
	var errs []error
	for _, p := range d.Check(defs, cards.CoreConstructed) {
		errs = append(errs, fmt.Errorf("%s: deck %s: %s", key, d.Name, p.Message))
	}
	return errors.Join(errs...)
}
