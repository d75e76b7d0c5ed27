package ladder

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// expected returns the chance that a player rated ra beats one rated rb.
func expected(ra, rb float64) float64 { return 1 / (1 + math.Pow(10, (rb-ra)/400)) }

func TestFitKnownAnswers(t *testing.T) {
	tests := []struct {
		name   string
		agents []string
		scores []Score
		want   map[string]float64 // Elo
		half   map[string]float64 // half-width of the 95% interval, if checked
		tol    float64
	}{
		{
			name:   "3 to 1 is 400 log10(3) Elo",
			agents: []string{"random", "greedy"},
			scores: []Score{{A: "greedy", B: "random", Wins: 75, Losses: 25}},
			want:   map[string]float64{"random": 0, "greedy": 400 * math.Log10(3)},
			// sd of the log-odds: 1/sqrt(n p (1-p)) = 1/sqrt(18.75)
			half: map[string]float64{"random": 0, "greedy": z95 * EloScale / math.Sqrt(18.75)},
			tol:  1e-6,
		},
		{
			name:   "draws count half",
			agents: []string{"random", "greedy"},
			scores: []Score{{A: "random", B: "greedy", Wins: 20, Losses: 70, Draws: 10}},
			want:   map[string]float64{"random": 0, "greedy": 400 * math.Log10(75.0/25)},
			tol:    1e-6,
		},
		{
			name:   "even scores rate equal",
			agents: []string{"random", "a", "b"},
			scores: []Score{{A: "a", B: "random", Wins: 50, Losses: 50}, {A: "b", B: "a", Wins: 30, Losses: 30}},
			want:   map[string]float64{"random": 0, "a": 0, "b": 0},
			tol:    1e-6,
		},
		{
			name:   "games against oneself are ignored",
			agents: []string{"random", "greedy"},
			scores: []Score{{A: "greedy", B: "random", Wins: 75, Losses: 25}, {A: "greedy", B: "greedy", Wins: 7, Losses: 1}},
			want:   map[string]float64{"random": 0, "greedy": 400 * math.Log10(3)},
			tol:    1e-6,
		},
	}
	// Expected results of known strengths, with many games: the fit gives
	// them back.
	truth := map[string]float64{"random": 0, "greedy": 350, "ismcts:50": 520, "ismcts:200": 610, "neural": 700}
	names := []string{"random", "greedy", "ismcts:50", "ismcts:200", "neural"}
	var syn []Score
	const n = 1_000_000
	for i, a := range names {
		for _, b := range names[i+1:] {
			w := int(math.Round(n * expected(truth[a], truth[b])))
			syn = append(syn, Score{A: a, B: b, Wins: w, Losses: n - w})
		}
	}
	tests = append(tests, struct {
		name   string
		agents []string
		scores []Score
		want   map[string]float64
		half   map[string]float64
		tol    float64
	}{name: "known strengths", agents: names, scores: syn, want: truth, tol: 0.05})

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Fit(tt.agents, tt.scores, FitOptions{Anchor: "random"})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.agents) {
				t.Fatalf("%d ratings for %d agents", len(got), len(tt.agents))
			}
			for k, r := range got {
				if k > 0 && r.Elo > got[k-1].Elo+1e-9 {
					t.Errorf("not sorted best first: %+v", got)
				}
				if w, ok := tt.want[r.Agent]; ok && math.Abs(r.Elo-w) > tt.tol {
					t.Errorf("%s: Elo %.4f, want %.4f", r.Agent, r.Elo, w)
				}
				if h, ok := tt.half[r.Agent]; ok {
					if got := (r.High - r.Low) / 2; math.Abs(got-h) > 1e-6 {
						t.Errorf("%s: interval half-width %.4f, want %.4f", r.Agent, got, h)
					}
				}
			}
		})
	}
}

// TestFitCoverage plays simulated ladders from known strengths and checks
// that the 95% intervals hold the true rating about 95% of the time.
func TestFitCoverage(t *testing.T) {
	truth := []float64{0, 200, 300, 450}
	names := []string{"random", "b", "c", "d"}
	rng := rand.New(rand.NewPCG(1, 2))
	covered, total := 0, 0
	for range 200 {
		var sc []Score
		for i := range names {
			for j := i + 1; j < len(names); j++ {
				s := Score{A: names[i], B: names[j]}
				p := expected(truth[i], truth[j])
				for range 60 {
					if rng.Float64() < p {
						s.Wins++
					} else {
						s.Losses++
					}
				}
				sc = append(sc, s)
			}
		}
		got, err := Fit(names, sc, FitOptions{Anchor: "random"})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range got {
			if r.Agent == "random" {
				continue
			}
			k := map[string]int{"b": 1, "c": 2, "d": 3}[r.Agent]
			total++
			if r.Low <= truth[k] && truth[k] <= r.High {
				covered++
			}
		}
	}
	if rate := float64(covered) / float64(total); rate < 0.90 || rate > 0.99 {
		t.Errorf("95%% intervals held the truth %.1f%% of the time", 100*rate)
	}
}

func TestFitPrior(t *testing.T) {
	sc := []Score{{A: "neural", B: "random", Wins: 40}}
	if _, err := Fit([]string{"random", "neural"}, sc, FitOptions{Anchor: "random"}); err == nil {
		t.Error("a perfect record fitted without a prior")
	}
	got, err := Fit([]string{"random", "neural"}, sc, FitOptions{Anchor: "random", Prior: 1})
	if err != nil {
		t.Fatal(err)
	}
	// 40.5 wins of 41 games.
	if want := 400 * math.Log10(40.5/0.5); math.Abs(got[0].Elo-want) > 1e-6 || got[0].Agent != "neural" {
		t.Errorf("got %+v, want neural at %.2f", got[0], want)
	}
}

func TestFitErrors(t *testing.T) {
	tests := []struct {
		name   string
		agents []string
		scores []Score
		opt    FitOptions
		want   string
	}{
		{"no agents", nil, nil, FitOptions{}, "no agents"},
		{"unknown anchor", []string{"a"}, nil, FitOptions{Anchor: "random"}, `anchor "random"`},
		{"duplicate", []string{"a", "a"}, nil, FitOptions{}, "listed twice"},
		{"stranger", []string{"a", "b"}, []Score{{A: "a", B: "c", Wins: 1}}, FitOptions{}, "not being rated"},
		{"disconnected", []string{"random", "a", "b"}, []Score{{A: "a", B: "b", Wins: 1, Losses: 1}}, FitOptions{Anchor: "random", Prior: 1}, "no games linking it to random"},
		{"negative prior", []string{"a"}, nil, FitOptions{Prior: -1}, "prior"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Fit(tt.agents, tt.scores, tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}
