package build

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards/internal/schema"
)

// cardDecision records how one card's facts were chosen.
type cardDecision struct {
	FullName  string
	Printings []string
	Chosen    string
	Why       string
	Diffs     []string // facts on which the printings disagree
	Wording   bool     // the printings' rules text differs in wording only
	Spelling  string   // the printings' full names differ in capitals
	Notes     []string // corrections applied to the chosen printing's data
}

func (d *cardDecision) note(format string, args ...any) {
	d.Notes = append(d.Notes, fmt.Sprintf(format, args...))
}

type decisionLog struct {
	cards []*cardDecision
}

// card starts the record of one card and finds where its printings disagree.
func (l *decisionLog) card(fullName string, g []*rawCard, chosen *rawCard, why string) *cardDecision {
	d := &cardDecision{FullName: fullName, Chosen: chosen.code(), Why: why}
	g = slices.Clone(g)
	slices.SortStableFunc(g, func(a, b *rawCard) int {
		return schema.ComparePrintings(a.Set, a.Number, b.Set, b.Number)
	})
	for _, r := range g {
		d.Printings = append(d.Printings, r.code())
	}
	if len(g) > 1 {
		if !allSame(g, func(r *rawCard) string { return r.FullName }) {
			var sp []string
			for _, r := range g {
				sp = append(sp, fmt.Sprintf("%s %q", r.code(), r.FullName))
			}
			d.Spelling = strings.Join(sp, ", ")
		}
		d.Diffs = compareFacts(g, chosen)
		d.Wording = len(d.Diffs) == 0 && !allSame(g, func(r *rawCard) string {
			return strings.Join(strings.Fields(normQuotes(r.RulesText)), " ")
		})
	}
	l.cards = append(l.cards, d)
	return d
}

func allSame(g []*rawCard, f func(*rawCard) string) bool {
	for _, r := range g[1:] {
		if f(r) != f(g[0]) {
			return false
		}
	}
	return true
}

// factFields lists the facts compared between printings, with how to show
// each value.
var factFields = []struct {
	name string
	get  func(*rawCard) string
}{
	{"name", func(r *rawCard) string { return strings.ToLower(r.Name) }}, // case: see Spelling
	{"version", func(r *rawCard) string { return strings.ToLower(r.Version) }},
	{"type", func(r *rawCard) string { return r.Type }},
	{"inks", func(r *rawCard) string { return strings.Join(r.Inks, "/") }},
	{"cost", func(r *rawCard) string { return fmt.Sprint(r.Cost) }},
	{"inkable", func(r *rawCard) string { return fmt.Sprint(r.Inkable) }},
	{"classifications", func(r *rawCard) string { return strings.Join(r.Classifications, ", ") }},
	{"strength", func(r *rawCard) string { return intOrNone(r.Strength) }},
	{"willpower", func(r *rawCard) string { return intOrNone(r.Willpower) }},
	{"lore", func(r *rawCard) string { return intOrNone(r.Lore) }},
	{"moveCost", func(r *rawCard) string { return intOrNone(r.MoveCost) }},
	{"shiftCost", func(r *rawCard) string { return intOrNone(r.ShiftCost) }},
	{"singTogetherCost", func(r *rawCard) string { return intOrNone(r.SingTogetherCost) }},
	{"alternateNames", func(r *rawCard) string { return strings.Join(r.AlternateNames, ", ") }},
	{"maxCopies", func(r *rawCard) string { return intOrNone(r.MaxCopies) }},
	{"keywords", func(r *rawCard) string {
		var ks []string
		for _, k := range r.Keywords {
			s, _ := canonicalKeyword(k.Keyword)
			if k.Value != nil {
				s += fmt.Sprintf(" %d", *k.Value)
			}
			ks = append(ks, s)
		}
		slices.Sort(ks)
		return "[" + strings.Join(ks, ", ") + "]"
	}},
	{"story names", func(r *rawCard) string {
		if len(r.NamedAbilities) == 0 {
			return "(no named-ability list)"
		}
		return "[" + strings.Join(r.storyNames(), ", ") + "]"
	}},
}

// compareFacts describes each fact on which the printings disagree, with
// each printing's value; the chosen printing is marked with '*'.
func compareFacts(g []*rawCard, chosen *rawCard) []string {
	var diffs []string
	for _, f := range factFields {
		if allSame(g, f.get) {
			continue
		}
		var vals []string
		for _, r := range g {
			mark := ""
			if r == chosen {
				mark = "*"
			}
			vals = append(vals, fmt.Sprintf("%s%s = %s", r.code(), mark, f.get(r)))
		}
		diff := fmt.Sprintf("%s: %s", f.name, strings.Join(vals, "; "))
		if f.name == "moveCost" {
			if s := swapNote(g, chosen); s != "" {
				diff += " — " + s
			}
		}
		diffs = append(diffs, diff)
	}
	abilityText := func(r *rawCard) string {
		var b strings.Builder
		for _, a := range r.NamedAbilities {
			b.WriteString(strings.Join(strings.Fields(normQuotes(a.Text)), " "))
			b.WriteByte('\n')
		}
		return b.String()
	}
	var withList []*rawCard
	for _, r := range g {
		if len(r.NamedAbilities) > 0 {
			withList = append(withList, r)
		}
	}
	if len(withList) > 1 && !allSame(withList, abilityText) {
		diffs = append(diffs, "named-ability wording: differs between printings (errata); the wording is not part of the catalogue, the chosen printing's wording is the reference for ability definitions")
	}
	return diffs
}

// swapNote detects a printing whose lore and move cost are the chosen
// printing's swapped: an evident data slip in that printing.
func swapNote(g []*rawCard, chosen *rawCard) string {
	if chosen.Lore == nil || chosen.MoveCost == nil {
		return ""
	}
	var slips []string
	for _, r := range g {
		if r == chosen || r.Lore == nil || r.MoveCost == nil {
			continue
		}
		if *r.Lore == *chosen.MoveCost && *r.MoveCost == *chosen.Lore && *r.Lore != *r.MoveCost {
			slips = append(slips, r.code())
		}
	}
	if len(slips) == 0 {
		return ""
	}
	return fmt.Sprintf("%s swaps lore and move cost, an evident data slip in that printing; the chosen printing's values are kept",
		strings.Join(slips, ", "))
}

// markdown writes CATALOG_DECISIONS.md.
func (l *decisionLog) markdown(printings int, cards []schema.Card) []byte {
	byName := map[string]*cardDecision{}
	for _, d := range l.cards {
		byName[d.FullName] = d
	}
	var disagree, corrected, wording, spelling []*cardDecision
	for _, c := range cards { // catalogue order
		d := byName[c.FullName]
		switch {
		case len(d.Diffs) > 0:
			disagree = append(disagree, d)
		case len(d.Notes) > 0:
			corrected = append(corrected, d)
		}
		if d.Wording {
			wording = append(wording, d)
		}
		if d.Spelling != "" {
			spelling = append(spelling, d)
		}
	}
	vanilla := 0
	for _, c := range cards {
		if c.Vanilla {
			vanilla++
		}
	}

	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("# Card catalogue decisions\n\n")
	w("Generated by `go run ./cards/gen` from the printings list; do not edit.\n\n")
	w("- %d printings, %d distinct cards (by full name, ignoring capitals), %d vanilla (keyword-only) cards.\n",
		printings, len(cards), vanilla)
	w("- Each card's facts come from one printing: the main-set printing (sets 1-12) with the highest set\n")
	w("  number, the lowest collector number within that set; a card with no main-set printing uses its\n")
	w("  first printing in file order. Typographic apostrophes and quotes are written in ASCII.\n")
	w("- Keywords are those printed at the start of a line of the chosen printing's text box, with their\n")
	w("  printed numbers. Shift variants (classification, Universal, discard) are read from the text box.\n")
	w("- Story names come from the chosen printing's named-ability list. No rules text is kept.\n")
	w("- Each printing keeps its own rarity (lower case: common ... legendary, epic, iconic, enchanted,\n")
	w("  promo, challenge, d23, d100), listed in the order of the printings; boosters are drawn by it.\n\n")

	w("## Printings that disagree (%d cards)\n\n", len(disagree))
	w("Values are given per printing as set/number; `*` marks the chosen printing.\n\n")
	for _, d := range disagree {
		w("### %s\n\n", d.FullName)
		w("- Printings: %s. Chosen: %s (%s).\n", strings.Join(d.Printings, ", "), d.Chosen, d.Why)
		for _, s := range d.Diffs {
			w("- Disagrees on %s\n", s)
		}
		for _, s := range d.Notes {
			w("- Decision: %s.\n", s)
		}
		if len(d.Notes) == 0 {
			w("- Decision: the chosen printing's facts are kept.\n")
		}
		w("\n")
	}

	w("## Full names that differ in capitals only (%d cards)\n\n", len(spelling))
	w("Each is one card (same facts and text, and one deck limit): its printings are merged and the chosen\n")
	w("printing's spelling is used. Name lookups ignore case, so every spelling finds the card.\n\n")
	for _, d := range spelling {
		w("- %s: %s; chosen %s\n", d.FullName, d.Spelling, d.Chosen)
	}
	w("\n")

	w("## Corrections to a single card's data (%d cards)\n\n", len(corrected))
	w("The printings of these cards agree (or there is only one), but the chosen printing's data is\n")
	w("incomplete or contradicts its own text box.\n\n")
	for _, d := range corrected {
		w("### %s\n\n", d.FullName)
		w("- Printings: %s. Chosen: %s (%s).\n", strings.Join(d.Printings, ", "), d.Chosen, d.Why)
		for _, s := range d.Notes {
			w("- Decision: %s.\n", s)
		}
		w("\n")
	}

	w("## Rules-text wording differs only (%d cards)\n\n", len(wording))
	w("These printings agree on every fact but their text boxes differ in wording (errata or transcription).\n")
	w("The catalogue holds no rules text; the chosen printing's wording is the reference.\n\n")
	for _, d := range wording {
		w("- %s: %s; chosen %s\n", d.FullName, strings.Join(d.Printings, ", "), d.Chosen)
	}
	return b.Bytes()
}
