package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// lorcanaIn runs the command line with stdin as its input.
func lorcanaIn(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = runIn(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlayHumanRefusesFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--games", "3"}, "--games 3: a game with a human seat is played one at a time"},
		{[]string{"--json"}, "--json: a game with a human seat prints no report"},
		{[]string{"--watch"}, "--watch: a human seat already shows the game"},
		{[]string{"--p2", "nobody"}, `unknown agent "nobody"`},
	}
	for _, tc := range tests {
		args := append([]string{"play", "--p1", "human", "--p2", "random"}, tc.args...)
		code, _, errs := lorcanaIn(t, "", args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestPlayHumanWholeGame plays a game to its end, the person always taking
// the first option, and replays its record.
func TestPlayHumanWholeGame(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := lorcanaIn(t, strings.Repeat("1\n", 3000), "play", "--p1", "random", "--p2", "HUMAN", "--seed", "5", "--record", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, tail(out))
	}
	for _, want := range []string{"Seat 1: random with", "Seat 2: human with", "to act: player 2 (you)", "Player 1: lore", "Game over: player", "random (seat 1) answered", "Record saved to"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the output:\n%s", want, tail(out))
		}
	}
	if strings.Contains(out, "You left the game") {
		t.Errorf("the game did not end:\n%s", tail(out))
	}
	if n := strings.Count(strings.ToLower(out), "game over"); n != 1 {
		t.Errorf("\"game over\" is printed %d times, want once:\n%s", n, tail(out))
	}
	path := filepath.Join(dir, "game-00001.lrp")
	code, out, errs = lorcana(t, "replay", path)
	if code != 0 || !strings.Contains(out, "Game over:") || !strings.Contains(out, "seat 2: human") {
		t.Errorf("replay: exit %d, %s\n%s", code, errs, tail(out))
	}
}

// TestPlayHumanLeaves: the end of the input stops the game and keeps its
// record, which replays up to where it stopped.
func TestPlayHumanLeaves(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := lorcanaIn(t, "1\nnonsense\n\n1\n", "play", "--p1", "human", "--p2", "neural", "--record", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, tail(out))
	}
	for _, want := range []string{`"nonsense" is neither`, "The line is empty", "You left the game on turn", "the input has ended (Ctrl-D)", "Record saved to"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the output:\n%s", want, tail(out))
		}
	}
	code, out, errs = lorcana(t, "replay", filepath.Join(dir, "game-00001.lrp"))
	if code != 0 || !strings.Contains(out, "The record stops before the end of the game") {
		t.Errorf("replay: exit %d, %s\n%s", code, errs, tail(out))
	}
	if !strings.Contains(out, "player 1") {
		t.Errorf("the replay shows no action of player 1:\n%s", out)
	}
}

func tail(s string) string {
	if len(s) > 3000 {
		return "..." + s[len(s)-3000:]
	}
	return s
}

// asMainEnv makes the test binary run the command line (TestMain), so that
// the terminal test needs no separate build.
const asMainEnv = "LORCANA_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		os.Args = append(os.Args[:1], strings.Fields(os.Getenv(asMainEnv+"_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

// term is a tmux server of its own (its socket in a temporary folder) with
// one pane running the command line.
type term struct {
	t    *testing.T
	sock string
}

// startTerm runs lorcana with args in a new tmux pane; the pane stays after
// the program ends, showing "[exit N]".
func startTerm(t *testing.T, args string) *term {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (apt-get install tmux): the terminal test of the human seat needs it")
	}
	dir := t.TempDir()
	conf := filepath.Join(dir, "tmux.conf")
	if err := os.WriteFile(conf, []byte("set -g history-limit 200000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tm := &term{t: t, sock: filepath.Join(dir, "s")}
	shell := fmt.Sprintf("%s=1 %s_ARGS='%s' %s; echo \"[exit $?]\"; sleep 600", asMainEnv, asMainEnv, args, exe)
	cmd := exec.Command("tmux", "-S", tm.sock, "-f", conf, "new-session", "-d", "-x", "150", "-y", "50", shell)
	cmd.Env = append(os.Environ(), "TERM=xterm-256color")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command("tmux", "-S", tm.sock, "kill-server").Run() })
	return tm
}

// keys types keys into the pane (tmux key names: Enter, C-d, C-c).
func (tm *term) keys(keys ...string) {
	tm.t.Helper()
	args := append([]string{"-S", tm.sock, "send-keys", "-t", "0"}, keys...)
	if out, err := exec.Command("tmux", args...).CombinedOutput(); err != nil {
		tm.t.Fatalf("tmux send-keys %v: %v\n%s", keys, err, out)
	}
}

// screen is the pane's whole history and screen.
func (tm *term) screen() string {
	out, err := exec.Command("tmux", "-S", tm.sock, "capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", "0").Output()
	if err != nil {
		tm.t.Fatalf("tmux capture-pane: %v", err)
	}
	return string(out)
}

// waitFor waits until the screen matches re, and returns it.
func (tm *term) waitFor(re string, timeout time.Duration) string {
	tm.t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.Now().Add(timeout)
	for {
		s := tm.screen()
		if rx.MatchString(s) {
			return s
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("after %v the terminal shows no %q:\n%s", timeout, re, tail(s))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var prompt = regexp.MustCompile(`Your choice \((?:1 to \d+|1), or board, log, info, help, concede\): `)

// waitPrompt waits for the n-th question of the game.
func (tm *term) waitPrompt(n int, timeout time.Duration) string {
	tm.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		s := tm.screen()
		if len(prompt.FindAllStringIndex(s, -1)) >= n || strings.Contains(s, "[exit ") {
			return s
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("after %v the terminal shows no question %d:\n%s", timeout, n, tail(s))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestPlayHumanInTmux plays in a real terminal: bad input and commands,
// then a whole game against the shipped bot taking option 1 every time.
func TestPlayHumanInTmux(t *testing.T) {
	dir := t.TempDir()
	tm := startTerm(t, "play --p1 human --p2 neural --seed 11 --record "+dir)
	asked := 1
	tm.waitPrompt(asked, 30*time.Second)
	for _, step := range []struct{ typed, want string }{
		{"hello", `"hello" is neither an option's number nor a command`},
		{"42", `There is no option 42: type a number from 1 to \d+`},
		{"", `The line is empty`},
		{"help", `concede  concede the game \(asks first\)`},
		{"board", `(?s)to act: player 1 \(you\).*to act: player 1 \(you\)`},
		{"log", `Nothing has happened yet|Turn 1:`},
		{"? 1", `\(yours, in the hand; (character|action|item|location), cost \d`},
		{"info zzzz", `No card you can see has "zzzz" in its name`},
	} {
		if step.typed != "" {
			tm.keys("-l", step.typed)
		}
		tm.keys("Enter")
		asked++
		tm.waitFor(step.want, 10*time.Second)
		tm.waitPrompt(asked, 10*time.Second)
	}
	start := time.Now()
	for !strings.Contains(tm.screen(), "[exit ") {
		if time.Since(start) > 3*time.Minute {
			t.Fatalf("the game did not end in 3 minutes:\n%s", tail(tm.screen()))
		}
		tm.keys("1", "Enter")
		asked++
		tm.waitPrompt(asked, 20*time.Second)
	}
	s := tm.waitFor(`\[exit 0\]`, 10*time.Second)
	for _, want := range []string{"Game over: player", "neural (seat 2) answered", "Record saved to " + dir} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in the terminal:\n%s", want, tail(s))
		}
	}
	t.Logf("%d questions; %s", asked, regexp.MustCompile(`neural \(seat 2\) answered .*`).FindString(s))
	if _, err := os.Stat(filepath.Join(dir, "game-00001.lrp")); err != nil {
		t.Error(err)
	}
}

// TestPlayHumanLeavesInTmux: Ctrl-D and Ctrl-C at a question end the game
// cleanly and save the record so far; concede ends it as a loss.
func TestPlayHumanLeavesInTmux(t *testing.T) {
	tests := []struct {
		name string
		keys [][]string
		want string
	}{
		{"Ctrl-D", [][]string{{"C-d"}}, `You left the game on turn \d+ after \d+ decisions: the input has ended \(Ctrl-D\)`},
		{"Ctrl-C", [][]string{{"C-c"}}, `You left the game on turn \d+ after \d+ decisions: interrupt signal received`},
		{"concede", [][]string{{"-l", "concede"}, {"Enter"}, {"-l", "yes"}, {"Enter"}}, `Game over: player 2 wins \(concede\)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			tm := startTerm(t, "play --p1 human --p2 neural --seed 3 --record "+dir)
			tm.waitPrompt(1, 30*time.Second)
			tm.keys("1", "Enter") // one answer recorded
			tm.waitPrompt(2, 10*time.Second)
			for _, k := range tc.keys {
				tm.keys(k...)
			}
			s := tm.waitFor(`\[exit \d+\]`, 10*time.Second)
			for _, want := range []string{tc.want, `Record saved to \S+game-00001.lrp \(\d+ actions`, `\[exit 0\]`} {
				if !regexp.MustCompile(want).MatchString(s) {
					t.Errorf("no %q in the terminal:\n%s", want, tail(s))
				}
			}
			code, out, errs := lorcana(t, "replay", filepath.Join(dir, "game-00001.lrp"))
			if code != 0 || !strings.Contains(out, "player 1 (") && !strings.Contains(out, "player 1 ") {
				t.Errorf("replay: exit %d, %s\n%s", code, errs, tail(out))
			}
		})
	}
}

// TestPlayHumanFreshSeed: without --seed each game is dealt anew, and the
// seed printed deals the same game again.
func TestPlayHumanFreshSeed(t *testing.T) {
	seedOf := func(out string) string {
		_, rest, ok := strings.Cut(out, ". Seed ")
		n, _, ok2 := strings.Cut(rest, " ")
		if !ok || !ok2 {
			t.Fatalf("no seed printed:\n%s", tail(out))
		}
		return n
	}
	// the board up to the first prompt: the opening hand
	board := func(out string) string {
		_, b, _ := strings.Cut(out, "Ctrl-C leaves the game.\n")
		b, _, _ = strings.Cut(b, "Your choice")
		return b
	}
	var seeds, boards []string
	for range 2 {
		code, out, errs := lorcanaIn(t, "", "play", "--p1", "human", "--p2", "random")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		seeds = append(seeds, seedOf(out))
		boards = append(boards, board(out))
	}
	if seeds[0] == seeds[1] {
		t.Errorf("two games without --seed have the same seed %s", seeds[0])
	}
	code, out, errs := lorcanaIn(t, "", "play", "--p1", "human", "--p2", "random", "--seed", seeds[0])
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if seedOf(out) != seeds[0] || board(out) != boards[0] {
		t.Errorf("--seed %s deals another game:\n%s\nwant\n%s", seeds[0], board(out), boards[0])
	}
}
