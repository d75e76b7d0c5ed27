package engine

import (
	"fmt"
	"strings"
)

// Ability descriptions in the engine's own words (design constraint 2): an
// ability renders itself from its definition, never from printed text. The
// words of its parts live beside: describe_effects.go (steps),
// describe_conditions.go (triggers and conditions), describe_filters.go (cards
// and keywords) and describe_statics.go (static effects).

// Describe renders an ability in the engine's own words, from its
// definition (never from printed text): what players and logs see of a
// card's rules. Steps with a Text of their own are rendered by it.
func (a *Ability) Describe() string {
	var b strings.Builder
	if a.Name != "" {
		b.WriteString(strings.ToUpper(a.Name))
		b.WriteString(": ")
	}
	switch a.Kind {
	case Static:
		if a.OncePerTurn {
			b.WriteString("once per turn, ") // 6.1.13.2: a payment modifier used up for the turn
		}
		b.WriteString(a.describeCondPrefix())
		if len(a.Statics) == 1 && a.Statics[0].Kind == StPlayFreeByCost {
			b.WriteString("you may " + a.Cost.describe() + " to play this card for free")
			break
		}
		for i, e := range a.Statics {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(e.describe())
		}
		if a.InZone && a.FromZone == ZoneHand && len(a.Statics) == 1 && a.Statics[0].Kind == StKeyword {
			b.WriteString(" while it is in your hand") // GainsShiftInHand (6.1.12)
		}
	case Activated:
		if a.OncePerTurn {
			b.WriteString("once per turn, ") // 6.1.13.2
		}
		if a.If != nil {
			b.WriteString("while " + a.If.describe() + ", ")
		}
		b.WriteString(a.Cost.describe())
		b.WriteString(" - ")
		b.WriteString(describeSteps(a.Steps))
	case Triggered:
		if a.Trigger.Event != EvNone {
			b.WriteString(a.Trigger.describe())
			if a.OncePerTurn {
				b.WriteString(" (once per turn)")
			}
			if a.FirstTime {
				b.WriteString(" (the first time each turn)")
			}
			if a.PerTurn > 0 {
				b.WriteString(fmt.Sprintf(" (at most %d times each turn)", a.PerTurn))
			}
			b.WriteString(", ")
		}
		if a.If != nil {
			b.WriteString("if " + a.If.describe() + ", ")
		}
		b.WriteString(describeSteps(a.Steps))
	}
	return strings.TrimSpace(b.String())
}

// describeCondPrefix renders a static ability's condition (6.4.4).
func (a *Ability) describeCondPrefix() string {
	if a.If == nil {
		return ""
	}
	if a.If.Kind == CondYourTurn {
		return a.If.describe() + ", "
	}
	if a.If.Not {
		c := *a.If
		c.Not = false
		return "unless " + c.describe() + ", "
	}
	return "while " + a.If.describe() + ", "
}

func (c Cost) describe() string {
	var parts []string
	if c.Exert {
		parts = append(parts, "exert")
	}
	if c.Ink > 0 {
		parts = append(parts, fmt.Sprintf("pay %d ink", c.Ink))
	}
	if c.BanishSelf {
		parts = append(parts, "banish this card")
	}
	if c.DamageSelf > 0 {
		parts = append(parts, fmt.Sprintf("deal %d damage to this card", c.DamageSelf))
	}
	if c.Discard > 0 {
		parts = append(parts, "choose and discard "+cardCount(int(c.Discard)))
	}
	if c.DiscardOne != nil {
		what := article(c.DiscardOne.describe(false)) + " card"
		if d := c.DiscardOne.describe(false); d == "card" || d == "cards" {
			what = "a card" // any card
		}
		parts = append(parts, "choose and discard "+what)
	}
	if c.BanishOne != nil {
		f := *c.BanishOne
		f.Owner = AnyOwner
		other := ""
		if f.Other {
			f.Other, other = false, "other "
		}
		n := "one"
		if c.BanishN > 1 {
			n = fmt.Sprint(c.BanishN)
		}
		parts = append(parts, "banish "+n+" of your "+other+f.describe(true))
	}
	if c.BottomOne != nil {
		f := *c.BottomOne
		f.Owner, f.InZone = AnyOwner, false
		parts = append(parts, "put "+article(f.describe(false))+" card from your discard on the bottom of your deck")
	}
	if c.ExertOne != nil {
		f := *c.ExertOne
		f.Owner = AnyOwner
		n := "one"
		if c.ExertN > 1 {
			n = fmt.Sprint(c.ExertN)
		}
		parts = append(parts, "exert "+n+" of your "+f.describe(true))
	}
	if len(parts) == 0 {
		return "free"
	}
	return strings.Join(parts, ", ")
}
