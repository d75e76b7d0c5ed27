package cards

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/lorcana-rl/lorcana/cards/internal/schema"
	"github.com/lorcana-rl/lorcana/engine"
)

//go:embed catalog.json
var catalogJSON []byte

// Printing identifies one printing of a card.
type Printing struct {
	Set    string // "1" ... "12", "P1", "C2", "D23", ...
	Number int    // collector number
}

func (p Printing) String() string { return schema.PrintingCode(p.Set, p.Number) }

type catalog struct {
	defs      []engine.CardDef
	printings [][]Printing
	rarities  [][]Rarity // per card, in the order of printings
	vanilla   []bool
	byPrint   map[Printing]engine.DefID
	bySet     map[string][]SetPrinting // by collector number
	sets      []string                 // in set order
}

var (
	loadOnce sync.Once
	loaded   *catalog
	loadErr  error
)

func load() (*catalog, error) {
	loadOnce.Do(func() { loaded, loadErr = parseCatalog(catalogJSON) })
	return loaded, loadErr
}

// Facts returns the definitions of every card in the catalogue, in catalogue
// order (main sets first, by set and number); a card's ID is its index. The
// definitions carry the printed facts only: Abilities is nil and Implemented
// is true only for vanilla cards, whose text is all keywords.
//
// The returned slice is a fresh copy that the caller may modify (to add
// abilities, say); the slices inside each definition (Keywords, AltNames,
// StoryNames) are shared and must not be modified.
func Facts() ([]engine.CardDef, error) {
	c, err := load()
	if err != nil {
		return nil, err
	}
	return slices.Clone(c.defs), nil
}

// MustFacts is Facts for callers that treat a broken catalogue as a bug.
func MustFacts() []engine.CardDef {
	defs, err := Facts()
	if err != nil {
		panic(err)
	}
	return defs
}

// IsVanilla reports whether the card's text is all keywords (no named
// abilities or other rules text), so that its printed facts make it playable.
func IsVanilla(id engine.DefID) bool {
	c, err := load()
	return err == nil && int(id) < len(c.vanilla) && c.vanilla[id]
}

// Printings lists every printing of a card, in set order. The definition's
// Set and Number name the authoritative one.
func Printings(id engine.DefID) []Printing {
	c, err := load()
	if err != nil || int(id) >= len(c.printings) {
		return nil
	}
	return slices.Clone(c.printings[id])
}

// ByPrinting finds the card printed as the given set and collector number.
func ByPrinting(set string, number int) (engine.DefID, bool) {
	c, err := load()
	if err != nil {
		return 0, false
	}
	id, ok := c.byPrint[Printing{set, number}]
	return id, ok
}

func parseCatalog(data []byte) (*catalog, error) {
	var cards []schema.Card
	if err := json.Unmarshal(data, &cards); err != nil {
		return nil, fmt.Errorf("cards: reading catalogue: %w", err)
	}
	if len(cards) > 1<<16 {
		return nil, fmt.Errorf("cards: %d cards do not fit a DefID", len(cards))
	}
	c := &catalog{
		defs:      make([]engine.CardDef, len(cards)),
		printings: make([][]Printing, len(cards)),
		rarities:  make([][]Rarity, len(cards)),
		vanilla:   make([]bool, len(cards)),
		byPrint:   map[Printing]engine.DefID{},
		bySet:     map[string][]SetPrinting{},
	}
	for i := range cards {
		id := engine.DefID(i)
		def, err := toDef(id, &cards[i])
		if err != nil {
			return nil, fmt.Errorf("cards: %s: %w", cards[i].FullName, err)
		}
		c.defs[i] = def
		c.vanilla[i] = cards[i].Vanilla
		if len(cards[i].Rarities) != len(cards[i].Printings) {
			return nil, fmt.Errorf("cards: %s: %d printings but %d rarities", cards[i].FullName, len(cards[i].Printings), len(cards[i].Rarities))
		}
		for k, code := range cards[i].Printings {
			rarity, ok := ParseRarity(cards[i].Rarities[k])
			if !ok {
				return nil, fmt.Errorf("cards: %s: printing %s has an unknown rarity %q", cards[i].FullName, code, cards[i].Rarities[k])
			}
			set, num, ok := schema.ParsePrintingCode(code)
			if !ok {
				return nil, fmt.Errorf("cards: %s: bad printing %q", cards[i].FullName, code)
			}
			p := Printing{set, num}
			if prev, dup := c.byPrint[p]; dup {
				return nil, fmt.Errorf("cards: printing %s belongs to both %s and %s", p, c.defs[prev].FullName, cards[i].FullName)
			}
			c.byPrint[p] = id
			c.printings[i] = append(c.printings[i], p)
			c.rarities[i] = append(c.rarities[i], rarity)
			if _, seen := c.bySet[set]; !seen {
				c.sets = append(c.sets, set)
			}
			c.bySet[set] = append(c.bySet[set], SetPrinting{Printing: p, Card: id, Rarity: rarity})
		}
	}
	slices.SortFunc(c.sets, func(a, b string) int { return schema.ComparePrintings(a, 0, b, 0) })
	for _, set := range c.sets {
		slices.SortFunc(c.bySet[set], func(a, b SetPrinting) int { return a.Number - b.Number })
	}
	return c, nil
}

// parseCardType reads a card type name by the engine's own spelling.
func parseCardType(s string) (engine.CardType, bool) {
	for t := engine.CardType(0); t < 16; t++ {
		if t.String() == s {
			return t, true
		}
	}
	return 0, false
}

var (
	kwShift, _        = engine.ParseKeyword("Shift")
	kwSingTogether, _ = engine.ParseKeyword("Sing Together")
)

func toDef(id engine.DefID, c *schema.Card) (engine.CardDef, error) {
	def := engine.CardDef{
		ID:          id,
		Name:        c.Name,
		Version:     c.Version,
		FullName:    c.FullName,
		AltNames:    c.AltNames,
		Set:         c.Set,
		Number:      c.Number,
		Cost:        int8(c.Cost),
		Inkable:     c.Inkable,
		Strength:    int8(deref(c.Strength)),
		Willpower:   int8(deref(c.Willpower)),
		Lore:        int8(deref(c.Lore)),
		MoveCost:    int8(deref(c.MoveCost)),
		MaxCopies:   int8(c.MaxCopies),
		StoryNames:  c.StoryNames,
		Implemented: c.Vanilla,
	}
	var ok bool
	if def.Type, ok = parseCardType(c.Type); !ok {
		return def, fmt.Errorf("unknown card type %q", c.Type)
	}
	for _, s := range c.Inks {
		ink, ok := engine.ParseInk(s)
		if !ok {
			return def, fmt.Errorf("unknown ink %q", s)
		}
		def.Inks = def.Inks.With(ink)
	}
	for _, s := range c.Classes {
		cl, ok := engine.ParseClass(s)
		if !ok {
			return def, fmt.Errorf("unknown classification %q", s)
		}
		def.Classes = def.Classes.With(cl)
	}
	for _, k := range c.Keywords {
		kw, ok := engine.ParseKeyword(k.Keyword)
		if !ok {
			return def, fmt.Errorf("unknown keyword %q", k.Keyword)
		}
		def.Keywords = append(def.Keywords, engine.KeywordValue{Keyword: kw, Value: int8(k.Value)})
		if kw == kwSingTogether {
			def.SingTogether = int8(k.Value)
		}
	}
	if c.SingTogether != int(def.SingTogether) {
		return def, fmt.Errorf("sing together %d does not match its keyword", c.SingTogether)
	}
	if err := setShift(&def, c.Shift); err != nil {
		return def, err
	}
	return def, nil
}

func setShift(def *engine.CardDef, sh *schema.Shift) error {
	_, hasKw := def.PrintedKeyword(kwShift)
	if sh == nil {
		if hasKw {
			return fmt.Errorf("shift keyword without shift details")
		}
		return nil
	}
	if !hasKw {
		return fmt.Errorf("shift details without the shift keyword")
	}
	def.ShiftCost = int8(sh.Cost)
	switch sh.Kind {
	case schema.ShiftName:
		def.ShiftKind = engine.ShiftName
	case schema.ShiftUniversal:
		def.ShiftKind = engine.ShiftUniversal
	case schema.ShiftClassification:
		def.ShiftKind = engine.ShiftClassification
		cl, ok := engine.ParseClass(sh.Class)
		if !ok {
			return fmt.Errorf("unknown shift classification %q", sh.Class)
		}
		def.ShiftClass = cl
	case schema.ShiftDiscard:
		def.ShiftKind = engine.ShiftDiscard
		if sh.Discard == nil || sh.Discard.Count <= 0 {
			return fmt.Errorf("discard shift without a discard cost")
		}
		dc := engine.DiscardCost{Count: int8(sh.Discard.Count), Song: sh.Discard.Song}
		if sh.Discard.Type == "" {
			dc.AnyType = true
		} else {
			t, ok := parseCardType(sh.Discard.Type)
			if !ok {
				return fmt.Errorf("unknown discard card type %q", sh.Discard.Type)
			}
			dc.Type = t
		}
		def.ShiftDiscard = dc
	default:
		return fmt.Errorf("unknown shift kind %q", sh.Kind)
	}
	return nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
