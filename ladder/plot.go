package ladder

import (
	"bytes"
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// ratingBars are the ratings as points with their 95% intervals.
type ratingBars []Rating

func (r ratingBars) Len() int                    { return len(r) }
func (r ratingBars) XY(i int) (float64, float64) { return float64(i), r[i].Elo }
func (r ratingBars) YError(i int) (float64, float64) {
	return r[i].Elo - r[i].Low, r[i].High - r[i].Elo
}

// Plot draws the ratings (best first, as Fit returns them) as points with
// their 95% intervals, as PNG; title heads it.
func Plot(ratings []Rating, title string) ([]byte, error) {
	if len(ratings) == 0 {
		return nil, fmt.Errorf("ladder: plot: no ratings")
	}
	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(8)
	p.Y.Label.Text = "Elo (95% interval)"
	p.Add(plotter.NewGrid())
	bars := ratingBars(ratings)
	eb, err := plotter.NewYErrorBars(bars)
	if err != nil {
		return nil, fmt.Errorf("ladder: plot: %w", err)
	}
	eb.CapWidth = vg.Points(8)
	sc, err := plotter.NewScatter(bars)
	if err != nil {
		return nil, fmt.Errorf("ladder: plot: %w", err)
	}
	sc.GlyphStyle.Shape = draw.CircleGlyph{}
	sc.GlyphStyle.Radius = vg.Points(3.5)
	p.Add(eb, sc)
	names := make([]string, len(ratings))
	for i, r := range ratings {
		names[i] = r.Agent
	}
	p.NominalX(names...)
	p.X.Min, p.X.Max = -0.6, float64(len(ratings))-0.4
	lo, hi := ratings[0].Low, ratings[0].High
	for _, r := range ratings {
		lo, hi = min(lo, r.Low), max(hi, r.High)
	}
	pad := 0.08 * max(hi-lo, 50)
	p.Y.Min, p.Y.Max = lo-pad, hi+pad
	w := vg.Length(max(6, 1.1*float64(len(ratings)))) * vg.Inch
	wt, err := p.WriterTo(w, 4.5*vg.Inch, "png")
	if err != nil {
		return nil, fmt.Errorf("ladder: plot: %w", err)
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("ladder: plot: %w", err)
	}
	return b.Bytes(), nil
}
