package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/checkpoint/checkpointtest"
)

func TestLadderJSONAndExtend(t *testing.T) {
	dir := t.TempDir()
	file, plot := filepath.Join(dir, "l.json"), filepath.Join(dir, "l.png")
	run := func(agents string) map[string]any {
		t.Helper()
		args := []string{"ladder", "--json", "--rounds", "1", "--file", file, "--plot", plot, "--threads", "2", "--agents"}
		code, out, errs := lorcana(t, append(args, strings.Fields(agents)...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("stdout is not JSON: %v\n%s", err, out)
		}
		return m
	}
	m := run("random,greedy")
	if m["played"] != 8.0 || m["games"] != 8.0 {
		t.Fatalf("played %v, games %v; want 8 (4 deck pairings, 2 seats)", m["played"], m["games"])
	}
	m = run("random,greedy,ismcts:4:random:1")
	if m["played"] != 16.0 || m["games"] != 24.0 {
		t.Fatalf("extending played %v (want 16), games %v (want 24)", m["played"], m["games"])
	}
	rs := m["ratings"].([]any)
	if len(rs) != 3 {
		t.Fatalf("ratings %v", rs)
	}
	for _, r := range rs {
		r := r.(map[string]any)
		if r["agent"] == "random" && (r["elo"] != 0.0 || r["elo_low"] != 0.0) {
			t.Errorf("random is not anchored at 0: %v", r)
		}
		if r["elo_low"].(float64) > r["elo"].(float64) || r["elo_high"].(float64) < r["elo"].(float64) {
			t.Errorf("interval does not hold the rating: %v", r)
		}
	}
	if png, err := os.ReadFile(plot); err != nil || !strings.HasPrefix(string(png), "\x89PNG") {
		t.Errorf("plot: %v", err)
	}
	code, out, _ := lorcana(t, "ladder", "--agents", "random,greedy,ismcts:4:random:1", "--rounds", "1", "--file", file, "--plot", "")
	if code != 0 || !strings.Contains(out, "24 games (0 played now)") || !strings.Contains(out, "ismcts:4:random:1") {
		t.Errorf("exit %d, table:\n%s", code, out)
	}
	// --replay drops an agent's games and plays them again: the same
	// seeds, so the same results.
	before, _ := os.ReadFile(file)
	m = run("random,greedy,ismcts:4:random:1 --replay greedy")
	if m["played"] != 16.0 || m["games"] != 24.0 {
		t.Errorf("--replay greedy played %v (want 16), games %v (want 24)", m["played"], m["games"])
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Error("replayed games differ from the first ones")
	}
}

func TestLadderBadInput(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	if err := os.WriteFile(broken, []byte(`{"format":"lorcana-ladder","vers`), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.json")
	if err := os.WriteFile(other, []byte(`{"format":"lorcana-ladder","version":99}`), 0o644); err != nil {
		t.Fatal(err)
	}
	seeded := filepath.Join(dir, "seeded.json")
	if code, _, errs := lorcana(t, "ladder", "--agents", "random,greedy", "--rounds", "1", "--file", seeded, "--plot", "", "--seed", "5"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown agent", []string{"--agents", "random,gredy"}, 2, `unknown agent "gredy"`},
		{"bad ismcts", []string{"--agents", "random,ismcts:x"}, 2, `simulations "x"`},
		{"missing checkpoint", []string{"--agents", "random", "--checkpoint", filepath.Join(dir, "none.ckpt")}, 2, "none.ckpt"},
		{"one agent", []string{"--agents", "random"}, 2, "at least 2"},
		{"3-player network", []string{"--agents", "random", "--checkpoint", checkpointtest.Write(t, dir, 3, 1)}, 2, "plays 3-player games, these have 2"},
		{"agent twice", []string{"--agents", "random,greedy,random"}, 2, `"random" is listed twice`},
		{"anchor", []string{"--agents", "greedy,ismcts:2", "--anchor", "random"}, 2, `--anchor "random"`},
		{"rounds", []string{"--rounds", "0"}, 2, "--rounds"},
		{"prior", []string{"--agents", "random,greedy", "--prior", "x"}, 2, "--prior"},
		{"deck", []string{"--agents", "random,greedy", "--decks", "no-such-deck"}, 2, "--decks"},
		{"corrupted file", []string{"--agents", "random,greedy", "--file", broken}, 1, "damaged or not a ladder file"},
		{"other version", []string{"--agents", "random,greedy", "--file", other}, 1, "version 99"},
		{"other seed", []string{"--agents", "random,greedy", "--file", seeded, "--seed", "6"}, 2, "has seed 5"},
		{"replay of another agent", []string{"--agents", "random,greedy", "--replay", "neural"}, 2, `--replay "neural"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"ladder", "--rounds", "1", "--plot", "", "--file", filepath.Join(dir, "x.json")}, tt.args...)
			code, _, errs := lorcana(t, args...)
			if code != tt.code || !strings.Contains(errs, tt.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, tt.code, tt.want)
			}
			if _, err := os.Stat(filepath.Join(dir, "x.json")); err == nil {
				t.Error("a refused ladder wrote a file")
			}
		})
	}
	if data, _ := os.ReadFile(broken); string(data) != `{"format":"lorcana-ladder","vers` {
		t.Error("the corrupted file was overwritten")
	}
}
