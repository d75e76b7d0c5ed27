package train

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/ppo"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Files of a run's folder besides the checkpoints.
const (
	MetricsFile = "metrics.csv"
	PlotFile    = "curves.png"
)

// MetricsRow is one update's figures.
type MetricsRow struct {
	Update      int
	EnvSteps    int64
	Seconds     float64
	StepsPerSec float64
	Games       int
	Stats       ppo.Stats
	WinRates    map[string]float64 // by opponent, at evaluations only
}

// Metrics are a run's rows.
type Metrics struct {
	Opponents []string // the columns of win rates: eval.opponents, the same @held_out (if any), then eval.search
	Search    string   // the opponent of the second panel of the plot ("" none)
	Rows      []MetricsRow
	search    string // eval.search, even when search_every is 0 (a resumed run may have its column)
}

// newMetrics has the columns of a configuration's evaluations.
func newMetrics(cfg *config.Config) *Metrics {
	m := &Metrics{Opponents: slices.Clone(cfg.Eval.Opponents), search: cfg.Eval.Search}
	if cfg.HasHeldOut() {
		for _, o := range cfg.Eval.Opponents {
			m.Opponents = append(m.Opponents, HeldOutKey(o))
		}
	}
	if cfg.Eval.SearchEvery > 0 {
		m.Search = cfg.Eval.Search
		if !slices.Contains(m.Opponents, m.Search) {
			m.Opponents = append(m.Opponents, m.Search)
		}
	}
	return m
}

func (m *Metrics) header() []string {
	h := []string{"update", "env_steps", "seconds", "steps_per_sec", "games", "loss", "policy_loss", "value_loss",
		"entropy", "approx_kl", "clip_frac", "grad_norm"}
	for _, o := range m.Opponents {
		h = append(h, "win_rate_vs_"+o)
	}
	return h
}

// CSV renders the rows; win rates are empty where there was no evaluation.
func (m *Metrics) CSV() []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write(m.header())
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }
	for _, r := range m.Rows {
		rec := []string{strconv.Itoa(r.Update), strconv.FormatInt(r.EnvSteps, 10), f(r.Seconds), f(r.StepsPerSec),
			strconv.Itoa(r.Games), f(float64(r.Stats.Loss)), f(float64(r.Stats.Policy)), f(float64(r.Stats.Value)),
			f(float64(r.Stats.Entropy)), f(float64(r.Stats.KL)), f(float64(r.Stats.ClipFrac)), f(float64(r.Stats.GradNorm))}
		for _, o := range m.Opponents {
			if v, ok := r.WinRates[o]; ok {
				rec = append(rec, f(v))
			} else {
				rec = append(rec, "")
			}
		}
		_ = w.Write(rec)
	}
	w.Flush()
	return b.Bytes()
}

// load reads the rows of a metrics file up to update (a resumed run drops
// the rows written after its checkpoint).
func (m *Metrics) load(path string, upTo int) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		return fmt.Errorf("train: %s: %w", path, err)
	}
	// The fixed columns must be these; the win rates are read by name, so
	// a resumed run whose eval.* changed keeps the columns it had and adds
	// its new ones.
	fixed := (&Metrics{}).header()
	if len(recs) == 0 || len(recs[0]) < len(fixed) || !slices.Equal(recs[0][:len(fixed)], fixed) {
		return fmt.Errorf("train: %s: unexpected columns (not a metrics file of this version)", path)
	}
	var had []string
	for _, col := range recs[0][len(fixed):] {
		o, ok := strings.CutPrefix(col, "win_rate_vs_")
		if !ok || o == "" || slices.Contains(had, o) {
			return fmt.Errorf("train: %s: unexpected column %q", path, col)
		}
		had = append(had, o)
	}
	for _, o := range m.Opponents {
		if !slices.Contains(had, o) {
			had = append(had, o)
		}
	}
	m.Opponents = had
	if m.Search == "" && m.search != "" && slices.Contains(had, m.search) {
		m.Search = m.search // its curve so far stays in the second panel
	}
	for _, rec := range recs[1:] {
		var r MetricsRow
		num := func(i int) float64 { v, _ := strconv.ParseFloat(rec[i], 64); return v }
		r.Update = int(num(0))
		if r.Update > upTo {
			break
		}
		r.EnvSteps, r.Seconds, r.StepsPerSec, r.Games = int64(num(1)), num(2), num(3), int(num(4))
		r.Stats = ppo.Stats{Loss: float32(num(5)), Policy: float32(num(6)), Value: float32(num(7)), Entropy: float32(num(8)),
			KL: float32(num(9)), ClipFrac: float32(num(10)), GradNorm: float32(num(11))}
		r.WinRates = map[string]float64{}
		for j, o := range m.Opponents {
			if k := len(fixed) + j; k < len(rec) && rec[k] != "" {
				r.WinRates[o] = num(k)
			}
		}
		m.Rows = append(m.Rows, r)
	}
	return nil
}

// Save writes metrics.csv and curves.png into dir, each atomically.
func (m *Metrics) Save(dir string) error {
	if err := writeAtomic(filepath.Join(dir, MetricsFile), m.CSV()); err != nil {
		return err
	}
	png, err := m.Plot()
	if err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, PlotFile), png)
}

// Plot draws the win rates over env steps, as PNG: against the regular
// opponents in the top panel, against the search opponent (eval.search)
// below.
func (m *Metrics) Plot() ([]byte, error) {
	var regular []string
	for _, o := range m.Opponents {
		if o != m.Search {
			regular = append(regular, o)
		}
	}
	maxStep := 1.0
	for _, r := range m.Rows {
		maxStep = max(maxStep, float64(r.EnvSteps))
	}
	top, err := m.panel("Win rate of the trained policy", regular, maxStep)
	if err != nil {
		return nil, err
	}
	plots := []*plot.Plot{top}
	if m.Search != "" {
		bottom, err := m.panel("Win rate against "+m.Search+" (eval.search)", []string{m.Search}, maxStep)
		if err != nil {
			return nil, err
		}
		plots = append(plots, bottom)
	}
	const w, h = 8 * vg.Inch, 4 * vg.Inch
	img := vgimg.New(w, h*vg.Length(len(plots)))
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadTop: vg.Points(6), PadBottom: vg.Points(6),
		PadLeft: vg.Points(6), PadRight: vg.Points(14), PadY: vg.Points(10)}
	grid := make([][]*plot.Plot, len(plots))
	for i, p := range plots {
		grid[i] = []*plot.Plot{p}
	}
	canvases := plot.Align(grid, tiles, dc)
	for i, p := range plots {
		p.Draw(canvases[i][0])
	}
	var b bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(&b); err != nil {
		return nil, fmt.Errorf("train: plot: %w", err)
	}
	return b.Bytes(), nil
}

// panel is one plot of win rates against opponents over env steps, from 0
// to maxStep, padded so that no point touches an edge.
func (m *Metrics) panel(title string, opponents []string, maxStep float64) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "environment steps"
	p.Y.Label.Text = "win rate"
	p.X.Min, p.X.Max = -0.02*maxStep, 1.04*maxStep
	p.Y.Min, p.Y.Max = -0.04, 1.04
	p.X.Tick.Marker = stepTicks{}
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0"}, {Value: 0.25, Label: "0.25"},
		{Value: 0.5, Label: "0.5"}, {Value: 0.75, Label: "0.75"}, {Value: 1, Label: "1"}})
	// Bottom right, where rising curves seldom go, inside the edges.
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(12), vg.Points(8)
	p.Add(plotter.NewGrid())
	var lines []any
	for _, o := range opponents {
		var pts plotter.XYs
		for _, r := range m.Rows {
			if v, ok := r.WinRates[o]; ok {
				pts = append(pts, plotter.XY{X: float64(r.EnvSteps), Y: v})
			}
		}
		if len(pts) > 0 {
			lines = append(lines, "vs "+o, pts)
		}
	}
	if len(lines) > 0 {
		if err := plotutil.AddLinePoints(p, lines...); err != nil {
			return nil, fmt.Errorf("train: plot: %w", err)
		}
	}
	return p, nil
}

// stepTicks are the default ticks labelled as 250k and 1M.
type stepTicks struct{}

func (stepTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(max(0, lo), hi)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = stepLabel(ts[i].Value)
		}
	}
	return ts
}

// stepLabel writes a number of steps as 0, 500, 250k, 1M, 1.5M.
func stepLabel(v float64) string {
	trim := func(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }
	switch a := math.Abs(v); {
	case a >= 1e6:
		return trim(v/1e6) + "M"
	case a >= 1e3:
		return trim(v/1e3) + "k"
	}
	return trim(v)
}

// writeAtomic writes data to path through a synced temporary file and a
// rename.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
