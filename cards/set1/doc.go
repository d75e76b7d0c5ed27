// Package set1 defines the abilities of the cards of The First Chapter
// (set 1) in the ability language, one file per card. The facts of each
// card (cost, strength, keywords...) come from the catalogue; a file here
// holds only what the card does.
package set1

import (
	"github.com/lorcana-rl/lorcana/cards/internal/entry"
	"github.com/lorcana-rl/lorcana/engine"
)

// Entry is one card's abilities.
type Entry = entry.Entry

var list entry.List

func card(name string, abilities ...*engine.Ability) { list.Card(name, abilities...) }

// Entries returns the cards defined in this set, in definition order.
func Entries() []Entry { return list.Entries() }
