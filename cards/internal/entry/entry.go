// Package entry holds the shape shared by the per-set card packages
// (cards/set1, cards/set2, ...): a card's full name and its abilities
// written in the ability language, collected in definition order.
package entry

import "github.com/lorcana-rl/lorcana/engine"

// Entry is one card's abilities.
type Entry struct {
	Name      string // full name
	Abilities []*engine.Ability
}

// List collects the entries of one set in definition order (the order of
// the package's init functions, which Go runs file by file in name order).
type List struct{ entries []Entry }

// Card adds a card's abilities to the list.
func (l *List) Card(name string, abilities ...*engine.Ability) {
	l.entries = append(l.entries, Entry{Name: name, Abilities: abilities})
}

// Entries returns the cards added so far, in definition order.
func (l *List) Entries() []Entry { return l.entries }
