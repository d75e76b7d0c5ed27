package env

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
)

type catalogue struct {
	defs []engine.CardDef
	ix   *cards.Index
}

var loadCatalogue = sync.OnceValues(func() (*catalogue, error) {
	defs, err := cards.Catalog()
	if err != nil {
		return nil, fmt.Errorf("env: loading the card catalogue: %w", err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		return nil, fmt.Errorf("env: indexing the card catalogue: %w", err)
	}
	return &catalogue{defs, ix}, nil
})

// LoadDeck reads a deck by the name of an embedded deck (package decks), a
// decklist file path or the name of a generated random deck (package
// decks/gen: "random-amber-steel-s7-0", as `lorcana deck random` and eval
// name them), and checks that the engine implements its cards.
func LoadDeck(name string) (*cards.Deck, error) {
	cat, err := loadCatalogue()
	if err != nil {
		return nil, err
	}
	return loadDeck(name, cat, nil)
}

// loadDeck reads a deck with read (readDeck when nil) and checks that the
// engine implements its cards.
func loadDeck(name string, cat *catalogue, read func(string, *cards.Index) (*cards.Deck, error)) (*cards.Deck, error) {
	var d *cards.Deck
	var err error
	if read == nil {
		d, err = readDeck(name, cat)
	} else if d, err = read(name, cat.ix); err == nil {
		name = d.Name
	}
	if err != nil {
		return nil, err
	}
	if missing := unimplemented(d, cat.defs); len(missing) > 0 {
		return nil, fmt.Errorf("env: deck %s: the engine does not implement %d of its cards yet: %s",
			name, len(missing), strings.Join(missing, "; "))
	}
	return d, nil
}

// readDeck reads an embedded deck by name, or else a decklist file, or
// else the random deck a name of package gen's names (random-INK-INK-
// sSEED-INDEX, as eval and training print them).
func readDeck(name string, cat *catalogue) (*cards.Deck, error) {
	var d *cards.Deck
	if b, err := decks.Bytes(name); err == nil {
		if d, err = cards.ParseDeck(strings.NewReader(string(b)), strings.TrimSuffix(name, ".txt"), cat.ix); err != nil {
			return nil, fmt.Errorf("env: deck %s: %w", name, err)
		}
	} else {
		f, err := os.Open(name)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				if d, ok, err := gen.Named(cat.defs, name); ok {
					if err != nil {
						return nil, fmt.Errorf("env: deck %s: %w", name, err)
					}
					return d, nil
				}
				return nil, fmt.Errorf("env: deck %s: no such file nor embedded deck (%s), nor a generated deck's name (%s)", name, strings.Join(decks.Names(), ", "), gen.NameForm)
			}
			return nil, fmt.Errorf("env: deck %s: %w", name, err)
		}
		defer f.Close()
		base := name[strings.LastIndexAny(name, `/\`)+1:]
		if d, err = cards.ParseDeck(f, strings.TrimSuffix(base, ".txt"), cat.ix); err != nil {
			return nil, fmt.Errorf("env: deck %s: %w", name, err)
		}
	}
	return d, nil
}

func unimplemented(d *cards.Deck, defs []engine.CardDef) []string {
	var names []string
	for _, l := range d.Cards {
		if int(l.Def) < len(defs) && !defs[l.Def].Implemented {
			names = append(names, defs[l.Def].FullName)
		}
	}
	return names
}

// DefaultDecks returns the decks used when Config.Decks is empty: the
// reference pair decks.Default() once the engine implements all their cards;
// until then the fallback decks (FallbackDecks), with a note saying so.
func DefaultDecks() (d1, d2 *cards.Deck, note string, err error) {
	cat, err := loadCatalogue()
	if err != nil {
		return nil, nil, "", err
	}
	n1, n2 := decks.Default()
	d1, err1 := decks.Load(n1, cat.ix)
	d2, err2 := decks.Load(n2, cat.ix)
	if err := errors.Join(err1, err2); err != nil {
		return nil, nil, "", err
	}
	missing := len(unimplemented(d1, cat.defs)) + len(unimplemented(d2, cat.defs))
	if missing == 0 {
		return d1, d2, "", nil
	}
	f1, f2, err := FallbackDecks(cat.defs)
	if err != nil {
		return nil, nil, "", err
	}
	note = fmt.Sprintf("the reference decks %s and %s use %d cards not implemented yet; playing %s and %s (implemented set-1 cards) instead",
		n1, n2, missing, f1.Name, f2.Name)
	return f1, f2, note, nil
}

// FallbackDecks builds two fixed 60-card decks from the implemented cards
// printed in set 1: amber/amethyst and emerald/sapphire, the first 15 such
// cards of those inks by set-1 collector number, four copies each (more
// copies where fewer than 15 cards qualify). They are the decks lorcana
// bench plays while the reference decks have unimplemented cards.
func FallbackDecks(defs []engine.CardDef) (*cards.Deck, *cards.Deck, error) {
	pair := func(x, y engine.Ink) (*cards.Deck, error) {
		inks := engine.InkSet(0).With(x).With(y)
		type cand struct {
			num int
			id  engine.DefID
		}
		var cs []cand
		for i := range defs {
			d := &defs[i]
			if !d.Implemented || d.Inks == 0 || d.Inks&^inks != 0 {
				continue
			}
			for _, p := range cards.Printings(d.ID) {
				if p.Set == "1" {
					cs = append(cs, cand{p.Number, d.ID})
					break
				}
			}
		}
		name := fmt.Sprintf("fallback-set1-%s-%s", x, y)
		if len(cs) == 0 {
			return nil, fmt.Errorf("%s: no implemented set-1 card of these inks", name)
		}
		slices.SortFunc(cs, func(a, b cand) int { return a.num - b.num })
		cs = cs[:min(len(cs), 15)]
		d := &cards.Deck{Name: name}
		for _, c := range cs {
			d.Cards = append(d.Cards, cards.DeckLine{Count: 60 / len(cs), Def: c.id})
		}
		for i := 0; d.Len() < 60; i++ {
			d.Cards[i].Count++
		}
		return d, nil
	}
	d1, err := pair(engine.Amber, engine.Amethyst)
	if err != nil {
		return nil, nil, err
	}
	d2, err := pair(engine.Emerald, engine.Sapphire)
	if err != nil {
		return nil, nil, err
	}
	return d1, d2, nil
}
