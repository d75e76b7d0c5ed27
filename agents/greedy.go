package agents

import (
	"math"

	"github.com/lorcana-rl/lorcana/engine"
)

// Greedy is a readable heuristic player. On its turn it does, in order of
// priority, the first of these that is worth doing:
//
//  1. ink a card (4.2) while it needs ink, the one it can spare best;
//  2. take a favourable challenge (4.6): one that banishes the defender and
//     leaves it better off by the evaluation;
//  3. play the best card it can afford (4.3), singing a song (5.4.4.2)
//     instead of paying when that saves the ink for another card;
//  4. quest (4.5) with characters that are safe from challenges next turn,
//     or whose lore matters more than their risk;
//  5. use an activated ability (4.4) or move to a location (4.7) when that
//     improves the evaluation;
//  6. end the turn (or, when it can't end yet, take the challenge or quest
//     that the rules require first, 8.7.3 and 1.2.1).
//
// Every other decision (choose, may, option, amount, singers) takes the
// answer whose outcome evaluates best: the answer is tried on a copy of a
// determinised sample of the state and the rest of the effect is resolved
// with a one-step look at each following choice. The mulligan puts back all
// but the cheapest of the cards that cost 5 or more. Greedy never reads hidden
// information: looking ahead happens on a sample (see Determinizer).
type Greedy struct {
	// Epsilon is the chance of a uniformly random action instead (for
	// rollouts); 0 by default.
	Epsilon float64
	// Sampled says the states given to Act are already determinised
	// samples (inside a search), so Greedy may look ahead on them directly.
	Sampled bool

	rng     engine.RNG
	det     Determinizer
	sample  engine.State // the determinised view of the current decision
	view    *engine.State
	work    engine.State // a look-ahead copy
	step    engine.State // a one-step copy inside a look-ahead
	buf     []engine.Action
	stepBuf []engine.Action
}

// NewGreedy returns a greedy agent seeded with seed.
func NewGreedy(seed uint64) *Greedy {
	g := &Greedy{}
	g.Seed(seed)
	return g
}

func (g *Greedy) Name() string     { return "greedy" }
func (g *Greedy) Seed(seed uint64) { g.rng = engine.NewRNG(seed) }

// Act chooses one of the legal actions.
func (g *Greedy) Act(s *engine.State, legal []engine.Action) int {
	if len(legal) <= 1 {
		return 0
	}
	if g.Epsilon > 0 && float64(g.rng.Uint64()>>11)/(1<<53) < g.Epsilon {
		return g.rng.Intn(len(legal))
	}
	g.view = nil
	d := s.Pending()
	switch d.Kind {
	case engine.DecTurn:
		return g.turn(s, d.Player, legal)
	case engine.DecAlter:
		return g.mulligan(s, d.Player, legal)
	case engine.DecBag, engine.DecOrder:
		return 0 // the order rarely matters; take the engine's first
	}
	return g.bestAnswer(s, d.Player, legal)
}

// lookView returns the state to look ahead on: a determinised sample of s
// from p's point of view (made once per decision), or s itself inside a
// search.
func (g *Greedy) lookView(s *engine.State, p uint8) *engine.State {
	if g.Sampled {
		return s
	}
	if g.view == nil {
		g.det.Sample(s, p, &g.sample, &g.rng)
		g.view = &g.sample
	}
	return g.view
}

// turn picks a turn action by the priorities of the type comment.
func (g *Greedy) turn(s *engine.State, p uint8, legal []engine.Action) int {
	if i := g.chooseInk(s, p, legal); i >= 0 {
		return i
	}
	view := g.lookView(s, p)
	base := Evaluate(view, p)

	// 2. Favourable challenges: the defender is banished and we gain.
	best, bestGain := -1, 0.3
	for i, a := range legal {
		if a.Kind != engine.ActChallenge {
			continue
		}
		v, after := g.lookahead(view, p, a)
		if after == nil || after.InPlay(a.Target) && after.Cards[a.Target].Gen == view.Cards[a.Target].Gen {
			continue // the defender survives: not worth the exert
		}
		if v-base > bestGain {
			best, bestGain = i, v-base
		}
	}
	if best >= 0 {
		return best
	}

	// 3. Play the best affordable card.
	best, bestGain = -1, 0.2
	for i, a := range legal {
		if a.Kind != engine.ActPlay && a.Kind != engine.ActShift && a.Kind != engine.ActSing {
			continue
		}
		v, _ := g.lookahead(view, p, a)
		gain := v - base
		if a.Kind == engine.ActSing {
			gain += singSaving(s, p, a.Card)
		}
		if gain > bestGain {
			best, bestGain = i, gain
		}
	}
	if best >= 0 {
		return best
	}

	// 4. Quest where it is safe or worth the risk, the most lore first.
	best = -1
	bestLore := -1
	for i, a := range legal {
		if a.Kind != engine.ActQuest {
			continue
		}
		if l := s.Lore(a.Card); l > bestLore && questWorthIt(s, p, a.Card) {
			best, bestLore = i, l
		}
	}
	if best >= 0 {
		return best
	}

	// 5. Abilities, Boost and moves that improve the position.
	best, bestGain = -1, 0.3
	for i, a := range legal {
		if a.Kind != engine.ActActivate && a.Kind != engine.ActMove {
			continue
		}
		v, _ := g.lookahead(view, p, a)
		if v-base > bestGain {
			best, bestGain = i, v-base
		}
	}
	if best >= 0 {
		return best
	}

	// 6. End the turn.
	for i, a := range legal {
		if a.Kind == engine.ActEndTurn {
			return i
		}
	}
	// The turn can't end yet: a ready Reckless character must challenge
	// (8.7.3), or one must quest (1.2.1). Meet it with the best challenge
	// or quest: each exerts a character, so the turn moves on, where the
	// best action by the evaluation might be a free move back and forth
	// between two locations, for ever.
	best, bestV := -1, math.Inf(-1)
	for i, a := range legal {
		if a.Kind != engine.ActChallenge && a.Kind != engine.ActQuest {
			continue
		}
		if v, _ := g.lookahead(view, p, a); v > bestV {
			best, bestV = i, v
		}
	}
	if best >= 0 {
		return best
	}
	return g.bestAnswer(s, p, legal)
}

// chooseInk returns the ink action to take, or -1. It inks while the
// inkwell is small or the hand holds a card it cannot afford yet, and puts
// in the card it values least (by defValue), counting a card it can play
// after this ink as worth more, and a copy that stays in hand or a card far
// beyond its ink as worth less. (Over 1000 games each, this beat a rule that
// never inks a playable card: 98% against 94% versus random.)
func (g *Greedy) chooseInk(s *engine.State, p uint8, legal []engine.Action) int {
	pl := &s.Players[p]
	total := len(pl.Inkwell)
	need := total < 7
	if !need {
		for _, id := range pl.Hand {
			if int(s.Def(id).Cost) > total {
				need = true
				break
			}
		}
	}
	if !need {
		return -1
	}
	best, bestKeep := -1, math.Inf(1)
	for i, a := range legal {
		if a.Kind != engine.ActInk {
			continue
		}
		d := s.Def(a.Card)
		keep := defValue(d)
		switch cost := int(d.Cost); {
		case cost <= total+1:
			keep += 1.5 // playable after this ink
		case cost > total+3:
			keep -= 0.5 // far off
		}
		for _, o := range pl.Hand {
			if o != a.Card && s.Cards[o].Def == s.Cards[a.Card].Def {
				keep -= 0.5 // a copy stays in hand
				break
			}
		}
		if keep < bestKeep {
			best, bestKeep = i, keep
		}
	}
	return best
}

// singSaving is the bonus for singing song instead of paying for it: when
// paying would leave too little ink for another card in hand that the full
// ink affords, singing saves that play (half its value).
func singSaving(s *engine.State, p uint8, song engine.CardID) float64 {
	pl := &s.Players[p]
	ink := pl.InkReady()
	cost := int(s.Def(song).Cost)
	bonus := 0.0
	for _, id := range pl.Hand {
		if id == song {
			continue
		}
		d := s.Def(id)
		if c := int(d.Cost); c <= ink && c > ink-cost {
			bonus = max(bonus, 0.5*defValue(d))
		}
	}
	return bonus
}

// questWorthIt says whether character id should quest (4.5): when it is safe
// from being banished by a challenge next turn, when its lore wins the game or
// the race is close, or when it is cheap compared with its lore.
func questWorthIt(s *engine.State, p uint8, id engine.CardID) bool {
	lore := max(0, s.Lore(id))
	if lore == 0 {
		return false
	}
	if int(s.Players[p].Lore)+lore >= 20 || !threatened(s, p, id) {
		return true
	}
	for q := range s.Players {
		if uint8(q) != p && s.Players[q].Lore >= 15 {
			return true // racing: lore now beats keeping the character
		}
	}
	return cardInPlayValue(s, id) <= 1.6*float64(lore)
}

// threatened reports whether an opposing character could banish id by
// challenging it next turn once id is exerted (4.6.4.2 only exerted
// characters can be challenged; 8.6 Evasive; 8.8 Resist).
func threatened(s *engine.State, p uint8, id engine.CardID) bool {
	left := s.Willpower(id) - int(s.Cards[id].Damage)
	resist, _ := s.KeywordValue(id, engine.Resist)
	evasive := s.HasKeyword(id, engine.Evasive)
	for q := range s.Players {
		if !s.Opponents(uint8(q), p) || s.Players[q].Out {
			continue
		}
		for _, o := range s.Players[q].Play {
			if !s.InPlay(o) || s.Def(o).Type != engine.TypeCharacter || s.Restricted(o, engine.CantChallenge) {
				continue
			}
			if evasive && !s.HasKeyword(o, engine.Evasive) && !s.HasKeyword(o, engine.Alert) {
				continue
			}
			ch, _ := s.KeywordValue(o, engine.Challenger)
			if s.Strength(o)+ch-resist >= left {
				return true
			}
		}
	}
	return false
}

// mulligan answers the alter-hand decision (2.2.2): put back the cards that
// cost 5 or more, keeping the cheapest of them.
func (g *Greedy) mulligan(s *engine.State, p uint8, legal []engine.Action) int {
	high, worst, worstCost := 0, -1, -1
	for i, a := range legal {
		if a.Kind != engine.ActChoose {
			continue
		}
		if c := int(s.Def(a.Card).Cost); c >= 5 {
			high++
			if c > worstCost {
				worst, worstCost = i, c
			}
		}
	}
	if high > 1 {
		return worst
	}
	for i, a := range legal {
		if a.Kind == engine.ActDone {
			return i
		}
	}
	return len(legal) - 1
}

// bestAnswer takes the answer whose outcome evaluates best for p; on a tie
// it declines (stop choosing, "no"): an answer that changes nothing is not
// worth giving.
func (g *Greedy) bestAnswer(s *engine.State, p uint8, legal []engine.Action) int {
	view := g.lookView(s, p)
	best, bestV := 0, math.Inf(-1)
	decline, declineV := -1, math.Inf(-1)
	for i, a := range legal {
		v, _ := g.lookahead(view, p, a)
		if v > bestV {
			best, bestV = i, v
		}
		if isDecline(a) {
			decline, declineV = i, v
		}
	}
	if decline >= 0 && declineV >= bestV {
		return decline
	}
	return best
}

// isDecline reports whether a is stopping a choice or saying no.
func isDecline(a engine.Action) bool { return a.Kind == engine.ActDone || a.Kind == engine.ActNo }

// settleLimit bounds the decisions resolved after a look-ahead action.
const settleLimit = 24

// lookahead applies a to a copy of view, resolves the decisions that follow
// until a turn decision (each answered by a one-step look), and returns the
// evaluation for p and the copy (nil and -Inf if a is refused).
func (g *Greedy) lookahead(view *engine.State, p uint8, a engine.Action) (float64, *engine.State) {
	view.CloneInto(&g.work)
	if g.work.Apply(a) != nil {
		return math.Inf(-1), nil
	}
	w := &g.work
	for n := 0; n < settleLimit && !w.Over(); n++ {
		d := w.Pending()
		if d.Kind == engine.DecTurn {
			break
		}
		g.buf = w.Legal(g.buf[:0])
		if len(g.buf) == 0 {
			break
		}
		i := 0
		if len(g.buf) > 1 && d.Kind != engine.DecBag && d.Kind != engine.DecOrder && d.Kind != engine.DecAlter {
			i = g.oneStep(w, d.Player, g.buf)
		}
		if w.Apply(g.buf[i]) != nil {
			break
		}
	}
	return Evaluate(w, p), w
}

// oneStep picks the answer whose immediate result evaluates best for the
// player who answers.
func (g *Greedy) oneStep(w *engine.State, q uint8, legal []engine.Action) int {
	g.stepBuf = append(g.stepBuf[:0], legal...)
	best, bestV := 0, math.Inf(-1)
	decline, declineV := -1, math.Inf(-1)
	for i, a := range g.stepBuf {
		w.CloneInto(&g.step)
		if g.step.Apply(a) != nil {
			continue
		}
		v := Evaluate(&g.step, q)
		if v > bestV {
			best, bestV = i, v
		}
		if isDecline(a) {
			decline, declineV = i, v
		}
	}
	if decline >= 0 && declineV >= bestV {
		return decline
	}
	return best
}
