package engine

// Keyword abilities that are triggered abilities (8.13 Support, 8.14
// Vanish) are built in: any card that has the keyword now, printed or
// granted, triggers them. In the bag and on the stack they are named by
// reserved ability indices.
const (
	SupportAbility uint8 = 0xFD
	VanishAbility  uint8 = 0xFC
)

var (
	// 8.13.1: "Whenever this character quests, you may add this
	// character's strength to another chosen character's strength this turn."
	supportAbility = func() *Ability {
		st := Gets(StatStrength, 0, Chosen(Chars().Others()), ThisTurn).Optional()
		st.Amount = Num{Kind: NumSourceStat, Stat: StatStrength}
		a := newAbility(Triggered, "Support", []Step{st})
		a.Trigger = Trigger{Event: EvQuested}
		return a
	}()
	// 8.14.1: "When this character is chosen by an opponent as part of
	// resolving an action's effect, banish this character."
	vanishAbility = func() *Ability {
		a := newAbility(Triggered, "Vanish", []Step{Banish(ThisCard)})
		a.Trigger = Trigger{Event: EvChosenByOpponent}
		return a
	}()
)

// builtin returns the keyword ability for a reserved index, or nil.
func builtin(ab uint8) *Ability {
	switch ab {
	case SupportAbility:
		return supportAbility
	case VanishAbility:
		return vanishAbility
	}
	return nil
}

// keywordTriggers adds the built-in keyword abilities an event meets.
func (s *State) keywordTriggers(ev *Event) {
	var ab uint8
	var k Keyword
	switch ev.Kind {
	case EvQuested:
		ab, k = SupportAbility, Support
	case EvChosenByOpponent:
		if ev.Flags&EvfForAction == 0 {
			return // 8.14.1: for an action only, not for an ability
		}
		ab, k = VanishAbility, Vanish
	default:
		return
	}
	id := s.Resolve(ev.Subject)
	if id == NoCard || !s.InPlay(id) || !s.HasKeyword(id, k) {
		return
	}
	s.addToBag(BagItem{Player: s.Cards[id].Owner, Def: s.Cards[id].Def, Ab: ab, Source: s.RefOf(id), Target: NoRef, Ev: *ev})
}
