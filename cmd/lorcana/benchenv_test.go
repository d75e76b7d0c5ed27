package main

import (
	"strings"
	"testing"
)

func TestBenchEnvMode(t *testing.T) {
	m := benchJSON(t, "--env", "--steps", "300", "--envs", "1,3", "--threads", "2")
	runs, ok := m["runs"].([]any)
	if !ok || len(runs) != 2 {
		t.Fatalf("runs: %v", m["runs"])
	}
	last := runs[1].(map[string]any)
	if last["envs"] != 3.0 || last["workers"] != 2.0 || last["steps"] != 300.0 {
		t.Errorf("VecEnv run: %v", last)
	}
	if v, _ := m["env_steps_per_sec"].(float64); v <= 0 || v != last["env_steps_per_sec"] {
		t.Errorf("env_steps_per_sec %v, the largest run's %v", m["env_steps_per_sec"], last["env_steps_per_sec"])
	}
	for _, k := range []string{"encode_ns", "obs_bytes", "batch_bytes_per_env"} {
		if v, _ := m[k].(float64); v <= 0 {
			t.Errorf("%s = %v", k, m[k])
		}
	}
	code, out, _ := lorcana(t, "bench", "--env", "--steps", "100", "--envs", "1")
	if code != 0 || !strings.Contains(out, "env steps/s") {
		t.Errorf("text report: exit %d\n%s", code, out)
	}
	for _, bad := range [][]string{{"--envs", "0"}, {"--envs", "x"}, {"--steps", "0"}} {
		if code, _, _ := lorcana(t, append([]string{"bench", "--env"}, bad...)...); code != 2 {
			t.Errorf("bench --env %v: exit %d, want 2", bad, code)
		}
	}
}
