package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/lorcana-rl/lorcana/ladder"
)

// ladderPart plays games from to to-1 (to -1: the last) of todo, the
// games the ladder in path lacks, and prints them as one JSON part; the
// file is not written.
func (a *app) ladderPart(ctx context.Context, path string, file *ladder.File, todo []ladder.Game, from, to int, cfg ladder.RunConfig) error {
	if to == -1 {
		to = len(todo)
	}
	if from < 0 || to < from || to > len(todo) {
		return a.usage("--games-from %d --games-to %d: not a range of the %d games the ladder lacks (0 <= from <= to <= %d)", from, to, len(todo), len(todo))
	}
	part, err := ladder.PlayPart(ctx, file, todo, from, to, cfg)
	if err != nil {
		return err
	}
	part.File = path
	enc := json.NewEncoder(a.stdout)
	return enc.Encode(part)
}

// mergeLadder reads the parts in files (- for stdin; each may hold
// several) and adds their games to file, whose list of games to play is
// todo (ladder.Merge's checks).
func (a *app) mergeLadder(stdin io.Reader, files []string, file *ladder.File, todo []ladder.Game) error {
	parts, names, err := readParts[ladder.Part](stdin, files)
	if err != nil {
		return err
	}
	if err := ladder.Merge(file, todo, parts, names); err != nil {
		return fmt.Errorf("--merge: %w", err)
	}
	return nil
}
