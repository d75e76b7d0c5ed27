package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
)

// Facts lists a card's printed facts in short: type and cost, inkable,
// strength, willpower and lore (a location's move cost) and keywords:
// "character, cost 3, inkable; S2 W4 L1; Bodyguard, Support".
func Facts(d *engine.CardDef) string {
	first := fmt.Sprintf("%s, cost %d", d.Type, d.Cost)
	if d.Inkable {
		first += ", inkable"
	}
	facts := []string{first}
	switch d.Type {
	case engine.TypeCharacter:
		facts = append(facts, fmt.Sprintf("S%d W%d L%d", d.Strength, d.Willpower, d.Lore))
	case engine.TypeLocation:
		facts = append(facts, fmt.Sprintf("W%d L%d move %d", d.Willpower, d.Lore, d.MoveCost))
	}
	var kws []string
	for _, k := range d.Keywords {
		switch {
		case k.Keyword == engine.Shift:
			kws = append(kws, ShiftText(d))
		case k.Keyword.HasValue():
			kws = append(kws, fmt.Sprintf("%s %d", k.Keyword, k.Value))
		default:
			kws = append(kws, k.Keyword.String())
		}
	}
	if len(kws) > 0 {
		facts = append(facts, strings.Join(kws, ", "))
	}
	if !d.Implemented {
		facts = append(facts, "not implemented")
	}
	return strings.Join(facts, "; ")
}

// Describe writes a card's full description: its name, where (what the
// caller says of this card: "set 1 #5", "in your hand"), its facts, its
// inks and classifications, and each ability as the engine describes it in
// its own words (engine.Ability.Describe).
func Describe(w io.Writer, d *engine.CardDef, where string) {
	head := Facts(d)
	if where != "" {
		head = where + "; " + head
	}
	fmt.Fprintf(w, "%s (%s)\n", d.FullName, head)
	var inks []string
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		if d.Inks.Has(i) {
			inks = append(inks, i.String())
		}
	}
	var classes []string
	for c := engine.Class(0); int(c) < len(engine.ClassNames); c++ {
		if d.Classes.Has(c) {
			classes = append(classes, engine.ClassNames[c])
		}
	}
	if len(inks)+len(classes) > 0 {
		fmt.Fprintf(w, "  %s\n", strings.Join(append(inks, classes...), ", "))
	}
	for _, ab := range d.Abilities {
		fmt.Fprintf(w, "  - %s\n", ab.Describe())
	}
}

// ShiftText names a card's Shift and its variant (8.10, 8.10.8).
func ShiftText(d *engine.CardDef) string {
	switch d.ShiftKind {
	case engine.ShiftClassification:
		return fmt.Sprintf("%s Shift %d", d.ShiftClass, d.ShiftCost)
	case engine.ShiftUniversal:
		return fmt.Sprintf("Universal Shift %d", d.ShiftCost)
	case engine.ShiftDiscard:
		what := "cards"
		switch {
		case d.ShiftDiscard.Song:
			what = "song cards"
		case !d.ShiftDiscard.AnyType:
			what = d.ShiftDiscard.Type.String() + " cards"
		}
		return fmt.Sprintf("Shift: discard %d %s", d.ShiftDiscard.Count, what)
	}
	return fmt.Sprintf("Shift %d", d.ShiftCost)
}
