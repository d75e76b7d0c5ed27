package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestEvalJSON(t *testing.T) {
	code, out, errs := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--games", "8", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r evalResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(r.Pairings) != 4 || r.Total.Games != 8 || r.Total.Wins+r.Total.Losses+r.Total.Draws != 8 ||
		r.Total.WilsonLo > r.Total.WinRate || r.Total.WilsonHi < r.Total.WinRate {
		t.Errorf("result %+v", r)
	}
	// The same seed gives the same games whatever the threads.
	_, out2, _ := lorcana(t, "eval", "--agent", "neural", "--vs", "random", "--games", "8", "--json", "--threads", "1")
	if out2 != out {
		t.Errorf("--threads 1 changed the result:\n%s\n%s", out, out2)
	}
}

func TestEvalErrors(t *testing.T) {
	for _, args := range [][]string{
		{"eval", "--agent", "nobody"},
		{"eval", "--vs", "neural:/no/such/file"},
		{"eval", "--games", "0"},
		{"eval", "--decks", "no-such-deck"},
	} {
		if code, _, errs := lorcana(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want a usage error", args, code, errs)
		}
	}
}

func TestTrainCommand(t *testing.T) {
	code, out, _ := lorcana(t, "train", "--print-config")
	if code != 0 || !strings.Contains(out, "total_steps:") {
		t.Errorf("--print-config: exit %d\n%s", code, out)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("ppo:\n  epoch: 2\n"), 0o644)
	if code, _, errs := lorcana(t, "train", "--config", bad); code != 2 || !strings.Contains(errs, "epoch") {
		t.Errorf("unknown key: exit %d, %s", code, errs)
	}
	cfg := filepath.Join(dir, "tiny.yaml")
	os.WriteFile(cfg, []byte(`total_steps: 64
env: {envs: 4}
model: {card_dim: 4, hidden: 8, option_hidden: 4, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
eval: {every: 0, final_games: 4, opponents: [random], search_every: 0}
checkpoint: {dir: `+filepath.Join(dir, "run")+`}
`), 0o644)
	code, out, errs := lorcana(t, "train", "--config", cfg, "--quiet")
	if code != 0 || !strings.Contains(out, "random") || !strings.Contains(out, "95% interval") {
		t.Errorf("train: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = lorcana(t, "train", "--config", cfg, "--quiet", "--resume")
	if code != 0 || !strings.Contains(out, "after 2 updates") {
		t.Errorf("train --resume at the end: exit %d\n%s\n%s", code, out, errs)
	}
	// A second --config file is read over the first.
	over := filepath.Join(dir, "over.yaml")
	os.WriteFile(over, []byte("eval: {final_games: 6}\ncheckpoint: {dir: "+filepath.Join(dir, "run2")+"}\n"), 0o644)
	code, out, errs = lorcana(t, "train", "--config", cfg, "--config", over, "--quiet")
	if code != 0 || !regexp.MustCompile(`(?m)^random +6 `).MatchString(out) {
		t.Errorf("train with two --config files: exit %d\n%s\n%s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "run2", "metrics.csv")); err != nil {
		t.Errorf("the second file's checkpoint.dir: %v", err)
	}
}

func TestExportCommand(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		format string
		files  []string
	}{
		{"npz", []string{"bot.npz", "bot.json", "bot.samples.npz"}},
		{"onnx", []string{"bot.onnx"}},
		{"ckpt", []string{"bot.ckpt"}},
	} {
		out := filepath.Join(dir, c.format, "bot."+c.format)
		code, stdout, errs := lorcana(t, "export", "--format", c.format, "--out", out, "--samples", map[bool]string{true: "3", false: "0"}[c.format == "npz"])
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.format, code, errs)
		}
		for _, f := range c.files {
			p := filepath.Join(dir, c.format, f)
			if st, err := os.Stat(p); err != nil || st.Size() == 0 || !strings.Contains(stdout, p) {
				t.Errorf("%s: %s missing or not listed: %v\n%s", c.format, f, err, stdout)
			}
		}
	}
	// The stripped bot plays.
	if code, _, errs := lorcana(t, "eval", "--agent", "neural:"+filepath.Join(dir, "ckpt", "bot.ckpt"), "--vs", "random", "--games", "4"); code != 0 {
		t.Errorf("eval of the exported checkpoint: %s", errs)
	}
	if code, _, _ := lorcana(t, "export", "--format", "tflite", "--out", filepath.Join(dir, "x")); code != 2 {
		t.Errorf("unknown format: exit %d, want 2", code)
	}
}

// TestTrainProgressToAFile: with stderr no terminal, training writes a
// progress line now and then, not a bar's redraws; the eval figures say
// which network they are of; the summary names metrics.csv and curves.png.
func TestTrainProgressToAFile(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "tiny.yaml")
	os.WriteFile(cfg, []byte(`total_steps: 160
env: {envs: 4}
model: {card_dim: 4, hidden: 8, option_hidden: 4, options: 16}
ppo: {steps: 8, epochs: 1, minibatch: 16}
eval: {every: 3, games: 2, final_games: 2, opponents: [random], search_every: 0}
checkpoint: {dir: `+filepath.Join(dir, "run")+`}
`), 0o644)
	old := progressLines
	progressLines = time.Nanosecond // a line each update: the most a run can write
	defer func() { progressLines = old }()
	code, out, errs := lorcana(t, "train", "--config", cfg)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if strings.ContainsRune(errs, '\r') || strings.Contains(errs, "\x1b[") {
		t.Errorf("progress redraws in a file:\n%q", errs)
	}
	lines := regexp.MustCompile(`(?m)^\d+/160 env steps \(\d+%\) \| update \d+ .*$`).FindAllString(errs, -1)
	if len(lines) != 5 || len(errs) > 4000 {
		t.Errorf("%d progress lines in %d bytes, want one an update (5) in under 4 KB:\n%s", len(lines), len(errs), errs)
	}
	for _, want := range []string{
		"update 1 |", "(the untrained network, step 0)", "(update 3)",
		"metrics: " + filepath.Join(dir, "run", "metrics.csv"),
		"curves: " + filepath.Join(dir, "run", "curves.png"),
	} {
		if !strings.Contains(errs+out, want) {
			t.Errorf("no %q in the output:\n%s\n%s", want, errs, out)
		}
	}
}
