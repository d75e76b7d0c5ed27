package cards

import (
	"github.com/lorcana-rl/lorcana/cards/internal/entry"
	"github.com/lorcana-rl/lorcana/cards/set1"
)

// sets lists the per-set packages whose cards have abilities defined, in set
// order. A package for a later set is added here when its first card is
// written (one line each; keep the order).
var sets = []struct {
	name    string
	entries func() []entry.Entry
}{
	{"set 1", set1.Entries},
}
