package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/spf13/pflag"
)

// bagFlag adds --bag: the bag model games are played under (a rule
// variant, docs/rule-variants.md).
func bagFlag(f *pflag.FlagSet) {
	f.String("bag", "lorcana", "bag model: "+strings.Join(engine.BagModels(), ", ")+
		" (lorcana: CR 7.7, the default; the others are rule variants, docs/rule-variants.md)")
}

// bagModel reads --bag.
func (a *app) bagModel() (engine.BagModel, error) {
	s := a.str("bag")
	m, err := engine.ParseBagModel(s)
	if err != nil {
		return m, a.badValue("bag", s, "a bag model ("+strings.Join(engine.BagModels(), ", ")+")")
	}
	return m, nil
}

// variantName is the name a report gives the bag model: empty for the
// default (a default report is what it was before the option existed).
func variantName(m engine.BagModel) string {
	if m == engine.BagLorcana {
		return ""
	}
	return m.String()
}

// printBag adds the bag line to a text report, under a variant only.
func printBag(w io.Writer, name string) {
	if name != "" {
		fmt.Fprintf(w, "bag        %s (a rule variant: docs/rule-variants.md)\n", name)
	}
}
