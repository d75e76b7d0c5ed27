package train

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
)

// DeckPrint is the fingerprint of a deck's cards: FNV-1a (64 bits) of its
// lines "COUNT NAME\n", one per full name (cards.Normalize of the card's
// full name, copies of two printings of a name counted together), sorted
// by name. The deck's own name and the order of its list do not count, so
// a deck saved to a file and read back, or listed in another order, has
// the same fingerprint; and it depends on no catalogue index, so a record
// stays valid when the catalogue grows.
func DeckPrint(d *cards.Deck, defs []engine.CardDef) uint64 {
	type line struct {
		name  string
		count int
	}
	var ls []line
	for _, l := range d.Cards {
		n := cards.Normalize(defs[l.Def].FullName)
		if i := slices.IndexFunc(ls, func(x line) bool { return x.name == n }); i >= 0 {
			ls[i].count += l.Count
			continue
		}
		ls = append(ls, line{n, l.Count})
	}
	slices.SortFunc(ls, func(a, b line) int { return strings.Compare(a.name, b.name) })
	h := fnv.New64a()
	for _, l := range ls {
		h.Write([]byte(strconv.Itoa(l.count) + " " + l.name + "\n"))
	}
	return h.Sum64()
}

// HeldOutSide reports whether a deck of fingerprint print is on the
// held-out side of a split of modulus split (env.pool.split): the
// fingerprint, mixed (SplitMix64's finalizer, so that every bit of the
// hash counts), is 0 modulo split. split 0 holds nothing out.
func HeldOutSide(print uint64, split int) bool {
	if split <= 0 {
		return false
	}
	z := print
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return z%uint64(split) == 0
}

// RandomDecks makes perPair random legal decks (decks/gen) of every ink
// pair from seed, on one side of a split: with split 0 the generator's
// first perPair decks (gen.Decks); else its decks in order, keeping those
// on the held-out side (heldOut) or the others, until the pair has
// perPair. A deck keeps the generator's name, so `lorcana deck random
// --inks A,B --seed S --index I` prints it. It returns the pairs left out
// with why.
func RandomDecks(defs []engine.CardDef, perPair int, seed uint64, split int, heldOut bool) ([]*cards.Deck, []error) {
	if split <= 0 {
		if heldOut {
			return nil, nil
		}
		return gen.Decks(defs, perPair, seed)
	}
	var out []*cards.Deck
	var skipped []error
	for _, p := range gen.Pairs() {
		// One deck in split is held out: this many tries is far more
		// than either side needs.
		tries := 16 * split * (perPair + 1)
		n := 0
		for i := 0; n < perPair; i++ {
			if i == tries {
				skipped = append(skipped, fmt.Errorf("gen: %s/%s: only %d of %d decks on the asked side of split %d in %d decks", p[0], p[1], n, perPair, split, tries))
				break
			}
			d, err := gen.Deck(defs, p, seed, i)
			if err != nil {
				skipped = append(skipped, err)
				break
			}
			if HeldOutSide(DeckPrint(d, defs), split) == heldOut {
				out = append(out, d)
				n++
			}
		}
	}
	return out, skipped
}

// PoolSpec says in words how a configuration's training decks are made,
// in the keys of env.pool or env.decks.
func PoolSpec(cfg *config.Config) string {
	if !cfg.HasPool() {
		if len(cfg.Env.Decks) == 0 {
			return "env.decks: the reference pair"
		}
		return "env.decks: " + strings.Join(cfg.Env.Decks, ", ")
	}
	p := &cfg.Env.Pool
	var parts []string
	if p.Reference {
		s := "reference: true"
		if len(cfg.Eval.HeldOut) > 0 {
			s += " (but eval.held_out: " + strings.Join(cfg.Eval.HeldOut, ", ") + ")"
		}
		parts = append(parts, s)
	}
	if f := strings.TrimSpace(p.Folder); f != "" {
		parts = append(parts, "folder: "+f)
	}
	if p.Random > 0 {
		s := fmt.Sprintf("random: %d per ink pair (random_seed %d)", p.Random, p.RandomSeed)
		if p.Split > 0 {
			s += fmt.Sprintf(", split %d (held-out side left out)", p.Split)
		}
		parts = append(parts, s)
	}
	if len(p.Decks) > 0 {
		// Each deck once, with how many times it is listed.
		var names []string
		var counts []int
		for _, d := range p.Decks {
			d = strings.TrimSpace(d)
			if i := slices.Index(names, d); i >= 0 {
				counts[i]++
				continue
			}
			names = append(names, d)
			counts = append(counts, 1)
		}
		ds := make([]string, len(names))
		for i, n := range names {
			ds[i] = n
			if counts[i] > 1 {
				ds[i] = fmt.Sprintf("%d x %s", counts[i], n)
			}
		}
		parts = append(parts, "decks: "+strings.Join(ds, ", "))
	}
	return strings.Join(parts, "; ")
}

// NewPhase is the record of a phase that trains on decks with cfg (decks
// each recorded once, by fingerprint), evaluating apart on heldOut.
// configName names the configuration files (as --config took them).
func NewPhase(cfg *config.Config, configName string, decks, heldOut []*cards.Deck) (checkpoint.Phase, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return checkpoint.Phase{}, err
	}
	rec := func(ds []*cards.Deck) []checkpoint.Deck {
		var out []checkpoint.Deck
		for _, d := range ds {
			p := DeckPrint(d, defs)
			if !slices.ContainsFunc(out, func(x checkpoint.Deck) bool { return x.Print == p }) {
				out = append(out, checkpoint.Deck{Name: d.Name, Print: p})
			}
		}
		return out
	}
	split := 0
	if cfg.HasPool() && cfg.Env.Pool.Random > 0 {
		split = cfg.Env.Pool.Split
	}
	var note string
	if cfg.Mode == config.ModeExpert {
		e := &cfg.Expert
		target := "visit shares"
		if e.Target == config.TargetImproved {
			target = fmt.Sprintf("improved policy (q_scale %g)", e.QScale)
		}
		note = fmt.Sprintf("expert iteration: the search's games, %d simulations a decision (c %g), %d games and %d optimiser steps an iteration, the policy's target its %s",
			e.Sims, e.C, e.Games, e.Updates, target)
	}
	return checkpoint.Phase{Config: configName, Learning: cfg.Learning(), Pool: PoolSpec(cfg),
		Decks: rec(decks), HeldOut: rec(heldOut), Split: split, Note: note}, nil
}
