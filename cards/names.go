package cards

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/lorcana-rl/lorcana/engine"
)

// foldRunes maps typographic punctuation and accented letters to the plain
// characters a player would type.
var foldRunes = map[rune]string{
	'\u2019': "'", '\u2018': "'", '\u201b': "'", '\u2032': "'", '`': "'", '\u00b4': "'",
	'\u201c': `"`, '\u201d': `"`, '\u201e': `"`, '\u2033': `"`,
	'\u2010': "-", '\u2011': "-", '\u2012': "-", '\u2013': "-", '\u2014': "-", '\u2015': "-", '\u2212': "-",
	'\u00a0': " ",
	'\u00e0': "a", '\u00e1': "a", '\u00e2': "a", '\u00e3': "a", '\u00e4': "a", '\u00e5': "a", '\u0101': "a",
	'\u00e7': "c", '\u00e8': "e", '\u00e9': "e", '\u00ea': "e", '\u00eb': "e", '\u0113': "e",
	'\u00ec': "i", '\u00ed': "i", '\u00ee': "i", '\u00ef': "i", '\u012b': "i", '\u00f1': "n",
	'\u00f2': "o", '\u00f3': "o", '\u00f4': "o", '\u00f5': "o", '\u00f6': "o", '\u014d': "o",
	'\u00f9': "u", '\u00fa': "u", '\u00fb': "u", '\u00fc': "u", '\u016b': "u",
}

// Normalize turns a card name into the form used to match names: lower
// case; typographic apostrophes and quotes (’ ‘ “ ”) as ASCII ' and ";
// en and em dashes as '-'; accented letters unaccented (Kā as ka); every
// '-' written as " - " (so "Name-Version", "Name -Version" and
// "Name - Version" match, as do "Cri-Kee" and "Cri - Kee"); whitespace
// collapsed to single spaces and trimmed.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range strings.ToLower(s) {
		f, folded := foldRunes[r]
		if r == '-' || f == "-" {
			b.WriteString(" - ")
			continue
		}
		if folded {
			b.WriteString(f)
			continue
		}
		if unicode.IsSpace(r) {
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(r)
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// Index finds cards by name. Build one with NewIndex.
type Index struct {
	defs     []engine.CardDef
	full     map[string]engine.DefID   // normalised full name -> card
	names    map[string][]engine.DefID // normalised name line (incl. alternate names) -> cards
	fullKeys []string                  // normalised full names, by DefID
	nameKeys []string                  // distinct normalised names, sorted
}

// NewIndex indexes the given definitions (by their position, which must be
// their ID, as Facts returns them). It returns an error when two cards share
// a normalised full name.
func NewIndex(defs []engine.CardDef) (*Index, error) {
	ix := &Index{
		defs:     defs,
		full:     make(map[string]engine.DefID, len(defs)),
		names:    map[string][]engine.DefID{},
		fullKeys: make([]string, len(defs)),
	}
	for i := range defs {
		d := &defs[i]
		id := engine.DefID(i)
		k := Normalize(d.FullName)
		if prev, dup := ix.full[k]; dup {
			return nil, fmt.Errorf("cards: %q and %q have the same normalised name", defs[prev].FullName, d.FullName)
		}
		ix.full[k] = id
		ix.fullKeys[i] = k
		for _, n := range append([]string{d.Name}, d.AltNames...) {
			nk := Normalize(n)
			if ids := ix.names[nk]; len(ids) == 0 || ids[len(ids)-1] != id {
				ix.names[nk] = append(ids, id)
			}
		}
	}
	for k := range ix.names {
		ix.nameKeys = append(ix.nameKeys, k)
	}
	slices.Sort(ix.nameKeys)
	return ix, nil
}

var (
	defaultOnce  sync.Once
	defaultIndex *Index
	defaultErr   error
)

// DefaultIndex is the index of the whole catalogue (the IDs of Facts).
func DefaultIndex() (*Index, error) {
	defaultOnce.Do(func() {
		c, err := load()
		if err != nil {
			defaultErr = err
			return
		}
		defaultIndex, defaultErr = NewIndex(c.defs)
	})
	return defaultIndex, defaultErr
}

// Lookup finds a card by its full name ("Mickey Mouse - True Friend"), or by
// its name alone for a card without a version (actions and items). Case,
// typographic quotes, dashes and spacing do not matter (see Normalize). The
// error for an unknown name suggests the closest full names.
func (ix *Index) Lookup(name string) (engine.DefID, error) {
	k := Normalize(name)
	if id, ok := ix.full[k]; ok {
		return id, nil
	}
	if ids := ix.names[k]; len(ids) > 0 {
		var eg []string
		for _, id := range ids[:min(3, len(ids))] {
			eg = append(eg, ix.defs[id].FullName)
		}
		more := ""
		if len(ids) > len(eg) {
			more = fmt.Sprintf(" (%d cards have this name)", len(ids))
		}
		return 0, fmt.Errorf("%q is only a name; give the full name with the version, e.g. %s%s",
			strings.TrimSpace(name), quoteList(eg, "or"), more)
	}
	return 0, notFound("no card named", name, ix.suggest(k, ix.fullKeys, func(i int) string { return ix.defs[i].FullName }))
}

// MustLookup is Lookup for names a program (or a test) knows to be right:
// an unknown name is a bug there, and it panics with Lookup's error.
func (ix *Index) MustLookup(name string) engine.DefID {
	id, err := ix.Lookup(name)
	if err != nil {
		panic(err)
	}
	return id
}

// LookupName finds every card with the given name on its name line,
// counting alternate names (5.2.6.1): "Mickey Mouse" gives every version of
// Mickey Mouse, "Flotsam" includes Flotsam & Jetsam - Entangling Eels. It is
// what a "name a card" answer matches. A full name is accepted too and gives
// that card alone.
func (ix *Index) LookupName(name string) ([]engine.DefID, error) {
	k := Normalize(name)
	if ids := ix.names[k]; len(ids) > 0 {
		return slices.Clone(ids), nil
	}
	if id, ok := ix.full[k]; ok {
		return []engine.DefID{id}, nil
	}
	// a full name with a typo ("Hades - King of Olympos") is nearer a
	// full name than any name line: suggest full names first
	sugg := ix.suggest(k, ix.fullKeys, func(i int) string { return ix.defs[i].FullName })
	if len(sugg) == 0 {
		sugg = ix.suggest(k, ix.nameKeys, func(i int) string { return ix.displayName(ix.nameKeys[i]) })
	}
	return nil, notFound("no card has the name", name, sugg)
}

// displayName returns a name line as printed, for a normalised name.
func (ix *Index) displayName(key string) string {
	d := &ix.defs[ix.names[key][0]]
	for _, n := range append([]string{d.Name}, d.AltNames...) {
		if Normalize(n) == key {
			return n
		}
	}
	return d.Name
}

// suggest returns up to three names closest to key by edit distance, among
// those close enough to be plausible typos.
func (ix *Index) suggest(key string, keys []string, display func(int) string) []string {
	type cand struct {
		dist int
		i    int
	}
	q := []rune(key)
	limit := max(2, len(q)/3)
	var cands []cand
	for i, k := range keys {
		if d := editDistance(q, []rune(k), limit); d <= limit {
			cands = append(cands, cand{d, i})
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return a.dist - b.dist })
	var out []string
	for _, c := range cands {
		if len(out) == 3 || c.dist > cands[0].dist+1 {
			break
		}
		out = append(out, display(c.i))
	}
	return out
}

func notFound(what, name string, suggestions []string) error {
	if len(suggestions) == 0 {
		return fmt.Errorf("%s %q", what, strings.TrimSpace(name))
	}
	return fmt.Errorf("%s %q; did you mean %s?", what, strings.TrimSpace(name), quoteList(suggestions, "or"))
}

func quoteList(items []string, conj string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = fmt.Sprintf("%q", s)
	}
	if len(q) <= 1 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " " + conj + " " + q[len(q)-1]
}

// editDistance is the Levenshtein distance between a and b, or a value
// above limit once it is certain to exceed limit.
func editDistance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
