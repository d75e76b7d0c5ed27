package engine

// AbilityKind tells how an ability works (6.1.1, 1.6.1).
type AbilityKind uint8

const (
	Triggered AbilityKind = iota // 6.2
	Activated                    // 6.3
	Static                       // 6.4
)

// Ability is one ability of a card, written in the ability language. It is an
// immutable definition shared by every game. An action card's effect is an
// Ability of kind Triggered with Trigger.Event EvNone (it resolves as the
// action is played, 5.4.1.2, and never enters the bag).
type Ability struct {
	Kind AbilityKind
	Name string // story name (5.2.8)

	// Triggered abilities (6.2): what they wait for, and "once per turn".
	Trigger     Trigger
	OncePerTurn bool // "Once per turn" (6.1.13.2): fully resolves at most once a turn per card (6.1.1)
	// FirstTime: "the first time [trigger] each turn" (6.2.2): only the first
	// event of the turn triggers it, whether or not it then did anything.
	FirstTime bool
	// PerTurn: a triggered ability that fully resolves at most N times each
	// turn ("twice during your turn, whenever ...", 6.1.13.2). 0: no limit.
	PerTurn int8

	// Activated abilities (6.3): the cost, paid before the effect.
	Cost Cost

	// Secondary "if" condition of a triggered ability, checked on resolution
	// (6.2.4); for a static ability its "while/if/unless" condition (6.4.4).
	If *Cond

	// Steps are the effects, in the order written (6.1.2).
	Steps []Step

	// Statics are the continuous effects of a static ability (6.4).
	Statics []StaticEffect

	// Zone is where the ability functions if not in play (6.1.12): e.g. a
	// self-referential cost reduction works from the hand.
	FromZone Zone
	InZone   bool // FromZone is meaningful

	// index of this ability in its CardDef's ability table (set by Game).
	index uint8
	def   DefID
}

// Cost is the cost of an activated ability (1.5.2, 4.4).
type Cost struct {
	Exert      bool // {E}: exert this card (needs a dry character, 4.4.2)
	Ink        int8
	BanishSelf bool
	// DamageSelf: "deal N damage to this character" as a cost (4.4.3.4):
	// dealt as the cost is paid, before the effect; Resist reduces it
	// (8.8.1). A character it banishes still has its effect resolve.
	DamageSelf int8
	Discard    int8 // choose and discard N cards
	// ExertOne: "{E} one of your [characters/items]" (4.4.2.1): exert a
	// ready card of yours matching the filter, chosen as the cost is paid
	// (4.4.3.4); a character must be dry. The effect finds it in PaidSlot
	// (a cost exerting a chosen character at the location, then 1 damage to it) unless a
	// BanishOne or DiscardOne part takes the slot. nil: no such cost.
	ExertOne *Filter
	// DiscardOne: "choose and discard a [f] card" (4.4.3.4): a card of f
	// from the hand, chosen as the cost is paid; the effect finds it in
	// PaidSlot ("the discarded character's {L}"). nil: no such cost.
	DiscardOne *Filter
	// BanishOne: "banish one of your [other characters]" (4.4.3.4): a card
	// of yours in play matching the filter, chosen and banished as the cost
	// is paid, after any "{E} one of your" and before any discard; the
	// effect finds it, now in the discard, in PaidSlot ("the banished
	// character"). nil: no such cost.
	BanishOne *Filter
	// BanishN: with BanishOne, "banish N of your [items]" (N from 2 to 4,
	// 4.4.3.4): N different cards, chosen and banished one by one; all of
	// them are in PaidSlot. 0: one card.
	BanishN int8
	// ExertN: with ExertOne, "exert N of your [items]" (N from 2 to 4) as
	// the alternate cost of PlayThisForFreeBy: N different ready cards,
	// chosen and exerted one by one. 0: one card.
	ExertN int8
	// BottomOne: "put a [f] card from your discard on the bottom of your
	// deck" as the alternate cost of PlayThisForFreeBy (4.3.2.2, 7.2.3): a
	// card of f in its player's discard, chosen and moved as the cost is
	// paid. nil: no such cost.
	BottomOne *Filter
}

// PaidSlot is the slot of an activated ability's frame that holds the card
// discarded to pay its cost (Cost.DiscardOne), for "the discarded
// character" in its effect; the ability's own choices must leave it free.
const PaidSlot = 2

// Trigger is the condition of a triggered ability (6.2.2).
type Trigger struct {
	Event EventKind
	// Or is a second trigger event about this card: "[trigger] and
	// [trigger]" is two triggers for one effect (6.2.6). EvNone: none.
	Or EventKind
	// Subject selects the card the event is about ("this character",
	// "one of your other characters"); the zero value means this card.
	Subject    Filter
	AnySubject bool // the event's subject may be any card matching Subject
	// OrThis: with AnySubject, the subject may also be this card itself
	// ("whenever this character or one of your [f] ...").
	OrThis bool
	// Other selects the event's other card where it has one (the character
	// challenged, the song sung, the banishing character).
	Other    Filter
	HasOther bool
	// During restricts when the trigger is live (6.1.13.6).
	During *Cond
	// InChallenge: for banish events, only when banished in a challenge.
	InChallenge bool
	// FromLocation: for move events, only when the character moved from
	// another location (a trigger on a move here from some other location).
	FromLocation bool
	// FromZone: the trigger functions from this zone (Lilo in discard).
	FromZone Zone
	InZone   bool
	// Sung: for play events, only a song played by singing it (5.4.4.2,
	// 8.12): a trigger each time at least one of your characters sings.
	Sung bool
	// Paid: for play events, only a card played by paying an ink cost of
	// PaidAtMost or less (EvfPaidInk, the event's Amount): "whenever you
	// pay 2 {I} or less to play a card" (4.3.2.3, 4.3.6).
	Paid       bool
	PaidAtMost int8
	// OnThis: for play events, only a card played on top of this one with
	// Shift (8.10.1; the event's other card is this card, now under it):
	// a trigger on a Floodborn being Shifted onto this card.
	OnThis bool
	// ForActionOrItem: for EvChosen, only a choice made for an action's
	// effect or an item's ability (the event's other card, 6.1.3).
	ForActionOrItem bool
	// Dealt: for damage events, only damage dealt (1.9.2.1: in a challenge
	// or by an effect that deals damage), not damage counters put or moved
	// onto the card (1.9.2.2, 1.9.2.4, EvfPut): "whenever this character is
	// dealt damage". Without it a damage trigger is "is damaged"/"takes
	// damage", which any of them makes happen (1.9.3).
	Dealt bool
}

// Owner relates a card's or player's owner to the ability's controller.
type Owner uint8

const (
	AnyOwner Owner = iota
	Yours
	Opposing
	// Theirs: the cards of the player "they" names in an effect (Frame.Them:
	// the chosen opponent, or the opponent whose part of "each opponent
	// chooses one of their characters" it is). Effect steps only.
	Theirs
)

// Target says which cards or players a step acts on.
type Target uint8

const (
	TgtSelf         Target = iota // this card
	TgtChosen                     // chosen card(s): asked as a choice into Slot
	TgtAll                        // each/all cards matching Filter
	TgtSlot                       // the card(s) chosen earlier into Slot ("them", "that character")
	TgtSubject                    // the trigger event's subject
	TgtOther                      // the trigger event's other card
	TgtYou                        // the controller (player steps)
	TgtEachOpponent               // each opponent
	TgtEachPlayer                 // each player
	TgtSlotOwner                  // the player of the card in Slot ("its player")
	// TgtOpponent: "chosen opponent", "they": the player the frame binds
	// (Frame.Them): the opponent whose part of an "each opponent" block it
	// is, else the opponent the controller chooses as the first step naming
	// them resolves (6.1.3; not asked with one opponent).
	TgtOpponent
	TgtOtherOwner // the player of the trigger event's other card ("the challenging player")
	// TgtMostInHand: each player with the most cards in their hand ("the
	// player or players with the most cards in their hand"), in turn order.
	TgtMostInHand
	// TgtOpponentsMoreLore: each opponent with more lore than the
	// controller (every opponent ahead of you on lore).
	TgtOpponentsMoreLore
	// TgtChosenPlayer: "chosen player": any player, the controller
	// included, chosen by the controller as the step resolves (6.1.3) and
	// bound in Frame.Them like a chosen opponent.
	TgtChosenPlayer
	// TgtEventPlayer: the player the trigger event is about ("at the end
	// of each opponent's turn, ... they discard": the player whose turn
	// ends).
	TgtEventPlayer
	// TgtPickedPlayers: "they", the players chosen by the ChoosePlayers
	// step just before (Frame.Group, kept from that step), in turn order
	// (6.7.6).
	TgtPickedPlayers
)

// Stat is a characteristic (5.3.6, 5.6.5).
type Stat uint8

const (
	StatStrength Stat = iota
	StatWillpower
	StatLore
	StatCost // for "counts as having +N cost to sing"
	NumStats
)

var statNames = [...]string{"strength", "willpower", "lore", "cost"}

func (s Stat) String() string { return statNames[s] }

// Duration says how long an effect lasts (6.1.13).
type Duration uint8

const (
	Instant          Duration = iota
	ThisTurn                  // until the end of this turn (6.1.13.4)
	UntilYourNext             // until the start of your next turn (6.1.13.3)
	DuringTheirNext           // during its player's next turn
	Permanent                 // as long as the card stays in play (scenario grants)
	WhileChallenging          // during the challenge in progress: it ends when the challenge is over (4.6.7)
	// UntilTheirNextReady: until the Ready step of the affected card's
	// player's next turn (3.2.1.1), where it applies once and ends: "can't
	// ready at the start of their next turn".
	UntilTheirNextReady
	// WhileThisInPlay: for as long as the card whose ability created the
	// effect stays in play ("while this location is in play, that
	// character can't ready", 6.4.2.2); it ends when that card leaves play
	// (a new instance, 7.1.6, doesn't bring it back).
	WhileThisInPlay
)

// Num is an amount: a constant, or counted once as the effect resolves
// (6.1.8).
type Num struct {
	N      int8
	Kind   NumKind
	Filter Filter
	Stat   Stat
	Slot   uint8
	Alt    int8 // NumInsteadIfSlot: the amount when a card in Slot matches Filter
	// Max caps the amount ("to a maximum of N", 6.1.8: counted, then
	// capped); 0: no cap.
	Max int8
}

// NumKind says how a Num is counted.
type NumKind uint8

const (
	NumConst          NumKind = iota
	NumCount                  // N times the number of cards matching Filter
	NumStatOf                 // the Stat of the card in Slot
	NumDamageOf               // the damage on the card in Slot
	NumEvent                  // the trigger event's amount
	NumDiscarded              // the number of cards discarded by an earlier step
	NumSourceStat             // the Stat of this card (the ability's source)
	NumThisWay                // N times what the previous step did: damage removed, lore lost, cards drawn, discarded or put on the bottom ("for each ... this way")
	NumPrinted                // the printed value of the Stat of the card a static effect applies to ("their printed value")
	NumOpponentsDidnt         // N times the opponents who didn't do the previous step (discarded no card): "for each opponent who doesn't"
	NumSourceDamage           // N times the damage on this card (the ability's source): "for each 1 damage on him"
	NumOtherStat              // the Stat of the trigger event's other card ("that location's {L}" of a move)
	NumLocationStatOf         // the Stat of the location the card in Slot is at ("that location's {L}")
	NumDamageOnAll            // N times the damage on all cards in play matching Filter (e.g. per damage counter on the opposing characters)
	NumHandOfThem             // the number of cards in the hand of the player "they" name (the chosen opponent)
	NumHandOver               // the cards in the step's player's hand above N ("discard until they have N cards")
	// NumBanishedInChallenge is N times the opposing characters banished in
	// a challenge this turn (4.6.6, 6.1.8): "for each opposing character
	// banished in a challenge this turn".
	NumBanishedInChallenge
	// NumInkwellOver is the cards in the step's player's inkwell above N,
	// counted for each player as their part is done (6.7.6): "returns cards
	// at random from their inkwell until they have N" (0 with N or fewer).
	NumInkwellOver
	// NumInsteadIfSlot is N, or Alt instead when a card an earlier step
	// kept in Slot matches Filter ("gain 3 lore. If any Princess cards were
	// moved this way, gain 4 lore instead").
	NumInsteadIfSlot
	// NumSourceCardsUnder is N times the cards under this card (the
	// ability's source) in its stack (5.1.1.7, 8.4.1, 8.10): "for each card
	// under him"; once it has left play, the cards that were under it then
	// (6.7.7): a count of the cards that had been beneath it.
	NumSourceCardsUnder
	// NumCardsUnderSubject is N times the cards under the trigger event's
	// subject, or, once it has left play, the cards that were under it then
	// (6.7.7): a count of the cards that had been beneath the subject.
	NumCardsUnderSubject
	// NumInksInSlot is N times the number of different inks (5.2.5) among
	// the cards in Slot (one for each distinct ink among the revealed
	// cards): a card of two inks counts both.
	NumInksInSlot
)

// Op is an effect kind (design constraint 2).
type Op uint8

const (
	OpNone         Op = iota
	OpDraw            // Player draws Amount (1.12)
	OpDealDamage      // deal Amount damage (1.9.2.1)
	OpPutDamage       // put Amount damage counters (1.9.2.2)
	OpRemoveDamage    // remove up to Amount damage (1.9.2.3)
	OpMoveDamage      // move Amount damage from Slot to target (1.9.2.4)
	OpBanish          //
	OpReturnToHand    // return to its player's hand
	OpExert
	OpReady
	OpGainLore
	OpLoseLore
	OpModify       // Stat +Amount for Dur (6.6)
	OpGrantKeyword // gains Keyword (KwValue) for Dur
	OpRestrict     // gets Restriction for Dur
	OpDiscard      // player chooses and discards Amount cards
	OpDiscardRandom
	OpInkwell // put target into its player's inkwell (Exerted flag)
	OpShuffleIntoDeck
	OpToDeckBottom
	OpToDeckTop
	OpLookTop           // look at the top Amount cards (into the frame's look list)
	OpTakeFromLook      // choose up to Count cards of Filter among looked: to hand
	OpRestLook          // put the rest of the looked cards on the bottom/top (Top flag) in any order
	OpPlayFree          // play a card matching Filter for free from Zone
	OpFloating          // create floating trigger Step.Trigger for Dur (6.2.7.1)
	OpDelayed           // create delayed trigger Step.Trigger about the card in Slot (6.2.7.2)
	OpPayInk            // pay Amount ink (a cost inside an effect, 6.1.5)
	OpChooseOption      // "[A] or [B]": Options lists the first step of each branch
	OpJump              // continue at step Jump
	OpReturnFromDiscard // put target into its player's hand from the discard or the deck
	OpNameAndReveal     // name a card, reveal the top card...
	OpCostReduction     // you pay Amount less for the next card of Filter this turn
	OpExtraInk          // the player may put an additional card into their inkwell this turn (4.2.3.1): a StExtraInk effect
	OpBanishAll
	OpReveal    // the target player reveals their hand until the effect ends (6.1.14)
	OpDrawUntil // draw until you have Amount cards in hand
	OpDiscardHand
	OpGrantAbility
	OpLookToTop         // choose Count of the looked-at cards and put them on top of the deck
	OpPreventDamage     // the next time target would be dealt damage, it takes none (a replacement effect, 6.5)
	OpNameCard          // the controller names a card (DecName)
	OpRevealTop         // reveal the top card of the player's deck into Slot
	OpChoose            // only choose card(s) into Slot; later steps act on them ("exert chosen character; if a Princess is chosen, banish her instead")
	OpMoveTo            // move the characters of Movers to the target location for free (4.7.1, 4.7.4): not the turn action
	OpLookAtHand        // the controller looks at each opponent's hand: information only, no change to the game
	OpShuffleDeck       // the target player shuffles their deck (after a search, "shuffle your deck")
	OpNoChallengeDamage // the target takes no damage from challenges for Dur (6.5): a StPreventChallengeDamage effect
	OpTopToDiscard      // put the top Amount cards of the player's deck into their discard (done only if all Amount were moved, 6.1.5.1)
	OpSingCost          // target counts as having +Amount cost to sing songs for Dur (5.4.4.2, 8.11.3)
	OpInkwellAll        // exert (Exerted) or ready all cards in the player's inkwell (1.7.3, 1.7.4)
	OpInkToHand         // return Amount cards at random from the player's inkwell to their hand
	OpLoseKeyword       // loses Keyword for Dur (an Effect StLoseKeyword): "loses Reckless this turn"
	OpInkTop            // the player puts the top Amount cards of their deck into their inkwell facedown (Exerted: and exerted), 4.2.3.2
	OpLookToInk         // put the looked-at cards still on the deck into their player's inkwell facedown (Exerted: and exerted)
	OpCantPlay          // opponents can't play cards of Filter's types for Dur (1.2.2): a StCantPlay effect
	// OpEachOpponent begins "each opponent [does the steps up to the
	// matching OpNextOpponent]" (6.7.6): it binds the frame's player "they"
	// (Frame.Them) to the first opponent in turn order, the active player
	// first; with no opponent left in the game it goes on at step Jump.
	OpEachOpponent
	// OpNextOpponent ends an "each opponent" block: the next opponent in
	// turn order does the block's steps from step Jump; after the last one
	// "they" is unbound and the ability goes on.
	OpNextOpponent
	// OpHandToBottom: the player puts every card of their hand on the
	// bottom of their deck in any order (7.2.3), picked one by one.
	OpHandToBottom
	// OpMoveAnyTo: the characters of Filter picked by the ability's
	// ChooseAnyNumber step move for free to the location chosen earlier
	// into Slot (4.7.4); Done counts the characters moved.
	OpMoveAnyTo
	// OpLookAtInkwell: the player looks at the cards in their own inkwell,
	// private even to them (7.5.4): information only.
	OpLookAtInkwell
	// OpLookPickToInk: the player chooses Count of the looked-at cards
	// (all of them where fewer, 1.2.3) and puts them into their player's
	// inkwell facedown (Exerted: and exerted), 4.2.3.2.
	OpLookPickToInk
	// OpDiscardCards: the cards of the selection that are in their
	// player's hand are discarded (7.6): "discard them" after a choice of
	// cards in the hand (ChooseAnyNumber); Done counts them (6.1.8).
	OpDiscardCards
	// OpChoosePlayers: the controller chooses any number of players
	// (6.1.3), asked player by player in turn order as a "may"; the
	// chosen ones are kept in Frame.Group for the following
	// TgtPickedPlayers steps.
	OpChoosePlayers
	// OpPutTopUnder: the top card of the controller's deck is put facedown
	// under each selected card in play (5.1.1.7, as Boost does, 8.4.1); an
	// EvPutUnder follows. Nothing happens with an empty deck (1.7.7).
	OpPutTopUnder
	// OpPutThisUnder: the source card leaves play and is put facedown
	// under the selected card in play, into its stack (5.1.1.7), the cards
	// under the source going with it; an EvPutUnder follows.
	OpPutThisUnder
	// OpGrantClass: the card gains classification Amount.N for Dur (5.2.7,
	// 6.4.2.2): filters asking for that classification match it while the
	// effect lasts.
	OpGrantClass
	// OpPutFaceupUnderThis: each selected card (out of play: a card in the
	// discard) is put faceup under the ability's source in play (5.1.1.7);
	// an EvPutUnder follows.
	OpPutFaceupUnderThis
	// OpPlayFromUnder: for Dur, the controller may play cards of Filter
	// from under the ability's source as a turn action (4.3): a
	// StPlayFromUnder effect.
	OpPlayFromUnder
	// OpUnderTo: every card under the selected card in play leaves its
	// stack (5.1.1.7): into its owner's hand, or with Random onto the
	// bottom of its owner's deck in a random order (7.2.3), drawn from
	// the state's RNG. Done counts the cards moved.
	OpUnderTo
	// OpShiftFree: the card chosen into slot Movers (by a ShiftPick choice)
	// is played for free using its Shift ability (8.10.1, 6.1.7) on top of
	// the character this step chooses, one of its player's characters it
	// may be shifted onto.
	OpShiftFree
	// OpLookAllToHand: every looked-at card (an earlier OpLookTop of the
	// ability) matching Filter goes into its player's hand, no choice:
	// e.g. every revealed character card is taken into hand (6.1.14). Done
	// counts them.
	OpLookAllToHand
	// OpRevealTopEach: each player, in turn order from the active player
	// (6.7.6), reveals the top card of their deck (6.1.14.1); all of them
	// are kept together in Slot until the effect ends (6.1.14.2). A player
	// with an empty deck reveals nothing.
	OpRevealTopEach
	// OpWereUnderTo: the cards that were under the ability's source as it
	// left play (6.7.7, LastKnown.UnderSeq), still where they went, are put
	// facedown under the selected card in play (5.1.1.7, 8.4.1), in their
	// order. Done counts them.
	OpWereUnderTo
	// OpReadyCap: each opponent of the controller readies no more than
	// Amount of their cards of Filter's types in their next Ready step
	// (3.2.1.1, 1.2.2): a StReadyCap effect; that player chooses which.
	OpReadyCap
	NumOps
)

// Restriction is something a card can't do (1.2.2: a prevention wins), or,
// for CanChallengeReady, a permission its text gives against a rule (1.2.1).
type Restriction uint16

const (
	CantQuest Restriction = 1 << iota
	CantChallenge
	CantBeChallenged
	CantReady
	CantSing
	CantMove
	CantExertToSing
	// CantReadyAtStart: doesn't ready in its player's Ready step (3.2.1.1);
	// other effects still ready it.
	CantReadyAtStart
	// CanChallengeReady is not a prevention: the card "can challenge ready
	// characters" (1.2.1 over 4.6.4.2's "only exerted characters"); it is
	// kept with the restrictions so statics and effects with a duration give
	// it the same way.
	CanChallengeReady
	// CanChallengeReadyDamaged is the narrower permission "can challenge
	// ready damaged characters" (1.2.1 over 4.6.4.2): a ready character
	// with damage on it may be challenged by this card.
	CanChallengeReadyDamaged
	// MustQuest is not a prevention but a requirement: the card "must quest
	// if able". Its player can't declare the end of their turn while it can
	// quest (as Reckless's requirement to challenge, 8.7.3; the card's text
	// over the rules, 1.2.1).
	MustQuest
	// CanChallengeReadyOf is the permission "can challenge ready [f]
	// characters" (1.2.1 over 4.6.4.2), a static's only: the ready
	// characters it may challenge match the static's By filter.
	CanChallengeReadyOf
	// CanQuestDrying is a permission, not a prevention: the card "can quest
	// the turn it's played", while it is drying (1.2.1 over 1.7.5, 4.5.1.2).
	CanQuestDrying
)

// Step is one effect of an ability, in the order written (6.1.2). The
// resolver runs steps one by one: check If, ask "may", ask choices, ask
// amounts, perform.
type Step struct {
	Op         Op
	Target     Target
	Filter     Filter // candidates of a choice, or the group of "each/all"
	Slot       uint8  // slot the choice is stored in (TgtChosen) or read from (TgtSlot)
	Count      int8   // cards to choose (1 if 0)
	UpTo       bool   // "up to" Count (6.1.3)
	Amount     Num
	AmountUpTo bool // the player chooses an amount up to Amount

	Stat     Stat
	Keyword  Keyword
	KwValue  int8
	Restrict Restriction
	Dur      Duration
	Exerted  bool // OpInkwell / OpPlayFree: exerted
	// ShiftSlot: OpPlayFree plays the card using Shift onto the character
	// chosen into this slot+1, if one was and it still may be (8.10.1);
	// 0: played normally.
	ShiftSlot int8
	// ToBottom: OpPlayFree of an action: the action goes to the bottom of
	// its player's deck instead of into the discard after it resolves.
	ToBottom bool
	// PayCost: OpPlayFree plays the card paying its cost, with its
	// modifiers (4.3.2.3, 4.3.6), instead of for free: "you may play her"
	// (Lilo - Escape Artist); without enough ready ink it isn't played (1.5.3).
	PayCost bool
	Top     bool // OpRestLook: on top instead of bottom
	// AnyNumber: an OpChoose of "any number of [chosen] [f]": the player
	// picks matching cards one at a time, as many as they like (no slot
	// holds them all); each is marked FlagPicked until the ability ends,
	// and later steps act on the marked cards (OnlyPicked).
	AnyNumber bool
	// MaxTotalStrength: with AnyNumber, "with total {S} N or less": a
	// card can be picked only while the strength of the cards picked so
	// far and its own, read now (6.6), come to N or less. 0: no limit.
	MaxTotalStrength int8
	// OnlyPicked: an each/all step (TgtAll) acts only on the cards its
	// ability's AnyNumber choice picked ("remove up to 2 damage from each
	// of them", card by card).
	OnlyPicked bool
	// MarkPicked: the cards this step acted on are marked FlagPicked until
	// the ability ends, as an AnyNumber choice marks its picks, so a later
	// OnlyPicked step acts on them: "ready each character you removed
	// damage from this way" (6.1.5.1). Only on removing damage or readying
	// (checked at load): a card is marked when damage actually left it, or
	// when it was exerted and is readied.
	MarkPicked bool
	// ToDiscard: OpRestLook puts the rest into their player's discard
	// ("put the rest in your discard"), in no particular order.
	ToDiscard bool
	// FromLook: OpPlayFree chooses the card among the cards looked at by
	// an earlier OpLookTop of the ability, still on the deck ("look at the
	// top 4 cards of your deck; you may reveal an action card and play it
	// for free").
	FromLook bool
	// AnyOrder: OpToDeckBottom of each/all cards "in any order": each deck's
	// player orders the cards going to their deck, the cards of stacks
	// included and mixed freely (7.2.3, 7.2.3.1).
	AnyOrder bool
	// Random: OpUnderTo puts the cards on the bottom of the deck in a
	// random order (7.2.3) instead of into the hand.
	Random bool
	// Reveal: OpTakeFromLook reveals the cards it takes (6.1.14.1); they
	// are kept in Slot ("them") and stay revealed until the effect ends
	// (6.1.14.2).
	Reveal bool
	// KeepDiscarded: OpDiscard keeps the cards it discards in Slot, as
	// they are in the discard ("the discarded card"), for a later step
	// to test (e.g. whether the card discarded was a Pirate character).
	KeepDiscarded bool
	// KeepMoved: a card step keeps in Slot the cards it acted on, where
	// they are now (7.1.6: a card that changed zones is a new object, so the
	// slot would otherwise lose it): "if any Princess cards were moved this
	// way" tests them with ChosenIs, "that player" is their player.
	KeepMoved bool
	// Whole: a card step on Count chosen cards counts as done only when it
	// acted on all Count of them ("choose 3 cards ... to gain 3 lore": the
	// [A] of "[A] to [B]" completely performed, 6.1.5.1).
	Whole bool

	May   bool  // "you may" (6.1.4): asked before anything else in the step
	If    *Cond // this step happens only if the condition holds now
	IfDid bool  // "If you do" / "[A] to [B]": only if the previous step was done (6.1.5.1)
	// IfDidnt: "unless [they pay]" / "if they don't": only if the previous
	// step was not done (a "may" declined, a payment that couldn't be made).
	IfDidnt bool
	// ThemFirst: a later step of the same sentence names a chosen player
	// ("... chosen character of yours to put the top 3 cards of chosen
	// player's deck ..."); that player is chosen as this step begins, after
	// its "may" and before its choices (6.1.3; scenarios.md decision rule
	// 11), and the later step acts on them.
	ThemFirst bool
	// ThemAny: the player "they" of a step on their cards (Filter.Theirs)
	// is a chosen player, any player still in the game, you included
	// ("a card from chosen player's discard", 6.1.3), not an opponent.
	ThemAny bool
	// Chooser: who makes the choice (default: controller); TgtYou on an
	// OpDiscard: the controller chooses the card another player discards
	// ("discards a card of your choice").
	Chooser Target

	Options []int8 // OpChooseOption: the first step index of each option
	Jump    int8   // OpJump target
	// Trigger is the triggered ability an OpFloating or OpDelayed step
	// creates (6.2.7); it exists only through the effect, never on the card.
	Trigger *Ability

	Text string // optional wording for this step in the rendered description
	// Movers: OpMoveTo moves the characters in this slot, or this card when
	// it is MoverSelf; OpShiftFree plays the card in this slot.
	Movers uint8
	// ShiftPick: an OpChoose offers only cards that can be played using
	// their Shift ability onto one of the controller's characters now
	// (8.10.1; for an OpShiftFree that follows).
	ShiftPick bool
	// Continuous: an each/all modifier, keyword or restriction that applies
	// to every matching card for its duration, cards played later included
	// (6.4.2.1), rather than to the cards in play as it resolves (6.4.2.2).
	Continuous bool
	// FromSelf: OpMoveDamage moves the damage from this card (the ability's
	// source) instead of the card chosen into slot 0 ("move all damage from
	// this character to chosen opposing character", 1.9.2.4).
	FromSelf bool
	// MoreLore: a step done player by player ("each opponent") is done
	// only by those with more lore than the controller as it resolves
	// (only opponents ahead of you on lore lose 1 lore).
	MoreLore bool
	// CountNum: the step chooses Amount cards, counted as it resolves
	// ("for each of your characters named Maleficent in play, return a
	// chosen opposing character ...", 6.1.8): that many different cards,
	// fewer only where fewer can be chosen (1.7.7).
	CountNum bool

	// Until: OpRevealTop reveals cards from the top of the deck until one
	// matches Filter, and that card goes into Slot ("reveal cards from the
	// top of your deck until you reveal a Floodborn character card",
	// 6.1.14.1).
	Until bool
	// From: OpMoveDamage moves Amount damage counters from each card in
	// play matching this filter, instead of from the card chosen into slot
	// 0 ("move 1 damage counter from each damaged character you have in
	// play to chosen opposing character", 1.9.2.4).
	From *Filter

	// Also: OpTakeFromLook of "up to 1 [Filter] card and up to 1 [Also]
	// card": one choice of a set (6.7.3) of at most one card of each kind
	// (TakeOneOfEachFromLook); the two kinds have no card in common.
	Also *Filter

	// While: an OpRestrict on one card applies only while the card matches
	// this filter ("can't ready at the start of their next turn unless
	// they're at a location": while not at a location), checked each time
	// the restriction is looked at (6.4.4 "unless").
	While *Filter
}

// StaticEffect is a continuous effect of a static ability (6.4.1).
type StaticEffect struct {
	Kind       StaticKind
	Affects    Filter // which cards it applies to; zero value with Self: this card
	Self       bool
	Stat       Stat
	Amount     Num
	Keyword    Keyword
	KwValue    int8
	Restrict   Restriction
	CostFilter Filter // cost reductions: which cards cost less
	By         Filter // StCantBeChallengedBy: the characters that can't challenge
	// Here: StMoveCostLess and StMoveFree apply only to moves to this
	// location (the source); otherwise to locations matching CostFilter.
	Here bool
	// Grant: StGrantAbility: the activated ability the affected cards gain.
	Grant *Ability
	// Name: StShiftAlsoNamed: the name the card also counts as having.
	Name string
	// UnlessChallenged: StOpponentsCantGainLore lets an opponent gain lore
	// once one of their characters has challenged this turn.
	UnlessChallenged bool
	// ShiftOnly: a StCostLess that applies only to playing the card using
	// its Shift ability (8.10.1: the Shift cost is the cost then paid),
	// not to paying its ink cost ("you pay 1 {I} less to play this
	// character using her Shift ability").
	ShiftOnly bool
	// FirstTimeEachTurn: a StPreventDamage that replaces only the first
	// damage the card would take each turn (6.5): once it has applied, a
	// PreventedOnceRecord of the card stops it until the turn ends.
	FirstTimeEachTurn bool
}

// StaticKind says what a static effect does.
type StaticKind uint8

const (
	StModify             StaticKind = iota // characteristic modifier
	StKeyword                              // gains a keyword
	StRestrict                             // can't do something
	StCostLess                             // you pay Amount less to play matching cards (4.3.6)
	StExtraInk                             // you may put an additional card into your inkwell (4.2.3.1)
	StEntersExerted                        // enters play exerted
	StSkipDraw                             // skip your Draw step (6.4.5)
	StSingCost                             // counts as having +N cost to sing (8.11.3)
	StCantBeChosen                         // opponents can't choose (like Ward, without the keyword)
	StCantPlay                             // opponents can't play cards of Filter's types
	StPreventDamage                        // a replacement effect: it takes no damage instead (6.5)
	StRedirectDamage                       // a replacement effect: damage another of your characters would be dealt is put on this card as counters instead (6.5)
	StMustChoose                           // opponents must choose this card for actions and abilities if able (6.7.3)
	StCantBeChallengedBy                   // characters matching By can't challenge the affected cards (1.2.2)
	StStatFloor                            // Stat can't be reduced below Amount (NumPrinted: the printed value) after modifiers (6.6.4)
	StUseFree                              // the affected cards' activated abilities are used for free: no cost but {E} (6.1.7.1)
	StPlayFree                             // from the hand: you may play this card for free (an alternate cost, 4.3.2.2, 6.1.7)
	StMoveCostLess                         // you pay Amount less to move the affected characters to a location (4.7.3.3)
	StMoveFree                             // the affected characters may move to a location for free (4.7.3.2)
	StGrantAbility                         // the affected cards gain the activated ability Grant (6.3, 6.4.1)
	StMoveCostLessOnce                     // once during your turn, you pay Amount less to move this character (4.7.3.3, 6.1.13.2): taken on the first move that costs ink
	// StAnyNumberInDeck: "you may have any number of cards named this in
	// your deck" (an exception to 1.10.1.1): a deck-building rule, checked
	// by the deck check through the catalogue's copy limit; nothing in play.
	StAnyNumberInDeck
	// StEntersWithDamage: "this character enters play with N damage": N
	// damage counters are on it as it is put into play (6.7.9), never dealt.
	StEntersWithDamage
	// StDamageStays: damage counters can't be removed from the affected
	// cards (1.9.2.3), so they can't be moved from them either (1.9.2.4).
	StDamageStays
	// StInkable: the affected cards count as having the inkwell symbol
	// (5.2.3), so they can be put into the inkwell as the turn action
	// (4.2.1.1): every card in your hand is treated as inkable.
	StInkable
	// StPreventChallengeDamage: a replacement effect, "takes no damage from
	// challenges": challenge damage (4.6.6.2) that would be dealt to the
	// affected card isn't (6.5); damage from other sources still is.
	StPreventChallengeDamage
	// StShiftAnyName: "you may play any character with Shift on this
	// character as if this character had any name" (8.10.1): a Shift that
	// needs a name may go on the affected card whatever the name.
	StShiftAnyName
	// StLoseKeyword: the affected cards lose Keyword and can't gain it
	// while it applies ("characters named Peter Pan lose Evasive and can't
	// gain Evasive"; for a duration, "loses Reckless this turn"): they
	// don't have it, printed or granted.
	StLoseKeyword
	// StTopFaceUp: "each player plays with the top card of their deck face
	// up": while it applies, the top card of every deck is public
	// (State.FaceUpOnDeck), an exception to 7.2.2.
	StTopFaceUp
	// StCantLoseLore: "you can't lose lore": effects that would make the
	// source's controller lose lore do nothing to them (1.11.3, 1.2.2).
	StCantLoseLore
	// StShiftAlsoNamed: the affected card "also counts as being named
	// [Name] for Shift" (8.10.1): a Shift onto a character named Name may go
	// on it; its name for everything else is unchanged.
	StShiftAlsoNamed
	// StCantPlayThis: "you can't play this character unless [c]": a static
	// ability of the card itself that functions wherever it is played from
	// (6.1.12) and stops its play while the ability's condition holds
	// (1.2.2: a prevention wins over every way of playing it).
	StCantPlayThis
	// StNoDiscard: "if an effect would cause you to discard one or more
	// cards from your hand, you don't discard": the source's controller
	// discards nothing by an effect (a prevention, 1.2.2); costs are not
	// effects and are still paid (1.5.2).
	StNoDiscard
	// StOpponentsCantGainLore: "each opposing player can't gain lore"
	// (1.11, 1.2.2): an opponent of the source's controller gains none;
	// with UnlessChallenged, only an opponent none of whose characters has
	// challenged this turn (4.6.4: declared as the challenger).
	StOpponentsCantGainLore
	// StCopiesInDeck: "you may only have N copies of [this card] in your
	// deck" (an exception to 1.10.1.1's limit of 4; Amount.N is N): a
	// deck-building rule, checked by the deck check through the
	// catalogue's copy limit, which must say the same (checkAbility);
	// nothing in play.
	StCopiesInDeck
	// StOpponentsNeedLore: "opponents need Amount.N lore to win the game":
	// an opponent of the source's controller wins with that much lore
	// instead of 20 (1.8.1.1; the card's text wins over the rule, 1.2.1).
	StOpponentsNeedLore
	// StCostMore: "each player pays N {I} more to play [CostFilter]": a
	// payment modifier (4.3.2.3) on every player's ink cost to play a
	// matching card while the source is in play (4.3.6); alternate costs
	// that aren't ink (singing, 5.4.4.2; "for free", 4.3.2.2) ignore it.
	StCostMore
	// StPlayFreeByCost: "you may [cost] to play this character for free":
	// an alternate cost (4.3.2.2, 6.1.7) of the card itself, functioning
	// from the hand (6.1.12); the cost is its ability's Cost (ExertOne with
	// ExertN, BanishOne with BanishN), paid instead of the ink cost when the
	// player chooses it (FrAltCost).
	StPlayFreeByCost
	// StOpponentsInkExerted: "cards enter opponents' inkwells exerted":
	// while it applies, a card put into the inkwell of an opponent of the
	// source's controller, by the turn action (4.2.1.3 puts it ready) or by
	// an effect (4.2.3.2), is exerted as it enters (the card's text wins
	// over the rule, 1.2.1).
	StOpponentsInkExerted
	// StGainClass: the affected cards in play gain the classification
	// Amount.N (5.2.7) while it applies ("your other characters gain the
	// Detective classification"); as an applied effect (Effect.Amount), for
	// a duration. The affected filter can't ask for classifications
	// (checkAbility), so finding the classes never loops.
	StGainClass
	// StMayEnterExerted: "this character may enter play exerted": as the
	// card is put into play its player is asked a "may" (FrEnterExerted, as
	// Bodyguard's 8.3.2), however it is played; a static ability of the card
	// itself, read as it enters play (6.7.9).
	StMayEnterExerted
	// StPlayFromUnder: an effect in force (Effect.Target: the card whose
	// stack it is) that lets its Controller play cards of Filter's printed
	// facts from under that card, as the turn action of playing a card
	// (4.3), paying their cost or any other way the hand allows (Shift,
	// an alternate cost; playableCard): "this turn, you may play
	// characters from under this item".
	StPlayFromUnder
	// StOneChallenger: no more than one character may challenge per turn: while
	// it applies, once a character has been declared as a challenger this
	// turn (4.6.4), no other character, any player's, can be (1.2.2).
	StOneChallenger
	// StWillpowerDamage: "during challenges, [Affects] deal damage with
	// their {W} instead of their {S}": the challenge damage an affected
	// character deals (4.6.6.1) is its willpower.
	StWillpowerDamage
	// StLoseAbility: "[Affects] lose the [Name] ability": while it applies,
	// an affected card's static abilities of that story name (5.2.8) don't
	// apply (6.4).
	StLoseAbility
	// StInkFromDiscard: your discard becomes a place you may ink from: the ink turn
	// action (4.2) may take a card of its controller's discard as well as
	// one of their hand.
	StInkFromDiscard
	// StPayToAct: "this character can't quest or challenge unless you pay
	// N {I}": a cost of Amount ink its player pays each time the character
	// is declared to quest (4.5) or to challenge (4.6.4); without the ink
	// it can't (1.5.3). A static ability of the card itself.
	StPayToAct
	// StReadyCap: an applied effect (OpReadyCap) on player Owner: in their
	// next Ready step (3.2.1.1) no more than Amount of their exerted cards
	// of Filter's types ready; where more could, that player chooses which
	// (the player doing the readying decides, 1.4.3). Others aren't capped.
	StReadyCap
	// StCantBeDealtDamage: "[Affects] can't be dealt damage": damage that
	// would be dealt to an affected card (1.9.2.1), by a challenge or an
	// effect, isn't; a prevention (1.2.2), not a replacement effect, so no
	// damage event would happen for one to replace (6.5.3) and nothing is
	// asked. Damage counters put or moved onto it (1.9.2.2, 1.9.2.4) still go on.
	StCantBeDealtDamage
)
