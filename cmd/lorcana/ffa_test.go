package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/checkpoint/checkpointtest"
)

// eval --players 3 and 4: A against N-1 copies of B, A in every seat
// position equally often, its share of wins with an interval; the same
// games whatever the threads; split and merged, the whole run.
func TestEvalPlayers(t *testing.T) {
	for _, c := range []struct {
		players string
		games   string
		seats   int // games of A in each seat position
	}{
		{"3", "12", 4}, // 4 pairings x 3 seats, one game each
		{"4", "20", 8}, // rounded up to 2 games per pairing and seat
	} {
		args := []string{"eval", "--agent", "greedy", "--vs", "random", "--players", c.players, "--games", c.games, "--seed", "3", "--json"}
		code, out, errs := lorcana(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		var r evalResult
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		n := len(r.BySeat)
		wins, games := 0, 0
		for i, s := range r.BySeat {
			if s.Games != c.seats {
				t.Errorf("--players %s: A played seat %d %d times, want %d (%+v)", c.players, i+1, s.Games, c.seats, r.BySeat)
			}
			wins += s.Wins
			games += s.Games
		}
		if r.Players != n || c.players != itoa(n) || games != r.Total.Games || wins != r.Total.Wins ||
			r.Total.WilsonLo > r.Total.WinRate || r.Total.WilsonHi < r.Total.WinRate {
			t.Errorf("--players %s: %+v", c.players, r)
		}
		// Greedy beats random players: far above the 1/N of chance.
		if r.Total.WinRate < 0.6 {
			t.Errorf("--players %s: greedy won %.0f%% against random players", c.players, 100*r.Total.WinRate)
		}
		_, out1, _ := lorcana(t, append(args, "--threads", "1")...)
		if out1 != out {
			t.Errorf("--players %s --threads 1 changed the result:\n%s\n%s", c.players, out, out1)
		}
		total := r.Total.Games
		var parts []string
		for _, cut := range [][2]int{{5, total}, {0, 5}} {
			_, p, errs := lorcana(t, append(args, "--games-from", itoa(cut[0]), "--games-to", itoa(cut[1]))...)
			if p == "" {
				t.Fatalf("part %v: %s", cut, errs)
			}
			parts = append(parts, p)
		}
		if code, merged, errs := mergeStdin(t, strings.Join(parts, ""), "--json"); code != 0 || merged != out {
			t.Errorf("--players %s: merged (exit %d, %s):\n%s\nwhole run:\n%s", c.players, code, errs, merged, out)
		}
	}
	// Two-player results say nothing of players or seats: the JSON is as
	// it was.
	_, out, _ := lorcana(t, "eval", "--agent", "greedy", "--vs", "random", "--games", "4", "--json")
	if strings.Contains(out, `"players"`) || strings.Contains(out, `"by_seat"`) {
		t.Errorf("a two-player result:\n%s", out)
	}
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// A network plays games of its own number of players: eval refuses it in
// games of another, naming both counts, and plays it in its own; "neural"
// alone is the bot shipped for the games' count.
func TestEvalRefusesAnotherPlayerCount(t *testing.T) {
	three := checkpointtest.Write(t, t.TempDir(), 3, 1)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--agent", "../../checkpoints/ffa3.ckpt", "--players", "4"}, "plays 3-player games, these have 4"},
		{[]string{"--vs", "../../checkpoints/ffa4.ckpt", "--players", "3"}, "plays 4-player games, these have 3"},
		{[]string{"--agent", "neural:" + three}, "plays 3-player games, these have 2"},
		{[]string{"--agent", "ismcts-neural:5:" + three, "--players", "4"}, "plays 3-player games, these have 4"},
		{[]string{"--players", "5"}, "2 to 4 players"},
		{[]string{"--players", "1"}, "2 to 4 players"},
	} {
		code, _, errs := lorcana(t, append([]string{"eval", "--games", "3"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want a usage error with %q", c.args, code, errs, c.want)
		}
	}
	code, out, errs := lorcana(t, "eval", "--agent", "neural:"+three, "--vs", "greedy", "--players", "3", "--games", "3")
	if code != 0 || !strings.Contains(out, "3 players") {
		t.Errorf("a 3-player network in 3-player games: exit %d\n%s\n%s", code, out, errs)
	}
	for _, n := range []string{"3", "4"} {
		code, out, errs := lorcana(t, "eval", "--agent", "neural", "--vs", "greedy", "--players", n, "--games", n)
		if code != 0 || !strings.Contains(out, n+" players") || !strings.Contains(errs+out, "ffa"+n) {
			t.Errorf("the shipped bot in %s-player games: exit %d\n%s\n%s", n, code, out, errs)
		}
	}
}

// play --players 3 and 4: --p1 in each seat in turn against copies of
// --p2, its wins counted by seat; a network of another count, a human seat
// and a view past the last seat are refused.
func TestPlayPlayers(t *testing.T) {
	three := checkpointtest.Write(t, t.TempDir(), 3, 1)
	for _, c := range []struct {
		players, games string
		p1             string
	}{{"3", "6", "greedy"}, {"4", "4", "greedy"}, {"3", "3", "neural:" + three}, {"3", "3", "neural"}, {"4", "4", "neural"}} {
		code, out, errs := lorcana(t, "play", "--p1", c.p1, "--p2", "random", "--players", c.players, "--games", c.games, "--json")
		if code != 0 {
			t.Fatalf("--players %s: exit %d: %s", c.players, code, errs)
		}
		var r playResult
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, w := range r.P1WinsBySeat {
			sum += w
		}
		if itoa(r.Players) != c.players || itoa(len(r.P1WinsBySeat)) != c.players || itoa(r.Games) != c.games ||
			sum != r.Wins.P1 || r.Wins.P1+r.Wins.P2+r.Wins.Draws+r.NoWinner != r.Games {
			t.Errorf("--players %s --p1 %s: %+v", c.players, c.p1, r)
		}
		if c.p1 == "greedy" && r.Wins.P1 != r.Games {
			t.Errorf("--players %s: greedy won %d of %d against random players", c.players, r.Wins.P1, r.Games)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--p1", "../../checkpoints/bot.ckpt", "--players", "3"}, "plays 2-player games, these have 3"},
		{[]string{"--p2", "neural:" + three}, "plays 3-player games, these have 2"},
		{[]string{"--p1", "human", "--players", "3"}, "two-player games only"},
		{[]string{"--watch", "--view", "4", "--players", "3"}, "seat 1 to 3"},
		{[]string{"--players", "5"}, "2 to 4 players"},
	} {
		code, _, errs := lorcana(t, append([]string{"play", "--games", "1"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want a usage error with %q", c.args, code, errs, c.want)
		}
	}
}

// A 3- or 4-player network exports like the 2-player one: its description
// says its players, and --samples records observations of its own games.
func TestExportPlayers(t *testing.T) {
	for _, n := range []int{3, 4} {
		dir := t.TempDir()
		ckpt := checkpointtest.Write(t, dir, n, 1)
		for _, format := range []string{"npz", "onnx"} {
			out := filepath.Join(dir, "net."+format)
			if code, _, errs := lorcana(t, "export", "--checkpoint", ckpt, "--format", format, "--out", out, "--samples", "4"); code != 0 {
				t.Fatalf("%d players, %s: exit %d: %s", n, format, code, errs)
			}
			if _, err := os.Stat(filepath.Join(dir, "net.samples.npz")); err != nil {
				t.Errorf("%d players, %s: %v", n, format, err)
			}
		}
		var arch struct {
			Players int `json:"players"`
		}
		data, err := os.ReadFile(filepath.Join(dir, "net.json"))
		if err == nil {
			err = json.Unmarshal(data, &arch)
		}
		if err != nil || arch.Players != n {
			t.Errorf("%d players: net.json says %d players (%v)", n, arch.Players, err)
		}
	}
}
