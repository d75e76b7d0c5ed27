package train

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
)

// TestWarmStart: model.init starts a new run from another run's weights,
// with other learning settings, and the run resumes without naming it again.
func TestWarmStart(t *testing.T) {
	first := t.TempDir()
	tr, err := New(tiny(t, first, 64), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	from, fromPath, _, err := checkpoint.Newest(first)
	if err != nil {
		t.Fatal(err)
	}

	second := t.TempDir()
	cfg := tiny(t, second, 32)
	cfg.Model.Init = first
	cfg.PPO.LR /= 3
	tr, err = New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range tr.Net().Params {
		if !slices.Equal(p.Data, from.Params[i].Data) {
			t.Fatalf("parameter %s does not start as %s's", p.Name, fromPath)
		}
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	f, _, _, err := checkpoint.Newest(second)
	if err != nil {
		t.Fatal(err)
	}
	if f.Update != 1 || !strings.Contains(f.Config, "init: "+first) {
		t.Errorf("warm-started run: update %d, settings recorded:\n%s", f.Update, f.Config)
	}

	// Resumed without model.init: the weights are its own, the record keeps it.
	cfg = tiny(t, second, 64)
	cfg.PPO.LR /= 3
	tr, err = New(cfg, Options{Resume: true})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Model.Init != first {
		t.Errorf("resumed run's model.init %q, want %q", cfg.Model.Init, first)
	}
	for i, p := range tr.Net().Params {
		if !slices.Equal(p.Data, f.Params[i].Data) {
			t.Fatalf("resumed parameter %s is not the run's own checkpoint's", p.Name)
		}
	}
}

func TestWarmStartRefused(t *testing.T) {
	first := t.TempDir()
	tr, err := New(tiny(t, first, 32), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(c *config.Config)
		want string
	}{
		{"missing", func(c *config.Config) { c.Model.Init += "/nowhere" }, "model.init"},
		{"wider", func(c *config.Config) { c.Model.Hidden++ }, "another network"},
		{"more options", func(c *config.Config) { c.Model.Options-- }, "another network"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			second := t.TempDir()
			os.WriteFile(second+"/metrics.csv", []byte("kept\n"), 0o644)
			cfg := tiny(t, second, 32)
			cfg.Model.Init = first
			tc.edit(cfg)
			_, err := New(cfg, Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			// Refused before anything in the run's folder moved.
			if b, _ := os.ReadFile(second + "/metrics.csv"); string(b) != "kept\n" {
				t.Errorf("the run's folder changed: metrics.csv %q", b)
			}
		})
	}
}

// A checkpoint written before model.init existed resumes: the key it lacks
// counts as its default.
func TestSameLearningNewKey(t *testing.T) {
	cfg := tiny(t, t.TempDir(), 32)
	var old []string
	for _, line := range strings.Split(cfg.Learning(), "\n") {
		if !strings.Contains(line, "init:") {
			old = append(old, line)
		}
	}
	if len(old) == len(strings.Split(cfg.Learning(), "\n")) {
		t.Fatal("the record has no init key")
	}
	if !sameLearning(strings.Join(old, "\n"), cfg) {
		t.Error("a record without model.init is not the same settings")
	}
	cfg.PPO.Clip *= 2
	if sameLearning(strings.Join(old, "\n"), cfg) {
		t.Error("another ppo.clip is the same settings")
	}
}

// eval.held_out is part of the record (it shapes a reference pool): a
// resume may not change it, but a record written before it was recorded
// still resumes.
func TestSameLearningHeldOut(t *testing.T) {
	cfg := tiny(t, t.TempDir(), 32)
	cfg.Eval.HeldOut = []string{"set6-amethyst-emerald"}
	rec := cfg.Learning()
	if !strings.Contains(rec, "set6-amethyst-emerald") {
		t.Fatalf("the record lacks eval.held_out:\n%s", rec)
	}
	other := tiny(t, t.TempDir(), 32)
	other.Eval.HeldOut = []string{"set10-sapphire-steel"}
	if sameLearning(rec, other) {
		t.Error("another eval.held_out is the same settings")
	}
	// Records of the previous version rendered it, always empty.
	old := tiny(t, t.TempDir(), 32)
	if !sameLearning(old.Learning(), other) {
		t.Error("a record without eval.held_out does not resume")
	}
}
