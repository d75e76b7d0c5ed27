package engine

// Step modifiers and compositions: "may" (6.1.4), "if you do", "for each",
// "[A] or [B]" (6.1.5.2), who does the step, and the rendered words.

// Optional is "you may [step]" (6.1.4): asked before any choice in it.
func (s Step) Optional() Step { s.May = true; return s }

// ThenChosenPlayer marks a step followed, in the same sentence, by a step
// on a chosen player or opponent: the player is chosen as this step begins,
// after its "may" and before its choices (6.1.3).
func (s Step) ThenChosenPlayer() Step { s.ThemFirst = true; return s }

// OfChosenPlayer makes a step on the cards of "they" (Filter.Theirs) a step
// on a chosen player's cards, any player's, yours included ("put a card from
// chosen player's discard on the bottom of their deck", 6.1.3): the player
// is chosen first (after the "may"), then the cards among theirs.
func (s Step) OfChosenPlayer() Step { s.ThemAny = true; return s }

// IfYouDo is "if you do": the step happens only if the previous step was done (6.1.5.1).
func (s Step) IfYouDo() Step { s.IfDid = true; return s }

// IfTheyDont is "if they don't": the step happens only if the previous step
// wasn't done (6.1.5.1), such as a "may" its player declined ("the
// challenging player may choose and discard a card. If they don't, you gain
// 2 lore": Flynn Rider - Breaking and Entering).
func (s Step) IfTheyDont() Step { s.IfDidnt = true; return s }

// When makes the step conditional: "if [c], ..." checked as it resolves (6.2.4).
func (s Step) When(c Cond) Step { s.If = &c; return s }

// Say gives the step its own rendered words, for compositions Describe can't phrase.
func (s Step) Say(t string) Step { s.Text = t; return s }

// For changes which player does a player step ("each opponent draws").
func (s Step) For(t Target) Step { s.Target = t; return s }

// Times repeats the step once for each [f] counted as it resolves ("for each", 6.1.8).
func (s Step) Times(f Filter) Step {
	s.Amount = Num{N: s.Amount.N, Kind: NumCount, Filter: f}
	return s
}

// ForEachThisWay makes a step's amount "N for each 1 [damage removed / lore
// lost / card drawn or discarded] this way": what the previous step did,
// counted once (6.1.8).
func (s Step) ForEachThisWay() Step {
	s.Amount = Num{N: s.Amount.N, Kind: NumThisWay}
	return s
}

// CountsOnly makes a DiscardAtRandom step count, for a ForEachThisWay step
// after it, only the discarded cards of f, by their printed facts ("for
// each action card discarded this way", 6.1.8); without it every card
// discarded counts. Any other step panics at start-up (a definition
// error, caught by the card tests). The Headless
// Horseman - Cursed Rider.
func (s Step) CountsOnly(f Filter) Step {
	if s.Op != OpDiscardRandom {
		panic("engine: CountsOnly applies to DiscardAtRandom only")
	}
	s.Filter = f
	return s
}

// OneOf is "[A] or [B]" (6.1.5.2) for one-step options, as the steps of an
// ability starting at step index at: the player chooses A or B; an option
// that can't be done can't be chosen while the other can.
func OneOf(at int, a, b Step) []Step { return OneOfSteps(at, []Step{a}, []Step{b}) }

// OneOfSteps is "choose one: [A] or [B]" (6.1.5.2) where an option is
// several steps ("ready chosen Villain character. They can't quest for the
// rest of this turn"), as the steps of an ability starting at step index
// at. Whether an option can be done is judged by its first step; the
// choices of both options take their slots in the order of the text (a
// later step of an option names its own choice's slot with Them). The
// Plank.
func OneOfSteps(at int, a, b []Step) []Step { return ChooseOne(at, a, b) }

// ChooseOne is "choose one: • [A] • [B] • [C]" (6.1.5.2) with any number of
// options, each one or more steps, as the steps of an ability starting at
// step index at: the player chooses an option that can be done (judged by
// its first step) and only its steps happen. The choice step skipped ("you
// may pay 2 {I} to choose one": `.IfYouDo()`, or `.When(c)` false) skips
// every option. Anna - Diplomatic Queen.
func ChooseOne(at int, options ...[]Step) []Step {
	end := at + 1
	for _, o := range options {
		end += len(o) + 1
	}
	end-- // the last option needs no jump
	choose := Step{Op: OpChooseOption, Slot: 0xFF, Jump: int8(end)}
	steps := []Step{choose}
	for k, o := range options {
		steps[0].Options = append(steps[0].Options, int8(at+len(steps)))
		steps = append(steps, o...)
		if k+1 < len(options) {
			steps = append(steps, Step{Op: OpJump, Jump: int8(end), Slot: 0xFF})
		}
	}
	return steps
}

// MayOneOf is "you may choose one: [A] or [B]" (6.1.4, 6.1.5.2): the "may"
// is asked first; declined, neither option happens and the ability goes on
// after both (the choice step's Jump). Camilo Madrigal - Prankster.
func MayOneOf(at int, a, b Step) []Step {
	steps := OneOf(at, a, b)
	steps[0].May = true
	steps[0].Jump = int8(at + 4)
	return steps
}

// MayOneOfSteps is "you may choose one: [A] or [B]" (6.1.4, 6.1.5.2) where
// an option is several steps ("draw 2 cards, then choose and discard 2
// cards"): as MayOneOf, the options' steps laid out one after the other
// from index at+1. Simba - Fighting Prince.
func MayOneOfSteps(at int, a, b []Step) []Step {
	steps := OneOfSteps(at, a, b)
	steps[0].May = true
	steps[0].Jump = int8(at + 1 + len(a) + 1 + len(b)) // declined: on after both
	return steps
}

// ChosenPlayer is "chosen player [does st]" (6.1.3): as the step resolves
// the controller chooses any player still in the game, themselves
// included, asked as options in turn order from the controller (option 1:
// you); st is a player step. Second Star to the Right.
func ChosenPlayer(st Step) Step { return st.For(TgtChosenPlayer) }

// EachOpponent is "each opponent [does steps]" (6.7.6): the steps are done
// once for each opponent, the active player first (on an opponent's turn)
// then in turn order, each time with "they" (TgtOpponent, ChosenByOpponent,
// Filter.Theirs) naming that opponent; their parts are one resolution. at is
// the index the block will have in its ability (the steps' own indices,
// such as OneOf's, count from at+1). Give the first step its words (Say):
// every opponent banishing a character of their own choice. Cards chosen
// into a slot are kept across the parts ("those characters").
func EachOpponent(at int, steps ...Step) []Step {
	out := make([]Step, 0, len(steps)+2)
	out = append(out, Step{Op: OpEachOpponent, Jump: int8(at + len(steps) + 2), Slot: 0xFF})
	out = append(out, steps...)
	return append(out, Step{Op: OpNextOpponent, Jump: int8(at + 1), Slot: 0xFF})
}

// EachPlayer is "each player [does steps]" (6.7.6): as EachOpponent, with
// every player still in the game taking a part, the controller included:
// the active player first, then in turn order, "they" (TgtOpponent,
// ChosenByOpponent, Filter.Theirs) naming the player whose part it is. Give
// the first step its words. The Return of Hercules.
func EachPlayer(at int, steps ...Step) []Step {
	out := EachOpponent(at, steps...)
	out[0].Target, out[len(out)-1].Target = TgtEachPlayer, TgtEachPlayer
	return out
}

// EachOpponentChooses is "each opponent chooses [and does st to] one of
// their [cards]" (6.7.6): for each opponent in turn, that opponent chooses
// among their own cards matching st's filter (so their Ward doesn't stop
// it, 8.15.1) and st is done to the card. st is a card step on a chosen
// card (Banish(Chosen(Chars()))); at is as for EachOpponent. Lady Tremaine -
// Imperious Queen.
func EachOpponentChooses(at int, st Step) []Step {
	st.Filter.Owner = Theirs
	st.Chooser = TgtOpponent
	return EachOpponent(at, st)
}

// EachPlayerChooses is "each player chooses [and does st to] [their
// cards]" (6.7.6): as EachOpponentChooses, with every player taking a part,
// the active player first then in turn order, each choosing among their own
// cards matching st's filter (their Ward doesn't stop it, 8.15.1). st is a
// card step on chosen cards (Chosen, NChosen, UpToChosen); at is as for
// EachPlayer. Escape Plan, Kida - Crystal Scion.
func EachPlayerChooses(at int, st Step) []Step {
	st.Filter.Owner = Theirs
	st.Chooser = TgtOpponent
	return EachPlayer(at, st)
}

// EachOpponentChoosesOneOf is "each opponent chooses [A] or [B]" (6.1.5.2,
// 6.7.6): for each opponent in turn, that opponent picks the option and
// does it (player steps for TgtOpponent: "they"). Lucifer - Cunning Cat.
func EachOpponentChoosesOneOf(at int, a, b Step) []Step {
	steps := OneOf(at+1, a, b)
	steps[0].Chooser = TgtOpponent
	return EachOpponent(at, steps...)
}

// Continuously makes an each/all step a continuous static ability generated
// by a resolved effect (6.4.2.1): "your characters can't be challenged until
// the start of your next turn" also covers characters played later.
func (s Step) Continuously() Step { s.Continuous = true; return s }

// EqualToThis makes a step's amount "equal to this character's [stat]",
// counted as the step resolves ("each of your other characters gets +{S}
// equal to this character's {S} this turn", 6.1.8). On a Gets with a
// negative amount the modifier is negative: "chosen opposing character
// loses {S} equal to this character's {L}" is Gets(StatStrength, -1, ...)
// .EqualToThis(StatLore) (6.6.2; Minnie Mouse - Storyteller).
func (s Step) EqualToThis(st Stat) Step {
	s.Amount = Num{Kind: NumSourceStat, Stat: st, N: negSign(s.Amount)}
	return s
}

// negSign is -1 for an amount written negative (a "-N" or "loses"), else 0:
// the sign a stat-equal amount keeps (Num.N of NumSourceStat).
func negSign(n Num) int8 {
	if n.Kind == NumConst && n.N < 0 {
		return -1
	}
	return 0
}

// EqualToThat makes a step's amount "equal to the [stat] of" the card an
// earlier step chose into slot, read once as the step resolves (6.1.8): "he
// gets +{S} equal to the {S} of chosen character this turn" is
// Choose(Chosen(Chars())) then Gets(StatStrength, 0, ThisCard,
// ThisTurn).EqualToThat(0, StatStrength) (Zeus - Mr. Lightning Bolts). A
// card that has left play counts with its last known value (6.7.7).
func (s Step) EqualToThat(slot int, st Stat) Step {
	s.Amount = Num{Kind: NumStatOf, Stat: st, Slot: uint8(slot)}
	return s
}

// ToAMaximumOf caps a counted step amount: "gain lore equal to her {S}, to
// a maximum of 6 lore" is GainLore(0).EqualToThis(StatStrength)
// .ToAMaximumOf(6) (6.1.8: the amount is counted as the step resolves, then
// capped). Mulan - Resourceful Recruit.
func (s Step) ToAMaximumOf(n int) Step {
	s.Amount.Max = int8(n)
	return s
}

// ForEachCardUnderThis makes a step's amount "N for each card under this
// character", counted once as the step resolves (6.1.8); once the card has
// left play, the cards that were under it then (6.7.7): "each opponent
// chooses and discards a card for each card that was under him" is
// Discard(1, TgtEachOpponent).ForEachCardUnderThis() on a banish trigger
// (Goofy - Ghost of Jacob Marley); "look at a number of cards equal to the
// number of cards under him" is LookTop(1).ForEachCardUnderThis().
func (s Step) ForEachCardUnderThis() Step {
	s.Amount = Num{N: max8(s.Amount.N, 1), Kind: NumSourceCardsUnder}
	return s
}

// ForEachInkAmong makes a step's amount N for each distinct ink among the
// cards kept in slot (after EachPlayerRevealsTop), counted once as the step
// resolves (6.1.8); a card of two inks counts both (5.2.5). Colors of the
// Wind.
func (s Step) ForEachInkAmong(slot int) Step {
	s.Amount = Num{N: max8(s.Amount.N, 1), Kind: NumInksInSlot, Slot: uint8(slot)}
	return s
}

// EqualToTheirLocation makes a step's amount "equal to that location's
// [stat]": the location the card chosen into slot by an earlier step is at
// as the step resolves (4.7, 6.1.8); at no location, 0. "Move a character
// of yours to a location for free. Then, draw cards equal to that
// location's {L}" is Draw(0).EqualToTheirLocation(0, StatLore) after the
// move (Touch the Sky).
func (s Step) EqualToTheirLocation(slot int, st Stat) Step {
	s.Amount = Num{Kind: NumLocationStatOf, Stat: st, Slot: uint8(slot)}
	return s
}

// ForEachCardUnderSubject makes a step's amount "N for each card under"
// the trigger event's card, counted as the step resolves (6.1.8); once that
// card has left play, the cards that were under it as it left (6.7.7):
// "whenever one of your other characters is banished, you may draw a card
// for each card that was under them". Donald Duck - Fred Honeywell.
func (s Step) ForEachCardUnderSubject() Step {
	s.Amount = Num{N: max8(s.Amount.N, 1), Kind: NumCardsUnderSubject}
	return s
}

// ForEachDamageOnThat makes a step's amount "1 for each 1 damage on" the
// card an earlier step chose into slot, counted once as the step resolves
// (6.1.8): "chosen character gets +1 {S} this turn for each 1 damage on
// them" (Sword in the Stone), "draw cards equal to the damage on chosen
// character of yours" (Dinner Bell). A card that has left play counts with
// its last known damage (6.7.7).
func (s Step) ForEachDamageOnThat(slot int) Step {
	s.Amount = Num{Kind: NumDamageOf, Slot: uint8(slot)}
	return s
}

// ForEachDamageOnThis makes a step's amount "N for each 1 damage on this
// character" (the ability's source), counted once as the step resolves
// (6.1.8, 1.9.2): 1 lore per damage counter on him (Wreck-It Ralph -
// Demolition Dude). Off play, it counts 0.
func (s Step) ForEachDamageOnThis() Step {
	s.Amount = Num{N: max8(s.Amount.N, 1), Kind: NumSourceDamage}
	return s
}

// UnlessTheyPay is "[step] unless [who] pays N {I}": the player who would
// pay is asked (1.4.3: the text says who decides) whether to pay; only if
// they don't, or can't (1.5.3), does the step happen. who is a player
// target (TgtOtherOwner: "their player" for the challenging character).
func UnlessTheyPay(n int, who Target, then Step) []Step {
	pay := PayInk(n).For(who).Optional()
	then.IfDidnt = true
	return []Step{pay, then}
}

// RepeatFrom is "and repeat this effect": the ability goes on again at its
// step at. Put a condition on it (IfYouDo, When) that fails once nothing
// more happens, such as a card moved out of the deck each time ("if it's a
// Dragon character card, put it into your hand and repeat this effect"):
// the deck running out then ends the repetition.
func RepeatFrom(at int) Step {
	return Step{Op: OpJump, Jump: int8(at), Slot: 0xFF, Text: "repeat this effect"}
}

// ItsPlayerMay is "they may [step]" for a step on the card in slot (an
// earlier step revealed or chose it): the "may" (6.1.4) is asked of that
// card's player, not the controller (1.4.3: the text says who decides).
// "Each opponent reveals the top card of their deck. If it's a character
// card, they may put it into their hand": Daisy Duck - Donald's Date.
func (s Step) ItsPlayerMay() Step {
	s.May, s.Chooser = true, TgtSlotOwner
	return s
}

// ChosenForEach makes a step on Chosen cards choose one card for each
// [counted] card, counted as it resolves (6.1.8): "for each of your
// characters named Maleficent in play, return a chosen opposing character,
// item, or location with cost 3 or less to their player's hand" is
// ReturnToHand(Chosen(f)).ChosenForEach(Chars().Yours().Named("Maleficent")).
// The cards are different (6.1.3), fewer only where fewer can be chosen
// (1.7.7), at most 4. Only for steps without an amount of their own
// (return, banish, exert, ready); others are refused when the catalogue
// loads. Maleficent - Formidable Queen.
func (s Step) ChosenForEach(counted Filter) Step {
	s.CountNum = true
	s.Amount = Num{N: 1, Kind: NumCount, Filter: counted}
	return s
}

// MarksAffected makes a step mark the cards it acted on until its ability
// ends, for a later Picked(f) step: "you may remove up to 1 damage from each
// of your other characters. Ready each character you removed damage from
// this way" is RemoveUpTo(1, Each(...)).MarksAffected() then
// Ready(Picked(Chars())). A card counts only when the step did something
// to it (damage actually removed, an exerted card readied, 6.1.5.1); any
// number of cards may be marked (no slot limit). "Ready your other exerted
// Princess characters. If you do, they can't quest" marks the ones readied
// (Moana - Of Motunui). Only on removing damage or readying: refused
// elsewhere when the catalogue loads. Goofy - Groundbreaking Chef.
func (s Step) MarksAffected() Step { s.MarkPicked = true; return s }

// KeepsMoved makes a card step keep in its slot the cards it acted on, where
// they are now (a card that changed zones is a new object, 7.1.6): a later
// ChosenIs(slot, f.InZoneOf(ZoneDeck)) tests "if any Princess cards were
// moved this way", TheirPlayerDiscardsAtRandom(slot, n) finds "that player"
// of a returned trigger card. On a step that acts on the trigger's card the
// slot is the ability's next one. On TopIntoDiscard it keeps the cards put
// into the discard ("put the top card of your deck into your discard. If
// its card type is ...": Jack-Jack Parr - Incredible Potential). The Queen -
// Jealous Beauty, Yzma - Above It All.
func (s Step) KeepsMoved() Step { s.KeepMoved = true; return s }

// Fully makes a step on N chosen cards count as done only when it acted on
// all N: "choose 3 cards ... and put them on the bottom of their deck to gain
// 3 lore" (6.1.5.1: [B] only when [A] was completely performed). With fewer
// cards to choose the step still does what it can (1.7.7), and "if you do"
// after it doesn't happen. The Queen - Jealous Beauty.
func (s Step) Fully() Step { s.Whole = true; return s }

// InsteadIfChosen makes a step's amount "N; if a [f] card is in the slot,
// M instead": the cards an earlier step chose or kept there (KeepsMoved),
// checked as this step resolves ("gain 3 lore. If any Princess cards were
// moved this way, gain 4 lore instead"). The Queen - Jealous Beauty.
func (s Step) InsteadIfChosen(slot int, f Filter, m int) Step {
	s.Amount = Num{N: s.Amount.N, Kind: NumInsteadIfSlot, Filter: f, Slot: uint8(slot), Alt: int8(m)}
	return s
}
