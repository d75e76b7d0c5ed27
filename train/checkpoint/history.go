package checkpoint

import (
	"fmt"
	"slices"
	"strings"
)

// Phase is one training run a network went through: a run from scratch,
// or a warm start from the weights of the phase before (model.init). A
// checkpoint's History lists every phase, oldest first; a run that goes
// on from a checkpoint appends its own (a resumed run goes on with its
// last one).
type Phase struct {
	// Config names the configuration files the phase ran with, as
	// `lorcana train --config` took them ("" for the embedded defaults).
	Config string
	// Learning is its settings that decide what is learned (YAML of
	// config.Config.Learning).
	Learning string
	// Updates, EnvSteps and Seconds are the phase's own counts (0 where
	// not recorded).
	Updates  int
	EnvSteps int64
	Seconds  float64
	// Pool says how its training decks were made, in the keys of
	// env.pool or env.decks ("reference: true; random: 6 per ink pair
	// (seed 1); ...").
	Pool string
	// Decks are the decks it trained on, each once; HeldOut those it kept
	// out of training and evaluated on (eval.held_out and the like).
	Decks   []Deck
	HeldOut []Deck
	// Split is env.pool.split: of the random decks, those whose
	// fingerprint is 0 modulo Split were on the held-out side (0: no
	// split).
	Split int
	// Unrecorded: the phase is known to have happened but not on which
	// decks (a warm start from a checkpoint of format 1), so whether a
	// deck was seen cannot be decided.
	Unrecorded bool
	// Note is free text (how the record was made, for one written after
	// the fact).
	Note string
}

// Deck is one deck of a phase: its name and the fingerprint of its cards
// (train.DeckPrint: the count of every full name, so the same cards under
// another name are the same deck).
type Deck struct {
	Name  string
	Print uint64
}

// Seen reports whether a deck of fingerprint print was trained on in any
// phase, and in which (1-based). known is false where some phase is
// Unrecorded (or there is no history): then not being found says nothing.
func Seen(history []Phase, print uint64) (phases []int, known bool) {
	known = len(history) > 0
	for i, p := range history {
		if p.Unrecorded {
			known = false
		}
		if slices.ContainsFunc(p.Decks, func(d Deck) bool { return d.Print == print }) {
			phases = append(phases, i+1)
		}
	}
	return phases, known
}

// HistoryProblem says why a checkpoint's history cannot tell seen decks
// from held-out ones, or "" where it can.
func (f *File) HistoryProblem() string {
	if f.Format < 2 {
		return fmt.Sprintf("a checkpoint of format %d records no training history (the decks of each phase); format %d does", f.Format, Version)
	}
	if len(f.History) == 0 {
		return "the checkpoint records no training phase"
	}
	var un []string
	for i, p := range f.History {
		if p.Unrecorded {
			un = append(un, fmt.Sprint(i+1))
		}
	}
	if len(un) > 0 {
		return fmt.Sprintf("the decks of phase %s are not recorded (a warm start from a checkpoint of format 1)", strings.Join(un, ", "))
	}
	return ""
}

// Totals are the counts of all phases together.
func Totals(history []Phase) (updates int, steps int64, seconds float64) {
	for _, p := range history {
		updates += p.Updates
		steps += p.EnvSteps
		seconds += p.Seconds
	}
	return updates, steps, seconds
}
