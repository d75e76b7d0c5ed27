package engine

import (
	"fmt"
	"strings"
)

// Descriptions of effects: the steps of an ability, their targets, amounts
// and durations.

// stepCtx is what earlier steps of an ability tell a step's wording.
type stepCtx struct {
	prev   *Step
	lookN  int  // cards looked at by the last OpLookTop (0: unknown)
	taken  bool // some of them were taken
	plural bool // the last choice may be several cards ("they")
}

func describeSteps(steps []Step) string {
	var b strings.Builder
	var c stepCtx
	for i := 0; i < len(steps); i++ {
		st := &steps[i]
		var s string
		if st.Op == OpChooseOption && len(st.Options) > 0 {
			var end int
			s, end = describeOptions(steps, i, &c)
			i = end - 1
		} else {
			s = st.describeIn(&c)
			c.after(st)
		}
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			if strings.HasPrefix(s, "if you do") || strings.HasPrefix(s, "otherwise") {
				b.WriteString("; ")
			} else {
				b.WriteString("; then ")
			}
		}
		b.WriteString(s)
	}
	return b.String()
}

// describeOptions renders "choose one: A or B" for the option step at i
// and returns the index of the first step after the options.
func describeOptions(steps []Step, i int, c *stepCtx) (string, int) {
	st := &steps[i]
	end := len(steps)
	for _, o := range st.Options {
		for j := int(o); j < len(steps); j++ {
			if steps[j].Op == OpJump && int(steps[j].Jump) <= len(steps) {
				end = max(int(steps[j].Jump), 0)
				break
			}
		}
	}
	var opts []string
	for k, o := range st.Options {
		stop := end
		if k+1 < len(st.Options) {
			stop = int(st.Options[k+1])
		}
		oc := *c
		var parts []string
		for j := int(o); j < stop && j < len(steps); j++ {
			if steps[j].Op == OpJump {
				break
			}
			parts = append(parts, steps[j].describeIn(&oc))
			oc.after(&steps[j])
		}
		opts = append(opts, strings.Join(parts, ", then "))
	}
	if st.Text != "" {
		return st.Text, max(end, i+1) // the choice has its own words (ChosenPlayer)
	}
	who := "choose one: "
	if st.Chooser == TgtOpponent {
		who = "chosen opponent chooses one: " // 6.1.3: "they", chosen as it resolves
		if i > 0 && steps[i-1].Op == OpEachOpponent {
			who = "each opponent chooses one: " // each in turn (EachOpponentChoosesOneOf)
		}
	}
	if st.May {
		who = "you may choose one: "
	}
	if st.IfDid {
		who = "if you do, " + who
	}
	return who + strings.Join(opts, "; or "), max(end, i+1)
}

// after records what a step did for the steps that follow.
func (c *stepCtx) after(st *Step) {
	switch st.Op {
	case OpLookTop:
		c.lookN, c.taken = 0, false
		if st.Amount.Kind == NumConst {
			c.lookN = int(st.Amount.N)
		}
	case OpTakeFromLook, OpLookToTop, OpLookPickToInk:
		c.taken = true
	case OpChoose:
		c.plural = st.Count > 1 || st.UpTo
	}
	if st.Target == TgtChosen {
		c.plural = st.Count > 1 || (st.UpTo && st.Count != 1)
	}
	if st.Target == TgtAll {
		c.plural = true
	}
	c.prev = st
}

// target renders the cards a step acts on, and whether they are several.
func (st *Step) target(c *stepCtx) (string, bool) {
	switch st.Target {
	case TgtSelf:
		return "this card", false
	case TgtChosen:
		n := max8(st.Count, 1)
		if n == 1 && !st.UpTo {
			f := st.Filter
			if f.Other || f.NotEvOther {
				f.Other, f.NotEvOther = false, false
				return "another chosen " + f.describe(false), false
			}
			return "a chosen " + f.describe(false), false
		}
		if st.UpTo {
			if f := st.Filter; f.Other || f.NotEvOther { // "up to 2 other chosen characters"
				f.Other, f.NotEvOther = false, false
				return fmt.Sprintf("up to %d other chosen %s", n, f.describe(true)), n > 1
			}
			return fmt.Sprintf("up to %d chosen %s", n, st.Filter.describe(true)), n > 1
		}
		f, pre, post := st.Filter, "", ""
		if f.Other { // "another 2 chosen characters of yours"
			f.Other, pre = false, "another "
		}
		if f.Owner == Yours && !(f.InZone && f.Zone != ZonePlay) {
			f.Owner, post = AnyOwner, " of yours"
		}
		return fmt.Sprintf("%s%d chosen %s%s", pre, n, f.describe(true), post), true
	case TgtAll:
		return st.Filter.each(), false
	case TgtSlot:
		if c != nil && c.plural {
			return "they", true
		}
		return "it", false
	case TgtSubject:
		return "that card", false
	case TgtOther:
		return "the other card", false
	case TgtEachOpponent:
		return "each opponent", false
	case TgtEachPlayer:
		return "each player", false
	case TgtMostInHand:
		return "the player or players holding the most cards", false
	case TgtOpponentsMoreLore:
		return "each opponent whose lore is higher than yours", false
	case TgtOpponent:
		return "chosen opponent", false
	case TgtChosenPlayer:
		return "chosen player", false
	case TgtSlotOwner:
		return "its player", false
	}
	return st.targetMore(), false
}

// object is the target as the object of a verb ("banish them").
func (st *Step) object(c *stepCtx) string {
	s, _ := st.target(c)
	if s == "they" {
		return "them"
	}
	return s
}

// subject is the target as the subject of a verb, with the verb agreeing:
// "it gets", "they get".
func (st *Step) subject(c *stepCtx, one, many string) string {
	s, plural := st.target(c)
	if plural {
		return s + " " + many
	}
	return s + " " + one
}

// describe renders a step on its own (as the first of its ability).
func (st *Step) describe() string { return st.describeIn(&stepCtx{}) }

// describeIn renders a step after the steps recorded in c.
func (st *Step) describeIn(c *stepCtx) string {
	if st.Text != "" {
		return st.Text
	}
	s, mayDone := st.describeOp(c)
	if s == "" {
		return "" // a block marker: the block's own steps say it
	}
	if st.May && !mayDone {
		s = "you may " + s
	}
	if st.IfDid {
		s = "if you do, " + s
	}
	if st.IfDidnt {
		s = "if they don't, " + s
	}
	if st.If != nil {
		s = "if " + st.If.describe() + ", " + s
	}
	return s
}

// describeOp renders what a step does; mayDone reports that the wording
// already says "may" (a player other than you may do it).
func (st *Step) describeOp(c *stepCtx) (s string, mayDone bool) {
	switch st.Op {
	case OpDraw:
		return st.who("draw", "draws", st.amount(c, "a card", "cards"))
	case OpDrawUntil:
		if st.Amount.Kind == NumHandOfThem {
			return "draw cards until you have as many cards in your hand as chosen opponent (nothing if they have no more than you)", false
		}
		return st.who("draw", "draws", "until holding "+st.amount(c, "", "cards"))
	case OpGainLore:
		return st.who("gain", "gains", st.amount(c, "", "lore"))
	case OpLoseLore:
		return st.who("lose", "loses", st.amount(c, "", "lore"))
	case OpDiscard:
		if st.Amount.Kind == NumHandOver {
			return st.who("discard", "discards", fmt.Sprintf("until holding %d cards", st.Amount.N))
		}
		if f := st.Filter; f.Types != 0 || f.Classes != 0 || f.Inkable != Either {
			// e.g. discarding an inkable card of your choice (DiscardA)
			f.InZone = false
			return st.who("choose and discard", "chooses and discards", article(f.describe(false)))
		}
		return st.who("choose and discard", "chooses and discards", st.amount(c, "a card", "cards"))
	case OpDiscardRandom:
		return st.who("discard", "discards", st.amount(c, "a card", "cards")+" at random")
	case OpInkwellAll:
		verb, third := "ready", "readies"
		if st.Exerted {
			verb, third = "exert", "exerts"
		}
		if st.Target == TgtYou {
			return verb + " all cards in your inkwell", false
		}
		return st.who(verb, third, "all cards in their inkwell")
	case OpInkToHand:
		if st.Amount.Kind == NumInkwellOver {
			n := st.Amount.N
			if st.Target == TgtYou {
				return fmt.Sprintf("if you have more than %d cards in your inkwell, return cards at random from your inkwell to your hand until you have %d there", n, n), false
			}
			return st.who("return", "returns", fmt.Sprintf("cards at random from their inkwell to their hand until they have %d there (if they have more than %d)", n, n))
		}
		if st.Target == TgtYou {
			return "return " + st.amount(c, "a card", "cards") + " at random from your inkwell back into your hand", false
		}
		return st.who("return", "returns", st.amount(c, "a card", "cards")+" at random from their inkwell back into their hand")
	case OpDiscardHand:
		if st.Target == TgtYou || st.Target == TgtSelf {
			return "discard your hand", false
		}
		return st.who("discard", "discards", "their hand")
	case OpPayInk:
		return st.who("pay", "pays", st.amount(c, "", "ink"))
	case OpTopToDiscard:
		if st.Target == TgtYou || st.Target == TgtSelf {
			return "put the top " + st.amount(c, "card", "cards") + " of your deck into your discard", false
		}
		return st.who("put", "puts", "the top "+st.amount(c, "card", "cards")+" of their deck into their discard")
	case OpDealDamage:
		return "deal " + st.amount(c, "", "damage") + " to " + st.object(c), false
	case OpPutDamage:
		return "put " + st.amount(c, "", "damage") + " on " + st.object(c), false
	case OpRemoveDamage:
		if st.Amount.Kind == NumConst && st.Amount.N == 127 && !st.AmountUpTo {
			return "remove all damage from " + st.object(c), false // RemoveAllDamage
		}
		return "remove " + st.amount(c, "", "damage") + " from " + st.object(c), false
	case OpMoveDamage:
		if st.From != nil {
			return "move " + st.amount(c, "1 damage counter", "damage counters") + " from each " + st.From.describe(false) + " to " + st.object(c), false
		}
		if st.FromSelf {
			return "move " + st.amount(c, "", "damage counters") + " from this character to " + st.object(c), false
		}
		// from the card chosen first (slot 0) to the target
		return "move " + st.amount(c, "", "damage") + " from the first chosen card to " + st.object(c), false
	case OpBanish:
		return "banish " + st.object(c), false
	case OpDiscardCards:
		return "discard " + st.object(c), false
	case OpPutTopUnder:
		return "put your deck's top card facedown under " + st.object(c), false
	case OpPutThisUnder:
		return "put this card facedown under " + st.object(c), false
	case OpRevealTopEach:
		return "each player reveals their deck's top card", false
	case OpPutFaceupUnderThis:
		return "put " + st.object(c) + " under this card faceup", false
	case OpLookAllToHand:
		return "put all " + st.Filter.describe(true) + " among them into your hand", false
	case OpWereUnderTo:
		return "put all cards that were under this card under " + st.object(c), false
	case OpUnderTo:
		if st.Random {
			return "put all cards from under " + st.object(c) + " to the bottom of their player's deck, in random order", false
		}
		return "put all cards from under " + st.object(c) + " into " + st.hand(), false
	case OpChoosePlayers:
		return "choose any number of players", true // its "may" is one per player
	case OpReturnToHand:
		return "return " + st.object(c) + " to " + st.hand(), false
	case OpReturnFromDiscard:
		return "put " + st.object(c) + " into " + st.hand(), false
	case OpExert:
		return "exert " + st.object(c), false
	case OpReady:
		return "ready " + st.object(c), false
	case OpModify:
		amt := st.amount(c, "", st.Stat.String())
		if st.Amount.Kind == NumSourceStat && st.Amount.N < 0 {
			amt = "-" + amt // "loses [stat] equal to this character's [stat]"
		} else if st.Amount.N >= 0 || st.Amount.Kind != NumConst && st.Amount.Kind != NumCount {
			amt = "+" + amt
		}
		if st.May {
			// e.g. an optional -2 strength to a chosen character
			return "you may give " + st.object(c) + " " + amt + durText(st.Dur), true
		}
		return st.subject(c, "gets", "get") + " " + amt + durText(st.Dur), false
	case OpGrantKeyword:
		return st.subject(c, "gains", "gain") + " " + keywordText(st.Keyword, st.KwValue) + durText(st.Dur), false
	case OpGrantClass:
		return st.subject(c, "gains", "gain") + " the " + Class(st.Amount.N).String() + " classification" + durText(st.Dur), false
	case OpLoseKeyword:
		return st.subject(c, "loses", "lose") + " " + st.Keyword.String() + durText(st.Dur), false
	case OpSingCost:
		return st.subject(c, "counts", "count") + " as having +" + st.amount(c, "", "cost") + " to sing songs" + durText(st.Dur), false
	case OpRestrict:
		if st.Restrict == CanChallengeReady {
			return st.subject(c, "can", "can") + " challenge ready characters" + durText(st.Dur), false
		}
		if st.Restrict == CanChallengeReadyDamaged {
			return st.subject(c, "can", "can") + " challenge ready damaged characters" + durText(st.Dur), false
		}
		if st.Restrict == MustQuest {
			return st.subject(c, "must", "must") + " quest if able" + durText(st.Dur), false
		}
		if st.Restrict == CanQuestDrying {
			return st.subject(c, "can", "can") + " quest the turn it's played" + durText(st.Dur), false
		}
		s = st.subject(c, "can't", "can't") + " " + restrictText(st.Restrict) + durText(st.Dur)
		if st.Restrict == CantReadyAtStart && st.Dur == UntilTheirNextReady {
			s = st.subject(c, "can't", "can't") + " ready when their next turn starts"
		}
		if w := st.While; w != nil {
			if w.AtLocation == No {
				return s + " unless at a location", false
			}
			return s + " while " + article(w.describe(false)), false
		}
		return s, false
	case OpInkwell:
		s = "put " + st.object(c) + " into " + st.possessive() + " inkwell facedown"
		if st.Exerted {
			s += " and exerted"
		}
		return s, false
	case OpShuffleIntoDeck:
		return "shuffle " + st.object(c) + " into " + st.possessive() + " deck", false
	case OpToDeckBottom:
		if st.AnyOrder {
			return "put " + st.object(c) + " to the bottom of their players' decks, in any order", false
		}
		return "put " + st.object(c) + " on the bottom of " + st.possessive() + " deck", false
	case OpToDeckTop:
		if st.AnyOrder && st.Filter.InZone && st.Filter.Zone == ZoneHand {
			return fmt.Sprintf("put %d cards from your hand on the top of your deck in any order", max8(st.Count, 1)), false
		}
		if st.Target == TgtSlot && c != nil && c.prev != nil && c.prev.Op == OpShuffleDeck {
			return "place that card on top of it", false // the deck just shuffled
		}
		return "put " + st.object(c) + " on the top of " + st.possessive() + " deck", false
	case OpLookTop:
		if st.Reveal {
			return "reveal the top " + st.amount(c, "", "cards") + " of your deck", false
		}
		if st.Amount.Kind == NumConst && st.Amount.N == 1 {
			return "look at your deck's top card", false
		}
		return "look at the top " + st.amount(c, "", "cards") + " of your deck", false
	case OpTakeFromLook:
		f := st.Filter
		f.InZone = false
		n := max8(st.Count, 1)
		if st.Also != nil {
			g := *st.Also
			g.InZone = false
			return "reveal up to 1 " + f.describe(false) + " and up to 1 " + g.describe(false) + " among them and put them into your hand", false
		}
		if f.Types == 0 && f.Classes == 0 && f.Name == "" {
			switch {
			case n == 1 && st.Reveal:
				return "reveal one of them and put it into your hand", false
			case n == 1:
				return "put one of them into your hand", false
			case st.Reveal:
				return fmt.Sprintf("reveal up to %d of them and put them into your hand", n), false
			}
			return fmt.Sprintf("put up to %d of them into your hand", n), false
		}
		if !st.Reveal {
			return fmt.Sprintf("put %d %s among them into your hand", n, f.describe(n > 1)), false
		}
		if n == 1 {
			if st.UpTo {
				return "reveal up to 1 " + f.describe(false) + " among them and put it into your hand", false
			}
			return "reveal " + article(f.describe(false)) + " among them and put it into your hand", false
		}
		return fmt.Sprintf("reveal up to %d %s among them and put them into your hand", n, f.describe(true)), false
	case OpInkTop:
		w := fmt.Sprintf("their deck's top %d cards into their inkwell facedown", st.Amount.N)
		if st.Amount.N == 1 {
			w = "their deck's top card into their inkwell facedown"
		}
		if st.Exerted {
			w += " and exerted"
		}
		return st.who("put", "puts", w)
	case OpHandToBottom:
		whose := "their"
		if st.Target == TgtYou {
			whose = "your"
		}
		return st.who("put", "puts", "all the cards in "+whose+" hand on the bottom of "+whose+" deck in any order")
	case OpLookPickToInk:
		w := fmt.Sprintf("put %d of them into your inkwell facedown", max8(st.Count, 1))
		if st.Count <= 1 {
			w = "put one of them into your inkwell facedown"
		}
		if st.Exerted {
			w += " and exerted"
		}
		return w, false
	case OpLookToInk:
		w := "put the other into your inkwell facedown"
		if st.Exerted {
			w += " and exerted"
		}
		return w, false
	case OpRestLook:
		if st.ToDiscard {
			return "put the rest into your discard", false
		}
		where := "on the bottom of your deck"
		if st.Top {
			where = "on the top of your deck"
		}
		switch {
		case c.taken || c.lookN == 0:
			return "put the rest " + where + " in any order", false
		case c.lookN == 1:
			return "put it " + where, false
		}
		return "put them " + where + " in any order", false
	case OpLookToTop:
		if st.lookSplit() {
			return "put any number of them on the top of your deck in any order", false
		}
		n := max8(st.Count, 1)
		if n == 1 {
			return "put one of them on the top of your deck", false
		}
		return fmt.Sprintf("put %d of them on the top of your deck", n), false
	case OpShiftFree:
		return "play it for free using its Shift ability on top of a chosen character of yours", false
	case OpPlayFree:
		f := st.Filter
		f.Owner, f.InZone = AnyOwner, f.Zone != ZoneHand || f.HasOrZone
		if f.HasOrZone {
			f.Owner = Yours // "from your hand or discard"
		}
		if f.InZone && f.Zone == ZoneInkwell {
			f.InZone = false // "from your inkwell" (7.5.4: only one's own)
			s = "play " + article(f.describe(false)) + " from your inkwell for free"
		} else {
			s = "play " + article(f.describe(false)) + " for free"
		}
		if st.PayCost && st.Target == TgtSelf {
			s = "play this card, paying its cost"
		} else if st.Target == TgtSelf {
			s = "play this card for free"
		}
		if st.ToBottom {
			s += ", then it goes to the bottom of your deck rather than your discard" // 6.5
		}
		if st.Chooser == TgtSlotOwner {
			// e.g. that player may play a character out of their discard
			f.InZone = false
			s = "that player plays"
			if st.May {
				s = "that player may play"
			}
			s += " " + article(f.describe(false)) + " from their " + st.Filter.Zone.String() + " for free"
			if st.Exerted {
				s += " (it enters play exerted)"
			}
			return s, true
		}
		if st.Exerted {
			s += " (it enters play exerted)"
		}
		return s, false
	case OpFloating:
		return strings.TrimPrefix(durText(st.Dur), " ") + ", " + st.Trigger.Describe(), false
	case OpDelayed:
		if st.Trigger.Trigger.Event == EvChallengeEnd {
			return describeSteps(st.Trigger.Steps) + " after the challenge", false
		}
		return "later, about that card: " + st.Trigger.Describe(), false
	case OpCantPlay:
		f := st.Filter
		f.InZone, f.Owner = false, AnyOwner
		return "opponents can't play " + f.describe(true) + durText(st.Dur), false
	case OpReadyCap:
		f := st.Filter
		f.InZone, f.Owner = false, AnyOwner
		return fmt.Sprintf("each opponent readies at most %d of their %s in their next Ready step (they pick which)", st.Amount.N, f.describe(true)), false
	case OpCostReduction:
		f := st.Filter
		f.InZone = false
		f.Owner = AnyOwner
		return "you pay " + st.amount(c, "", "ink") + " less for the next " + f.describe(false) + " you play" + durText(st.Dur), false
	case OpGrantAbility:
		return st.subject(c, "gains", "gain") + " \"" + st.Trigger.Describe() + "\"" + durText(st.Dur), false
	case OpNoChallengeDamage:
		return st.subject(c, "takes", "take") + " no damage from challenges" + durText(st.Dur), false
	case OpPreventDamage:
		return "the next time " + st.object(c) + " would be dealt damage" + durText(st.Dur) + ", it takes no damage instead", false
	case OpPlayFromUnder:
		f := st.Filter
		f.Owner = AnyOwner
		if st.Dur == ThisTurn {
			return "this turn, you may play " + f.describe(true) + " from under this card", false
		}
		return "you may play " + f.describe(true) + " from under this card for a while", false
	case OpExtraInk:
		return "this turn, you may put an additional card from your hand into your inkwell facedown", false
	case OpNameCard:
		return "name a card", false
	case OpRevealTop:
		if st.Until {
			f := st.Filter
			f.InZone = false
			return "reveal the cards of your deck from the top until you reveal " + article(f.describe(false)) + " card", false
		}
		return "reveal your deck's top card", false
	case OpReveal:
		return st.who("reveal", "reveals", "their hand")
	case OpLookAtInkwell:
		return "look at your inkwell's cards", false
	case OpLookAtHand:
		if st.Top {
			return "look at the card on top of each opponent's deck", false
		}
		if st.Target == TgtOpponent {
			return "look at chosen opponent's hand", false
		}
		return "look at each opponent's hand", false
	case OpChooseOption:
		return fmt.Sprintf("choose one of %d options", len(st.Options)), false
	case OpJump:
		return "", false
	case OpEachOpponent, OpNextOpponent:
		return "", false // the block's steps say "each opponent ..." (EachOpponent)
	}
	return st.describeMore(), false
}

// hand is the hand a card returns to: its player's (yours for your cards).
func (st *Step) hand() string {
	if st.Target == TgtSelf || (st.Target == TgtChosen || st.Target == TgtAll) && st.Filter.Owner == Yours {
		return "your hand"
	}
	return "its player's hand"
}

// possessive is whose deck or inkwell a card goes to: its player's.
func (st *Step) possessive() string {
	if st.Target == TgtSelf || (st.Target == TgtChosen || st.Target == TgtAll) && st.Filter.Owner == Yours {
		return "your"
	}
	return "its player's"
}

// who renders a player's action: imperative for you ("draw 2 cards"), with
// the player and an agreeing verb for others ("each opponent loses 1 lore",
// "each player may draw a card").
func (st *Step) who(base, third, rest string) (string, bool) {
	var subj string
	switch st.Target {
	case TgtEachOpponent:
		subj = "each opponent"
	case TgtEachPlayer:
		subj = "each player"
	case TgtMostInHand:
		subj = "the player or players holding the most cards"
	case TgtOpponentsMoreLore:
		subj = "each opponent whose lore is higher than yours"
	case TgtOpponent:
		subj = "chosen opponent"
	case TgtChosenPlayer:
		subj = "chosen player"
	case TgtSlotOwner:
		subj = "its player"
	case TgtOtherOwner:
		subj = "the other card's player"
	case TgtEventPlayer:
		subj = "that player"
	case TgtPickedPlayers:
		subj = "the chosen players"
	default:
		return base + " " + rest, false
	}
	if st.May {
		return subj + " may " + base + " " + rest, true
	}
	if st.Target == TgtPickedPlayers {
		return subj + " " + base + " " + rest, false // plural: "they draw"
	}
	return subj + " " + third + " " + rest, false
}

func (st *Step) describeMore() string {
	switch st.Op {
	case OpChoose:
		if st.Filter.InZone && st.Filter.Zone == ZoneDeck {
			f := st.Filter
			f.InZone, f.Owner = false, AnyOwner
			s := "search your deck for " + article(f.describe(false)) + " card"
			if st.Reveal {
				s += " and reveal it to all players"
			}
			return s
		}
		if st.Filter.InZone && st.Filter.Zone == ZoneHand && st.Reveal {
			f := st.Filter
			f.InZone, f.Owner = false, AnyOwner
			return "reveal " + article(f.describe(false)) + " card in your hand"
		}
		if st.AnyNumber {
			f := st.Filter
			total := ""
			if st.MaxTotalStrength > 0 {
				total = fmt.Sprintf(" with total strength %d or less", st.MaxTotalStrength)
			}
			n := "any number of "
			if st.Count > 0 {
				n = fmt.Sprintf("up to %d of ", st.Count)
			}
			if f.Owner == Yours {
				f.Owner = AnyOwner
				return "choose " + n + "your " + f.describe(true) + total
			}
			return "choose " + n + f.describe(true) + total
		}
		t, _ := st.target(nil)
		return "choose " + t
	case OpShuffleDeck:
		s, _ := st.who("shuffle", "shuffles", "their deck")
		if st.Target == TgtYou {
			s = "shuffle your deck"
		}
		return s
	case OpMoveAnyTo:
		return "move them there for free"
	case OpMoveTo:
		who := "them"
		if st.Movers == MoverSelf {
			who = "this character"
		}
		to, _ := st.target(nil)
		return "move " + who + " to " + to + " for free"
	}
	return "do " + fmt.Sprint(st.Op)
}

func (st *Step) targetMore() string {
	if st.Target == TgtOtherOwner {
		return "the other card's player"
	}
	return "you"
}
