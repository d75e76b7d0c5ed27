package engine

import "fmt"

// Granted activated abilities (6.3, 6.4.1): a static ability can make cards
// gain an activated ability ("characters gain '{E} - draw a card' while
// here"). The ability is not on the card's definition: the game lists every
// ability some static grants, and an activation names it by a reserved index
// GrantBase+k. It can be used only while a static in force grants it to the
// card (canActivate asks every time), so it is lost as soon as the static
// stops applying; once used, it resolves on its own (4.4.4).

// GrantBase is the first ability index that names a granted ability in
// ActActivate, in the bag and in frames: GrantBase+k is the game's k-th
// granted ability (Game.Granted).
const GrantBase uint8 = 0x80

// maxGranted is how many distinct granted abilities a game can hold: the
// indices up to the reserved ones (Vanish, 0xFC).
const maxGranted = int(VanishAbility - GrantBase)

// registerGrant adds the ability a static effect grants to the game's table
// once, keeping first-seen order (definitions in DefID order).
func (g *Game) registerGrant(d *CardDef, by string, a *Ability) error {
	for _, b := range g.granted {
		if b == a {
			return nil
		}
	}
	switch {
	case a.Kind == Activated:
	case a.Kind == Triggered && a.Trigger.Event != EvNone:
		// a granted triggered ability ("your characters named Jetsam gain
		// 'When this character is banished in a challenge, ...'", 6.2):
		// matched against events for each card that has it (emit)
		if a.Trigger.Event >= 64 || a.Trigger.Or >= 64 {
			return checkGrant(d, "a granted ability's event doesn't fit the event set")
		}
		g.anyGrantedTrig = true
		g.grantedEvents |= eventsOf(a)
	default:
		return checkGrant(d, "a granted ability must be an activated or a triggered ability")
	}
	if len(g.granted) >= maxGranted {
		return checkGrant(d, "too many distinct granted abilities in one game")
	}
	if err := checkAbility(d, a); err != nil {
		return err
	}
	g.granted = append(g.granted, a)
	g.grantedBy = append(g.grantedBy, by)
	return nil
}

func checkGrant(d *CardDef, why string) error {
	return fmt.Errorf("engine: %s: %s", d.FullName, why)
}

// Granted returns the granted ability that index ab names, or nil when ab
// names none.
func (g *Game) Granted(ab uint8) *Ability {
	if ab < GrantBase || int(ab-GrantBase) >= len(g.granted) {
		return nil
	}
	return g.granted[ab-GrantBase]
}

// GrantedBy is the story name of the static ability that grants ability ab
// (the first one in definition order), "" if none.
func (g *Game) GrantedBy(ab uint8) string {
	if g.Granted(ab) == nil {
		return ""
	}
	return g.grantedBy[ab-GrantBase]
}

// grantIndex is the index that names granted ability a.
func (g *Game) grantIndex(a *Ability) (uint8, bool) {
	for k, b := range g.granted {
		if b == a {
			return GrantBase + uint8(k), true
		}
	}
	return 0, false
}

// Ability returns ability ab of definition def as ActActivate, the bag and
// frames name it: one of the card's own, a granted one (GrantBase+k), a
// keyword's built-in one, or an action's effect (0xFF). Nil if none.
func (s *State) Ability(def DefID, ab uint8) *Ability { return s.abilityAt(def, ab, 0) }

// activatedAbility returns the activated ability ab of card id, whether
// printed or granted to it by a static in force now (6.4.1), or nil.
func (s *State) activatedAbility(id CardID, ab uint8) *Ability {
	if a := s.game.Granted(ab); a != nil {
		if s.hasGranted(id, a) {
			return a
		}
		return nil
	}
	d := s.Def(id)
	if int(ab) < len(d.Abilities) && d.Abilities[ab].Kind == Activated {
		return d.Abilities[ab]
	}
	return nil
}

// hasGranted reports whether a static in force, or an effect with a
// duration ("gains '...' this turn", 6.4.2.2), grants ability a to card id.
func (s *State) hasGranted(id CardID, a *Ability) bool {
	if len(s.game.granted) == 0 {
		return false
	}
	if s.game.anyGrantEffect {
		ab, _ := s.game.grantIndex(a)
		for i := range s.Effects {
			e := &s.Effects[i]
			if e.Kind == StGrantAbility && e.Amount == int16(ab) && s.effectApplies(e, id) {
				return true
			}
		}
	}
	has := false
	s.staticsFor(kindBit(StGrantAbility), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind == StGrantAbility && e.Grant == a && s.staticApplies(e, src, ctl, id) {
			has = true
			return false
		}
		return true
	})
	return has
}

// GrantedTo appends the indices of the abilities statics in force grant to
// card id now, each once, in the game's order.
func (s *State) GrantedTo(id CardID, buf []uint8) []uint8 {
	for k, a := range s.game.granted {
		if s.hasGranted(id, a) {
			buf = append(buf, GrantBase+uint8(k))
		}
	}
	return buf
}

// grantedTriggersOf adds to the bag the granted triggered abilities of card
// id (player p's) that ev triggers: those a static in force or an effect
// grants the card now (6.2.3, 6.4.1). The bag names each by its index
// GrantBase+k, as activations name granted activated abilities.
func (s *State) grantedTriggersOf(id CardID, p uint8, ev *Event) {
	for k, a := range s.game.granted {
		if a.Kind != Triggered || (a.Trigger.Event != ev.Kind && (a.Trigger.Or == EvNone || a.Trigger.Or != ev.Kind)) {
			continue
		}
		if s.hasGranted(id, a) && s.triggerMatches(a, id, p, ev) {
			s.addToBag(BagItem{Player: p, Def: s.Cards[id].Def, Ab: GrantBase + uint8(k), Source: s.RefOf(id), Target: NoRef, Ev: *ev})
		}
	}
}

// registerGrantSteps registers the abilities that the steps of a card's
// abilities grant for a duration ("chosen character gains '...' this
// turn"): OpGrantAbility names them by their index in the game's table.
func (g *Game) registerGrantSteps(d *CardDef, a *Ability) error {
	for i := range a.Steps {
		st := &a.Steps[i]
		if st.Op != OpGrantAbility {
			continue
		}
		if st.Trigger == nil {
			return checkGrant(d, "a granted ability is missing")
		}
		// An action's effect has no story name: the ability it grants is
		// named by the action's name (as a trigger an effect creates is
		// named by its card, scenarios.md decision rule 10).
		by := a.Name
		if by == "" {
			by = d.FullName
		}
		if err := g.registerGrant(d, by, st.Trigger); err != nil {
			return err
		}
		g.anyGrantEffect = true
	}
	return nil
}

// grantInPlay reports whether a card with a granting static is in play, so
// Legal looks for granted abilities only then.
func (s *State) grantInPlay() bool {
	if len(s.game.granted) == 0 {
		return false
	}
	for p := range s.Players {
		for _, id := range s.Players[p].Play {
			if s.game.grants[s.Cards[id].Def] {
				return true
			}
		}
	}
	return false
}

// legalGranted appends the uses of granted abilities player p can make with
// card id (4.4, 6.3.1), each once however many statics grant it.
func (s *State) legalGranted(buf []Action, p uint8, id CardID) []Action {
	start := len(buf)
	s.staticsFor(kindBit(StGrantAbility), id, func(e *StaticEffect, src CardID, ctl uint8) bool {
		if e.Kind != StGrantAbility || !s.staticApplies(e, src, ctl, id) {
			return true
		}
		ab, _ := s.game.grantIndex(e.Grant)
		for _, a := range buf[start:] {
			if a.Ab == ab {
				return true
			}
		}
		if s.canActivate(p, id, ab).ok() {
			buf = append(buf, Action{Kind: ActActivate, Player: p, Card: id, Ab: ab})
		}
		return true
	})
	return buf
}
