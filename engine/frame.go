package engine

// FrameKind says what a frame on the resolution stack is doing.
type FrameKind uint8

const (
	FrAbility      FrameKind = iota // resolving an ability's or action's steps (6.7.2)
	FrBag                           // resolving the bag (7.7.4)
	FrChallenge                     // a challenge in progress (4.6)
	FrAlter                         // altering hands in turn order (2.2.2)
	FrSingers                       // choosing singers for Sing Together (8.12)
	FrEnterExerted                  // Bodyguard's "may enter play exerted" (8.3.2)
	FrEndTurn                       // the End-of-Turn Phase (3.4)
	FrStartTurn                     // the Start-of-Turn Phase (3.2)
	FrPlayAction                    // an action card in play while its effect resolves (6.7.1.2)
	FrAfterPlay                     // finishing a play turn action (triggers then GSC)
	FrReplace                       // the affected player chooses which replacement effect applies first (6.5.7.2)
	FrShiftCost                     // choosing the cards discarded to pay a Shift cost (8.10.1, 4.3.2.4)
	// FrCostChoice: choosing the cards that pay an activated ability's
	// cost (4.4.3.4): Phase costExert, the card exerted for "{E} one of
	// your characters" (4.4.2.1); Phase costDiscard, the card discarded for
	// "choose and discard a [f] card". Once paid, the frame becomes the
	// FrAbility frame of the effect (4.4.4).
	FrCostChoice
	// FrAltCost: playing Source from the hand by the alternate cost of its
	// ability Ab ("you may exert 4 items of yours to play this character
	// for free", 4.3.2.2, 6.1.7): Phase altMay asks whether to pay it
	// instead of the ink cost (only when both could be paid); Phase altPay
	// chooses the cards it exerts or banishes, one by one, kept in Slots[0].
	// Once paid, the card is played for free (4.3.3); declined, its ink
	// cost is paid as usual.
	FrAltCost
)

// SlotCards is how many cards one slot holds: the most any single choice of
// a card's text picks ("up to 5 cards", Kida - Crystal Scion) fits, and a
// definition choosing more is refused when the catalogue loads (check.go).
const SlotCards = 8

// Slot holds the cards chosen for one "chosen" of an effect.
type Slot struct {
	N uint8
	C [SlotCards]Ref
}

// Add appends a card to the slot.
func (sl *Slot) Add(r Ref) {
	if int(sl.N) < len(sl.C) {
		sl.C[sl.N] = r
		sl.N++
	}
}

// Has reports whether the slot holds the card.
func (sl *Slot) Has(id CardID) bool {
	for i := uint8(0); i < sl.N; i++ {
		if sl.C[i].ID == id {
			return true
		}
	}
	return false
}

// Frame is a unit of work still to do, kept as plain data (design
// constraint 1). The top frame of State.Stack holds the pending decision.
type Frame struct {
	Kind   FrameKind
	Player uint8 // the controller: who decides
	Phase  uint8 // where in the current step the frame is
	PC     int8  // the step being resolved
	Ab     uint8 // ability index in the source's definition
	Sub    int8  // 0: that ability; k+1: the trigger created by its step k (6.2.7)
	Def    DefID // definition the ability comes from
	Did    bool  // the previous step was done ("if you do", 6.1.5.1)
	// Short: some effect of the ability didn't happen or resolved with no
	// effect (a "may" declined, nothing to choose, nothing done), so the
	// ability isn't fully resolved (6.1.1) and doesn't use up a "once"
	// (6.1.13.2).
	Short   bool
	Option  int8
	Num     int16 // a counted number (6.1.8) or a chosen amount
	Done    int16 // what the step being performed did so far (damage removed, lore lost...)
	Prev    int16 // what the previous step did ("for each ... this way")
	Named   DefID // the card named by OpNameCard (valid when HasName)
	HasName bool
	Source  Ref   // the card the ability comes from
	Ev      Event // the trigger event (for "that card", the subject, amounts)
	Slots   [4]Slot
	Look    [8]CardID // cards being looked at (look at the top N)
	NLook   uint8
	Pick    Slot  // cards picked so far in a multi-card choice
	Cursor  int16 // generic counter (players in turn order, singers' total)
	// Replaced lists the cards whose player has chosen which replacement
	// effect applies to the damage this frame is about to deal (6.5.7.2,
	// 6.5.8); ReplaceWith.C[k] is the card that takes the damage of
	// Replaced.C[k] instead, or NoRef for "takes no damage".
	Replaced    Slot
	ReplaceWith Slot
	// Group: the players (bit p: player p) a step naming players by a
	// quality names, fixed as the step begins ("the player or players with
	// the most cards in their hand", "each opponent with more lore than
	// you"): what their parts do doesn't change who is named (6.7.6).
	Group uint8
	// Them is the player "they" names, plus one (0: none bound yet): the
	// chosen opponent or chosen player (6.1.3), or the opponent whose part
	// of an "each opponent" block is being done (6.7.6).
	Them uint8
}

// BagItem is a triggered ability waiting in the bag (7.7).
type BagItem struct {
	Player uint8 // who added it (7.7.3.1)
	Def    DefID
	Ab     uint8
	Source Ref
	Sub    int8 // 0: ability Ab; k+1: the trigger created by step k of ability Ab (6.2.7)
	Target Ref  // a delayed trigger's "them" (slot 0 of its frame)
	Ev     Event
	// Level is where it waits under the bag model (BagModel; always 0 under
	// the Lorcana bag): in the nested model, k+1 when it arose while the
	// ability frame at stack index k was resolving (it resolves before that
	// ability's next step); in the alternating model, 1 when it arose while
	// a series was resolving (stored for the next series).
	Level uint8
}

// Event is something that happened (design constraint 3).
type Event struct {
	Kind       EventKind
	Player     uint8
	Flags      uint16
	Amount     int16 // StGrantAbility: the granted ability's index (GrantBase+k)
	Subject    Ref
	SubjectDef DefID
	Other      Ref
	OtherDef   DefID
	Turn       int16
}

// Event flags. Event.Flags holds all of them (uint16); the play, move and
// damage flags that code passes as a uint8 are among the first eight.
const (
	EvfInChallenge  = 1 << iota // banished/damaged in a challenge
	EvfByAbility                // damage dealt by a character's ability
	EvfShift                    // played using Shift
	EvfSung                     // a song played by singing
	EvfFree                     // played for free
	EvfFromLocation             // moved: the character was at another location before (4.7)
	EvfForAction                // chosen by an opponent for an action's effect, not an ability's (8.14.1)
	EvfPaidInk                  // played by paying an ink cost (4.3.2.3, Shift 8.10.1): the event's Amount is the ink paid
	EvfPut                      // damaged: counters put or moved onto it (1.9.2.2, 1.9.2.4), not dealt (1.9.2.1)
)

// Effect is an effect in force with a duration: an applied or continuous
// static ability generated by a resolved effect (6.4.2).
type Effect struct {
	Kind       StaticKind
	Controller uint8
	Dur        Duration
	Waiting    bool   // DuringTheirNext: not yet started
	Owner      uint8  // the player whose turn ends or starts it
	Target     Ref    // applied to one card (6.4.2.2), or NoRef
	Filter     Filter // continuous over matching cards (6.4.2.1) when Target is NoRef
	Stat       Stat
	Amount     int16
	Keyword    Keyword
	KwValue    int8
	Restrict   Restriction
	Uses       int8 // cost reductions: remaining uses (0: unlimited)
	SourceDef  DefID
	// Source is the card whose effect generated this one: a continuous
	// effect over "your other characters" leaves it out (6.1.6, 6.4.2.1).
	Source Ref
}

// Floating is a floating or delayed triggered ability (6.2.7): the trigger
// created by step Step of ability Ab of card definition Def.
type Floating struct {
	Player  uint8
	Def     DefID
	Ab      uint8
	Step    int8
	Source  Ref
	Dur     Duration
	Delayed bool
	Target  Ref // "them": the card the delayed trigger acts on
	Turn    int16
}

// TurnRecord remembers that a once-per-turn ability of a card instance has
// resolved this turn (6.1.13.2), or, with Ab = BanishedInChallenge, that
// the character Card was banished in a challenge this turn.
type TurnRecord struct {
	Card Ref
	Ab   uint8
}

// BanishedInChallenge marks a TurnRecord of a character banished in a
// challenge ("if an opposing character was banished in a challenge this
// turn"); no ability has this index.
const BanishedInChallenge uint8 = 0xF9

// ChallengedRecord marks a TurnRecord of a character that was challenged
// this turn (4.6.4: it was the defender of a challenge); no ability has this
// index.
const ChallengedRecord uint8 = 0xF7

// PlayedThisTurn marks a TurnRecord of a card played this turn (4.3), by
// any means, for conditions on a song played this turn; no ability has this
// index. The record's card is the instance that entered play (an action's
// too, 4.3.3.2), and its player is the card's owner.
const PlayedThisTurn uint8 = 0xF8

// QuestedRecord marks a TurnRecord of a character that quested this turn
// (4.5), for conditions on whether another character quested; no ability has
// this index. The record's card is the instance that quested.
const QuestedRecord uint8 = 0xF6

// InkedRecord marks a TurnRecord of a card put into an inkwell this turn
// (4.2, by the turn action or an effect, 4.2.3.2), for "if it's the second
// card you've put into your inkwell this turn"; no ability has this index.
// The record's card is the card put there (a stack counts once), and its
// player is the card's owner, whose inkwell it is.
const InkedRecord uint8 = 0xF5

// DrawnRecord marks a TurnRecord of a card drawn this turn (1.12), for "if
// it's the second card they've drawn this turn"; no ability has this index.
// The record's card is the card drawn, and its player is the card's owner,
// who drew it.
const DrawnRecord uint8 = 0xFA

// ChallengerRecord marks a TurnRecord of a character that challenged this
// turn (4.6.4: declared as the challenger), for "unless one of their
// characters has challenged this turn"; no ability has this index. The
// record's card is the challenging instance, its player the card's owner.
const ChallengerRecord uint8 = 0xF2

// DamagedRecord marks a TurnRecord of a character or location that took
// damage this turn (1.9.3: damage placed on it by any means, dealt, put or
// moved), for conditions on opposing characters damaged this turn; no ability
// has this index. The record's card is the damaged instance, once each.
const DamagedRecord uint8 = 0xF4

// DiscardRecord marks a TurnRecord of a card put into a discard this turn,
// by any means (banished, discarded, an action that resolved, milled from
// the deck: 7.6), for "if 2 or more cards were put into your discard this
// turn"; no ability has this index. The record's card is the card in the
// discard, its player the card's owner, whose discard it is; each card of a
// stack counts.
const DiscardRecord uint8 = 0xF3

// BanishedRecord marks a TurnRecord of a card banished this turn (1.8.1.5:
// in a challenge or by an effect), for "if a character named X was
// banished this turn"; no ability has this index. The record's card is the
// instance that was in play, its player the card's owner.
const BanishedRecord uint8 = 0xF1

// LeftDiscardRecord marks a TurnRecord of a card that left a player's
// discard this turn (played, returned to a hand, put into a deck, an
// inkwell or under a card), for "if 1 or more cards have left a player's
// discard this turn"; no ability has this index. The record's card is the
// instance as it arrived in its new zone.
const LeftDiscardRecord uint8 = 0xE6 // not DrawnRecord's 0xFA: a draw is no card leaving a discard

// RemovedDamageRecord + p marks a TurnRecord of a card player p removed
// damage from this turn (1.9.2.3, 1.9.2.4: by an effect of theirs, moved
// damage included), for "if you removed 1 or more damage from one of your
// characters this turn"; no ability has these indexes (p < 8). The
// record's card is the instance the damage left, once per remover.
const RemovedDamageRecord uint8 = 0xE8

// PreventedOnceRecord marks a TurnRecord of a card a "the first time it
// would take damage [each turn], it takes no damage instead" static has
// protected this turn (6.5, StaticEffect.FirstTimeEachTurn): used up for
// that turn. No ability has this index.
const PreventedOnceRecord uint8 = 0xE7

// PutUnderRecord marks a TurnRecord of a card in play that had a card put
// under it this turn (8.4.1, 5.1.1.7), for "unless you put a card under him
// this turn"; no ability has this index. Once per card instance.
const PutUnderRecord uint8 = 0xF0
