package engine

import "strings"

// Question is the pending decision in the engine's own words, for the
// player who must answer it: which ability or rule asks (Asker), what it
// asks (Ask), and, for a "may", what each answer does.
type Question struct {
	Asker string // "Bodyguard of Maximus - Palace Horse", "Support of Moana - Of Motunui"; "" for a turn action
	Ask   string // what is asked: "enter play exerted?", "you may add this character's {S} ..."
	Yes   string // DecMay: what answering yes does
	No    string // DecMay: what answering no does
}

// Question describes the decision pending in s, from the frame that asks
// it (never from printed text). A turn action and a finished game have no
// asker.
func (s *State) Question() Question {
	d := s.Pending()
	if d.Kind == DecNone || d.Kind == DecTurn || len(s.Stack) == 0 {
		return Question{}
	}
	f := &s.Stack[len(s.Stack)-1]
	src := "a card"
	if id := s.Resolve(f.Source); id != NoCard {
		src = s.Def(id).FullName
	} else if int(f.Def) < len(s.game.Defs) && f.Kind != FrBag && f.Kind != FrAlter {
		src = s.game.Defs[f.Def].FullName
	}
	switch f.Kind {
	case FrAlter:
		return Question{Asker: "the mulligan (2.2.2)", Ask: "choose the cards to put back on the bottom of your deck, then done to draw as many"}
	case FrBag:
		return Question{Asker: "the bag (7.7.4)", Ask: "choose which of your triggered abilities resolves next"}
	case FrEnterExerted:
		// 8.3.2: Bodyguard's "may enter play exerted"
		return Question{Asker: "Bodyguard of " + src, Ask: "enter play exerted?",
			Yes: "it enters play exerted", No: "it enters play ready"}
	case FrSingers:
		return Question{Asker: "Sing Together of " + src, Ask: "choose the characters that sing it, until their costs add up (8.12)"}
	case FrStartTurn:
		return Question{Asker: "the ready step (3.2.1.1)", Ask: "choose the card that readies next"}
	case FrShiftCost:
		return Question{Asker: "Shift of " + src, Ask: "choose the cards discarded to pay the Shift cost (8.10.1)"}
	case FrReplace:
		return Question{Asker: "replacement effects on " + src + " (6.5.7.2)", Ask: "choose which replacement effect applies to the damage it would be dealt"}
	case FrAltCost:
		a := s.frameAbility(f)
		q := Question{Asker: "the alternate cost of " + src}
		if a == nil {
			return q
		}
		if f.Phase == altMay {
			q.Ask = a.Cost.describe() + " to play it instead of paying its ink cost?"
			q.Yes, q.No = "pay that instead: "+a.Cost.describe(), "pay its ink cost"
			return q
		}
		q.Ask = "choose the cards that pay it: " + a.Cost.describe()
		return q
	case FrCostChoice:
		a := s.frameAbility(f)
		q := Question{Asker: "the cost of " + abilityOf(src, f.Ab, a)}
		if a == nil {
			return q
		}
		switch f.Phase {
		case costExert:
			q.Ask = "choose the card exerted to pay " + a.Cost.describe()
		case costDiscard:
			q.Ask = "choose the card discarded to pay " + a.Cost.describe()
		case costBanish:
			q.Ask = "choose the card banished to pay " + a.Cost.describe()
		default:
			q.Ask = a.Cost.describe()
		}
		return q
	case FrAbility, FrPlayAction:
		a := s.frameAbility(f)
		q := Question{Asker: abilityOf(src, f.Ab, a)}
		if a == nil || int(f.PC) < 0 || int(f.PC) >= len(a.Steps) {
			return q
		}
		text := stepText(a.Steps, int(f.PC))
		// once its "may" is answered yes, the step's choice is no longer
		// optional: "choose ... to give +2 strength", not "you may"
		q.Ask = strings.TrimPrefix(text, "you may ")
		if d.Kind == DecMay {
			q.Ask = strings.TrimSuffix(text, ".") + "?"
			yes := text
			for _, p := range []string{"if you do, ", "you may "} {
				yes = strings.TrimPrefix(yes, p)
			}
			q.Yes, q.No = yes, "don't"
		}
		return q
	}
	return Question{Asker: src}
}

// abilityOf names ability a (index ab) of the card named src: its name
// where it has one, a keyword ability by its keyword, else the card alone.
func abilityOf(src string, ab uint8, a *Ability) string {
	switch {
	case a == nil:
		return src
	case ab == SupportAbility || ab == VanishAbility || a.Name != "":
		return a.Name + " of " + src
	}
	return src
}

// stepText renders step pc of steps in the words of its ability, after
// the steps before it (so that "them", "that card" read as they do there).
func stepText(steps []Step, pc int) string {
	var c stepCtx
	for i := 0; i < pc; i++ {
		c.after(&steps[i])
	}
	st := &steps[pc]
	if st.Op == OpChooseOption && len(st.Options) > 0 {
		s, _ := describeOptions(steps, pc, &c)
		return s
	}
	return st.describeIn(&c)
}

// OptionText describes option n (0-based) of a pending DecOption: the
// steps of the option of "choose one", the player of "chosen opponent", or
// the replacement effect (6.5.7.2). It returns "" where it can't say.
func (s *State) OptionText(n int) string {
	if s.Pending().Kind != DecOption || len(s.Stack) == 0 {
		return ""
	}
	f := s.top()
	switch f.Kind {
	case FrReplace:
		id := s.Resolve(f.Source)
		if id == NoCard {
			return ""
		}
		_, prevent := s.replaceOptions(id, int(f.Num), s.askedByChallenge())
		if prevent {
			if n == 0 {
				return s.Def(id).FullName + " takes no damage"
			}
			n--
		}
		text := ""
		s.redirects(id, func(c CardID) bool {
			if n == 0 {
				text = s.Def(c).FullName + " takes the damage instead"
				return false
			}
			n--
			return true
		})
		return text
	case FrAbility, FrPlayAction:
		if f.Phase != spOption {
			return ""
		}
		a := s.frameAbility(f)
		if a == nil || int(f.PC) >= len(a.Steps) {
			return ""
		}
		steps := a.Steps
		st := &steps[f.PC]
		if n < 0 || n >= len(st.Options) {
			return ""
		}
		stop := len(steps)
		if n+1 < len(st.Options) {
			stop = int(st.Options[n+1])
		}
		var c stepCtx
		for i := 0; i < int(f.PC); i++ {
			c.after(&steps[i])
		}
		var parts []string
		for j := int(st.Options[n]); j < stop && j < len(steps); j++ {
			if steps[j].Op == OpJump {
				break
			}
			if t := steps[j].describeIn(&c); t != "" {
				parts = append(parts, t)
			}
			c.after(&steps[j])
		}
		return strings.Join(parts, ", then ")
	}
	return ""
}
