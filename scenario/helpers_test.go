package scenario

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	. "github.com/lorcana-rl/lorcana/engine"
)

// withTestAbilities returns the catalogue's facts, their name index, and set,
// which gives the named card test abilities and marks it implemented: the
// tests use it to exercise engine parts that no implemented card uses yet.
func withTestAbilities(t *testing.T) ([]CardDef, *cards.Index, func(name string, abs ...*Ability)) {
	t.Helper()
	defs, err := cards.Facts()
	if err != nil {
		t.Fatal(err)
	}
	return withTestAbilitiesOn(t, defs)
}

// withTestAbilitiesOn is withTestAbilities over defs (a copy the test may
// change, such as a clone of the catalogue with its real abilities).
func withTestAbilitiesOn(t *testing.T, defs []CardDef) ([]CardDef, *cards.Index, func(name string, abs ...*Ability)) {
	t.Helper()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	set := func(name string, abs ...*Ability) {
		t.Helper()
		id, err := ix.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		defs[id].Abilities = abs
		defs[id].Implemented = true
	}
	return defs, ix, set
}
