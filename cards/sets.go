package cards

import (
	"github.com/lorcana-rl/lorcana/cards/internal/entry"
	"github.com/lorcana-rl/lorcana/cards/set1"
	"github.com/lorcana-rl/lorcana/cards/set10"
	"github.com/lorcana-rl/lorcana/cards/set11"
	"github.com/lorcana-rl/lorcana/cards/set12"
	"github.com/lorcana-rl/lorcana/cards/set2"
	"github.com/lorcana-rl/lorcana/cards/set3"
	"github.com/lorcana-rl/lorcana/cards/set4"
	"github.com/lorcana-rl/lorcana/cards/set5"
	"github.com/lorcana-rl/lorcana/cards/set6"
	"github.com/lorcana-rl/lorcana/cards/set7"
	"github.com/lorcana-rl/lorcana/cards/set8"
	"github.com/lorcana-rl/lorcana/cards/set9"
)

// sets lists the per-set packages whose cards have abilities defined, in set
// order. A package for a later set is added here when its first card is
// written (one line each; keep the order).
var sets = []struct {
	name    string
	entries func() []entry.Entry
}{
	{"set 1", set1.Entries},
	{"set 2", set2.Entries},
	{"set 3", set3.Entries},
	{"set 4", set4.Entries},
	{"set 5", set5.Entries},
	{"set 6", set6.Entries},
	{"set 7", set7.Entries},
	{"set 8", set8.Entries},
	{"set 9", set9.Entries},
	{"set 10", set10.Entries},
	{"set 11", set11.Entries},
	{"set 12", set12.Entries},
}
