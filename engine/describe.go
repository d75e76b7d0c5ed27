package engine

import (
	"fmt"
	"strings"
)

// Describe renders an ability in the engine's own words, from its
// definition (never from printed text).
func (a *Ability) Describe() string {
	var b strings.Builder
	if a.Name != "" {
		b.WriteString(strings.ToUpper(a.Name))
		b.WriteString(": ")
	}
	switch a.Kind {
	case Static:
		b.WriteString(a.describeCondPrefix())
		for i, e := range a.Statics {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(e.describe())
		}
	case Activated:
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
			b.WriteString(", ")
		}
		if a.If != nil {
			b.WriteString("if " + a.If.describe() + ", ")
		}
		b.WriteString(describeSteps(a.Steps))
	}
	return strings.TrimSpace(b.String())
}

func (a *Ability) describeCondPrefix() string {
	if a.If == nil {
		return ""
	}
	if a.If.Not {
		c := *a.If
		c.Not = false
		return "unless " + c.describe() + ": "
	}
	return "while " + a.If.describe() + ": "
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
	if c.Discard > 0 {
		parts = append(parts, fmt.Sprintf("discard %d", c.Discard))
	}
	if len(parts) == 0 {
		return "free"
	}
	return strings.Join(parts, ", ")
}

func (t Trigger) describe() string {
	who := "this card"
	if t.AnySubject {
		who = t.Subject.describe(false)
	}
	var s string
	switch t.Event {
	case EvPlayed:
		s = "when " + who + " is played"
		if !t.AnySubject {
			s = "when you play this card"
		}
	case EvQuested:
		s = "whenever " + who + " quests"
	case EvChallenges:
		s = "whenever " + who + " challenges"
	case EvChallenged:
		s = "whenever " + who + " is challenged"
	case EvBanished:
		s = "when " + who + " is banished"
	case EvBanishedOther:
		s = "whenever " + who + " banishes another character"
	case EvTurnStart:
		s = "at the start of your turn"
	case EvTurnEnd:
		s = "at the end of your turn"
	case EvSang:
		s = "whenever " + who + " sings a song"
	case EvDamaged:
		s = "whenever " + who + " is dealt damage"
	case EvMoved:
		s = "whenever " + who + " moves to a location"
	default:
		s = "on " + t.Event.String() + " of " + who
	}
	if t.Or != EvNone {
		s += " and on " + t.Or.String() + " of this card"
	}
	if t.InChallenge {
		s += " in a challenge"
	}
	if t.During != nil {
		s = t.During.describe() + ", " + s
	}
	return s
}

func (c *Cond) describe() string {
	var s string
	switch c.Kind {
	case CondYourTurn:
		s = "during your turn"
	case CondCount:
		s = fmt.Sprintf("you have %d or more %s", c.N, c.Filter.describe(true))
	case CondOpponentCount:
		s = fmt.Sprintf("opponents have %d or more %s", c.N, c.Filter.describe(true))
	case CondSourceExerted:
		s = "this card is exerted"
	case CondSourceDamaged:
		s = "this card is damaged"
	case CondSourceAtLocation:
		s = "this character is at a location"
	case CondHandAtMost:
		s = fmt.Sprintf("you have %d or fewer cards in hand", c.N)
	case CondFirstTurn:
		s = "it is the first turn"
	case CondSlotNamed:
		s = "it is the named card"
	case CondSlotMatches:
		s = "that card is a " + c.Filter.describe(false)
	default:
		s = c.describeMore()
	}
	if c.Not {
		return "not (" + s + ")"
	}
	return s
}

// describe renders a filter: "opposing exerted characters with cost 3 or less".
func (f *Filter) describe(plural bool) string {
	var w []string
	switch f.Owner {
	case Yours:
		w = append(w, "your")
	case Opposing:
		w = append(w, "opposing")
	}
	if f.Other {
		w = append(w, "other")
	}
	if f.Exerted == Yes {
		w = append(w, "exerted")
	} else if f.Exerted == No {
		w = append(w, "ready")
	}
	if f.Damaged == Yes {
		w = append(w, "damaged")
	} else if f.Damaged == No {
		w = append(w, "undamaged")
	}
	for i, n := range ClassNames {
		if f.Classes.Has(Class(i)) {
			w = append(w, n)
		}
	}
	noun := "card"
	switch f.Types {
	case Characters:
		noun = "character"
	case Items:
		noun = "item"
	case Locations:
		noun = "location"
	case Actions:
		noun = "action"
	}
	if plural {
		noun += "s"
	}
	w = append(w, noun)
	if f.Name != "" {
		w = append(w, "named "+f.Name)
	}
	if f.Cost.HasMax {
		w = append(w, fmt.Sprintf("with cost %d or less", f.Cost.Max))
	}
	if f.Cost.HasMin {
		w = append(w, fmt.Sprintf("with cost %d or more", f.Cost.Min))
	}
	if f.Strength.HasMax {
		w = append(w, fmt.Sprintf("with %d strength or less", f.Strength.Max))
	}
	if f.Strength.HasMin {
		w = append(w, fmt.Sprintf("with %d strength or more", f.Strength.Min))
	}
	if f.Keyword != NoKeyword {
		w = append(w, "with "+f.Keyword.String())
	}
	if f.InZone && f.Zone != ZonePlay {
		w = append(w, "in "+f.Zone.String())
	}
	return strings.Join(w, " ")
}

func describeSteps(steps []Step) string {
	var parts []string
	for i := range steps {
		parts = append(parts, steps[i].describe())
	}
	return strings.Join(parts, "; then ")
}

func (st *Step) target() string {
	switch st.Target {
	case TgtSelf:
		return "this card"
	case TgtChosen:
		n := st.Count
		if n <= 1 && !st.UpTo {
			return "a chosen " + st.Filter.describe(false)
		}
		if st.UpTo {
			return fmt.Sprintf("up to %d chosen %s", n, st.Filter.describe(true))
		}
		return fmt.Sprintf("%d chosen %s", n, st.Filter.describe(true))
	case TgtAll:
		return "each " + st.Filter.describe(false)
	case TgtSlot:
		return "that card"
	case TgtSubject:
		return "that card"
	case TgtOther:
		return "the other card"
	case TgtEachOpponent:
		return "each opponent"
	case TgtEachPlayer:
		return "each player"
	case TgtOpponent:
		return "an opponent"
	}
	return st.targetMore()
}

func (n *Num) describe() string {
	switch n.Kind {
	case NumCount:
		return fmt.Sprintf("%d for each %s", max8(n.N, 1), n.Filter.describe(false))
	case NumThisWay:
		return fmt.Sprintf("%d for each 1 done this way", max8(n.N, 1))
	case NumEvent:
		return "that many"
	case NumStatOf:
		return "its " + n.Stat.String()
	case NumDamageOf:
		return "its damage"
	case NumDiscarded:
		return "1 for each card discarded"
	case NumSourceStat:
		return "this card's " + n.Stat.String()
	}
	return fmt.Sprint(n.N)
}

func durText(d Duration) string {
	switch d {
	case ThisTurn, Instant:
		return " this turn"
	case UntilYourNext:
		return " until the start of your next turn"
	case DuringTheirNext:
		return " during their next turn"
	}
	return durMore(d)
}

func (st *Step) describe() string {
	if st.Text != "" {
		return st.Text
	}
	var s string
	amt := st.Amount.describe()
	upto := ""
	if st.AmountUpTo {
		upto = "up to "
	}
	switch st.Op {
	case OpDraw:
		s = st.who("draw") + " " + amt + " card(s)"
	case OpDrawUntil:
		s = st.who("draw") + " until holding " + amt + " cards"
	case OpGainLore:
		s = st.who("gain") + " " + amt + " lore"
	case OpLoseLore:
		s = st.target() + " loses " + upto + amt + " lore"
	case OpDealDamage:
		s = "deal " + amt + " damage to " + st.target()
	case OpPutDamage:
		s = "put " + amt + " damage on " + st.target()
	case OpRemoveDamage:
		s = "remove " + upto + amt + " damage from " + st.target()
	case OpMoveDamage:
		s = "move " + upto + amt + " damage to " + st.target()
	case OpBanish:
		s = "banish " + st.target()
	case OpReturnToHand:
		s = "return " + st.target() + " to its player's hand"
	case OpExert:
		s = "exert " + st.target()
	case OpReady:
		s = "ready " + st.target()
	case OpModify:
		sign := "+"
		if st.Amount.N < 0 {
			sign = ""
		}
		s = st.target() + " gets " + sign + amt + " " + st.Stat.String() + durText(st.Dur)
	case OpGrantKeyword:
		kw := st.Keyword.String()
		if st.Keyword.HasValue() {
			kw = fmt.Sprintf("%s %d", kw, st.KwValue)
			if st.Keyword.Stacks() {
				kw = fmt.Sprintf("%s +%d", st.Keyword, st.KwValue)
			}
		}
		s = st.target() + " gains " + kw + durText(st.Dur)
	case OpRestrict:
		s = st.target() + " can't " + restrictText(st.Restrict) + durText(st.Dur)
	case OpDiscard:
		s = st.who("choose and discard") + " " + amt + " card(s)"
	case OpDiscardRandom:
		s = st.who("discard") + " " + amt + " card(s) at random"
	case OpDiscardHand:
		s = st.who("discard") + " the hand"
	case OpInkwell:
		s = "put " + st.target() + " into its player's inkwell"
		if st.Exerted {
			s += " exerted"
		}
	case OpShuffleIntoDeck:
		s = "shuffle " + st.target() + " into its player's deck"
	case OpToDeckBottom:
		s = "put " + st.target() + " on the bottom of its player's deck"
	case OpToDeckTop:
		s = "put " + st.target() + " on the top of its player's deck"
	case OpLookTop:
		s = "look at the top " + amt + " cards of your deck"
	case OpTakeFromLook:
		s = fmt.Sprintf("reveal up to %d %s among them and put them into your hand", st.Count, st.Filter.describe(true))
	case OpRestLook:
		if st.Top {
			s = "put the rest on top of your deck in any order"
		} else {
			s = "put the rest on the bottom of your deck in any order"
		}
	case OpPayInk:
		s = "pay " + amt + " ink"
	case OpPlayFree:
		f := st.Filter
		f.Owner, f.InZone = AnyOwner, f.Zone != ZoneHand
		s = "play a " + f.describe(false) + " for free"
		if st.Exerted {
			s += " (it enters play exerted)"
		}
	case OpFloating:
		s = "create a floating trigger" + durText(st.Dur) + ": " + st.Trigger.Describe()
	case OpDelayed:
		s = "about that card, create a delayed trigger: " + st.Trigger.Describe()
	case OpCostReduction:
		f := st.Filter
		f.InZone = false
		s = "you pay " + amt + " ink less for the next " + f.describe(false) + " you play" + durText(st.Dur)
	case OpLookToTop:
		s = fmt.Sprintf("put %d of them on top of your deck", max8(st.Count, 1))
	case OpPreventDamage:
		s = "the next time " + st.target() + " would be dealt damage" + durText(st.Dur) + ", it takes no damage instead"
	case OpNameCard:
		s = "name a card"
	case OpRevealTop:
		s = "reveal the top card of your deck"
	case OpReturnFromDiscard:
		s = "put " + st.target() + " into its player's hand"
	case OpChooseOption:
		s = fmt.Sprintf("choose one of %d options", len(st.Options))
	case OpJump:
		s = "skip to the end of this option"
	default:
		s = st.describeMore()
	}
	if st.May {
		s = "you may " + s
	}
	if st.IfDid {
		s = "if you do, " + s
	}
	if st.If != nil {
		s = "if " + st.If.describe() + ", " + s
	}
	return s
}

func (st *Step) who(verb string) string {
	switch st.Target {
	case TgtEachOpponent:
		return "each opponent must " + verb
	case TgtEachPlayer:
		return "each player may " + verb
	case TgtOpponent:
		return "an opponent must " + verb
	}
	return verb
}

func restrictText(r Restriction) string {
	var w []string
	names := []string{"quest", "challenge", "be challenged", "ready", "sing", "move", "exert to sing", "ready"}
	for i, n := range names {
		if r&(1<<i) != 0 {
			w = append(w, n)
		}
	}
	return strings.Join(w, " or ")
}

func (e *StaticEffect) describe() string {
	who := "this card"
	if !e.Self {
		who = e.Affects.describe(true)
	}
	switch e.Kind {
	case StModify:
		return fmt.Sprintf("%s get %+d %s", who, e.Amount.N, e.Stat)
	case StKeyword:
		kw := e.Keyword.String()
		if e.Keyword.HasValue() {
			kw = fmt.Sprintf("%s %d", kw, e.KwValue)
		}
		return who + " gain " + kw
	case StRestrict:
		return who + " can't " + restrictText(e.Restrict)
	case StCostLess:
		return fmt.Sprintf("you pay %s less for %s", e.Amount.describe(), e.CostFilter.describe(true))
	case StExtraInk:
		return "you may put an additional card into your inkwell each turn"
	case StEntersExerted:
		return who + " enters play exerted"
	case StSkipDraw:
		return "skip your Draw step"
	case StSingCost:
		return fmt.Sprintf("%s count as having +%d cost to sing songs", who, e.Amount.N)
	case StCantBeChosen:
		return "opponents can't choose " + who
	case StCantPlay:
		return "opponents can't play " + e.Affects.describe(true)
	case StPreventDamage:
		return who + " take no damage"
	case StRedirectDamage:
		return "if " + who + " would be dealt damage, put that many damage counters on this card instead"
	case StMustChoose:
		return "opponents must choose " + who + " for actions and abilities if able"
	}
	return e.describeMore(who)
}
