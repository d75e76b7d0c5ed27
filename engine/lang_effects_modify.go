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
