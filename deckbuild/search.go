package deckbuild

import (
	"fmt"
	"slices"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Heuristic is a starting deck under r: limited.Build's deck (inks by the
// cards' strength, a curve of costs, best cards by limited.Score first) from
// a pool of the candidates: up to four copies of each (Constructed; fewer
// where a card's limit says so), the pool itself (Limited). It has r's
// least size.
func Heuristic(r *Rules) (*cards.Deck, error) {
	var pool limited.Pool
	for _, c := range r.Candidates {
		n := c.Limit
		if r.Format == cards.CoreConstructed {
			n = min(n, usualCopies)
		}
		pool.Lines = append(pool.Lines, cards.DeckLine{Count: n, Def: c.Def})
	}
	slices.SortFunc(pool.Lines, func(a, b cards.DeckLine) int { return int(a.Def) - int(b.Def) })
	b, err := limited.Build(pool, r.defs, r.MinSize)
	if err != nil {
		return nil, err
	}
	s := NewState(r)
	if err := s.Set(b.Deck); err != nil { // the rules hold (Build picks two inks, or a third only in Limited)
		return nil, fmt.Errorf("the heuristic deck: %w", err)
	}
	name := "deckbuild-" + cards.InkNames(s.Inks())
	return s.Deck(name), nil
}

// SearchConfig is a Search's configuration.
type SearchConfig struct {
	Rules        *Rules
	Gauntlet     *Gauntlet
	Start        *cards.Deck // the first deck (nil: Heuristic's)
	Budget       int         // games in all, the first deck's evaluation included
	GamesPerDeck int         // games against each gauntlet deck per evaluation (even)
	Seed         uint64      // the proposals' and the evaluations' seed
	Progress     func(p Progress)
}

// Progress reports one evaluation of a search.
type Progress struct {
	Eval     int   // 0: the first deck
	Games    int   // games played so far
	Score    Score // of the deck proposed
	Best     Score // of the deck kept
	Accepted bool
	Move     string // "out 2 X, in 2 Y"
}

// SearchResult is the deck a search kept.
type SearchResult struct {
	Start    *cards.Deck
	Deck     *cards.Deck
	Score    Score // on the search's seeds: optimistic, as the best of many
	First    Score // the first deck's, on the same seeds
	Evals    int
	Accepted int
	Games    int
}

// points ranks scores: a win 2, a draw 1.
func (s Score) points() int { return 2*s.Wins + s.Draws }

// Search hill-climbs on the gauntlet: it evaluates the first deck, then
// proposes swaps (out: k copies of a card of the deck, drawn by copies; in:
// k copies of a candidate drawn uniformly among those the rules let in;
// k from 1 to 4) and keeps a swap whose deck scores at least as well,
// until the budget of games cannot pay for another evaluation. Every
// evaluation plays the same seeds (common random numbers), so two decks
// are compared on the same games as far as their cards allow. The score
// of the kept deck is biased upwards (it is the best of many noisy
// evaluations): measure it again on fresh seeds.
func Search(cfg SearchConfig) (*SearchResult, error) {
	r, g := cfg.Rules, cfg.Gauntlet
	if r == nil || g == nil {
		return nil, fmt.Errorf("deckbuild: a search needs rules and a gauntlet")
	}
	if cfg.GamesPerDeck < 2 || cfg.GamesPerDeck%2 != 0 || cfg.GamesPerDeck > MaxGamesPerDeck {
		return nil, fmt.Errorf("%d games a gauntlet deck: an even number from 2 to %d (the deck in both seats)", cfg.GamesPerDeck, MaxGamesPerDeck)
	}
	per := g.GamesFor(cfg.GamesPerDeck)
	if cfg.Budget < per {
		return nil, fmt.Errorf("a budget of %d games: one evaluation takes %d (%d games against each of %d decks)", cfg.Budget, per, cfg.GamesPerDeck, len(g.Decks()))
	}
	start := cfg.Start
	if start == nil {
		var err error
		if start, err = Heuristic(r); err != nil {
			return nil, err
		}
	}
	s := NewState(r)
	if err := s.Set(start); err != nil {
		return nil, err
	}
	if !s.Complete() {
		return nil, fmt.Errorf("deck %s holds %d cards: a search starts from a legal deck of %d", start.Name, s.Size(), r.MinSize)
	}
	evalSeed := mix(cfg.Seed, 0xe7a1)
	rng := engine.NewRNG(mix(cfg.Seed, 0x5ea6))
	var ids []engine.DefID
	eval := func() (Score, error) {
		ids = s.AppendIDs(ids[:0])
		return g.Play(ids, evalSeed, cfg.GamesPerDeck)
	}
	best, err := eval()
	if err != nil {
		return nil, err
	}
	res := &SearchResult{Start: start, First: best, Score: best, Evals: 1, Games: per}
	if cfg.Progress != nil {
		cfg.Progress(Progress{Games: res.Games, Score: best, Best: best, Accepted: true, Move: "start"})
	}
	for res.Games+per <= cfg.Budget {
		out, in, k, ok := propose(s, &rng)
		if !ok {
			break // no swap the rules allow (a pool with nothing left out)
		}
		res.Evals++
		res.Games += per
		sc, err := eval()
		if err != nil {
			return nil, err
		}
		p := Progress{Eval: res.Evals - 1, Games: res.Games, Score: sc,
			Move: fmt.Sprintf("out %d %s, in %d %s", k, r.name(out), k, r.name(in))}
		if sc.points() >= best.points() {
			best, p.Accepted = sc, true
			res.Accepted++
		} else {
			swap(s, in, out, k) // back
		}
		p.Best = best
		if cfg.Progress != nil {
			cfg.Progress(p)
		}
	}
	res.Score = best
	res.Deck = s.Deck(start.Name)
	return res, nil
}

// propose draws a swap and makes it: k copies of candidate out leave, k of
// in come.
func propose(s *State, rng *engine.RNG) (out, in, k int, ok bool) {
	n := len(s.counts)
	for range 64 {
		// out: a card of the deck, by copies
		at := rng.Intn(s.size)
		for i, c := range s.counts {
			if at < int(c) {
				out = i
				break
			}
			at -= int(c)
		}
		in = rng.Intn(n)
		if in == out {
			continue
		}
		k = 1 + rng.Intn(usualCopies)
		k = min(k, int(s.counts[out]), s.r.Candidates[in].Limit-int(s.counts[in]))
		if k < 1 {
			continue
		}
		if swap(s, out, in, k) {
			return out, in, k, true
		}
	}
	return 0, 0, 0, false
}

// swap moves k copies of candidate out for k of in, or changes nothing and
// says false where the rules refuse it (a card of a third ink).
func swap(s *State, out, in, k int) bool {
	for range k {
		s.Remove(out) //nolint:errcheck // out holds k copies
	}
	for j := range k {
		if s.Add(in) != nil {
			for range j {
				s.Remove(in) //nolint:errcheck
			}
			for range k {
				s.Add(out) //nolint:errcheck
			}
			return false
		}
	}
	return true
}
