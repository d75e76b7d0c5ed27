package deckbuild

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// State is a deck being built: the copies of each candidate chosen so far.
// Add and Remove keep it within the rules' bounds and allocate nothing.
type State struct {
	r      *Rules
	counts []int32 // by candidate
	size   int
	ofInk  [engine.NumInks]int // cards of each ink (a dual-ink card counts for both)
}

// NewState is an empty deck under r.
func NewState(r *Rules) *State {
	return &State{r: r, counts: make([]int32, len(r.Candidates))}
}

// Rules are the state's rules.
func (s *State) Rules() *Rules { return s.r }

// Reset empties the deck.
func (s *State) Reset() {
	clear(s.counts)
	s.size = 0
	s.ofInk = [engine.NumInks]int{}
}

// Size is the number of cards chosen.
func (s *State) Size() int { return s.size }

// Count is the number of copies of candidate i chosen.
func (s *State) Count(i int) int { return int(s.counts[i]) }

// Counts are the copies of each candidate (the state's own slice: read it,
// don't keep it).
func (s *State) Counts() []int32 { return s.counts }

// Inks is the set of inks over the cards chosen.
func (s *State) Inks() engine.InkSet {
	var set engine.InkSet
	for k, n := range s.ofInk {
		if n > 0 {
			set = set.With(engine.Ink(k))
		}
	}
	return set
}

// CanAdd says whether a copy of candidate i may be added: the deck is
// under its greatest size, the card under its limit, and (Constructed) its
// inks keep the deck within the inks allowed and at most two (1.10.1.1).
func (s *State) CanAdd(i int) bool { return s.refusal(i) == addOK }

// CanRemove says whether the deck holds a copy of candidate i.
func (s *State) CanRemove(i int) bool { return s.counts[i] > 0 }

// Complete says whether the deck is legal as it is: the deck's size within
// the format's (the other rules hold at every step).
func (s *State) Complete() bool { return s.size >= s.r.MinSize && s.size <= s.r.MaxSize }

// Why a copy may not be added.
const (
	addOK     = iota
	addCopies // the card's limit
	addSize   // the deck's greatest size
	addInk    // not of the inks allowed
	addInks   // a third ink
)

// refusal is why a copy of candidate i may not be added (addOK if it may);
// it allocates nothing.
func (s *State) refusal(i int) int {
	r := s.r
	c := &r.Candidates[i]
	switch {
	case int(s.counts[i]) >= c.Limit:
		return addCopies
	case s.size >= r.MaxSize:
		return addSize
	case r.Format != cards.CoreConstructed:
		return addOK
	case r.Inks != 0 && c.Inks&^r.Inks != 0:
		return addInk
	case (s.Inks() | c.Inks).Count() > 2:
		return addInks
	}
	return addOK
}

// whyNotAdd says why a copy of candidate i may not be added ("" if it may).
func (s *State) whyNotAdd(i int) string {
	r := s.r
	c := &r.Candidates[i]
	switch s.refusal(i) {
	case addCopies:
		if r.Format == cards.CoreConstructed {
			return fmt.Sprintf("the deck holds %d copies of %s, the most it may (1.10.1.1)", c.Limit, r.name(i))
		}
		return fmt.Sprintf("the deck holds all %d copies of %s in the pool (1.10.1)", c.Limit, r.name(i))
	case addSize:
		if r.Format == cards.CoreConstructed {
			return fmt.Sprintf("the deck holds %d cards, the size of a deck here", s.size)
		}
		return fmt.Sprintf("the deck holds all %d implemented cards of the pool", s.size)
	case addInk:
		return fmt.Sprintf("%s is %s, not of the inks allowed (%s)", r.name(i), cards.InkNames(c.Inks), cards.InkNames(r.Inks))
	case addInks:
		return fmt.Sprintf("%s would make the deck %s: at most 2 inks (1.10.1.1)", r.name(i), cards.InkNames(s.Inks()|c.Inks))
	}
	return ""
}

func (r *Rules) name(i int) string { return r.defs[r.Candidates[i].Def].FullName }

// Add adds a copy of candidate i; an index out of range or a copy the
// rules refuse is an error, and the deck is unchanged.
func (s *State) Add(i int) error {
	if i < 0 || i >= len(s.counts) {
		return fmt.Errorf("candidate %d out of range: there are %d (0 to %d)", i, len(s.counts), len(s.counts)-1)
	}
	if s.refusal(i) != addOK {
		return fmt.Errorf("can't add %s: %s", s.r.name(i), s.whyNotAdd(i))
	}
	s.counts[i]++
	s.size++
	s.addInks(s.r.Candidates[i].Inks, 1)
	return nil
}

// Remove removes a copy of candidate i; an index out of range or a card
// the deck doesn't hold is an error, and the deck is unchanged.
func (s *State) Remove(i int) error {
	if i < 0 || i >= len(s.counts) {
		return fmt.Errorf("candidate %d out of range: there are %d (0 to %d)", i, len(s.counts), len(s.counts)-1)
	}
	if s.counts[i] == 0 {
		return fmt.Errorf("can't remove %s: the deck holds none", s.r.name(i))
	}
	s.counts[i]--
	s.size--
	s.addInks(s.r.Candidates[i].Inks, -1)
	return nil
}

func (s *State) addInks(inks engine.InkSet, n int) {
	for k := range s.ofInk {
		if inks.Has(engine.Ink(k)) {
			s.ofInk[k] += n
		}
	}
}

// AppendIDs appends the deck card by card (each candidate Count times, in
// candidate order): the form engine.Config.Decks takes.
func (s *State) AppendIDs(buf []engine.DefID) []engine.DefID {
	for i, n := range s.counts {
		for range n {
			buf = append(buf, s.r.Candidates[i].Def)
		}
	}
	return buf
}

// Deck is the deck as a decklist named name, in candidate order.
func (s *State) Deck(name string) *cards.Deck {
	d := &cards.Deck{Name: name}
	for i, n := range s.counts {
		if n > 0 {
			d.Cards = append(d.Cards, cards.DeckLine{Count: int(n), Def: s.r.Candidates[i].Def})
		}
	}
	return d
}

// Set makes the state a given deck, card by card under the rules (a card
// named by another definition of a candidate's full name is that
// candidate). A card that is no candidate, or a copy the rules refuse, is an
// error naming every such card, and the state is then empty.
func (s *State) Set(d *cards.Deck) error {
	s.Reset()
	var bad []string
	for _, l := range d.Cards {
		i := s.r.Candidate(l.Def)
		if i < 0 {
			bad = append(bad, s.r.notCandidate(l.Def))
			continue
		}
		for range l.Count {
			if err := s.Add(i); err != nil {
				bad = append(bad, err.Error())
				break
			}
		}
	}
	if len(bad) > 0 {
		s.Reset()
		return fmt.Errorf("deck %s: %s", d.Name, strings.Join(bad, "; "))
	}
	return nil
}

// Problems checks the deck with the project's deck check (cards.Deck.Check,
// rules only): nil when the state is a legal deck of its format.
func (s *State) Problems() []cards.Problem {
	var out []cards.Problem
	d := s.Deck("deck")
	for _, p := range d.Check(s.r.defs, s.r.Format) {
		if p.Rules() {
			out = append(out, p)
		}
	}
	if s.size > s.r.MaxSize {
		out = append(out, cards.Problem{Kind: cards.ProblemSize, Message: fmt.Sprintf("%d cards: at most %d here", s.size, s.r.MaxSize)})
	}
	return out
}

func (r *Rules) notCandidate(id engine.DefID) string {
	if int(id) >= len(r.defs) {
		return fmt.Sprintf("card %d is not in the catalogue", id)
	}
	d := &r.defs[id]
	switch {
	case !d.Implemented:
		return fmt.Sprintf("%s is not implemented yet", d.FullName)
	case r.Format != cards.CoreConstructed:
		return fmt.Sprintf("%s is not in the pool", d.FullName)
	default:
		return fmt.Sprintf("%s is %s, not of the inks allowed (%s)", d.FullName, cards.InkNames(d.Inks), inkWords(r.Inks))
	}
}
