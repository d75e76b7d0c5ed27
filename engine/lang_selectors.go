package engine

// Selectors: which cards a step acts on (6.1.3 "chosen", "each", "up to N",
// "this character", the cards an earlier step chose, the trigger's cards).

// Sel says which cards a step acts on.
type Sel struct {
	Target Target
	Filter Filter
	Count  int8
	UpTo   bool
	Slot   int8 // -1: assign the next slot
	// Picked: only the cards picked by the ability's ChooseAnyNumber step.
	Picked bool
}

// Chosen is "chosen [filter]" (a choice, 6.1.3).
func Chosen(f Filter) Sel { return Sel{Target: TgtChosen, Filter: f, Count: 1, Slot: -1} }

// UpToChosen is "up to N chosen [filter]".
func UpToChosen(n int, f Filter) Sel {
	return Sel{Target: TgtChosen, Filter: f, Count: int8(n), UpTo: true, Slot: -1}
}

// NChosen is "N chosen [filter]" ("return another 2 chosen characters of
// yours"): N different cards (6.1.3), fewer only when fewer can be chosen
// (1.7.7: the effect does as much as it can). Madam Mim - Purple Dragon.
func NChosen(n int, f Filter) Sel { return Sel{Target: TgtChosen, Filter: f, Count: int8(n), Slot: -1} }

// Each is "each/all [filter]" (no choice; Ward doesn't stop it, 8.15.2).
func Each(f Filter) Sel { return Sel{Target: TgtAll, Filter: f} }

// ThisCard is "this character/item/location".
var ThisCard = Sel{Target: TgtSelf}

// Them refers to the card(s) chosen by an earlier step ("them", "that character").
func Them(slot int) Sel { return Sel{Target: TgtSlot, Slot: int8(slot)} }

// TriggerSubject and TriggerOther refer to the event's cards.
var (
	TriggerSubject = Sel{Target: TgtSubject}
	TriggerOther   = Sel{Target: TgtOther}
)

func cardStep(op Op, sel Sel) Step {
	st := Step{Op: op, Target: sel.Target, Filter: sel.Filter, Count: sel.Count, UpTo: sel.UpTo, OnlyPicked: sel.Picked}
	if sel.Slot >= 0 {
		st.Slot = uint8(sel.Slot)
	} else {
		st.Slot = 0xFF // assigned by the ability constructor
	}
	return st
}

// Player effects.
func playerStep(op Op, t Target, n int) Step {
	return Step{Op: op, Target: t, Amount: Num{N: int8(n)}, Slot: 0xFF}
}

// YourLocation is "a location of yours", the destination of a move chosen
// as the effect resolves (4.7.1: only to your locations).
func YourLocation() Sel { return Chosen(LocationsF().Yours()) }

func selText(sel Sel) string {
	if sel.Target == TgtSelf {
		return "this character"
	}
	return sel.Filter.describe(false)
}

// Choose is a step that only chooses: "chosen [filter]" is picked into a
// slot, and the following steps act on Them(slot) or test it with ChosenIs
// ("exert chosen character; if a Princess is chosen, banish her instead").
func Choose(sel Sel) Step { return cardStep(OpChoose, sel) }

// ChooseAnyNumber is "any number of chosen [f]" ("remove up to 2 damage from
// any number of chosen characters", "banish any number of your items"): a
// step that only chooses, one card at a time, as many different matching
// cards as the player likes (none too; no limit of a slot). The following
// steps act on the cards picked with Picked. Choosing them is choosing
// (6.1.3): an opponent's Ward card can't be picked (8.15.1). Ever as Before.
func ChooseAnyNumber(f Filter) Step {
	st := Choose(UpToChosen(1, f))
	st.AnyNumber = true
	st.Count = 0 // no cap; MoveUpToTo caps it at N
	return st
}

// TotalStrengthAtMost limits a ChooseAnyNumber choice to cards "with total
// {S} N or less": each card picked must keep the total strength of the
// picked cards, read as it is picked (6.6), at N or less. The Leviathan -
// Guardian of Atlantis.
func (s Step) TotalStrengthAtMost(n int) Step { s.MaxTotalStrength = int8(n); return s }

// Picked is "each of them" after ChooseAnyNumber: the cards it picked that
// still match f, in the order they entered play. An "up to" amount is asked
// card by card (RemoveUpTo); a banish banishes them together.
func Picked(f Filter) Sel { return Sel{Target: TgtAll, Filter: f, Picked: true} }

// ChosenByOpponent makes a step's choice made by "they": the chosen
// opponent, or the opponent whose part of an "each opponent" block it is
// (EachOpponent; EachOpponentChooses sets it with their own cards). The
// opponent chooses, so their Ward doesn't stop it (8.15.1) and it isn't
// chosen by an opponent for Vanish (8.14.1).
func (s Step) ChosenByOpponent() Step { s.Chooser = TgtOpponent; return s }
