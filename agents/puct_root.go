package agents

import (
	"math"

	"github.com/lorcana-rl/lorcana/engine"
)

// What the last search found at its root, for expert iteration's
// targets: the visit shares, the improved policy and the root's value.

// RootVisits writes into dst (one value per legal option of the last Act)
// the share of the root's visits that went to each option, options that
// name the same move splitting its visits equally, so that the shares sum
// to 1 (the policy target of expert iteration, as the visit counts are in
// AlphaZero). It reports false, dst untouched, where the last Act ran no
// search (one option, or one distinct move), failed, or stopped before a
// simulation, and where dst is not one value per option.
func (m *PUCT) RootVisits(dst []float32) bool {
	if !m.searched || len(dst) != len(m.rootShare) {
		return false
	}
	copy(dst, m.rootShare)
	return true
}

// RootValue is the searching player's win chance as the last Act's
// search estimates it: the rewards the root's moves gathered over their
// visits (the value target expert.search_value mixes in). It reports
// false where RootVisits does.
func (m *PUCT) RootValue() (float64, bool) {
	return m.rootValue, m.searched
}

// ImprovedVisitBase is c_visit of RootImproved's transform (Danihelka et
// al., 2022, and DeepMind's mctx use 50).
const ImprovedVisitBase = 50

// RootImproved writes into dst (one value per legal option of the last
// Act) the improved policy of Gumbel AlphaZero and MuZero (Danihelka et
// al., "Policy improvement by planning with Gumbel", 2022): the softmax
// over the options of
//
//	logit(i) + (ImprovedVisitBase + max N) · scale · Q(i)
//
// where logit is the Evaluator's logit of option i at the root, max N the
// most visits any move had, and Q(i) the mover's win chance (in [0, 1]) of
// option i's move by its visits, or, for a move the search did not visit,
// the mean of the visited moves' Q weighted by the network's policy (the
// completed Q of the paper, its v_mix as the visits grow). Where the search
// found the moves alike the target is the network's own policy; where it
// found one better, the target moves towards it by as much as the
// difference and the visits warrant: unlike the visit shares, it does not
// spread the policy over the moves the bound made the search try. Options
// past the logits get 0. It reports false, dst untouched, where RootVisits
// does, for scale ≤ 0 and where the Evaluator gave no logits.
func (m *PUCT) RootImproved(dst []float32, scale float64) bool {
	k := len(m.rootLogits)
	if !m.searched || len(dst) != len(m.rootShare) || scale <= 0 || k == 0 {
		return false
	}
	top := math.Inf(-1)
	var maxN int32
	for i := range k {
		top = max(top, float64(m.rootLogits[i]))
		maxN = max(maxN, m.rootN[i])
	}
	var sumP, sumPQ float64
	for i := range k {
		if m.rootN[i] > 0 {
			p := math.Exp(float64(m.rootLogits[i]) - top)
			sumP += p
			sumPQ += p * m.rootQ[i]
		}
	}
	mix := 0.5
	if sumP > 0 {
		mix = sumPQ / sumP
	}
	sigma := (ImprovedVisitBase + float64(maxN)) * scale
	z := math.Inf(-1)
	for i := range k {
		z = max(z, float64(m.rootLogits[i])+sigma*m.completedQ(i, mix))
	}
	var sum float64
	for i := range dst {
		dst[i] = 0
		if i < k {
			e := math.Exp(float64(m.rootLogits[i]) + sigma*m.completedQ(i, mix) - z)
			dst[i] = float32(e)
			sum += e
		}
	}
	for i := range k {
		dst[i] = float32(float64(dst[i]) / sum)
	}
	return true
}

// completedQ is option i's Q at the root, or mix where its move has no
// visits.
func (m *PUCT) completedQ(i int, mix float64) float64 {
	if m.rootN[i] > 0 {
		return m.rootQ[i]
	}
	return mix
}

// shareVisits records the root's visits per legal option (RootVisits),
// each option's visits and win chance (RootImproved) and the searched
// player's win chance over them (RootValue), after the search of s.
func (m *PUCT) shareVisits(s *engine.State, legal []engine.Action) {
	var reward, visits float64
	for c := m.nodes[0].child; c >= 0; c = m.nodes[c].next {
		reward += m.nodes[c].reward
		visits += float64(m.nodes[c].visits)
	}
	m.rootValue = 0.5
	if visits > 0 {
		m.rootValue = reward / visits
	}
	m.distinct(s, legal)
	m.keyOptions = zeroed(m.keyOptions, len(m.keys))
	for _, k := range m.optKey {
		m.keyOptions[k]++
	}
	m.rootShare = zeroed(m.rootShare, len(legal))
	m.rootN = zeroed(m.rootN, len(legal))
	m.rootQ = zeroed(m.rootQ, len(legal))
	var total float32
	for i, k := range m.optKey {
		if c := m.findChild(0, m.keys[k]); c >= 0 {
			nd := &m.nodes[c]
			m.rootShare[i] = float32(nd.visits) / float32(m.keyOptions[k])
			total += m.rootShare[i]
			if m.rootN[i] = nd.visits; nd.visits > 0 {
				m.rootQ[i] = nd.reward / float64(nd.visits)
			}
		}
	}
	if total <= 0 {
		return
	}
	for i := range m.rootShare {
		m.rootShare[i] /= total
	}
	m.searched = true
}

// zeroed is s resized to n zeros, reusing its array.
func zeroed[T int32 | float32 | float64](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
