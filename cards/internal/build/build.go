// Package build turns the printings list (shared/cards/cards.json) into the
// card catalogue (cards/catalog.json) and its decision log
// (cards/CATALOG_DECISIONS.md). It keeps facts only; printed rules text is
// read to learn keywords and story names and is never written out.
package build

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards/internal/schema"
)

// rawCard is one printing as listed in cards.json.
type rawCard struct {
	Set              string   `json:"set"`
	Number           int      `json:"number"`
	Name             string   `json:"name"`
	Version          string   `json:"version"`
	FullName         string   `json:"fullName"`
	Type             string   `json:"type"`
	Inks             []string `json:"inks"`
	Cost             int      `json:"cost"`
	Inkable          bool     `json:"inkable"`
	Classifications  []string `json:"classifications"`
	Strength         *int     `json:"strength"`
	Willpower        *int     `json:"willpower"`
	Lore             *int     `json:"lore"`
	MoveCost         *int     `json:"moveCost"`
	ShiftCost        *int     `json:"shiftCost"`
	SingTogetherCost *int     `json:"singTogetherCost"`
	Keywords         []struct {
		Keyword string `json:"keyword"`
		Value   *int   `json:"value"`
	} `json:"keywords"`
	NamedAbilities []struct {
		Name string `json:"name"`
		Text string `json:"text"`
	} `json:"namedAbilities"`
	RulesText      string   `json:"rulesText"`
	AlternateNames []string `json:"alternateNames"`
	MaxCopies      *int     `json:"maxCopies"`
	Rarity         string   `json:"rarity"`
}

func (r *rawCard) code() string { return schema.PrintingCode(r.Set, r.Number) }

func (r *rawCard) storyNames() []string {
	var out []string
	for _, a := range r.NamedAbilities {
		out = append(out, normQuotes(strings.TrimSpace(a.Name)))
	}
	return out
}

// Result is the generator's output.
type Result struct {
	Cards     []schema.Card
	Catalog   []byte // catalog.json
	Decisions []byte // CATALOG_DECISIONS.md
}

// Generate builds the catalogue from the contents of cards.json.
func Generate(input []byte) (*Result, error) {
	var raws []*rawCard
	if err := json.Unmarshal(input, &raws); err != nil {
		return nil, fmt.Errorf("reading printings: %w", err)
	}
	groups, order := groupPrintings(raws)
	log := &decisionLog{}
	cards := make([]schema.Card, 0, len(order))
	for _, key := range order {
		g := groups[key]
		chosen, why := choosePrinting(g)
		c, err := buildCard(g, chosen, why, log)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", chosen.FullName, err)
		}
		cards = append(cards, c)
	}
	slices.SortStableFunc(cards, func(a, b schema.Card) int {
		return schema.ComparePrintings(a.Set, a.Number, b.Set, b.Number)
	})
	catalog, err := encodeCatalog(cards)
	if err != nil {
		return nil, err
	}
	return &Result{
		Cards:     cards,
		Catalog:   catalog,
		Decisions: log.markdown(len(raws), cards),
	}, nil
}

// groupPrintings normalises names and groups printings by full name
// (ignoring case), in order of first appearance.
func groupPrintings(raws []*rawCard) (map[string][]*rawCard, []string) {
	groups := map[string][]*rawCard{}
	var order []string
	for _, r := range raws {
		r.Name = normQuotes(strings.TrimSpace(r.Name))
		r.Version = normQuotes(strings.TrimSpace(r.Version))
		r.FullName = normQuotes(strings.TrimSpace(r.FullName))
		for i, n := range r.AlternateNames {
			r.AlternateNames[i] = normQuotes(strings.TrimSpace(n))
		}
		// Printings whose full names differ only in capitals ("Heihei",
		// "HeiHei") are the same card.
		key := strings.ToLower(r.FullName)
		if _, ok := groups[key]; !ok {
			order = append(order, key)
		}
		groups[key] = append(groups[key], r)
	}
	return groups, order
}

// choosePrinting picks the authoritative printing of a card: the main-set
// printing with the highest set number (ties: the lowest collector number),
// or the first printing in file order when there is no main-set printing.
func choosePrinting(g []*rawCard) (*rawCard, string) {
	var best *rawCard
	for _, r := range g {
		if !schema.IsMainSet(r.Set) {
			continue
		}
		if best == nil || schema.SetRank(r.Set) > schema.SetRank(best.Set) ||
			r.Set == best.Set && r.Number < best.Number {
			best = r
		}
	}
	if best != nil {
		return best, "latest main-set printing"
	}
	return g[0], "no main-set printing; first printing in file order"
}

// buildCard writes the facts of one card from its chosen printing, reading
// its text box to confirm keywords and find Shift variants.
func buildCard(g []*rawCard, chosen *rawCard, why string, log *decisionLog) (schema.Card, error) {
	d := log.card(chosen.FullName, g, chosen, why)
	if chosen.Name+ifNonEmpty(" - ", chosen.Version) != chosen.FullName {
		return schema.Card{}, fmt.Errorf("full name does not match name and version")
	}
	tb, err := readTextBox(chosen.RulesText)
	if err != nil {
		return schema.Card{}, fmt.Errorf("printing %s: %w", chosen.code(), err)
	}
	c := schema.Card{
		Set:       chosen.Set,
		Number:    chosen.Number,
		Name:      chosen.Name,
		Version:   chosen.Version,
		FullName:  chosen.FullName,
		AltNames:  nameEverywhere(chosen),
		Type:      chosen.Type,
		Inks:      slices.Clone(chosen.Inks),
		Cost:      chosen.Cost,
		Inkable:   chosen.Inkable,
		Classes:   slices.Clone(chosen.Classifications),
		Strength:  chosen.Strength,
		Willpower: chosen.Willpower,
		Lore:      chosen.Lore,
		MoveCost:  chosen.MoveCost,
	}
	if chosen.MaxCopies != nil {
		c.MaxCopies = *chosen.MaxCopies
	}
	switch c.Type {
	case "character", "action", "item", "location":
	default:
		return c, fmt.Errorf("unknown card type %q", c.Type)
	}

	if err := setKeywords(&c, chosen, tb, d); err != nil {
		return c, err
	}
	if c.Type != "action" { // actions have no named abilities
		c.StoryNames = storyNames(g, chosen, tb, d)
	}
	c.Vanilla = c.Type != "action" && len(tb.Other) == 0 && len(c.StoryNames) == 0
	sorted := slices.Clone(g)
	slices.SortStableFunc(sorted, func(a, b *rawCard) int {
		return schema.ComparePrintings(a.Set, a.Number, b.Set, b.Number)
	})
	for _, r := range sorted {
		rarity := strings.ToLower(strings.TrimSpace(r.Rarity))
		if rarity == "" {
			return c, fmt.Errorf("printing %s has no rarity", r.code())
		}
		c.Printings = append(c.Printings, r.code())
		c.Rarities = append(c.Rarities, rarity)
	}
	return c, nil
}

func ifNonEmpty(prefix, s string) string {
	if s == "" {
		return ""
	}
	return prefix + s
}

// setKeywords fills keywords, Shift and Sing Together. A keyword counts as
// printed when the chosen printing's text box starts a line with it; an
// entry of the data's keyword list that the text box does not print (it
// only grants or mentions the keyword) is a data slip and is dropped.
func setKeywords(c *schema.Card, chosen *rawCard, tb textBox, d *cardDecision) error {
	listed := map[string]*int{}
	for _, k := range chosen.Keywords {
		name, ok := canonicalKeyword(k.Keyword)
		if !ok {
			return fmt.Errorf("unknown keyword %q", k.Keyword)
		}
		listed[name] = k.Value
		if _, printed := tb.keyword(name); !printed {
			d.note("keyword %s is listed for %s but not printed in its text box (the text only grants or mentions it): dropped as a data slip",
				name, chosen.code())
		}
	}
	for _, tk := range tb.Keywords {
		if _, dup := indexKeyword(c.Keywords, tk.Name); dup {
			return fmt.Errorf("keyword %s printed twice", tk.Name)
		}
		lv, isListed := listed[tk.Name]
		if !isListed {
			d.note("keyword %s is printed in the text box of %s but missing from its keyword list: kept", tk.Name, chosen.code())
		}
		kw := schema.Keyword{Keyword: tk.Name, Value: tk.Value}
		if tk.Shift != nil {
			sh := *tk.Shift
			c.Shift = &sh
			checkShiftCost(chosen, &sh, lv, d)
			kw.Value = sh.Cost
		} else if isListed && lv != nil && *lv != tk.Value {
			d.note("keyword %s: listed value %d differs from the printed %d of %s: printed value kept",
				tk.Name, *lv, tk.Value, chosen.code())
		}
		if tk.Name == "Sing Together" {
			c.SingTogether = tk.Value
			if chosen.SingTogetherCost == nil || *chosen.SingTogetherCost != tk.Value {
				d.note("Sing Together: singTogetherCost field %s differs from the printed %d: printed value kept",
					intOrNone(chosen.SingTogetherCost), tk.Value)
			}
		}
		c.Keywords = append(c.Keywords, kw)
	}
	if c.Shift == nil && chosen.ShiftCost != nil {
		d.note("shiftCost %d is listed for %s but no Shift is printed in its text box: dropped as a data slip",
			*chosen.ShiftCost, chosen.code())
	}
	if c.SingTogether == 0 && chosen.SingTogetherCost != nil {
		return fmt.Errorf("singTogetherCost listed but no Sing Together printed")
	}
	return nil
}

func checkShiftCost(chosen *rawCard, sh *schema.Shift, listed *int, d *cardDecision) {
	if sh.Kind == schema.ShiftDiscard {
		if chosen.ShiftCost != nil {
			d.note("Shift: shiftCost %d listed for a discard Shift: ignored (no ink cost)", *chosen.ShiftCost)
		}
		if listed != nil {
			d.note("Shift: keyword value %d listed for a discard Shift (%s): ignored, the printed cost is the discard (no ink cost)",
				*listed, describeDiscard(sh.Discard))
		}
		return
	}
	if chosen.ShiftCost == nil || *chosen.ShiftCost != sh.Cost {
		d.note("Shift: shiftCost field %s differs from the printed %d: printed value kept", intOrNone(chosen.ShiftCost), sh.Cost)
	}
	if listed != nil && *listed != sh.Cost {
		d.note("Shift: keyword value %d differs from the printed %d: printed value kept", *listed, sh.Cost)
	}
}

func describeDiscard(dc *schema.Discard) string {
	what := "cards"
	switch {
	case dc.Song:
		what = "song card"
	case dc.Type != "":
		what = dc.Type + " card"
	}
	if dc.Count != 1 && dc.Type != "" {
		what += "s"
	}
	return fmt.Sprintf("discard %d %s", dc.Count, what)
}

func indexKeyword(ks []schema.Keyword, name string) (int, bool) {
	for i, k := range ks {
		if k.Keyword == name {
			return i, true
		}
	}
	return -1, false
}

func intOrNone(p *int) string {
	if p == nil {
		return "(none)"
	}
	return fmt.Sprint(*p)
}

// storyNames returns the story names of the card's named abilities. The
// chosen printing's named-ability list is used; where that printing lacks
// the list, another printing's list is used, or failing that the names are
// read off the start of the text-box lines.
func storyNames(g []*rawCard, chosen *rawCard, tb textBox, d *cardDecision) []string {
	var fromText []string
	for _, line := range tb.Other {
		if n := storyNameOf(line); n != "" {
			fromText = append(fromText, n)
		}
	}
	if names := chosen.storyNames(); len(names) > 0 {
		if !slices.Equal(names, fromText) {
			d.note("story names: the named-ability list of %s (%s) differs from the story names in its text box (%s): the named-ability list is kept",
				chosen.code(), listOf(names), listOf(fromText))
		}
		return names
	}
	if len(fromText) == 0 {
		return nil
	}
	for _, r := range preferenceOrder(g) {
		if names := r.storyNames(); len(names) > 0 && r != chosen {
			d.note("story names: %s has no named-ability list; taken from %s (%s)", chosen.code(), r.code(), listOf(names))
			return names
		}
	}
	d.note("story names: %s has no named-ability list and no other printing has one; read from the start of its text-box lines (%s)",
		chosen.code(), listOf(fromText))
	return fromText
}

// preferenceOrder lists printings from most to least authoritative.
func preferenceOrder(g []*rawCard) []*rawCard {
	out := slices.Clone(g)
	slices.SortStableFunc(out, func(a, b *rawCard) int {
		am, bm := schema.IsMainSet(a.Set), schema.IsMainSet(b.Set)
		switch {
		case am && !bm:
			return -1
		case bm && !am:
			return 1
		case am && bm && a.Set != b.Set:
			return schema.SetRank(b.Set) - schema.SetRank(a.Set)
		case a.Set == b.Set:
			return a.Number - b.Number
		}
		return 0
	})
	return out
}

func listOf(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// encodeCatalog writes the catalogue as a JSON array with one card a line.
func encodeCatalog(cards []schema.Card) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i, c := range cards {
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(c); err != nil {
			return nil, err
		}
		buf.Write(bytes.TrimRight(line.Bytes(), "\n"))
		if i < len(cards)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]\n")
	return buf.Bytes(), nil
}

// nameEverywhere is the card's alternate names that it has everywhere (5.2.3:
// Flotsam & Jetsam, Chip 'n' Dale): a name its text gives for Shift only
// (it may be Shifted onto King Candy as if so named, 8.10.1) is left to that
// ability (ShiftAlsoNamed), so filters and "name a card" don't see it.
func nameEverywhere(c *rawCard) []string {
	var out []string
	for _, n := range c.AlternateNames {
		if !strings.Contains(c.RulesText, "named "+n+" for <Shift>") {
			out = append(out, n)
		}
	}
	return out
}
