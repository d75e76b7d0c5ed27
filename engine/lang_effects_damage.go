package engine

import "fmt"

// Effects on damage: deal, put, remove and move damage counters (1.9.1.2,
// 6.1), and preventing damage.

// Deal is "deal N damage to [sel]" (1.9.1.1): Resist reduces it (8.8).
func Deal(n int, sel Sel) Step {
	s := cardStep(OpDealDamage, sel)
	s.Amount = Num{N: int8(n)}
	return s
}

// DealToDeal is "deal a damage to chosen [fa] to deal b damage to chosen
// [fb]": "[A] to [B]" (6.1.5.1) where both parts deal damage, so both cards
// are chosen, in the order of the text (spec decision rule 2), before any
// damage is calculated or dealt (6.7.2.2), into slots slot and slot+1 (fb
// says NotChosenIn(slot) for "another"); the second damage is dealt only if
// the first was (damage reduced to 0 isn't dealt, 8.8.2). slot is the
// number of cards the ability chose before these. Scar - Heartless Hunter.
func DealToDeal(slot, a int, fa Filter, b int, fb Filter) []Step {
	first, second := Choose(Chosen(fa)), Choose(Chosen(fb))
	first.Slot, second.Slot = uint8(slot), uint8(slot+1)
	other := "choose " + article(fb.describe(false))
	if fb.NotSlot == int8(slot+1) {
		other = "choose another " + fb.describe(false) // not the first
	}
	return []Step{
		first.Say("choose " + article(fa.describe(false))),
		second.Say(other),
		Deal(a, Them(slot)).Say(fmt.Sprintf("deal %d damage to the first", a)),
		Deal(b, Them(slot+1)).IfYouDo().Say(fmt.Sprintf("if you do, deal %d damage to the second", b)),
	}
}

// PutDamage is "put N damage counters on [sel]": damage that is not dealt (1.9.1.2), so
// Resist and "dealt damage" triggers don't apply.
func PutDamage(n int, sel Sel) Step {
	s := cardStep(OpPutDamage, sel)
	s.Amount = Num{N: int8(n)}
	return s
}

// RemoveDamage is "remove N damage (each) from [sel]" (1.9.1.4): N from each
// card, or all it has if less (1.2.3); no amount is asked, unlike RemoveUpTo.
func RemoveDamage(n int, sel Sel) Step {
	s := cardStep(OpRemoveDamage, sel)
	s.Amount = Num{N: int8(n)}
	return s
}

// RemoveUpTo is "remove up to N damage from [sel]" (1.9.1.4): the amount is asked.
func RemoveUpTo(n int, sel Sel) Step {
	s := cardStep(OpRemoveDamage, sel)
	s.Amount = Num{N: int8(n)}
	s.AmountUpTo = true
	return s
}

// PreventNextDamage is "the next time [sel] would be dealt damage, they take
// no damage instead" for a duration: a replacement effect (6.5).
func PreventNextDamage(sel Sel, d Duration) Step {
	s := cardStep(OpPreventDamage, sel)
	s.Dur = d
	return s
}

// TakesNoDamageFromChallenges is "[sel] takes no damage from challenges
// [duration]": a replacement effect (6.5) on every challenge damage
// (4.6.6.2) the card would be dealt while it lasts, as attacker or as
// defender; damage from actions and abilities is still dealt. With
// ThisCard and ThisTurn: Noi - Acrobatic Baby.
func TakesNoDamageFromChallenges(sel Sel, d Duration) Step {
	s := cardStep(OpNoChallengeDamage, sel)
	s.Dur = d
	return s
}

// MoveUpToDamageToThis is "move up to N damage from chosen [from] to this
// character" (1.9.2.4): the card the damage leaves is chosen first (slot 0,
// so it must be the first choice of its ability), then the player picks an
// amount up to N.
func MoveUpToDamageToThis(n int, from Filter) []Step {
	pick := Choose(Chosen(from)).Say("choose " + article(from.describe(false)) + " to move damage from")
	pick.Slot = 0
	move := cardStep(OpMoveDamage, ThisCard)
	move.Amount = Num{N: int8(n)}
	move.AmountUpTo = true
	return []Step{pick, move.Say(fmt.Sprintf("move up to %d damage from it to this character", n))}
}

// MoveAllDamageToThis is "move all damage from chosen [from] to this
// character" (1.9.2.4): as MoveUpToDamageToThis, the card the damage leaves
// is chosen first (slot 0, the first choice of its ability), then every
// counter on it moves, no amount asked; choosing this character itself
// moves nothing. For "you may", make the first step Optional and the second
// IfYouDo. Isabela Madrigal - Perfectly in Control.
func MoveAllDamageToThis(from Filter) []Step {
	pick := Choose(Chosen(from)).Say("choose " + article(from.describe(false)) + " to move damage from")
	pick.Slot = 0
	move := cardStep(OpMoveDamage, ThisCard)
	move.Amount = Num{N: 127}
	return []Step{pick, move.Say("move all damage from it to this character")}
}

// MoveAllDamageFromThisIf is "if [c], move all damage from this character
// to chosen [to]" (1.9.2.4); the condition is checked as the step begins
// (6.2.4).
func MoveAllDamageFromThisIf(c Cond, to Filter) Step {
	move := cardStep(OpMoveDamage, Chosen(to))
	move.Amount = Num{N: 127}
	move.FromSelf = true
	move.If = &c
	return move.Say("if " + c.describe() + ", move every damage counter from this character to " + article("chosen "+to.describe(false)))
}

// MoveUpToDamageFromThis is "move up to N damage counters from this
// character to chosen [to]" (1.9.2.4): the card the damage goes to is
// chosen first, then the amount, up to the damage on this character (none
// asked when it has none). Madam Mim - Elephant.
func MoveUpToDamageFromThis(n int, to Filter) Step {
	move := cardStep(OpMoveDamage, Chosen(to))
	move.Amount = Num{N: int8(n)}
	move.AmountUpTo = true
	move.FromSelf = true
	return move
}

// MoveDamageFromThis is "move N damage counters from this character to
// chosen [to]" (1.9.2.4): the card the damage goes to is chosen, then N
// counters move, or all this character has if fewer (1.2.3); with none on
// it nothing moves. Nero - Fearsome Crocodile.
func MoveDamageFromThis(n int, to Filter) Step {
	move := cardStep(OpMoveDamage, Chosen(to))
	move.Amount = Num{N: int8(n)}
	move.FromSelf = true
	return move
}

// DealEventAmount is "deal that much damage to [sel]": the trigger event's
// amount (the damage dealt).
func DealEventAmount(sel Sel) Step {
	s := Deal(0, sel)
	s.Amount = Num{Kind: NumEvent}
	return s
}

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

// MoveUpToDamageCounters is "move up to N damage counters from chosen
// [from] to chosen [to]" (1.9.2.4, Mama Odie - Voice of Wisdom): as
// MoveDamageCounters, then the player picks an amount up to N, at most the
// damage on the first card (6.1.3). For "you may", make the first step
// Optional and the second IfYouDo.
func MoveUpToDamageCounters(n int, from, to Filter) []Step {
	steps := MoveDamageCounters(n, from, to)
	steps[1].AmountUpTo = true
	steps[1].Text = fmt.Sprintf("move up to %d damage from it to %s", n, article("chosen "+to.describe(false)))
	return steps
}

// MoveDamageFromEach is "move N damage counters from each [from] to chosen
// [to]" (1.9.2.4): the card they go to is chosen, then N counters (all it
// has, if fewer: 1.2.3) leave each card in play matching from and go onto
// it; counters that can't be removed stay (DamageCantBeRemoved). The step's
// count is the counters moved, so Draw(1).ForEachThisWay() after it is
// one card drawn per damage counter that step moved (6.1.8).
// Everybody's Got a Weakness.
func MoveDamageFromEach(n int, from, to Filter) Step {
	s := cardStep(OpMoveDamage, Chosen(to))
	s.Amount = Num{N: int8(n)}
	s.From = &from
	return s
}

// MoveAllDamageFromEachTo is "move all damage counters from all other
// [from] to [sel]" (1.9.2.4): as MoveDamageFromEach, but every counter
// leaves each matching card in play other than the one they go to, and
// that card is given by sel (Them(slot) of an earlier choice). Can't Hold
// It Back Anymore.
func MoveAllDamageFromEachTo(from Filter, sel Sel) Step {
	s := cardStep(OpMoveDamage, sel)
	s.Amount = Num{N: 127}
	s.From = &from
	return s
}

// RemoveAllDamage is "remove all damage from [sel]" (1.9.2.3).
func RemoveAllDamage(sel Sel) Step {
	s := cardStep(OpRemoveDamage, sel)
	s.Amount = Num{N: 127}
	return s
}
