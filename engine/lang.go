package engine

// The ability language's builders: cards are written as a few lines of
// these, e.g.
//
//	engine.WhenPlayed("Ohana", engine.Draw(2).Optional()).If(engine.YouHave(engine.Chars().Others(), 2))
//
// Builders return values; methods on them return modified copies.

// Chars selects characters in play; Items, Locations, Cards likewise.
func Chars() Filter { return Filter{Types: Characters} }

func LocationsF() Filter { return Filter{Types: Locations} }
func AnyCard() Filter    { return Filter{} }

func (f Filter) Yours() Filter           { f.Owner = Yours; return f }
func (f Filter) Opposing() Filter        { f.Owner = Opposing; return f }
func (f Filter) Others() Filter          { f.Other = true; return f }
func (f Filter) IsExerted() Filter       { f.Exerted = Yes; return f }
func (f Filter) IsReady() Filter         { f.Exerted = No; return f }
func (f Filter) IsDamaged() Filter       { f.Damaged = Yes; return f }
func (f Filter) IsUndamaged() Filter     { f.Damaged = No; return f }
func (f Filter) Named(n string) Filter   { f.Name = n; return f }
func (f Filter) CostAtMost(n int) Filter { f.Cost = AtMost(int8(n)); return f }
func (f Filter) CostAtLeast(n int) Filter {
	f.Cost = AtLeast(int8(n))
	return f
}
func (f Filter) StrengthAtMost(n int) Filter  { f.Strength = AtMost(int8(n)); return f }
func (f Filter) StrengthAtLeast(n int) Filter { f.Strength = AtLeast(int8(n)); return f }
func (f Filter) WithKeyword(k Keyword) Filter { f.Keyword = k; return f }
func (f Filter) InZoneOf(z Zone) Filter       { f.Zone, f.InZone = z, true; return f }
func (f Filter) AtThisLocation() Filter       { f.Here = true; return f }
func (f Filter) OfType(t TypeMask) Filter     { f.Types = t; return f }

// Class narrows to cards with any of the named classifications; an unknown
// name panics at start-up (a definition error, caught by the card tests).
func (f Filter) Class(names ...string) Filter {
	for _, n := range names {
		c, ok := ParseClass(n)
		if !ok {
			panic("engine: unknown classification " + n)
		}
		f.Classes = f.Classes.With(c)
	}
	return f
}

// Sel says which cards a step acts on.
type Sel struct {
	Target Target
	Filter Filter
	Count  int8
	UpTo   bool
	Slot   int8 // -1: assign the next slot
}

// Chosen is "chosen [filter]" (a choice, 6.1.3).
func Chosen(f Filter) Sel { return Sel{Target: TgtChosen, Filter: f, Count: 1, Slot: -1} }

// UpToChosen is "up to N chosen [filter]".
func UpToChosen(n int, f Filter) Sel {
	return Sel{Target: TgtChosen, Filter: f, Count: int8(n), UpTo: true, Slot: -1}
}

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
	st := Step{Op: op, Target: sel.Target, Filter: sel.Filter, Count: sel.Count, UpTo: sel.UpTo}
	if sel.Slot >= 0 {
		st.Slot = uint8(sel.Slot)
	} else {
		st.Slot = 0xFF // assigned by the ability constructor
	}
	return st
}

// Card effects.
func Deal(n int, sel Sel) Step {
	s := cardStep(OpDealDamage, sel)
	s.Amount = Num{N: int8(n)}
	return s
}
func PutDamage(n int, sel Sel) Step {
	s := cardStep(OpPutDamage, sel)
	s.Amount = Num{N: int8(n)}
	return s
}
func RemoveUpTo(n int, sel Sel) Step {
	s := cardStep(OpRemoveDamage, sel)
	s.Amount = Num{N: int8(n)}
	s.AmountUpTo = true
	return s
}
func Banish(sel Sel) Step       { return cardStep(OpBanish, sel) }
func ReturnToHand(sel Sel) Step { return cardStep(OpReturnToHand, sel) }
func Exert(sel Sel) Step        { return cardStep(OpExert, sel) }
func Ready(sel Sel) Step        { return cardStep(OpReady, sel) }
func ToInkwell(sel Sel, exerted bool) Step {
	s := cardStep(OpInkwell, sel)
	s.Exerted = exerted
	return s
}
func ShuffleIntoDeck(sel Sel) Step { return cardStep(OpShuffleIntoDeck, sel) }
func ToBottom(sel Sel) Step        { return cardStep(OpToDeckBottom, sel) }

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

// Player effects.
func playerStep(op Op, t Target, n int) Step {
	return Step{Op: op, Target: t, Amount: Num{N: int8(n)}, Slot: 0xFF}
}
func Draw(n int) Step              { return playerStep(OpDraw, TgtYou, n) }
func EachPlayerDraws(n int) Step   { return playerStep(OpDraw, TgtEachPlayer, n) }
func GainLore(n int) Step          { return playerStep(OpGainLore, TgtYou, n) }
func EachOpponentLoses(n int) Step { return playerStep(OpLoseLore, TgtEachOpponent, n) }
func PayInk(n int) Step            { return playerStep(OpPayInk, TgtYou, n) }

// Discard is "[player] chooses and discards N cards".
func Discard(n int, who Target) Step {
	s := playerStep(OpDiscard, who, n)
	return s
}

// LookTop is "look at the top N cards of your deck".
func LookTop(n int) Step { return playerStep(OpLookTop, TgtYou, n) }

// TakeFromLook is "you may reveal up to N [filter] cards and put them into
// your hand": the cards taken are revealed (6.1.14) and are "them" for the
// rest of the effect.
func TakeFromLook(n int, f Filter) Step {
	return Step{Op: OpTakeFromLook, Target: TgtYou, Filter: f, Count: int8(n), UpTo: true, Reveal: true, Slot: 0xFF}
}

// RestOnBottom is "put the rest on the bottom of your deck in any order".
func RestOnBottom() Step { return Step{Op: OpRestLook, Target: TgtYou, Slot: 0xFF} }

// RestOnTop is "put them back on the top in any order".
func RestOnTop() Step { return Step{Op: OpRestLook, Target: TgtYou, Top: true, Slot: 0xFF} }

// Step modifiers.
func (s Step) Optional() Step    { s.May = true; return s }
func (s Step) IfYouDo() Step     { s.IfDid = true; return s }
func (s Step) When(c Cond) Step  { s.If = &c; return s }
func (s Step) Say(t string) Step { s.Text = t; return s }
func (s Step) For(t Target) Step { s.Target = t; return s }

// Amounts.
func (s Step) Times(f Filter) Step {
	s.Amount = Num{N: s.Amount.N, Kind: NumCount, Filter: f}
	return s
}

// Conditions.
func YouHave(f Filter, n int) Cond { return Cond{Kind: CondCount, Filter: f, N: int8(n)} }
func DuringYourTurn() Cond         { return Cond{Kind: CondYourTurn} }
func Unless(c Cond) Cond           { c.Not = !c.Not; return c }

// Abilities.

func newAbility(k AbilityKind, name string, steps []Step) *Ability {
	a := &Ability{Kind: k, Name: name, Steps: steps}
	next := uint8(0)
	for i := range a.Steps {
		st := &a.Steps[i]
		if st.Slot != 0xFF && (st.Target == TgtChosen || st.Reveal) && st.Slot >= next && st.Slot < 3 {
			// a choice given its slot by a builder ("choose the card the
			// damage moves from" into slot 0): later choices get their own
			next = st.Slot + 1
		}
		if st.Slot == 0xFF {
			if st.Target == TgtChosen || st.Reveal {
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

// OnPlay is an action card's effect: steps resolved as it is played.
func OnPlay(steps ...Step) *Ability { return newAbility(Triggered, "", steps) }

// WhenPlayed is "When you play this character/item/location, ...".
func WhenPlayed(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvPlayed}
	return a
}

// Whenever is a triggered ability on an event about this card.
func Whenever(name string, ev EventKind, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: ev}
	return a
}

// WheneverAny is a triggered ability on an event about any card of f.
func WheneverAny(name string, ev EventKind, f Filter, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: ev, Subject: f, AnySubject: true}
	return a
}

// AtStartOfYourTurn and AtEndOfYourTurn are turn triggers.
func AtStartOfYourTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnStart, Subject: Filter{Owner: Yours}}
	return a
}
func AtEndOfYourTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnEnd, Subject: Filter{Owner: Yours}}
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

// Ability modifiers.
func (a *Ability) If_(c Cond) *Ability { a.If = &c; return a }
func (a *Ability) Once() *Ability      { a.OncePerTurn = true; return a }
func (a *Ability) During(c Cond) *Ability {
	a.Trigger.During = &c
	return a
}
func (a *Ability) InChallenge() *Ability { a.Trigger.InChallenge = true; return a }
func (a *Ability) WithOther(f Filter) *Ability {
	a.Trigger.Other, a.Trigger.HasOther = f, true
	return a
}

// Static effects.
func SelfGets(stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Self: true, Stat: stat, Amount: Num{N: int8(n)}}
}
func CardsGet(f Filter, stat Stat, n int) StaticEffect {
	return StaticEffect{Kind: StModify, Affects: f, Stat: stat, Amount: Num{N: int8(n)}}
}
func SelfGains(k Keyword, v int) StaticEffect {
	return StaticEffect{Kind: StKeyword, Self: true, Keyword: k, KwValue: int8(v)}
}
func CardsGain(f Filter, k Keyword, v int) StaticEffect {
	return StaticEffect{Kind: StKeyword, Affects: f, Keyword: k, KwValue: int8(v)}
}
func SelfCant(r Restriction) StaticEffect {
	return StaticEffect{Kind: StRestrict, Self: true, Restrict: r}
}

// BindAbility records an ability's place in its card's definition; the
// catalogue calls it once when it attaches abilities.
func BindAbility(a *Ability, def DefID, index int) {
	a.def = def
	a.index = uint8(index)
}

// More filters.
func ItemsF() Filter   { return Filter{Types: Items} }
func ActionsF() Filter { return Filter{Types: Actions} }

// InHand narrows a filter to cards in their player's hand.
func (f Filter) InHand() Filter { f.Zone, f.InZone = ZoneHand, true; return f }

// PlayForFree is "(you may) play a [filter] card for free" from your hand
// (6.1.7, 6.7.8): the player chooses one matching card; add Optional for
// "you may". A character, item or location enters play at once; an action's
// effect resolves after this ability (6.7.8.1).
func PlayForFree(f Filter) Step {
	if !f.InZone {
		f = f.InHand()
	}
	f.Owner = Yours
	return cardStep(OpPlayFree, Chosen(f))
}

// EntersExerted makes a PlayForFree card enter play exerted.
func (s Step) EntersExerted() Step { s.Exerted = true; return s }

// FloatingTrigger creates a floating triggered ability for a duration
// (6.2.7.1): "Whenever one of your characters quests this turn, ...".
func FloatingTrigger(d Duration, a *Ability) Step {
	return Step{Op: OpFloating, Target: TgtYou, Dur: d, Trigger: a, Slot: 0xFF}
}

// DelayedTrigger creates a delayed triggered ability (6.2.7.2) about the
// card(s) chosen into slot ("At the end of your turn, banish them"): in the
// created ability, Them(0) is that card.
func DelayedTrigger(slot int, a *Ability) Step {
	return Step{Op: OpDelayed, Target: TgtSlot, Slot: uint8(slot), Trigger: a}
}

// NextCostsLess is "you pay N less for the next [filter] you play this turn"
// (4.3.6): a payment modifier used up by the next matching card played.
func NextCostsLess(n int, f Filter) Step {
	if !f.InZone {
		f = f.InHand()
	}
	f.Owner = AnyOwner
	return Step{Op: OpCostReduction, Target: TgtYou, Filter: f, Amount: Num{N: int8(n)}, Count: 1, Dur: ThisTurn, Slot: 0xFF}
}

// ForEachThisWay makes a step's amount "N for each 1 [damage removed / lore
// lost / card drawn or discarded] this way": what the previous step did,
// counted once (6.1.8).
func (s Step) ForEachThisWay() Step {
	s.Amount = Num{N: s.Amount.N, Kind: NumThisWay}
	return s
}

// LookedOnTop is "put N of them on the top of your deck" after LookTop; the
// player chooses which (follow with RestOnBottom for "the other on the
// bottom").
func LookedOnTop(n int) Step {
	return Step{Op: OpLookToTop, Target: TgtYou, Count: int8(n), Slot: 0xFF}
}

// PreventNextDamage is "the next time [sel] would be dealt damage, they take
// no damage instead" for a duration: a replacement effect (6.5).
func PreventNextDamage(sel Sel, d Duration) Step {
	s := cardStep(OpPreventDamage, sel)
	s.Dur = d
	return s
}

// NameACard is "name a card" (the player answers with a name, DecName).
func NameACard() Step { return Step{Op: OpNameCard, Target: TgtYou, Slot: 0xFF} }

// RevealTop is "reveal the top card of your deck"; the card is "it" in
// slot for later steps.
func RevealTop(slot int) Step {
	return Step{Op: OpRevealTop, Target: TgtYou, Slot: uint8(slot)}
}

// PutInHand is "put [sel] into your hand" (from the deck, the discard or
// play).
func PutInHand(sel Sel) Step { return cardStep(OpReturnFromDiscard, sel) }

// NamedIs is "if it's the named card": the card in slot has the name the
// player named.
func NamedIs(slot int) Cond { return Cond{Kind: CondSlotNamed, N: int8(slot)} }

// FirstTimeEachTurn makes a triggered ability "the first time [trigger] each
// turn" (6.2.2): later events that turn don't trigger it.
func (a *Ability) FirstTimeEachTurn() *Ability { a.FirstTime = true; return a }

// MustBeChosen is "opponents must choose this character for actions and
// abilities if able" (6.7.3).
func MustBeChosen() StaticEffect { return StaticEffect{Kind: StMustChoose, Self: true} }

// TakesNoDamage is "this character takes no damage" (a replacement effect
// from a card in play, 6.5).
func TakesNoDamage() StaticEffect { return StaticEffect{Kind: StPreventDamage, Self: true} }

// TakesDamageFor is "if one of [f] would be dealt damage, put that many
// damage counters on this character instead" (6.5).
func TakesDamageFor(f Filter) StaticEffect {
	return StaticEffect{Kind: StRedirectDamage, Affects: f}
}

// AndWhenever adds a second trigger about this card: "When you play this
// character and whenever he quests, ..." (6.2.6).
func (a *Ability) AndWhenever(ev EventKind) *Ability { a.Trigger.Or = ev; return a }
