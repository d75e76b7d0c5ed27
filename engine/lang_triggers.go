package engine

// Triggered abilities (6.2, 7.4): "when you play", "whenever", start and end
// of turn, and the floating and delayed triggers an effect creates.

// OnPlay is an action card's effect: steps resolved as it is played.
func OnPlay(steps ...Step) *Ability { return newAbility(Triggered, "", steps) }

// MayEnterExertedTo is "this character may enter play exerted to [effect]":
// as the card is played its player is asked, as for Bodyguard (8.3.2, a
// "may" while it is being played, 6.7.9), whether it enters play exerted;
// if it does, the effect happens as a "when you play" triggered ability
// (6.2) that does nothing otherwise (its condition, checked as it resolves,
// 6.2.4). A card played by an effect that already has it enter play
// exerted isn't asked, and the effect doesn't happen. Lord Macintosh -
// Wiry and High-Strung.
func MayEnterExertedTo(name string, steps ...Step) *Ability {
	a := WhenPlayed(name, steps...)
	c := Cond{Kind: CondChoseToEnterExerted}
	a.If = &c
	return a
}

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

// WheneverDealsDamageInChallenge is "whenever this character deals damage
// to another character in a challenge": challenge damage it deals
// (4.6.6.2), after Resist (8.8.1); none is dealt when a replacement effect
// prevents it (6.5). The event's amount is the damage dealt ("the same
// amount", DealEventAmount) and its other card the character dealt damage
// (Filter.NotEventOther). Namaari - Heir of Fang.
func WheneverDealsDamageInChallenge(name string, steps ...Step) *Ability {
	return Whenever(name, EvDealtDamage, steps...).WithOther(Chars()).InChallenge()
}

// WheneverAny is a triggered ability on an event about any card of f. On
// EvPlayed ("whenever you play a [f]") it never sees its own card's play,
// even when that card matches f (1.6.1, 4.3.3; only WhenPlayed does,
// 4.3.4.1); add OrThis for "this character or another [f]".
func WheneverAny(name string, ev EventKind, f Filter, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: ev, Subject: f, AnySubject: true}
	return a
}

// WhenPlayedOnThis is "when you play a [f] on this card": a triggered
// ability of the card a character of f is played on top of with Shift
// (8.10.1). As that character is played (4.3.4.1) this card is already
// under it (5.1.1.7), so the ability works from there (Trigger.FromZone
// ZoneUnder) and is about the card just put under: playing that character
// any other way, or shifting onto another card, doesn't trigger it. Hiro
// Hamada - Future Champion.
func WhenPlayedOnThis(name string, f Filter, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvPlayed, Subject: f, AnySubject: true, OnThis: true, FromZone: ZoneUnder, InZone: true}
	return a
}

// AtStartOfYourTurn and AtEndOfYourTurn are turn triggers.
func AtStartOfYourTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnStart, Subject: Filter{Owner: Yours}}
	return a
}

// AtEndOfYourTurn is "at the end of your turn, ..." (3.4.1.1, 6.2.1).
func AtEndOfYourTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnEnd, Subject: Filter{Owner: Yours}}
	return a
}

// During makes a triggered ability live only while c holds ("during your turn, whenever ...", 6.1.13.6).
func (a *Ability) During(c Cond) *Ability {
	a.Trigger.During = &c
	return a
}

// OrThis widens a WheneverAny trigger to "whenever this character or one of
// your [f] ...": the event's card may also be the source itself, whatever f
// says (6.2.3: one trigger, once per event); on EvPlayed, "when you play
// this character or another [f]" (4.3.4.1). Minnie Mouse - Dazzling Dancer,
// Sneezy - Very Allergic.
func (a *Ability) OrThis() *Ability { a.Trigger.OrThis = true; return a }

// InChallenge limits a banish trigger to "banished in a challenge" (4.6.6).
func (a *Ability) InChallenge() *Ability { a.Trigger.InChallenge = true; return a }

// Dealt limits an EvDamaged trigger to damage dealt (1.9.2.1): "whenever
// this character is dealt damage". Damage counters put or moved onto the
// card (1.9.2.2, 1.9.2.4) are taken (1.9.3) but not dealt, so they don't
// trigger it; without Dealt the trigger is "is damaged" and they do.
func (a *Ability) Dealt() *Ability { a.Trigger.Dealt = true; return a }

// WithOther requires the event's other card to match f ("whenever this character banishes another character").
func (a *Ability) WithOther(f Filter) *Ability {
	a.Trigger.Other, a.Trigger.HasOther = f, true
	return a
}

// FloatingTrigger creates a floating triggered ability for a duration
// (6.2.7.1): e.g. a trigger on your characters questing, for this turn only.
func FloatingTrigger(d Duration, a *Ability) Step {
	return Step{Op: OpFloating, Target: TgtYou, Dur: d, Trigger: a, Slot: 0xFF}
}

// FloatingTriggerOn creates a floating triggered ability about the card
// chosen into slot by an earlier step, for a duration (6.2.7.1): "chosen
// character gets +2 {S} this turn. Whenever they challenge another character
// this turn, ...". Only events whose subject is that card (the same
// instance, 7.1.6) trigger it; write the ability with Whenever.
func FloatingTriggerOn(slot int, d Duration, a *Ability) Step {
	return Step{Op: OpFloating, Target: TgtSlot, Slot: uint8(slot), Dur: d, Trigger: a}
}

// DelayedTrigger creates a delayed triggered ability (6.2.7.2) about the
// card(s) chosen into slot (e.g. banishing them once your turn ends): in the
// created ability, Them(0) is that card.
func DelayedTrigger(slot int, a *Ability) Step {
	return Step{Op: OpDelayed, Target: TgtSlot, Slot: uint8(slot), Trigger: a}
}

// AfterTheChallenge is "[steps] after the challenge" in an ability triggered
// by a challenge ("whenever he challenges a damaged character, ready this
// character after the challenge"): a delayed triggered ability (6.2.7.2)
// that goes into the bag once the challenge in progress is over (4.6.7,
// EvChallengeEnd), whatever happened to the characters in it. Prince
// Phillip - Swordsman of the Realm.
func AfterTheChallenge(steps ...Step) Step {
	a := newAbility(Triggered, "", steps)
	a.Trigger = Trigger{Event: EvChallengeEnd, Subject: Filter{Owner: AnyOwner}}
	return Step{Op: OpDelayed, Target: TgtYou, Trigger: a, Slot: 0xFF}
}

// FirstTimeEachTurn makes a triggered ability "the first time [trigger] each
// turn" (6.2.2): later events that turn don't trigger it.
func (a *Ability) FirstTimeEachTurn() *Ability { a.FirstTime = true; return a }

// AndWhenever adds a second trigger about this card: "When you play this
// character and whenever he quests, ..." (6.2.6).
func (a *Ability) AndWhenever(ev EventKind) *Ability { a.Trigger.Or = ev; return a }

// WhenChallengesAndIsBanished is "when this character challenges and is
// banished": banished in a challenge during its player's own turn, when
// only that player's characters challenge (4.6.1). In its steps,
// TriggerOther is the challenged character (the one whose damage banished
// it, 1.8.1.4).
func WhenChallengesAndIsBanished(name string, steps ...Step) *Ability {
	return Whenever(name, EvBanished, steps...).During(DuringYourTurn()).InChallenge()
}

// WhenChallengedAndBanished is "When this character is challenged and
// banished, ...": banished by challenge damage (1.8.1.4) during another
// player's turn. Only the active player challenges (4.6.1), so on another
// player's turn this character can be in a challenge only as the one being
// challenged; on its own player's turn it can only be the challenger. The
// trigger's other card is the challenging character (TriggerOther).
func WhenChallengedAndBanished(name string, steps ...Step) *Ability {
	return Whenever(name, EvBanished, steps...).During(Unless(DuringYourTurn())).InChallenge()
}

// WheneverYouDraw is "whenever you draw a card" (EvDrawn about you).
func WheneverYouDraw(name string, steps ...Step) *Ability {
	return WheneverAny(name, EvDrawn, AnyCard().Yours(), steps...)
}

// WheneverCardLeavesYourDiscard triggers each time a card of the
// controller's leaves their discard for any other zone, by any effect or
// rule (EvLeftDiscard, once per card). Kristoff - Icy Explorer.
func WheneverCardLeavesYourDiscard(name string, steps ...Step) *Ability {
	return WheneverAny(name, EvLeftDiscard, AnyCard().Yours(), steps...)
}

// WheneverYouRemoveDamage is "whenever you remove 1 or more damage from
// [from]": damage removed by an effect of this ability's controller
// (1.9.2.3), moved damage included (1.9.2.4). Rapunzel - Gifted Artist.
func WheneverYouRemoveDamage(name string, from Filter, steps ...Step) *Ability {
	return WheneverAny(name, EvDamageRemoved, from, steps...)
}

// WheneverYouInk triggers on each card that goes into your inkwell, by the turn
// action (4.2) or by an effect (4.2.3.2).
func WheneverYouInk(name string, steps ...Step) *Ability {
	a := Whenever(name, EvInked, steps...)
	a.Trigger.Subject = Filter{Owner: Yours}
	return a
}

// AtEndOfTheTurn is "at the end of the turn" (3.4.1.1): it happens at the end
// of every player's turn, not only its controller's. Written as a delayed
// trigger by an action (e.g. banishing them as the turn ends, 6.2.7.2) it
// happens at the end of the turn it was created in.
func AtEndOfTheTurn(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvTurnEnd, Subject: Filter{Owner: AnyOwner}}
	return a
}

// FromDiscard makes a triggered ability work while its card is in its
// player's discard, and only there: "at the start of your turn, if this card
// is in your discard, ..." (6.1.12 Example B). The ability is added to the
// bag from the discard; a card that left the discard before it resolves is a
// new card (7.1.6) and the ability does nothing.
func (a *Ability) FromDiscard() *Ability {
	a.Trigger.FromZone, a.Trigger.InZone = ZoneDiscard, true
	return a
}

// WheneverOpponentDiscards is "whenever your opponent discards 1 or more
// cards": it triggers once each time an opponent discards, however many
// cards they discard at once, and the trigger event's amount (NumEvent,
// DrawThatMany) is how many they discarded (6.1.8).
func WheneverOpponentDiscards(name string, steps ...Step) *Ability {
	a := newAbility(Triggered, name, steps)
	a.Trigger = Trigger{Event: EvDiscards, Subject: Filter{Owner: Opposing}}
	return a
}

// WheneverYourCharactersSing is "whenever one or more of your characters
// sings a song": it triggers once for each song of yours played by singing
// it (5.4.4.2), however many characters sang it together (8.12.1), and not
// for a song played by paying its cost or for free. The trigger's subject
// is the song. Pepa Madrigal - Sensitive Sister.
func WheneverYourCharactersSing(name string, steps ...Step) *Ability {
	a := WheneverAny(name, EvPlayed, SongCards().Yours(), steps...)
	a.Trigger.Sung = true
	return a
}

// WheneverYouReturnFromDiscard is "whenever you return a [f] card from your
// discard to your hand": an effect of this ability's controller put a
// matching card of theirs from their discard into their hand (PutInHand,
// "return" or "put into your hand"), once for each card so moved. The
// trigger's subject is the card, now in the hand. Fix-It Felix, Jr. -
// Pint-Sized Hero.
func WheneverYouReturnFromDiscard(name string, f Filter, steps ...Step) *Ability {
	f.Owner = Yours
	return WheneverAny(name, EvReturnedFromDiscard, f, steps...)
}

// WheneverYouPayToPlay is "whenever you pay N {I} or less to play a [f]":
// it triggers on your playing a card of f by paying its ink cost or an ink
// Shift cost (4.3.2.3, 8.10.1) when the ink paid, after every payment
// modifier (4.3.6), is N or less (none paid counts); a card played for free
// (an alternate cost, 6.1.7) or a song sung (5.4.4.2) pays no ink and
// doesn't trigger it. The trigger's subject is the card played. Buzz
// Lightyear - On the Way, Babyhead - Leader of Sid's Toys.
func WheneverYouPayToPlay(name string, n int, f Filter, steps ...Step) *Ability {
	f.Owner = Yours
	a := WheneverAny(name, EvPlayed, f, steps...)
	a.Trigger.Paid, a.Trigger.PaidAtMost = true, int8(n)
	return a
}

// WheneverYouPlayNth is "whenever you play a second [f] in a turn": it
// triggers on your playing a card of f (4.3, by any means) when that card
// is the Nth of f you have played this turn, checked as the play event
// happens (6.2.3) and never again that turn. Minnie Mouse - Wide-Eyed
// Diver.
func WheneverYouPlayNth(name string, n int, f Filter, steps ...Step) *Ability {
	f.Owner = Yours
	a := WheneverAny(name, EvPlayed, f, steps...)
	c := Cond{Kind: CondPlayedNth, Filter: f, N: int8(n)}
	a.Trigger.During = &c
	return a
}

// ForActionOrItem limits an EvChosen trigger to "chosen for an action or an
// item's ability" (6.1.3): the choice of an action's effect or of an item's
// ability, by any player. Tod - Knows All the Tricks.
func (a *Ability) ForActionOrItem() *Ability {
	a.Trigger.ForActionOrItem = true
	return a
}

// TimesEachTurn makes a triggered ability happen at most n times each turn
// ("twice during your turn, whenever ...", 6.1.13.2): as Once, a time counts
// when the ability has fully resolved (6.1.1), and a trigger beyond the n-th
// resolves with no effect; add During for "during your turn". Tod - Knows
// All the Tricks.
func (a *Ability) TimesEachTurn(n int) *Ability { a.PerTurn = int8(n); return a }
