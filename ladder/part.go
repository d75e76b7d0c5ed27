package ladder

import (
	"context"
	"fmt"
	"github.com/lorcana-rl/lorcana/shard"
	"slices"
)

// PartFormat names a part of a ladder: the games of one range of the list
// a ladder lacks, played on their own (lorcana ladder --games-from
// --games-to) so that a ladder can be spread over machines
// (lorcana.distributed) and its parts merged into the file (Merge).
const PartFormat = "lorcana-ladder-part"

// Range is games From to To-1 of a list of Of games.
type Range = shard.Range

// Part is the games of one range of the list Plan made: the ladder's seed
// and the range say which, so Merge can check that the parts are of the
// same ladder and cover its list once each.
type Part struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	File    string `json:"file"` // the results file the list was planned from
	Seed    uint64 `json:"seed"`
	Range   Range  `json:"range"`
	Games   []Game `json:"games"` // in key order
}

// PlayPart plays games from to to-1 of todo, the list Plan made from f,
// and returns them as a part; f is left as it was. cfg.Checkpoint is not
// called (a part is written whole or not at all).
func PlayPart(ctx context.Context, f *File, todo []Game, from, to int, cfg RunConfig) (*Part, error) {
	if from < 0 || to < from || to > len(todo) {
		return nil, fmt.Errorf("ladder: games %d to %d are no range of the %d games to play (0 <= from <= to <= %d)", from, to, len(todo), len(todo))
	}
	p := &Part{Format: PartFormat, Version: Version, Seed: f.Seed, Range: Range{From: from, To: to, Of: len(todo)}, Games: []Game{}}
	if from == to {
		return p, nil
	}
	scratch := &File{Seed: f.Seed, Decks: f.Decks}
	cfg.Checkpoint = nil
	if err := Run(ctx, scratch, todo[from:to], cfg); err != nil {
		return nil, err
	}
	p.Games = scratch.Games
	slices.SortFunc(p.Games, func(a, b Game) int { return a.Key.compare(b.Key) })
	return p, nil
}

// Merge adds the games of parts to f, whose list of games to play is todo
// (Plan's, from f): the parts must be of f's seed and of a list as long,
// cover it once each, and hold exactly its games (keys and seeds) with a
// result each. names name the parts in errors. On an error f is unchanged.
// The file then holds what playing todo on one machine leaves in it.
func Merge(f *File, todo []Game, parts []*Part, names []string) error {
	if len(parts) == 0 {
		return fmt.Errorf("ladder: no parts to merge")
	}
	index := make(map[Key]int, len(todo))
	for i, g := range todo {
		index[g.Key] = i
	}
	for i, p := range parts {
		switch {
		case p.Format != PartFormat || p.Version != Version:
			return fmt.Errorf("ladder: %s is not a part of a ladder (format %q version %d, want %q version %d)", names[i], p.Format, p.Version, PartFormat, Version)
		case p.Seed != f.Seed:
			return fmt.Errorf("ladder: %s is of a ladder of seed %d, this one's is %d", names[i], p.Seed, f.Seed)
		case p.Range.Of != len(todo):
			return fmt.Errorf("ladder: %s is a range of %d games to play, this ladder lacks %d (was the file changed, or other agents, decks or rounds given?)", names[i], p.Range.Of, len(todo))
		case p.Range.From < 0 || p.Range.To < p.Range.From || p.Range.To > p.Range.Of:
			return fmt.Errorf("ladder: %s: games %d to %d are no range of %d", names[i], p.Range.From, p.Range.To, p.Range.Of)
		case len(p.Games) != p.Range.To-p.Range.From:
			return fmt.Errorf("ladder: %s holds %d games for a range of %d", names[i], len(p.Games), p.Range.To-p.Range.From)
		}
		seen := make(map[Key]bool, len(p.Games))
		for _, g := range p.Games {
			k, ok := index[g.Key]
			switch {
			case !ok || k < p.Range.From || k >= p.Range.To:
				return fmt.Errorf("ladder: %s holds a game that is not in its range (%s vs %s, %s vs %s, round %d, seat %d)", names[i], g.A, g.B, g.DeckA, g.DeckB, g.Round, g.SeatA)
			case seen[g.Key]:
				return fmt.Errorf("ladder: %s holds a game twice (%s vs %s, %s vs %s, round %d, seat %d)", names[i], g.A, g.B, g.DeckA, g.DeckB, g.Round, g.SeatA)
			case g.Seed != todo[k].Seed:
				return fmt.Errorf("ladder: %s: a game of seed %d where the ladder's is %d", names[i], g.Seed, todo[k].Seed)
			case g.Result != WinA && g.Result != WinB && g.Result != Draw:
				return fmt.Errorf("ladder: %s: a game with result %q", names[i], g.Result)
			case g.Turns < 0:
				return fmt.Errorf("ladder: %s: a game of %d turns", names[i], g.Turns)
			}
			seen[g.Key] = true
		}
	}
	ranges := make([]Range, len(parts))
	for i, p := range parts {
		ranges[i] = p.Range
	}
	order, err := shard.Cover(ranges, len(todo), "games %d to %d of the list", "part", names)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	for _, i := range order {
		f.Games = append(f.Games, parts[i].Games...)
	}
	return nil
}
