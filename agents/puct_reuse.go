package agents

import (
	"bytes"

	"github.com/lorcana-rl/lorcana/engine"
)

// Observe is told each move of the game as it is played, before it is
// applied (PlayGame calls it: Observer). With Across, the search keeps the
// moves played since its last decision, to find where they lead in its
// tree; a gap in the moves it is shown (one missed) drops them.
func (m *PUCT) Observe(s *engine.State, a engine.Action) {
	if !m.cfg.Across || m.cfg.Fresh || m.last < 0 || m.seenBad {
		return
	}
	if s.Game() != m.lastState.Game() || s.Decisions != m.lastState.Decisions+int32(len(m.seen)) {
		m.seenBad = true
		return
	}
	m.seen = append(m.seen, a)
}

// reusable returns the node whose subtree can start the search of s, or
// -1 (or 0) where none can. Without Across (or where the moves since were
// not all observed), the node of the last move played: where s is the
// state the last decision's state comes to by that move and the
// decisions with one option that follow it (the move was played, and no
// player had a choice since: the two serialise the same). With Across,
// the node the moves observed since lead to (acrossNode). Either must have
// been evaluated with p to move next (in the sample that reached it).
// Only the real states are compared, and only to tell whether the game
// went on as the search's tree did.
func (m *PUCT) reusable(s *engine.State, p uint8) int32 {
	if m.last <= 0 || int(m.last) >= len(m.nodes) || p != m.lastPlayer ||
		m.lastState.Game() != s.Game() || s.Decisions <= m.lastState.Decisions {
		return -1
	}
	n := m.last
	if m.cfg.Across && !m.seenBad && len(m.seen) > 0 {
		n = m.acrossNode(s, p)
	} else if !m.replayed(s) {
		return -1
	}
	if n <= 0 {
		return -1
	}
	nd := &m.nodes[n]
	if !nd.expanded || nd.child < 0 {
		return -1
	}
	for c := nd.child; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].mover != p {
			return -1
		}
	}
	return n
}

// replayed reports whether s is the last decision's state after the move
// played and the decisions with one option that follow it.
func (m *PUCT) replayed(s *engine.State) bool {
	r := &m.replay
	m.lastState.CloneInto(r)
	if r.Apply(m.lastMove) != nil {
		return false
	}
	for r.Decisions < s.Decisions && !r.Over() {
		m.legal = r.Legal(m.legal[:0])
		if len(m.legal) != 1 || r.Apply(m.legal[0]) != nil {
			return false
		}
	}
	return m.sameState(r, s)
}

func (m *PUCT) sameState(r, s *engine.State) bool {
	if r.Decisions != s.Decisions {
		return false
	}
	m.ser[0] = r.AppendSerialized(m.ser[0][:0])
	m.ser[1] = s.AppendSerialized(m.ser[1][:0])
	return bytes.Equal(m.ser[0], m.ser[1])
}

// acrossNode replays the moves observed since the last decision on its
// state and follows them down the tree from the root, one edge per
// decision with a choice: the edge of the move's key, or, for another
// player's move naming a card p still may not see in s (a card inked:
// its identity is that player's), the most visited edge of the same move
// with any hidden card there (which card it was, p cannot know). It
// returns the node reached if the replay comes to s, else -1.
func (m *PUCT) acrossNode(s *engine.State, p uint8) int32 {
	if int(m.lastState.Decisions)+len(m.seen) != int(s.Decisions) {
		return -1
	}
	r := &m.replay
	m.lastState.CloneInto(r)
	n := int32(0)
	for _, a := range m.seen {
		m.legal = r.Legal(m.legal[:0])
		if len(m.legal) >= 2 {
			if n < 0 || !m.nodes[n].expanded {
				return -1
			}
			k := keyOf(r, a)
			if r.Pending().Player != p {
				k = maskHidden(k, s, p, a)
			}
			n = m.childLike(n, k)
		}
		if r.Apply(a) != nil {
			return -1
		}
	}
	if !m.sameState(r, s) {
		return -1
	}
	return n
}

// hiddenKey marks a key field whose card is hidden from the observer.
const hiddenKey = privateCard | 1<<31

// maskHidden replaces the fields of k that name a card p may not see in
// s (cardKey named its definition) with hiddenKey.
func maskHidden(k actKey, s *engine.State, p uint8, a engine.Action) actKey {
	if k.card != ^uint32(0) && k.card&privateCard != 0 && Hidden(s, p, a.Card) {
		k.card = hiddenKey
	}
	if k.target != ^uint32(0) && k.target&privateCard != 0 && Hidden(s, p, a.Target) {
		k.target = hiddenKey
	}
	return k
}

// childLike is the child of n with key k, where a field of k is hiddenKey
// the most visited child whose key names a hidden card there and agrees
// with k elsewhere, or -1.
func (m *PUCT) childLike(n int32, k actKey) int32 {
	if k.card != hiddenKey && k.target != hiddenKey {
		return m.findChild(n, k)
	}
	best := int32(-1)
	for c := m.nodes[n].child; c >= 0; c = m.nodes[c].next {
		o := m.nodes[c].key
		if k.card == hiddenKey && o.card != ^uint32(0) && o.card&privateCard != 0 {
			o.card = hiddenKey
		}
		if k.target == hiddenKey && o.target != ^uint32(0) && o.target&privateCard != 0 {
			o.target = hiddenKey
		}
		if o == k && (best < 0 || m.nodes[c].visits > m.nodes[best].visits) {
			best = c
		}
	}
	return best
}

// reroot makes the subtree of node r the tree, r its root (node 0),
// children in the same order.
func (m *PUCT) reroot(r int32) {
	old := m.nodes
	m.spare = append(m.spare[:0], old[r])
	m.spare[0].next = -1
	for i := 0; i < len(m.spare); i++ {
		first := m.spare[i].child // an index into old until i is reached
		m.spare[i].child = -1
		m.spare[i].actionInRoot = -1
		prev := int32(-1)
		for c := first; c >= 0; c = old[c].next {
			n := int32(len(m.spare))
			m.spare = append(m.spare, old[c])
			m.spare[n].next = -1
			if prev < 0 {
				m.spare[i].child = n
			} else {
				m.spare[prev].next = n
			}
			prev = n
		}
	}
	m.nodes, m.spare = m.spare, old
}
