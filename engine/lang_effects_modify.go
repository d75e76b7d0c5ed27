package engine

// Effects that change characteristics or grant or forbid something for a
// duration (6.6, 6.4.2): "gets +2 {S} this turn", "gains Evasive", "can't quest".

// Gets is "[sel] gets +N [stat] [duration]" (6.6).
func Gets(stat Stat, n int, sel Sel, d Duration) Step {
	s := cardStep(OpModify, sel)
	s.Stat, s.Amount, s.Dur = stat, Num{N: int8(n)}, d
	return s
}

// Gains is "[sel] gains [keyword] [duration]".
func Gains(k Keyword, v int, sel Sel, d Duration) Step {
	s := cardStep(OpGrantKeyword, sel)
	s.Keyword, s.KwValue, s.Dur = k, int8(v), d
	return s
}

// GainsClass is "[sel] gains the [class] classification [duration]" (5.2.7,
// 6.4.2.2): while it lasts, filters asking for that classification match
// the card. Detective's Badge.
func GainsClass(class string, sel Sel, d Duration) Step {
	s := cardStep(OpGrantClass, sel)
	s.Amount, s.Dur = Num{N: int8(classOf(class))}, d
	return s
}

// Loses is "[sel] loses [keyword] [duration]" ("this character gets +1 {L}
// and loses Reckless this turn"): while it lasts the card doesn't have the
// keyword, printed or granted. Maui - Soaring Demigod.
func Loses(k Keyword, sel Sel, d Duration) Step {
	s := cardStep(OpLoseKeyword, sel)
	s.Keyword, s.Dur = k, d
	return s
}

// WhileThisInPlay, as the duration of an effect (Cant, Gets, Gains), lasts
// for as long as the card whose ability created it stays in play: "while
// this location is in play, that character can't ready at the start of
// their turn" (6.4.2.2). Elsa's Ice Palace - Place of Solitude.

// Cant is "[sel] can't [restriction] [duration]".
func Cant(r Restriction, sel Sel, d Duration) Step {
	s := cardStep(OpRestrict, sel)
	s.Restrict, s.Dur = r, d
	return s
}

// GainsAbility is "[sel] gains '[ability]' [duration]" ("chosen character
// gains 'When this character is banished in a challenge, you may return this
// card to your hand' this turn"): an applied effect (6.4.2.2) that gives the
// card an activated or triggered ability while it lasts. The granted ability
// is written with Activate or a trigger builder and no story name; scenarios
// name it by the granting ability's story name (decision rule 10).
func GainsAbility(sel Sel, a *Ability, d Duration) Step {
	s := cardStep(OpGrantAbility, sel)
	s.Trigger, s.Dur = a, d
	return s
}

// MayChallengeReady is "[sel] can challenge ready characters [duration]"
// (Pick a Fight): for its duration the card may challenge a ready opposing
// character as if it were exerted, the card's text winning over 4.6.4.2
// (1.2.1); a ready Bodyguard must then be challenged first too (8.3.3).
func MayChallengeReady(sel Sel, d Duration) Step { return Cant(CanChallengeReady, sel, d) }

// MustQuestIfAble is "[sel] must quest if able [duration]": a requirement
// (1.2.1) the card's player meets by questing with it; they can't declare
// the end of the turn while it can quest (as Reckless, 8.7.3). A card that
// can't quest (exerted, drying, "can't quest") is under no requirement.
func MustQuestIfAble(sel Sel, d Duration) Step { return Cant(MustQuest, sel, d) }

// CantWhile is "[sel] can't [restriction] [duration]" limited to while each
// card matches f: "unless they're at a location" is while
// Chars().NotAtALocation() (6.4.4 "unless"); the limit is checked whenever
// the restriction matters, not only as the effect resolves.
func CantWhile(r Restriction, sel Sel, d Duration, f Filter) Step {
	s := Cant(r, sel, d)
	if f.Types == 0 {
		f.Types = Characters | Items | Locations // a filter of types marks the limit (effectApplies)
	}
	s.While = &f
	return s
}
