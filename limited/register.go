package limited

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// DrafterMaker makes a drafter of a registered kind: arg is the text after
// the colon of its name ("" when there is none), seed the seat's seed.
type DrafterMaker func(arg string, defs []engine.CardDef, seed uint64) (Drafter, error)

type registeredDrafter struct {
	kind  string
	make  DrafterMaker
	usage string
}

// registry holds the drafters of other packages (the PPO drafter of
// package train/draft registers "ppo"), in the order registered.
var registry []registeredDrafter

// RegisterDrafter lets NewDrafter make drafters named kind or kind:ARG
// with make; usage is how they are named in help and errors ("ppo[:PATH]").
// Packages register in init; a kind registered twice, or one NewDrafter
// knows itself, panics (a programming error).
func RegisterDrafter(kind, usage string, make DrafterMaker) {
	for _, r := range registry {
		if r.kind == kind {
			panic(fmt.Sprintf("limited: drafter %q registered twice", kind))
		}
	}
	for _, n := range DrafterNames {
		if k, _, _ := strings.Cut(n, ":"); k == kind {
			panic(fmt.Sprintf("limited: drafter %q is built in", kind))
		}
	}
	registry = append(registry, registeredDrafter{kind, make, usage})
	DrafterNames = append(DrafterNames, usage)
}

// newRegistered makes a registered drafter; ok is false when no registered
// kind has the name.
func newRegistered(name string, defs []engine.CardDef, seed uint64) (d Drafter, ok bool, err error) {
	kind, arg, _ := strings.Cut(strings.TrimSpace(name), ":")
	for _, r := range registry {
		if r.kind == kind {
			d, err := r.make(strings.TrimSpace(arg), defs, seed)
			if err != nil {
				return nil, true, fmt.Errorf("drafter %q: %w", name, err)
			}
			return d, true, nil
		}
	}
	return nil, false, nil
}
