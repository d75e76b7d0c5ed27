package docs

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/ladder"
)

// ladderHeader is the header row of the README's table of the ladder
// (issue 30): every agent of docs/ladder.json, rated as docs/ladder.md's
// command rates them.
const ladderHeader = "| rank | agent | Elo (greedy = 0) | 95% interval | games | score |"

// ladderAnchor and ladderPrior are the fit docs/ladder.md's command asks for.
const (
	ladderAnchor = "greedy"
	ladderPrior  = 1
)

// ladderTable rates every agent of docs/ladder.json and writes the table.
func ladderTable(t *testing.T) string {
	t.Helper()
	f, err := ladder.Load("ladder.json")
	if err != nil || f == nil {
		t.Fatalf("docs/ladder.json: %v", err)
	}
	var agents []string
	for _, g := range f.Games {
		for _, a := range []string{g.A, g.B} {
			if !slices.Contains(agents, a) {
				agents = append(agents, a)
			}
		}
	}
	slices.Sort(agents)
	ratings, err := ladder.Fit(agents, f.Scores(agents), ladder.FitOptions{Anchor: ladderAnchor, Prior: ladderPrior})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString(ladderHeader + "\n| --- | --- | --- | --- | --- | --- |\n")
	for i, r := range ratings {
		score := (float64(r.Wins) + 0.5*float64(r.Draws)) / float64(r.Games)
		interval := "anchor"
		if r.Agent != ladderAnchor {
			interval = fmt.Sprintf("%.0f – %.0f (±%.0f)", r.Low, r.High, math.Round((r.High-r.Low)/2))
		}
		fmt.Fprintf(&b, "| %d | `%s` | %.0f | %s | %s | %.1f%% |\n", i+1, r.Agent, r.Elo, interval, thousands(r.Games), 100*score)
	}
	return b.String()
}

// TestReadmeLadderTable: the README's ladder table is the fit of
// docs/ladder.json. On a mismatch it prints the table to paste.
func TestReadmeLadderTable(t *testing.T) {
	want := ladderTable(t)
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	i := strings.Index(readme, ladderHeader)
	if i < 0 {
		t.Fatalf("README.md has no table headed %q; it should be:\n%s", ladderHeader, want)
	}
	got := readme[i:]
	if j := strings.Index(got, "\n\n"); j >= 0 {
		got = got[:j+1]
	}
	if got != want {
		t.Errorf("README.md's ladder table is out of date; from docs/ladder.json it is:\n%s", want)
	}
}
