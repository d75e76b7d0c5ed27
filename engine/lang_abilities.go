package engine

// Abilities (6.1): the constructors of activated and static abilities and
// the modifiers every ability kind shares. Cards are written as a few lines
// of the language's builders, e.g.
//
// 	engine.WhenPlayed("Ohana", engine.Draw(2).Optional()).If_(engine.YouHave(engine.Chars().Others(), 2))
//
// Builders return values; methods on them return modified copies. See
// docs/ability-language.md for the whole vocabulary.

func newAbility(k AbilityKind, name string, steps []Step) *Ability {
	a := &Ability{Kind: k, Name: name, Steps: steps}
	next := uint8(0)
	for i := range a.Steps {
		st := &a.Steps[i]
		if st.Slot != 0xFF && (st.Target == TgtChosen || st.Reveal || st.KeepDiscarded || st.KeepMoved) && st.Slot >= next && st.Slot < 3 {
			// a choice given its slot by a builder ("choose the card the
			// damage moves from" into slot 0): later choices get their own
			next = st.Slot + 1
		}
		if st.Slot == 0xFF {
			if st.Target == TgtChosen || st.Reveal || st.KeepDiscarded || st.KeepMoved {
				st.Slot = next
				if next < 3 {
					next++
				}
			} else if st.Target == TgtSlot {
				st.Slot = 0
			} else {
				st.Slot = 0
			}
		}
	}
	return a
}

// Activate is "[cost] - [effect]".
func Activate(name string, cost Cost, steps ...Step) *Ability {
	a := newAbility(Activated, name, steps)
	a.Cost = cost
	return a
}

// StaticOf is a static ability with continuous effects.
func StaticOf(name string, effects ...StaticEffect) *Ability {
	return &Ability{Kind: Static, Name: name, Statics: effects}
}

// If_ is the ability's condition: "if/while [c]" (6.2.4 for triggers, 6.4.3 for statics and activated abilities).
func (a *Ability) If_(c Cond) *Ability { a.If = &c; return a }

// Once is "once per turn" (6.1.13.2): the ability happens only once each
// turn, counted when it has fully resolved (6.1.1): a "may" declined, or an
// effect that did nothing, doesn't use it up. A triggered one still
// triggers, and once used up resolves with no effect; an activated one can't
// be used again that turn.
func (a *Ability) Once() *Ability { a.OncePerTurn = true; return a }

// BindAbility records an ability's place in its card's definition; the
// catalogue calls it once when it attaches abilities.
func BindAbility(a *Ability, def DefID, index int) {
	a.def = def
	a.index = uint8(index)
}

// KeywordAbility returns the built-in ability of a keyword that is a
// triggered ability (Support, Vanish) for its reserved index in the bag, or
// nil for any other index.
func KeywordAbility(ab uint8) *Ability { return builtin(ab) }
