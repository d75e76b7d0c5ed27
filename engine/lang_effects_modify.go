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
