package engine

import (
	"fmt"
	"strings"
)

// The words for cards: filters, counts, keywords and restrictions.

// cardCount is "a card" or "N cards".
func cardCount(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}

// article puts "a" or "an" before a phrase ("another" for "other ...").
func article(phrase string) string {
	if rest, ok := strings.CutPrefix(phrase, "other "); ok {
		return "another " + rest
	}
	if phrase != "" && strings.ContainsRune("aeiouAEIOU", rune(phrase[0])) {
		return "an " + phrase
	}
	return "a " + phrase
}

// describe renders a filter without an article: "opposing exerted
// characters with cost 3 or less", "character of yours", "item card in your
// discard".
func (f *Filter) describe(plural bool) string {
	if f.ClassTypes != 0 && f.Types&^f.ClassTypes != 0 {
		// "Robot character card or an item card" (OrCardsOf)
		a, b := *f, *f
		a.Types, a.ClassTypes = f.ClassTypes, 0
		b.Types, b.ClassTypes, b.Classes, b.NoClass, b.Keyword, b.NoKeyword = f.Types&^f.ClassTypes, 0, 0, 0, NoKeyword, NoKeyword
		if plural {
			return a.describe(true) + " or " + b.describe(true)
		}
		return a.describe(false) + " or " + article(b.describe(false))
	}
	var w []string
	offPlay := f.InZone && f.Zone != ZonePlay
	if f.Owner == Opposing {
		w = append(w, "opposing")
	}
	if f.Owner == Yours && plural && !offPlay {
		w = append([]string{"your"}, w...)
	}
	if f.Other || f.NotEvOther {
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
	var inks []string
	for i := Ink(0); i < NumInks; i++ {
		if f.Inks.Has(i) {
			n := i.String()
			inks = append(inks, strings.ToUpper(n[:1])+n[1:])
		}
	}
	if len(inks) > 0 { // "Amber", "Amber or Steel"
		w = append(w, orList(inks))
	}
	var classes []string
	for i, n := range ClassNames {
		if f.Classes.Has(Class(i)) {
			classes = append(classes, n)
		}
	}
	if len(classes) > 0 { // any of them: "Princess, Prince, Queen or King"
		w = append(w, orList(classes))
	}
	var notClasses []string
	for i, n := range ClassNames {
		if f.NoClass.Has(Class(i)) {
			notClasses = append(notClasses, "non-"+n)
		}
	}
	if len(notClasses) > 0 { // none of them: "non-Song action"
		w = append(w, strings.Join(notClasses, " "))
	}
	var nouns []string
	for _, t := range []struct {
		m    TypeMask
		noun string
	}{{Characters, "character"}, {Actions, "action"}, {Items, "item"}, {Locations, "location"}} {
		if f.Types&t.m != 0 {
			nouns = append(nouns, t.noun)
		}
	}
	noun := "card"
	if len(nouns) > 0 && len(nouns) < 4 {
		if plural && !offPlay && len(nouns) > 1 {
			// "actions or items", not "action or items"
			for i := range nouns[:len(nouns)-1] {
				nouns[i] += "s"
			}
		}
		noun = strings.Join(nouns, " or ")
		if offPlay {
			noun += " card"
		}
	}
	if plural {
		noun += "s"
	}
	w = append(w, noun)
	if f.Owner == Yours && !plural && !offPlay {
		w = append(w, "of yours")
	}
	if f.Owner == Theirs {
		w = append(w, "of theirs")
	}
	if f.Name != "" && f.NameNot {
		w = append(w, "not named "+f.Name)
	} else if f.Name != "" {
		w = append(w, "named "+f.Name)
	}
	var with []string
	if f.Cost.HasMax {
		with = append(with, fmt.Sprintf("cost %d or less", f.Cost.Max))
	}
	if f.Cost.HasMin {
		with = append(with, fmt.Sprintf("cost %d or more", f.Cost.Min))
	}
	if f.Strength.HasMax {
		with = append(with, fmt.Sprintf("%d strength or less", f.Strength.Max))
	}
	if f.Strength.HasMin {
		with = append(with, fmt.Sprintf("%d strength or more", f.Strength.Min))
	}
	if f.Willpower.HasMax {
		with = append(with, fmt.Sprintf("%d willpower or less", f.Willpower.Max))
	}
	if f.Willpower.HasMin {
		with = append(with, fmt.Sprintf("%d willpower or more", f.Willpower.Min))
	}
	if f.Keyword != NoKeyword {
		with = append(with, f.Keyword.String())
	}
	if f.Inkable == Yes {
		with = append(with, "the inkwell symbol")
	}
	if f.Than != ThanNone {
		with = append(with, f.thanText())
	}
	if len(with) > 0 {
		w = append(w, "with "+strings.Join(with, " and "))
	}
	if f.NoKeyword != NoKeyword {
		w = append(w, "without "+f.NoKeyword.String())
	}
	if f.Inkable == No {
		w = append(w, "without the inkwell symbol")
	}
	if f.ShiftFor > 0 {
		w = append(w, "that card can be shifted onto")
	}
	if f.SameName == SameNameNamed {
		w = append(w, "with the named name")
	} else if f.SameName == SameNameSource {
		w = append(w, "with this character's name")
	} else if f.SameName > 0 {
		w = append(w, "with the same name")
	}
	if f.AtLocation == Yes {
		w = append(w, "at a location")
	} else if f.AtLocation == No {
		w = append(w, "not at a location")
	}
	if f.Here {
		w = append(w, "here")
	}
	if f.HadUnder {
		w = append(w, "that had a card under them when they left play")
	}
	if f.BeingChallenged == No {
		w = append(w, "that aren't being challenged")
	} else if f.BeingChallenged == Yes {
		w = append(w, "being challenged")
	}
	if f.CardUnder == Yes {
		w = append(w, "with a card under them")
	} else if f.CardUnder == No {
		w = append(w, "with no card under them")
	}
	if f.Sang {
		w = append(w, "that sang this song")
	}
	if f.SangLast {
		w = append(w, "that sang it")
	}
	if f.Challenged {
		w = append(w, "that was challenged this turn")
	}
	if f.ChallengingA != 0 {
		t := Filter{Types: f.ChallengingA}
		w = append(w, "challenging "+article(t.describe(false)))
	}
	if offPlay {
		zone := f.Zone.String()
		if f.HasOrZone {
			zone += " or " + f.OrZone.String()
		}
		switch f.Owner {
		case Yours:
			w = append(w, "in your "+zone)
		case Opposing:
			w = append(w, "in an opponent's "+zone)
		default:
			w = append(w, "in a "+zone)
		}
	}
	return strings.Join(w, " ")
}

// each renders "each X" for a group, "each of your Xs" for your cards.
func (f *Filter) each() string {
	if f.Owner == Yours && !(f.InZone && f.Zone != ZonePlay) {
		g := *f
		g.Owner = AnyOwner
		return "each of your " + g.describe(true)
	}
	return "each " + f.describe(false)
}

func keywordText(k Keyword, v int8) string {
	if !k.HasValue() {
		return k.String()
	}
	if k.Stacks() {
		return fmt.Sprintf("%s +%d", k, v)
	}
	return fmt.Sprintf("%s %d", k, v)
}

func restrictText(r Restriction) string {
	var w []string
	names := []string{"quest", "challenge", "be challenged", "ready", "sing songs", "move to a location",
		"exert to sing songs", "ready when their turn starts"}
	for i, n := range names {
		if r&(1<<i) != 0 {
			w = append(w, n)
		}
	}
	return strings.Join(w, " or ")
}

// orList joins alternatives as a sentence does: "A", "A or B", "A, B or C".
func orList(w []string) string {
	if len(w) <= 2 {
		return strings.Join(w, " or ")
	}
	return strings.Join(w[:len(w)-1], ", ") + " or " + w[len(w)-1]
}

// thanText renders a filter's comparison with another card: "cost equal to
// or less than this character's strength", "less strength than that
// character".
func (f *Filter) thanText() string {
	other := "that character's " + f.ThanTheirs.String()
	if f.Than == ThanSource {
		other = "this character's " + f.ThanTheirs.String()
	}
	if f.ThanPlus > 0 {
		return fmt.Sprintf("%s up to %d more than %s", f.ThanMine, f.ThanPlus, other)
	}
	if f.ThanLess && f.ThanMine == f.ThanTheirs {
		return "less " + f.ThanMine.String() + " than " + strings.TrimSuffix(other, "'s "+f.ThanTheirs.String())
	}
	if f.ThanLess {
		return f.ThanMine.String() + " less than " + other
	}
	return f.ThanMine.String() + " equal to or less than " + other
}
