package train

import (
	"bytes"
	"image/png"
	"os"
	"strings"
	"testing"
)

func TestStepLabel(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{
		{0, "0"}, {500, "500"}, {1000, "1k"}, {1500, "1.5k"}, {250000, "250k"},
		{1e6, "1M"}, {1.25e6, "1.25M"}, {2e7, "20M"},
	} {
		if got := stepLabel(tt.v); got != tt.want {
			t.Errorf("stepLabel(%v) = %q, want %q", tt.v, got, tt.want)
		}
	}
	for _, tk := range (stepTicks{}).Ticks(0, 1.4e6) {
		if strings.Contains(tk.Label, "000") || strings.Contains(tk.Label, "e+") {
			t.Errorf("tick %v labelled %q", tk.Value, tk.Label)
		}
	}
}

func TestPlotPanels(t *testing.T) {
	rows := []MetricsRow{
		{EnvSteps: 0, WinRates: map[string]float64{"random": 0.5, "greedy": 0.1, "ismcts:200": 0}},
		{EnvSteps: 500000, WinRates: map[string]float64{"random": 1, "greedy": 0.6}},
		{EnvSteps: 1000000, WinRates: map[string]float64{"random": 1, "greedy": 0.8, "ismcts:200": 0.5}},
	}
	for _, tt := range []struct {
		name   string
		m      Metrics
		panels int
	}{
		{"win rates only", Metrics{Opponents: []string{"random", "greedy"}, Rows: rows}, 1},
		{"and the search panel", Metrics{Opponents: []string{"random", "greedy", "ismcts:200"}, Search: "ismcts:200", Rows: rows}, 2},
		{"no rows", Metrics{Opponents: []string{"random"}}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			data, err := tt.m.Plot()
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if out := os.Getenv("LORCANA_PLOT_OUT"); out != "" {
				_ = os.WriteFile(out+"-"+strings.ReplaceAll(tt.name, " ", "_")+".png", data, 0o644)
			}
			b := img.Bounds()
			if got := b.Dy() * 2 / b.Dx(); got != tt.panels { // 8 x 4 inches a panel
				t.Errorf("image %dx%d: want %d panels", b.Dx(), b.Dy(), tt.panels)
			}
		})
	}
}

// A resumed run may change eval.*: the metrics file keeps the columns it
// had (and their values), adds the new ones, and refuses another format.
func TestMetricsLoadOtherColumns(t *testing.T) {
	dir := t.TempDir()
	cfg := tiny(t, dir, 32)
	cfg.Eval.Opponents, cfg.Eval.SearchEvery, cfg.Eval.Search = []string{"random"}, 5, "ismcts:200"
	m := newMetrics(cfg)
	m.Rows = []MetricsRow{
		{Update: 0, WinRates: map[string]float64{"random": 0.5, "ismcts:200": 0.25}},
		{Update: 1, WinRates: map[string]float64{}},
		{Update: 2, WinRates: map[string]float64{"random": 0.75}},
	}
	if err := m.Save(dir); err != nil {
		t.Fatal(err)
	}
	cfg.Eval.Opponents, cfg.Eval.SearchEvery = []string{"random", "greedy"}, 0
	got := newMetrics(cfg)
	if err := got.load(dir+"/"+MetricsFile, 1); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.Opponents, ",") != "random,ismcts:200,greedy" || got.Search != "ismcts:200" || len(got.Rows) != 2 ||
		got.Rows[0].WinRates["ismcts:200"] != 0.25 || got.Rows[0].WinRates["random"] != 0.5 {
		t.Errorf("loaded %v (search %q), rows %+v", got.Opponents, got.Search, got.Rows)
	}
	if !strings.HasPrefix(string(got.CSV()), "update,env_steps,seconds,steps_per_sec,games,loss,policy_loss,value_loss,entropy,approx_kl,clip_frac,grad_norm,win_rate_vs_random,win_rate_vs_ismcts:200,win_rate_vs_greedy\n") {
		t.Errorf("header: %s", strings.SplitN(string(got.CSV()), "\n", 2)[0])
	}
	for _, bad := range []string{"a,b\n1,2\n", "update,env_steps,seconds,steps_per_sec,games,loss,policy_loss,value_loss,entropy,approx_kl,clip_frac,grad_norm,score\n"} {
		os.WriteFile(dir+"/"+MetricsFile, []byte(bad), 0o644)
		if err := newMetrics(cfg).load(dir+"/"+MetricsFile, 1); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
