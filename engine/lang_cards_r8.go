package engine

import "fmt"

// Builders for the later-set cards written to test the keyword rules
// (section 8) and the Comprehensive Rules' worked examples: compositions of
// the ability language's Ops, Filters and Conds.

// HasCardUnder is "while there's a card under this character" (8.4.1).
func HasCardUnder() Cond { return Cond{Kind: CondSourceHasCardUnder} }

// UsedShift is "if you used Shift to play him" in a "when you play this
// character" ability (8.10.1).
func UsedShift() Cond { return Cond{Kind: CondPlayedWithShift} }

// AtALocation is "while this character is at a location" (4.7).
func AtALocation() Cond { return Cond{Kind: CondSourceAtLocation} }

// MoveDamageCounters is "move N damage counters from chosen [from] to chosen
// [to]" (1.9.2.4): the card the damage leaves is chosen first, then the one
// it goes to. It must be the first choice of its ability (the move reads
// its source from slot 0).
func MoveDamageCounters(n int, from, to Filter) []Step {
	pick := Choose(Chosen(from)).Say("choose " + article(from.describe(false)) + " to move damage from")
	pick.Slot = 0
	move := cardStep(OpMoveDamage, Chosen(to))
	move.Amount = Num{N: int8(n)}
	move = move.Say(fmt.Sprintf("move %d damage from it to %s", n, article("chosen "+to.describe(false))))
	return []Step{pick, move}
}

// RemoveAllDamage is "remove all damage from [sel]" (1.9.2.3).
func RemoveAllDamage(sel Sel) Step {
	s := cardStep(OpRemoveDamage, sel)
	s.Amount = Num{N: 127}
	return s.Say("remove all damage from " + selText(sel))
}

func selText(sel Sel) string {
	if sel.Target == TgtSelf {
		return "this character"
	}
	return sel.Filter.describe(false)
}

// SingCostHere is "characters count as having +N cost to sing songs while
// here" (8.11.3), a location's static ability.
func SingCostHere(n int) StaticEffect {
	return StaticEffect{Kind: StSingCost, Affects: Chars().AtThisLocation(), Amount: Num{N: int8(n)}}
}

// CharsOrLocations selects characters and locations ("chosen characters
// and/or locations").
func CharsOrLocations() Filter { return Filter{Types: Characters | Locations} }

// GainLoreEqualTo is "gain lore equal to their [stat]" for the card chosen
// into slot by an earlier step.
func GainLoreEqualTo(slot int, st Stat) Step {
	s := playerStep(OpGainLore, TgtYou, 0)
	s.Amount = Num{Kind: NumStatOf, Stat: st, Slot: uint8(slot)}
	return s
}

// PlayThatSongAgain is "you may play that song again from your discard for
// free. If you do, put that card on the bottom of your deck instead of into
// your discard", in a "whenever this character sings a song" ability: the
// song sung (the trigger's other card, followed into the discard, 6.1.11)
// is played for free if it is still in the discard (6.1.11.1), and goes to
// the bottom of the deck when it has resolved.
func PlayThatSongAgain() Step {
	s := cardStep(OpPlayFree, TriggerOther)
	s.Filter = Filter{Types: Actions}.InZoneOf(ZoneDiscard)
	s.May, s.ToBottom = true, true
	return s.Say("you may play that song again from your discard for free; if you do, put it on the bottom of your deck instead of into your discard")
}

// WheneverYouInk is "whenever a card is put into your inkwell", by the turn
// action (4.2) or by an effect (4.2.3.2).
func WheneverYouInk(name string, steps ...Step) *Ability {
	a := Whenever(name, EvInked, steps...)
	a.Trigger.Subject = Filter{Owner: Yours}
	return a
}
