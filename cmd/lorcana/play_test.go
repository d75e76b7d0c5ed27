package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func playJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errs := lorcana(t, append([]string{"play", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, out)
	}
	return m
}

func TestPlayJSON(t *testing.T) {
	m := playJSON(t, "--games", "12", "--p1", "greedy", "--p2", "random", "--seed", "3", "--threads", "2")
	wins := m["wins"].(map[string]any)
	p1, p2, draws := wins["p1"].(float64), wins["p2"].(float64), wins["draws"].(float64)
	if m["games"] != 12.0 || p1+p2+draws+m["no_winner"].(float64) != 12 {
		t.Fatalf("games and wins do not add up: %v", m)
	}
	if p1 < 10 {
		t.Errorf("greedy won %v of 12 against random", p1)
	}
	rate := m["p1_win_rate"].(float64)
	ci := m["ci95"].([]any)
	if rate != p1/12 || ci[0].(float64) > rate || ci[1].(float64) < rate {
		t.Errorf("rate %v, interval %v", rate, ci)
	}
	if m["mean_turns"].(float64) <= 0 {
		t.Errorf("mean turns %v", m["mean_turns"])
	}
	seats := m["p1_wins_by_seat"].([]any)
	if seats[0].(float64)+seats[1].(float64) != p1 {
		t.Errorf("wins by seat %v, wins %v", seats, p1)
	}
}

func TestPlaySameForAnyThreads(t *testing.T) {
	a := playJSON(t, "--games", "6", "--p1", "greedy", "--p2", "random", "--threads", "1")
	b := playJSON(t, "--games", "6", "--p1", "greedy", "--p2", "random", "--threads", "3")
	delete(a, "seconds")
	delete(b, "seconds")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Errorf("1 thread: %s\n3 threads: %s", ja, jb)
	}
}

func TestPlayRecordAndReplay(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := lorcana(t, "play", "--games", "2", "--p1", "greedy", "--p2", "greedy", "--record", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "p1 win rate") {
		t.Errorf("no summary:\n%s", out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.lrp"))
	if len(files) != 2 {
		t.Fatalf("recorded %v", files)
	}
	code, out, errs = lorcana(t, "replay", files[1], "--boards", "--view", "2")
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errs)
	}
	for _, w := range []string{"seat 1: greedy", "Turn 1:", "Turn 2:", "Player 2 (you)", "ends the turn", "Game over:"} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the replay", w)
		}
	}
	bad := filepath.Join(dir, "bad.lrp")
	data, _ := os.ReadFile(files[0])
	if err := os.WriteFile(bad, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = lorcana(t, "replay", bad)
	if code != 1 || !strings.Contains(errs, "truncated or corrupt") {
		t.Errorf("a truncated replay: exit %d, %s", code, errs)
	}
}

func TestPlayWatch(t *testing.T) {
	code, out, errs := lorcana(t, "play", "--games", "1", "--watch", "--view", "1", "--p2", "greedy")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"=== Game 1 of 1", "Player 1 (you)", "hand:", "Game over:", "p1 win rate"} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in the watched game", w)
		}
	}
	if strings.Contains(out, "player 2 draws ") && !strings.Contains(out, "player 2 draws a card") {
		t.Error("player 1 sees the cards player 2 draws")
	}
}

func TestPlayUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"play", "--p1", "alphazero"}, 2, `unknown agent "alphazero"`},
		{[]string{"play", "--p2", "ismcts:0"}, 2, "simulations"},
		{[]string{"play", "--games", "0"}, 2, "at least one game"},
		{[]string{"play", "--view", "3"}, 2, "--view"},
		{[]string{"replay"}, 2, "accepts 1 arg"},
		{[]string{"replay", "/no/such/file.lrp"}, 1, "no such file"},
	} {
		code, _, errs := lorcana(t, tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: exit %d, %q; want %d and %q", tt.args, code, errs, tt.code, tt.err)
		}
	}
}

// The play and eval reports name the bag model under a variant, in the text
// and the JSON, and say nothing of it under the default.
func TestReportsNameTheBagModel(t *testing.T) {
	play := []string{"play", "--games", "2", "--p1", "greedy", "--p2", "random", "--seed", "5"}
	eval := []string{"eval", "--agent", "greedy", "--vs", "random", "--games", "2", "--seed", "5"}
	for _, tc := range []struct {
		args []string
		bag  string // "" for the default
	}{
		{play, ""},
		{append(play[:len(play):len(play)], "--bag", "lorcana"), ""},
		{append(play[:len(play):len(play)], "--bag", "alternating"), "alternating"},
		{append(play[:len(play):len(play)], "--bag", "nested"), "nested"},
		{eval, ""},
		{append(eval[:len(eval):len(eval)], "--bag", "nested"), "nested"},
		{append(eval[:len(eval):len(eval)], "--bag", "alternating"), "alternating"},
	} {
		code, out, errs := lorcana(t, tc.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errs)
		}
		line := "bag        " + tc.bag + " (a rule variant"
		if got := strings.Contains(out, "bag "); tc.bag == "" && got {
			t.Errorf("%v: the default report names a bag:\n%s", tc.args, out)
		} else if tc.bag != "" && !strings.Contains(out, line) {
			t.Errorf("%v: no %q line:\n%s", tc.args, line, out)
		}
		code, out, errs = lorcana(t, append(tc.args, "--json")...)
		if code != 0 {
			t.Fatalf("%v --json: exit %d: %s", tc.args, code, errs)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatalf("%v --json: %v\n%s", tc.args, err, out)
		}
		if got, _ := m["bag"].(string); got != tc.bag {
			t.Errorf("%v --json: bag %q, want %q", tc.args, got, tc.bag)
		}
	}
}

// A replay names the bag model its game was played under when it is a
// variant, and says nothing of it for the Lorcana bag.
func TestReplayNamesTheBagModel(t *testing.T) {
	for _, bag := range []string{"lorcana", "nested"} {
		dir := t.TempDir()
		code, _, errs := lorcana(t, "play", "--games", "1", "--p1", "greedy", "--p2", "random", "--bag", bag, "--record", dir)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", bag, code, errs)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.lrp"))
		if len(files) != 1 {
			t.Fatalf("%s: recorded %v", bag, files)
		}
		code, out, errs := lorcana(t, "replay", files[0])
		if code != 0 {
			t.Fatalf("%s: replay: exit %d: %s", bag, code, errs)
		}
		named := strings.Contains(out, "bag: nested (a rule variant")
		if named != (bag == "nested") || (bag == "lorcana" && strings.Contains(out, "bag:")) {
			t.Errorf("%s: the replay's bag line is wrong:\n%.400s", bag, out)
		}
	}
}
