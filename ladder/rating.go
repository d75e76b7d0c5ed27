package ladder

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// EloScale turns the natural-log strengths of the Bradley–Terry model into
// Elo points: P(i beats j) = 1 / (1 + 10^((R_j - R_i)/400)).
const EloScale = 400 / math.Ln10

// z95 is the two-sided 95% quantile of the standard normal distribution.
const z95 = 1.959963984540054

// Score is the games between two agents, from A's side: Wins of A, Losses of
// A, Draws.
type Score struct {
	A, B                string
	Wins, Losses, Draws int
}

// Games is the number of games in s.
func (s Score) Games() int { return s.Wins + s.Losses + s.Draws }

// Rating is one agent's place on the ladder.
type Rating struct {
	Agent  string  `json:"agent"`
	Elo    float64 `json:"elo"`
	Low    float64 `json:"elo_low"`  // 95% interval
	High   float64 `json:"elo_high"` // 95% interval
	Games  int     `json:"games"`
	Wins   int     `json:"wins"`
	Losses int     `json:"losses"`
	Draws  int     `json:"draws"`
}

// FitOptions tune Fit.
type FitOptions struct {
	// Anchor is the agent rated 0 (its interval is [0, 0]; the others'
	// intervals are relative to it). Empty: the first agent.
	Anchor string
	// Prior is the number of virtual drawn games added to every pair of
	// agents that played each other (as BayesElo does), so that an agent
	// that won or lost every game still gets a finite rating. 0 fits the
	// plain maximum likelihood, which exists only when no agent (or group of
	// agents) won or lost all its games.
	Prior float64
}

// Fit fits a Bradley–Terry model to the scores by maximum likelihood
// (Newton's method; a draw counts as half a win for each side) and returns
// the ratings of agents in Elo points, best first (ties in agents' order),
// with 95% intervals from the inverse of the Fisher information. Every
// agent must be connected to the anchor by games; scores naming an agent
// not in agents are an error.
func Fit(agentNames []string, scores []Score, opt FitOptions) ([]Rating, error) {
	n := len(agentNames)
	if n == 0 {
		return nil, errors.New("ladder: no agents to rate")
	}
	if opt.Prior < 0 || math.IsNaN(opt.Prior) {
		return nil, fmt.Errorf("ladder: prior %v: want at least 0", opt.Prior)
	}
	idx := make(map[string]int, n)
	for i, a := range agentNames {
		if _, dup := idx[a]; dup {
			return nil, fmt.Errorf("ladder: agent %q listed twice", a)
		}
		idx[a] = i
	}
	anchor := 0
	if opt.Anchor != "" {
		k, ok := idx[opt.Anchor]
		if !ok {
			return nil, fmt.Errorf("ladder: anchor %q is not among the agents", opt.Anchor)
		}
		anchor = k
	}
	out := make([]Rating, n)
	for i, a := range agentNames {
		out[i].Agent = a
	}
	// games[i][j]: games between i and j; won[i][j]: i's wins + half the draws.
	games := square(n)
	won := square(n)
	for _, s := range scores {
		i, ok1 := idx[s.A]
		j, ok2 := idx[s.B]
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("ladder: score %s vs %s names an agent not being rated", s.A, s.B)
		}
		if s.Wins < 0 || s.Losses < 0 || s.Draws < 0 {
			return nil, fmt.Errorf("ladder: score %s vs %s has a negative count", s.A, s.B)
		}
		if i == j {
			continue // an agent against itself says nothing about ratings
		}
		g := float64(s.Games())
		w := float64(s.Wins) + 0.5*float64(s.Draws)
		games[i][j] += g
		games[j][i] += g
		won[i][j] += w
		won[j][i] += g - w
		out[i].Games += s.Games()
		out[j].Games += s.Games()
		out[i].Wins += s.Wins
		out[j].Wins += s.Losses
		out[i].Losses += s.Losses
		out[j].Losses += s.Wins
		out[i].Draws += s.Draws
		out[j].Draws += s.Draws
	}
	for i := range n {
		for j := range n {
			if i != j && games[i][j] > 0 {
				games[i][j] += opt.Prior
				won[i][j] += opt.Prior / 2
			}
		}
	}
	if err := connected(agentNames, games, anchor); err != nil {
		return nil, err
	}
	theta, cov, err := newton(games, won, anchor)
	if err != nil {
		return nil, err
	}
	for i := range n {
		out[i].Elo = theta[i] * EloScale
		half := z95 * math.Sqrt(max(0, cov[i][i])) * EloScale
		out[i].Low, out[i].High = out[i].Elo-half, out[i].Elo+half
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case out[a].Elo > out[b].Elo:
			return -1
		case out[a].Elo < out[b].Elo:
			return 1
		}
		return 0
	})
	sorted := make([]Rating, n)
	for k, i := range order {
		sorted[k] = out[i]
	}
	return sorted, nil
}

// connected checks that every agent is linked to the anchor by games.
func connected(names []string, games [][]float64, anchor int) error {
	seen := make([]bool, len(names))
	seen[anchor] = true
	queue := []int{anchor}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for j := range names {
			if !seen[j] && games[i][j] > 0 {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	for j, ok := range seen {
		if !ok {
			return fmt.Errorf("ladder: %s has no games linking it to %s: it cannot be rated", names[j], names[anchor])
		}
	}
	return nil
}

// newton maximises the log-likelihood over the strengths but the anchor's
// (fixed at 0) and returns them with their covariance (the inverse of the
// observed information; the anchor's row and column are 0).
func newton(games, won [][]float64, anchor int) (theta []float64, cov [][]float64, err error) {
	n := len(games)
	theta = make([]float64, n)
	free := make([]int, 0, n-1)
	for i := range n {
		if i != anchor {
			free = append(free, i)
		}
	}
	loglik := func(t []float64) float64 {
		l := 0.0
		for i := range n {
			for j := range n {
				if i != j && games[i][j] > 0 {
					l += won[i][j] * logSigmoid(t[i]-t[j])
				}
			}
		}
		return l
	}
	info := func(t []float64) ([][]float64, []float64) {
		h := square(len(free))
		g := make([]float64, len(free))
		pos := make([]int, n)
		for k, i := range free {
			pos[i] = k
		}
		pos[anchor] = -1
		for i := range n {
			for j := range n {
				if i == j || games[i][j] == 0 {
					continue
				}
				p := sigmoid(t[i] - t[j])
				if a := pos[i]; a >= 0 {
					g[a] += won[i][j] - games[i][j]*p
					h[a][a] += games[i][j] * p * (1 - p)
					if b := pos[j]; b >= 0 {
						h[a][b] -= games[i][j] * p * (1 - p)
					}
				}
			}
		}
		return h, g
	}
	cur := loglik(theta)
	for iter := 0; ; iter++ {
		if iter == 200 {
			return nil, nil, errors.New("ladder: the rating fit did not converge (an agent may have won or lost every game: use a prior)")
		}
		h, g := info(theta)
		hinv, ok := invert(h)
		if !ok {
			return nil, nil, errors.New("ladder: the rating fit is singular (too few games)")
		}
		step := make([]float64, len(free))
		biggest := 0.0
		for a := range free {
			for b := range free {
				step[a] += hinv[a][b] * g[b]
			}
			biggest = max(biggest, math.Abs(step[a]))
		}
		if biggest < 1e-10 {
			break
		}
		// Damped: halve the step while it makes the fit worse.
		for scale := 1.0; ; scale /= 2 {
			next := slices.Clone(theta)
			for a, i := range free {
				next[i] += scale * step[a]
			}
			if l := loglik(next); l >= cur-1e-12 || scale < 1e-6 {
				theta, cur = next, l
				break
			}
		}
		if math.IsNaN(cur) || math.IsInf(theta[free[0]], 0) {
			return nil, nil, errors.New("ladder: the rating fit diverged")
		}
	}
	h, _ := info(theta)
	hinv, ok := invert(h)
	if !ok {
		return nil, nil, errors.New("ladder: the rating fit is singular (too few games)")
	}
	cov = square(n)
	for a, i := range free {
		for b, j := range free {
			cov[i][j] = hinv[a][b]
		}
	}
	return theta, cov, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logSigmoid is log(sigmoid(x)) without overflow.
func logSigmoid(x float64) float64 {
	if x < 0 {
		return x - math.Log1p(math.Exp(x))
	}
	return -math.Log1p(math.Exp(-x))
}

func square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// invert inverts a small matrix by Gauss–Jordan elimination with partial
// pivoting; ok is false if it is singular.
func invert(m [][]float64) (inv [][]float64, ok bool) {
	n := len(m)
	a := square(n)
	inv = square(n)
	for i := range n {
		copy(a[i], m[i])
		inv[i][i] = 1
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		inv[c], inv[p] = inv[p], inv[c]
		d := a[c][c]
		for k := range n {
			a[c][k] /= d
			inv[c][k] /= d
		}
		for r := range n {
			if r == c || a[r][c] == 0 {
				continue
			}
			f := a[r][c]
			for k := range n {
				a[r][k] -= f * a[c][k]
				inv[r][k] -= f * inv[c][k]
			}
		}
	}
	return inv, true
}
