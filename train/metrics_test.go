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
