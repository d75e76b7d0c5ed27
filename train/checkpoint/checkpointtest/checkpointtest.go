// Package checkpointtest writes small checkpoints of untrained networks for
// tests: of any number of players, in a second, with no training.
package checkpointtest

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Write saves a checkpoint of a small network with random weights (from
// seed) for games of players players into dir and returns its path.
func Write(t testing.TB, dir string, players int, seed uint64) string {
	t.Helper()
	keep := model.Keep{Hand: 4, Play: 4, Look: 2, Options: 16}
	layout, err := model.NewLayout(encode.NewSpec(players), keep)
	if err != nil {
		t.Fatal(err)
	}
	net, err := model.New(layout.Dims(), model.Arch{CardDim: 4, Hidden: 8, OptionHidden: 4}, seed)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "players"+strconv.Itoa(players)+checkpoint.Ext)
	f := &checkpoint.File{EncodeVersion: encode.Version, Players: players, Keep: keep, Arch: net.Arch, Dims: net.Dims, Params: net.Params}
	if err := checkpoint.Save(path, f); err != nil {
		t.Fatal(err)
	}
	return path
}
