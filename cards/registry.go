package cards

import (
	"fmt"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/cards/internal/entry"
	"github.com/lorcana-rl/lorcana/engine"
)

// Entry is one card's abilities written in the ability language.
type Entry = entry.Entry

var (
	catOnce sync.Once
	catDefs []engine.CardDef
	catErr  error
)

// Catalog returns every card definition: the catalogue's facts with the
// abilities of each implemented card attached. A card is Implemented when it
// is vanilla (only keywords) or every one of its named abilities is defined.
// The result is shared and must not be modified.
func Catalog() ([]engine.CardDef, error) {
	catOnce.Do(func() { catDefs, catErr = buildCatalog() })
	return catDefs, catErr
}

// MustCatalog is Catalog for programs whose embedded data can't be wrong.
func MustCatalog() []engine.CardDef {
	d, err := Catalog()
	if err != nil {
		panic(err)
	}
	return d
}

func buildCatalog() ([]engine.CardDef, error) {
	defs, err := Facts()
	if err != nil {
		return nil, err
	}
	ix, err := NewIndex(defs)
	if err != nil {
		return nil, err
	}
	for _, set := range sets {
		for _, e := range set.entries() {
			if err := attach(defs, ix, e); err != nil {
				return nil, fmt.Errorf("cards: %s entry: %w", set.name, err)
			}
		}
	}
	return defs, nil
}

// attach gives a card of the catalogue the abilities of its entry and marks
// it implemented when every named ability is defined.
func attach(defs []engine.CardDef, ix *Index, e Entry) error {
	id, err := ix.Lookup(e.Name)
	if err != nil {
		return err
	}
	d := &defs[id]
	if d.Abilities != nil {
		return fmt.Errorf("%s is defined twice", d.FullName)
	}
	d.Abilities = e.Abilities
	for i, a := range d.Abilities {
		engine.BindAbility(a, id, i)
	}
	if missing := missingStoryNames(d); len(missing) > 0 {
		return fmt.Errorf("%s: abilities %s are not defined", d.FullName, strings.Join(missing, ", "))
	}
	d.Implemented = true
	return nil
}

// missingStoryNames lists a card's named abilities with no definition.
func missingStoryNames(d *engine.CardDef) []string {
	var out []string
	for _, n := range d.StoryNames {
		found := false
		for _, a := range d.Abilities {
			if Normalize(a.Name) == Normalize(n) {
				found = true
			}
		}
		if !found {
			out = append(out, n)
		}
	}
	return out
}
