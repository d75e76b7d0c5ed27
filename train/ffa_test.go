package train

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
)

// A run of 3 or 4 players trains a network of that many seats: its
// checkpoint says so and reads observations with a play and a discard
// section per seat, past checkpoints and fixed agents play every seat but
// the learner's, and the evaluation plays the network in each seat.
func TestTrainFreeForAll(t *testing.T) {
	for _, players := range []int{3, 4} {
		dir := t.TempDir()
		cfg, err := withYAML(t, dir, 32*4, `
env: {players: `+strconv.Itoa(players)+`}
selfplay: {agents: [greedy], agent_share: 0.5}
eval: {final_games: 5}`)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := New(cfg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sum, err := tr.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(sum.Final) != 1 || sum.Final[0].Games != 5 || sum.Final[0].Wins+sum.Final[0].Losses+sum.Final[0].Draws != 5 {
			t.Errorf("%d players: final evaluation %+v", players, sum.Final)
		}
		f, err := checkpoint.Load(sum.Checkpoint)
		if err != nil {
			t.Fatal(err)
		}
		l, err := f.Layout()
		if err != nil {
			t.Fatal(err)
		}
		if f.Players != players || l.Spec.Players != players || len(l.Sections) != 1+players+1 { // hand, play per seat, look (no discard rows)
			t.Errorf("%d players: checkpoint of %d players, sections %+v", players, f.Players, l.Sections)
		}
		// A run of another count cannot start from it, nor resume it.
		two, err := withYAML(t, t.TempDir(), 32, "model: {init: "+sum.Checkpoint+"}")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := New(two, Options{}); err == nil || !strings.Contains(err.Error(), "players") {
			t.Errorf("%d players: a 2-player warm start from it: %v, want an error naming the players", players, err)
		}
	}
}

// env.players is 2 to 4, and env.decks names one deck or one per seat.
func TestPlayersConfig(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"env: {players: 5}", "env.players"},
		{"env: {players: 1}", "env.players"},
		{"env: {players: 3, decks: [set1-amber-amethyst, set1-emerald-sapphire]}", "one per seat"},
	} {
		if _, err := withYAML(t, t.TempDir(), 32, c.yaml); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one naming %q", c.yaml, err, c.want)
		}
	}
	if _, err := withYAML(t, t.TempDir(), 32, "env: {players: 3, decks: [set1-amber-amethyst]}"); err != nil {
		t.Errorf("a 3-player mirror: %v", err)
	}
}
