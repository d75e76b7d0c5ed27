package train

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/lorcana-rl/lorcana/train/ppo"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
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
	Opponents []string
	Rows      []MetricsRow
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
	h := m.header()
	if len(recs) == 0 || len(recs[0]) != len(h) {
		return fmt.Errorf("train: %s: unexpected columns", path)
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
			if rec[12+j] != "" {
				r.WinRates[o] = num(12 + j)
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

// Plot draws the win rates against each opponent over env steps, as PNG.
func (m *Metrics) Plot() ([]byte, error) {
	p := plot.New()
	p.Title.Text = "Win rate of the trained policy"
	p.X.Label.Text = "environment steps"
	p.Y.Label.Text = "win rate"
	p.Y.Min, p.Y.Max = 0, 1
	p.Add(plotter.NewGrid())
	var lines []any
	for _, o := range m.Opponents {
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
	wt, err := p.WriterTo(8*vg.Inch, 5*vg.Inch, "png")
	if err != nil {
		return nil, fmt.Errorf("train: plot: %w", err)
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("train: plot: %w", err)
	}
	return b.Bytes(), nil
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
