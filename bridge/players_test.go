package bridge

import (
	"strings"
	"testing"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/client"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/train/checkpoint/checkpointtest"
)

// A network plays every seat but the client's in games of the number of
// players it was trained for, and make refuses it in games of another,
// naming both counts; "neural" and "ismcts-neural" without a checkpoint
// are the bots shipped for the games' count.
func TestOpponentNetworkPlayers(t *testing.T) {
	dir := t.TempDir()
	checkpointtest.Write(t, dir, 3, 1) // players3.ckpt
	_, path := startServer(t, Options{Token: hostileToken, Checkpoints: dir})
	c := dial(t, path, client.Options{Token: hostileToken, Timeout: 30 * time.Second})
	for _, tc := range []struct {
		args map[string]any
		want string // "" for a game played to its end
	}{
		{map[string]any{"opponent": "neural:players3.ckpt", "players": 3}, ""},
		{map[string]any{"opponent": "ismcts-neural:2:players3.ckpt", "players": 3, "seat": 2}, ""},
		{map[string]any{"opponent": "neural:players3.ckpt"}, "plays 3-player games, these have 2"},
		{map[string]any{"opponent": "neural", "players": 4, "seat": 3}, ""},
		{map[string]any{"opponent": "ismcts-neural:2", "players": 3}, ""},
		{map[string]any{"opponent": "ismcts-neural:2:players3.ckpt", "players": 4}, "plays 3-player games, these have 4"},
		{map[string]any{"opponent": "neural", "players": 5}, "2 to 4 players"},
	} {
		if tc.want != "" {
			_, err := c.CallRaw("make", tc.args)
			wantCode(t, err, wire.CodeBadRequest)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v: %v, want an error with %q", tc.args, err, tc.want)
			}
			continue
		}
		tc.args["fields"] = []string{"mask"}
		var m makeResult
		mustCall(t, c, "make", tc.args, &m)
		var b batchResult
		mustCall(t, c, "reset", map[string]any{"env": m.Env}, &b)
		over := func() bool { return b.Terminated.Data[0] == 1 || b.Truncated.Data[0] == 1 }
		for i := 0; i < 5000 && !over(); i++ {
			mustCall(t, c, "step", map[string]any{"env": m.Env, "actions": []int{0}}, &b)
		}
		if !over() || m.Players != tc.args["players"] {
			t.Errorf("%v: no end in 5000 steps, or %d players", tc.args, m.Players)
		}
		mustCall(t, c, "close", map[string]any{"env": m.Env}, nil)
	}
}
