// Package set12 defines the abilities of the cards of set 12 (Wilds Unknown) in the
// ability language, one file per card. The facts of each card come from the
// catalogue; a file here holds only what the card does.
package set12

import (
	"github.com/lorcana-rl/lorcana/cards/internal/entry"
	"github.com/lorcana-rl/lorcana/engine"
)

var list entry.List

func card(name string, abilities ...*engine.Ability) { list.Card(name, abilities...) }

// Entries returns the cards defined in this set, in definition order.
func Entries() []entry.Entry { return list.Entries() }
