package web

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/limited"
)

// Sealed in the browser (issue 29 part 5): the person opens a Sealed pool,
// the boosters `lorcana sealed` opens with the same sets and seed, builds a
// deck of at least 40 cards of it (1.10.1.2) and plays the bot, whose deck
// limited.Build makes of a pool of its own (the same sets, another seed).
// The pool is kept as a draft already over: /api/drafts/{id} shows it,
// builds and plays it.

// minSealedBoosters is the least boosters the browser may open: fewer hold
// fewer cards than a Sealed deck (1.10.1.2), and no deck could be played.
const minSealedBoosters = (limited.SealedDeckSize + limited.PackSize - 1) / limited.PackSize

// NewSealed is the request for a Sealed pool: Boosters boosters of Set, or
// one booster of each set Sets lists ("5,5,6,6,7,7"), as lorcana sealed's
// --set, --boosters and --sets.
type NewSealed struct {
	Set      string  `json:"set"`      // a main set ("": the newest)
	Boosters int     `json:"boosters"` // minSealedBoosters to limited.MaxSealedBoosters (0: 6)
	Sets     string  `json:"sets"`     // instead of Set and Boosters
	Seed     *uint64 `json:"seed"`     // nil: a random seed
}

// sealedSets is the set of each booster a request opens, or why not.
func sealedSets(req NewSealed) ([]string, error) {
	var sets []string
	list := strings.TrimSpace(req.Sets)
	if list != "" {
		if req.Set != "" || req.Boosters != 0 {
			return nil, fmt.Errorf("give a set and its boosters, or a list of sets (5,5,6,6,7,7), not both")
		}
		var err error
		if sets, err = limited.ParseSets(list); err != nil {
			return nil, fmt.Errorf("the list of sets %q has an empty entry (want sets like 5,5,6,6,7,7)", clip(list))
		}
	} else {
		n := req.Boosters
		if n == 0 {
			n = limited.DefaultSealedBoosters
		}
		if n < minSealedBoosters || n > limited.MaxSealedBoosters {
			return nil, boostersError(n)
		}
		set := strings.TrimSpace(req.Set)
		if set == "" { // the newest, as lorcana sealed
			main := limited.MainSets()
			set = main[len(main)-1]
		}
		sets = make([]string, n)
		for i := range sets {
			sets[i] = set
		}
	}
	if n := len(sets); n < minSealedBoosters || n > limited.MaxSealedBoosters {
		return nil, boostersError(n)
	}
	main := limited.MainSets()
	for i, set := range sets {
		if !slices.Contains(main, set) {
			return nil, fmt.Errorf("booster %d: set %q: boosters exist for the sets %s to %s", i+1, clip(set), main[0], main[len(main)-1])
		}
	}
	return sets, nil
}

func boostersError(n int) error {
	return fmt.Errorf("%d boosters: a Sealed pool opens from %d to %d boosters (fewer than %d hold fewer cards than a Sealed deck's %d, 1.10.1.2)",
		n, minSealedBoosters, limited.MaxSealedBoosters, minSealedBoosters, limited.SealedDeckSize)
}

// theirSeed is the seed of the bot's pool: another pool of the same sets.
func theirSeed(seed uint64) uint64 { return seed ^ 0x9e3779b97f4a7c15 }

func (s *Server) handleSealedNew(w http.ResponseWriter, r *http.Request) {
	var req NewSealed
	if !decode(w, r, maxActBody, &req) {
		return
	}
	sets, err := sealedSets(req)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	seed := seedOr(req.Seed)
	mine, err := limited.OpenSealed(sets, seed)
	var theirs *limited.Sealed
	if err == nil {
		theirs, err = limited.OpenSealed(sets, theirSeed(seed))
	}
	if err != nil {
		fail(w, http.StatusBadRequest, clip2(err.Error()))
		return
	}
	dr := &draft{id: newID(), set: strings.Join(compactSets(sets), ","), sealed: mine, theirs: theirs, used: s.opts.Now()}
	if !s.addDraft(w, dr, "drafts and Sealed pools") {
		return
	}
	dr.mu.Lock()
	defer dr.mu.Unlock()
	reply(w, http.StatusCreated, s.draftView(dr))
}

// compactSets lists each set once, in order of first use: 5,5,6,6 is 5,6.
func compactSets(sets []string) []string {
	var out []string
	for _, s := range sets {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}
