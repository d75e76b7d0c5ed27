package draft

import (
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Step is one of the learner's picks: its input, the slot taken, its
// log-probability and the value, and (once the pod is played) the seat's
// reward.
type Step struct {
	In     Encoded
	Slot   int32
	Logp   float32
	Value  float32
	Reward float32
}

// PodResult is a pod's outcome for the learner: its picks, and the games
// its decks played against the opponents' (wins, losses, no winner).
type PodResult struct {
	Steps               []Step
	Wins, Losses, Draws int
	SeatRewards         []float32 // per learner seat, in seat order
}

// mix derives seeds.
func mix(xs ...uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, x := range xs {
		h ^= x + 0x9E3779B97F4A7C15 + h<<6 + h>>2
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}

// Pod describes one pod: the draft, which seats the learner drafts, the
// opponents' drafters (by seat; ignored at learner seats), and the matches.
type Pod struct {
	Draft    limited.DraftConfig
	Learner  []bool   // per seat
	Opponent []string // per seat: limited.NewDrafter's names
	Sample   bool     // the learner samples its picks (training) or takes the best (evaluation)
	Games    int      // per pair of a learner deck and an opponent deck
	Player   string   // agents.New's specification
	DeckSize int      // 0: limited.DraftDeckSize
}

// learnerSeats spreads n learner seats around a table of seats, starting
// at seat first: 4 of 8 are seats 1, 3, 5, 7 (from 0).
func learnerSeats(seats, n, first int) []bool {
	out := make([]bool, seats)
	for i := range n {
		out[(first+i*seats/n)%seats] = true
	}
	return out
}

// RunPod drafts a pod with net at the learner seats, builds every seat's
// deck (limited.Build) and plays each learner deck against each opponent
// deck (only those pairs), each deck in seat 1 half the time. A seat's
// reward is its games won less its games lost over its games (from -1 to
// 1; a game without a winner counts 0), the reward of every pick it made.
func RunPod(net *Net, enc *Encoder, defs []engine.CardDef, p Pod) (*PodResult, error) {
	d, err := limited.NewDraft(p.Draft)
	if err != nil {
		return nil, err
	}
	n := d.Seats()
	if len(p.Learner) != n || len(p.Opponent) != n {
		return nil, fmt.Errorf("draft pod: %d learner flags and %d opponents for %d seats", len(p.Learner), len(p.Opponent), n)
	}
	drafters := make([]limited.Drafter, n)
	var learner *Drafter
	for s := range n {
		if p.Learner[s] {
			if learner == nil {
				learner = &Drafter{Net: net, Enc: enc, Sample: p.Sample}
				learner.rng = newRNG(mix(p.Draft.Seed, 0x1ea7))
			}
			continue
		}
		if drafters[s], err = limited.NewDrafter(p.Opponent[s], defs, mix(p.Draft.Seed, 0xd7af, uint64(s))); err != nil {
			return nil, fmt.Errorf("seat %d: %w", s+1, err)
		}
	}
	res := &PodResult{}
	stepsOf := make([][]int, n) // per seat: its steps in res.Steps
	var o limited.Observation
	for !d.Done() {
		s := d.ToPick()
		if err := d.Observe(s, &o); err != nil {
			return nil, err
		}
		var pick int
		if p.Learner[s] {
			if !enc.Encode(&o, &learner.x) {
				return nil, fmt.Errorf("seat %d: a card of the pack or pool is not in the catalogue", s+1)
			}
			slot, logp, value, ok := learner.act(p.Sample)
			if !ok {
				return nil, fmt.Errorf("seat %d: no legal pick", s+1)
			}
			stepsOf[s] = append(stepsOf[s], len(res.Steps))
			res.Steps = append(res.Steps, Step{In: learner.x, Slot: int32(slot), Logp: float32(logp), Value: value})
			pick = slot
		} else {
			pick = drafters[s].Choose(&o)
		}
		if err := d.PickIndex(s, pick); err != nil {
			return nil, err
		}
	}
	size := p.DeckSize
	if size == 0 {
		size = limited.DraftDeckSize
	}
	decks := make([][]engine.DefID, n)
	for s := range n {
		b, err := limited.Build(d.PoolOfSeat(s), defs, size)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", s+1, err)
		}
		decks[s] = b.Deck.IDs()
	}
	for a := range n {
		if !p.Learner[a] {
			continue
		}
		won, lost, games := 0, 0, 0
		for b := range n {
			if p.Learner[b] {
				continue
			}
			w, l, dr, err := playPair(defs, decks[a], decks[b], p.Games, p.Player, mix(p.Draft.Seed, 0x9a3e, uint64(a)<<32|uint64(b)))
			if err != nil {
				return nil, fmt.Errorf("seats %d and %d: %w", a+1, b+1, err)
			}
			won, lost, games = won+w, lost+l, games+w+l+dr
			res.Wins, res.Losses, res.Draws = res.Wins+w, res.Losses+l, res.Draws+dr
		}
		r := float32(0)
		if games > 0 {
			r = float32(won-lost) / float32(games)
		}
		res.SeatRewards = append(res.SeatRewards, r)
		for _, i := range stepsOf[a] {
			res.Steps[i].Reward = r
		}
	}
	return res, nil
}

// playPair plays deck a against deck b: games games, game 2k with a in
// seat 1, 2k+1 with b, both from the same seed; a's wins, losses and games
// without a winner.
func playPair(defs []engine.CardDef, a, b []engine.DefID, games int, player string, seed uint64) (w, l, d int, err error) {
	var gs [2]*engine.Game
	for k, decks := range [2][][]engine.DefID{{a, b}, {b, a}} {
		if gs[k], err = engine.NewGame(defs, engine.Config{Players: 2, Decks: decks, StartingPlayer: -1}); err != nil {
			return 0, 0, 0, err
		}
	}
	seats := make([]agents.Agent, 2)
	for g := range games {
		gseed := mix(seed, uint64(g/2))
		for s := range seats {
			if seats[s], err = agents.New(player, mix(gseed, uint64(s))); err != nil {
				return 0, 0, 0, err
			}
		}
		st, err := agents.PlayGame(gs[g%2], gseed, seats, nil)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("game %d: %w", g+1, err)
		}
		aSide := int8(g % 2) // a's deck is in seat 1 (player 0) in even games
		switch {
		case st.Winner < 0:
			d++
		case st.Winner == aSide:
			w++
		default:
			l++
		}
	}
	return w, l, d, nil
}

// EvalResult counts the learner's games in an evaluation.
type EvalResult struct {
	Pods, Games, Wins, Losses, Draws int
	// PairShares is the learner's share of the games won in each pair of
	// pods (the two pods that open the same packs).
	PairShares []float64
}

// PairInterval is a 95% interval of the win rate that takes the pairs of
// pods, not the games, as the independent samples (a pod's games share its
// decks): the mean of PairShares ± 1.96 standard errors, clipped to 0 to
// 1; [0, 1] with fewer than two pairs.
func (r EvalResult) PairInterval() (lo, hi float64) {
	n := float64(len(r.PairShares))
	if n < 2 {
		return 0, 1
	}
	var sum, ss float64
	for _, x := range r.PairShares {
		sum += x
	}
	mean := sum / n
	for _, x := range r.PairShares {
		ss += (x - mean) * (x - mean)
	}
	se := math.Sqrt(ss / (n - 1) / n)
	return max(0, mean-1.959963984540054*se), min(1, mean+1.959963984540054*se)
}

// WinRate is the learner's share of the games won.
func (r EvalResult) WinRate() float64 {
	if r.Games == 0 {
		return 0
	}
	return float64(r.Wins) / float64(r.Games)
}

// Wilson is the 95% Wilson interval of WinRate (the games taken as
// independent).
func (r EvalResult) Wilson() (lo, hi float64) { return agents.Wilson(r.Wins, r.Games) }

// Evaluate drafts pods pods (even) with net (greedy) at half the seats and
// opponent at the others, in pairs that open the same packs with the seats
// swapped, and plays each learner deck against each opponent deck games
// games with player. The same arguments give the same result.
func Evaluate(net *Net, defs []engine.CardDef, sets []string, seats, pods, games int, opponent, player string, seed uint64) (EvalResult, error) {
	var r EvalResult
	if pods < 2 || pods%2 != 0 || seats%2 != 0 {
		return r, fmt.Errorf("an evaluation plays pairs of pods at an even number of seats, not %d pods of %d seats", pods, seats)
	}
	enc, err := NewEncoder(defs)
	if err != nil {
		return r, err
	}
	opp := make([]string, seats)
	for i := range opp {
		opp[i] = opponent
	}
	for k := range pods {
		p := Pod{
			Draft:    limited.DraftConfig{Seats: seats, Sets: sets, Seed: mix(seed, 0xe7a1, uint64(k/2))},
			Learner:  learnerSeats(seats, seats/2, k%2),
			Opponent: opp,
			Games:    games,
			Player:   player,
		}
		res, err := RunPod(net, enc, defs, p)
		if err != nil {
			return r, fmt.Errorf("evaluation pod %d: %w", k+1, err)
		}
		r.Pods++
		if k%2 == 0 {
			r.PairShares = append(r.PairShares, 0)
		}
		if g := res.Wins + res.Losses + res.Draws; g > 0 {
			r.PairShares[k/2] += float64(res.Wins) / float64(2*g)
		}
		r.Wins += res.Wins
		r.Losses += res.Losses
		r.Draws += res.Draws
		r.Games += res.Wins + res.Losses + res.Draws
	}
	return r, nil
}
