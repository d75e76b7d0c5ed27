package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"io"
	"os"
	"slices"
)

// mergeEval reads the partial results of one evaluation (eval --json with
// --games-from and --games-to) from the files (- for stdin; each may hold
// several) and returns the whole run's result: the counts added up and the
// rates, intervals and totals worked out as a single run works them out.
// The parts must be of the same run and cover its games once each.
func (a *app) mergeEval(stdin io.Reader, files []string) (*evalResult, error) {
	if len(files) == 0 {
		return nil, a.usage("--merge: name the files of the partial results (- for the standard input)")
	}
	var parts []*evalResult
	var names []string
	for _, f := range files {
		var r io.Reader = stdin
		if f != "-" {
			fh, err := os.Open(f)
			if err != nil {
				return nil, err
			}
			defer fh.Close()
			r = fh
		}
		dec := json.NewDecoder(r)
		dec.DisallowUnknownFields()
		for n := 1; ; n++ {
			var p evalResult
			if err := dec.Decode(&p); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				return nil, fmt.Errorf("--merge %s: result %d: %w", f, n, err)
			}
			name := fmt.Sprintf("%s (result %d)", f, n)
			if p.Range == nil {
				return nil, fmt.Errorf("--merge %s: no \"range\": not a partial result (eval --json --games-from --games-to)", name)
			}
			played := 0
			for _, q := range p.Pairings {
				if q == nil || q.Games < 0 || q.Wins < 0 || q.Losses < 0 || q.Draws < 0 || q.Wins+q.Losses+q.Draws != q.Games {
					return nil, fmt.Errorf("--merge %s: a pairing whose counts do not add up", name)
				}
				played += q.Games
			}
			if played != p.Range.To-p.Range.From {
				return nil, fmt.Errorf("--merge %s: %d games played in a range of %d", name, played, p.Range.To-p.Range.From)
			}
			parts = append(parts, &p)
			names = append(names, name)
		}
	}
	if len(parts) == 0 {
		return nil, fmt.Errorf("--merge: no results in %v", files)
	}
	first := parts[0]
	for i, p := range parts[1:] {
		if err := sameRun(first, p); err != nil {
			return nil, fmt.Errorf("--merge: %s and %s are not of the same run: %w", names[0], names[i+1], err)
		}
	}
	ranges := make([]shard.Range, len(parts))
	for i, p := range parts {
		ranges[i] = *p.Range
	}
	if _, err := shard.Cover(ranges, first.Range.Of, "games %d to %d", "result", names); err != nil {
		return nil, fmt.Errorf("--merge: %w", err)
	}
	res := &evalResult{Agent: first.Agent, Vs: first.Vs, Players: first.Players, Seed: first.Seed, TrainedOn: first.TrainedOn, Bag: first.Bag,
		Phases: first.Phases, TrainingNote: first.TrainingNote, Network: first.Network}
	for _, d := range first.Decks {
		res.Decks = append(res.Decks, &deckRow{Deck: d.Deck, Seen: d.Seen, Phases: d.Phases})
	}
	for k, p := range first.Pairings {
		q := &pairing{DeckA: p.DeckA, DeckB: p.DeckB, HeldOut: p.HeldOut}
		for _, part := range parts {
			q.add(part.Pairings[k])
		}
		res.Pairings = append(res.Pairings, q)
	}
	if first.Players > 2 {
		res.BySeat = make([]seatCount, first.Players)
		for _, part := range parts {
			if len(part.BySeat) != first.Players {
				return nil, fmt.Errorf("--merge: a result of %d players without its count of each seat position", first.Players)
			}
			for i, c := range part.BySeat {
				res.BySeat[i].Games += c.Games
				res.BySeat[i].Wins += c.Wins
			}
		}
	}
	res.finish(len(res.TrainedOn) > 0)
	return res, nil
}

// bagName is a result's bag model as a person names it: the default's is
// left out of the JSON.
func bagName(b string) string {
	if b == "" {
		return "lorcana"
	}
	return b
}

// sameRun says how two partial results differ in what makes the run: the
// agents, the players, the seed, the bag model, the number of games, the decks and the training decks.
func sameRun(a, b *evalResult) error {
	switch {
	case a.Agent != b.Agent || a.Vs != b.Vs:
		return fmt.Errorf("agents %s vs %s and %s vs %s", a.Agent, a.Vs, b.Agent, b.Vs)
	case a.Players != b.Players:
		return fmt.Errorf("%d and %d players", max(a.Players, 2), max(b.Players, 2))
	case a.Seed != b.Seed:
		return fmt.Errorf("seeds %d and %d", a.Seed, b.Seed)
	case a.Bag != b.Bag:
		return fmt.Errorf("bag models %q and %q", bagName(a.Bag), bagName(b.Bag))
	case a.Range.Of != b.Range.Of:
		return fmt.Errorf("%d and %d games", a.Range.Of, b.Range.Of)
	case !slices.Equal(a.TrainedOn, b.TrainedOn):
		return fmt.Errorf("trained on %v and %v", a.TrainedOn, b.TrainedOn)
	case len(a.Pairings) != len(b.Pairings):
		return fmt.Errorf("%d and %d pairings", len(a.Pairings), len(b.Pairings))
	}
	for i, p := range a.Pairings {
		q := b.Pairings[i]
		if p.DeckA != q.DeckA || p.DeckB != q.DeckB || p.HeldOut != q.HeldOut {
			return fmt.Errorf("pairing %d is %s vs %s in one and %s vs %s in the other", i+1, p.DeckA, p.DeckB, q.DeckA, q.DeckB)
		}
	}
	return nil
}
