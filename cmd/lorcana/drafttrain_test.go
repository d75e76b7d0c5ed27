package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDraftTrainCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("trains on pods")
	}
	dir := t.TempDir()
	cfg := filepath.Join(dir, "c.yaml")
	run := filepath.Join(dir, "run")
	os.WriteFile(cfg, []byte("total_pods: 2\npod: {seats: 2, sets: [\"5\", \"5\", \"5\"], learners: 1}\nppo: {pods_per_update: 2}\neval: {pods: 2}\ndir: "+run+"\n"), 0o644)
	code, out, errs := lorcana(t, "draft", "train", "--config", cfg)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"done after 1 updates, 2 pods, 72 picks trained on", "checkpoint: " + filepath.Join(run, "draft-000001.ckpt"), "vs heuristic: ", "of 4 games (2 pods"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if !strings.Contains(errs, "2/2 pods (100%) | update 1 |") {
		t.Errorf("no progress line in:\n%s", errs)
	}
	code, pod, errs := lorcana(t, "draft", "--seats", "2", "--drafters", "ppo:"+run+",heuristic", "--games", "2")
	if code != 0 || !strings.Contains(pod, "## seat 1: ppo:"+run+" drafter") {
		t.Errorf("a pod with the trained drafter: exit %d\n%s%s", code, pod, errs)
	}
	avg := filepath.Join(dir, "avg.ckpt")
	if code, _, errs := lorcana(t, "export", "--checkpoint", run, "--average-from", "0", "--format", "ckpt", "--out", avg); code != 0 {
		t.Fatalf("export --average-from: exit %d: %s", code, errs)
	}
	if code, _, errs := lorcana(t, "draft", "--seats", "2", "--drafters", "ppo:"+avg+",heuristic", "--games", "2"); code != 0 {
		t.Errorf("a pod with the averaged drafter: exit %d\n%s", code, errs)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "--checkpoint", avg, "--average-from", "0", "--format", "ckpt", "--out", avg + "2"}, "is not a folder"},
		{[]string{"export", "--checkpoint", run, "--average-from", "5", "--format", "ckpt", "--out", avg + "2"}, "no checkpoint of update 5 or later"},
		{[]string{"export", "--checkpoint", "bot", "--average-from", "0", "--format", "ckpt", "--out", avg + "2"}, "not the play network's"},
	} {
		code, _, errs := lorcana(t, tt.args...)
		if code == 0 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want an error with %q", tt.args, code, errs, tt.want)
		}
	}
	code, printed, _ := lorcana(t, "draft", "train", "--print-config")
	if code != 0 || !strings.Contains(printed, "total_pods:") {
		t.Errorf("--print-config: exit %d\n%s", code, printed)
	}
}

func TestDraftTrainBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(body), 0o644)
		return p
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"draft", "train", "--config", filepath.Join(dir, "missing.yaml")}, "missing.yaml"},
		{[]string{"draft", "train", "--config", write("k.yaml", "bogus: 1\n")}, "field bogus not found"},
		{[]string{"draft", "train", "--config", write("s.yaml", "pod: {seats: 9}\n")}, "pod.seats must be from 2 to 8, not 9"},
		{[]string{"draft", "train", "--config", write("o.yaml", "pod: {opponents: [nobody]}\ndir: "+dir+"/r\n")}, `unknown drafter "nobody"`},
		{[]string{"draft", "train", "extra"}, "unknown command"},
	} {
		code, _, errs := lorcana(t, tt.args...)
		if code == 0 || !strings.Contains(errs, tt.want) || strings.Contains(errs, "panic") {
			t.Errorf("%v: exit %d, stderr %q; want an error with %q", tt.args, code, errs, tt.want)
		}
	}
}
