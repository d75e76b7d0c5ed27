package engine

import "fmt"

// BagModel is the way triggered abilities that wait to resolve are
// resolved: the Lorcana bag (7.7.4) or one of two other card games' rules,
// offered as rule variants (docs/rule-variants.md). The model is part of
// the game's configuration (Config.Bag), never of the state.
type BagModel uint8

const (
	// BagLorcana is 7.7: the active player resolves all of their triggered
	// abilities, one at a time, then the bag passes in turn order; an
	// ability added meanwhile joins the bag (7.7.5, 7.7.6).
	BagLorcana BagModel = iota
	// BagAlternating: the players alternate one triggered ability at a
	// time, the players after the active player first; abilities that
	// trigger while a series resolves are stored for a new series after
	// it.
	BagAlternating
	// BagNested: as BagLorcana, except that the triggered abilities that
	// arise while an effect (one step of an ability) resolves are resolved
	// before the ability's next step.
	BagNested
	numBagModels
)

var bagModelNames = [numBagModels]string{"lorcana", "alternating", "nested"}

func (m BagModel) String() string {
	if m < numBagModels {
		return bagModelNames[m]
	}
	return fmt.Sprintf("bag model %d", uint8(m))
}

// BagModels lists the models' names, the default first.
func BagModels() []string { return bagModelNames[:] }

// ParseBagModel reads a model's name ("" is the default, lorcana).
func ParseBagModel(name string) (BagModel, error) {
	if name == "" {
		return BagLorcana, nil
	}
	for m, n := range bagModelNames {
		if n == name {
			return BagModel(m), nil
		}
	}
	return BagLorcana, fmt.Errorf("engine: unknown bag model %q (lorcana, alternating or nested)", name)
}

// bagRules is a bag model written as data: the resolution machinery
// (advanceBag, addToBag, advanceAbility) reads only these.
type bagRules struct {
	// afterActive: the first player to resolve is the next one after the
	// active player in turn order, the active player last; otherwise the
	// active player first (7.7.4.2).
	afterActive bool
	// one: a player resolves one ability, then the bag passes to the next
	// player in turn order who has one; otherwise all of their own first
	// (7.7.4.3).
	one bool
	// stored: an ability added while a bag frame is resolving waits for the
	// next series (BagItem.Level 1); otherwise it joins the bag (7.7.5).
	stored bool
	// nested: an ability added while an ability's step resolves waits at
	// that ability's level (BagItem.Level = its frame's index + 1) and is
	// resolved before the ability's next step.
	nested bool
}

var bagModelRules = [numBagModels]bagRules{
	BagLorcana:     {},
	BagAlternating: {afterActive: true, one: true, stored: true},
	BagNested:      {nested: true},
}

// addToBag adds a triggered ability to the bag (7.7.3.1) at the level the
// bag model gives it.
func (s *State) addToBag(b BagItem) {
	switch r := &s.game.bag; {
	case r.nested:
		b.Level = s.effectLevel()
	case r.stored:
		for i := range s.Stack {
			if s.Stack[i].Kind == FrBag {
				b.Level = 1 // a series is resolving: stored for the next
				break
			}
		}
	}
	s.Bag = append(s.Bag, b)
}

// effectLevel is the level of the effect now resolving, for the nested
// model: the index + 1 of the topmost ability frame that has begun its steps
// (an action whose effect hasn't begun, a cost being paid: none), or 0 when
// no effect is resolving.
func (s *State) effectLevel() uint8 {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		f := &s.Stack[i]
		if (f.Kind == FrAbility || f.Kind == FrPlayAction) && f.PC >= 0 {
			return uint8(i + 1)
		}
	}
	return 0
}

// bagCountAt counts player p's abilities in the bag at a level.
func (s *State) bagCountAt(p, level uint8) int {
	n := 0
	for i := range s.Bag {
		if s.Bag[i].Player == p && s.Bag[i].Level == level {
			n++
		}
	}
	return n
}

// hasBagLevel reports whether any ability waits at a level.
func (s *State) hasBagLevel(level uint8) bool {
	for i := range s.Bag {
		if s.Bag[i].Level == level {
			return true
		}
	}
	return false
}

// nestTriggers opens a bag for the abilities that arose while step of the
// ability frame at index i resolved (the nested model), before its next
// step; true if it did.
func (s *State) nestTriggers(i int) bool {
	level := uint8(i + 1)
	if !s.hasBagLevel(level) {
		return false
	}
	s.BagTurn = s.Active
	s.push(Frame{Kind: FrBag, Player: s.Active, Num: int16(level)})
	return true
}

// bagFramePlayer is the player resolving the topmost bag frame, or the
// active player when none is resolving.
func (s *State) bagFramePlayer() uint8 {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if s.Stack[i].Kind == FrBag {
			return s.Stack[i].Player
		}
	}
	return s.Active
}

// insertedFrame keeps the nested model's levels when a frame is inserted
// into the stack at index at (an action played while an effect resolves
// waits below it, 6.7.8.1): the frames from at up move one place.
func (s *State) insertedFrame(at int) {
	if !s.game.bag.nested {
		return
	}
	for i := range s.Bag {
		if int(s.Bag[i].Level) > at {
			s.Bag[i].Level++
		}
	}
}

// cutStack keeps the nested model's levels when the stack is cut to n
// frames (a player leaving the game, 9.2.3): abilities waiting for a frame
// that is gone wait for the effect now resolving.
func (s *State) cutStack(n int) {
	s.Stack = s.Stack[:n]
	if !s.game.bag.nested {
		return
	}
	l := s.effectLevel()
	for i := range s.Bag {
		if int(s.Bag[i].Level) > n {
			s.Bag[i].Level = l
		}
	}
}
