package engine

// EventKind says what happened (design constraint 3).
type EventKind uint8

const (
	EvNone             EventKind = iota
	EvPlayed                     // Subject played (4.3.3); Other: the card it was shifted onto
	EvQuested                    // Subject quested (4.5.2)
	EvChallenges                 // Subject challenged Other (4.6.5)
	EvChallenged                 // Subject was challenged by Other
	EvBanished                   // Subject was banished; Other: banished by (1.8.1.4); Flag InChallenge
	EvBanishedOther              // Subject banished Other (in a challenge when flagged)
	EvDamaged                    // Subject took Amount damage (1.9.3): dealt (1.9.2.1), or put or moved onto it when flagged EvfPut
	EvTurnStart                  // Player's turn started (3.2.1.4)
	EvTurnEnd                    // Player's turn ends (3.4.1.1)
	EvSang                       // Subject (a character) sang song Other (5.4.4.2)
	EvDrawn                      // Player drew Subject
	EvInked                      // Player put Subject into the inkwell
	EvMoved                      // Subject moved to location Other (4.7.4)
	EvReadied                    // Subject readied
	EvExerted                    // Subject exerted
	EvLeftPlay                   // Subject left play to zone Amount
	EvSupported                  // Subject was chosen for Support by Other (8.13)
	EvChosenByOpponent           // Subject was chosen by an opponent for an action's or an ability's effect (EvfForAction: an action's, 8.14)
	EvDiscarded                  // Player discarded Subject
	EvLoreGained                 // Player gained Amount lore
	EvLoreLost                   // Player lost Amount lore
	EvReturned                   // Subject returned to its player's hand from play
	EvChallengeEnd               // the challenge is over (4.6.7); Subject challenged Other
	EvGameEnd
	// EvDiscards: Player discarded Amount cards at once, one event after the
	// EvDiscarded of each card ("whenever your opponent discards 1 or more
	// cards", 6.1.8).
	EvDiscards
	// EvDamageRemoved: Player removed Amount damage from Subject by an
	// effect (1.9.2.3; moving damage removes it too, 1.9.2.4). Triggers on it
	// are "whenever you remove": only the remover's abilities match.
	EvDamageRemoved
	// EvDealtDamage: Subject dealt Amount damage to Other (1.9.2.1), after
	// Resist (8.8.1); flagged InChallenge for challenge damage (4.6.6.2).
	// It follows Other's EvDamaged: "whenever this character deals damage
	// to another character in a challenge". An action's effect dealing
	// damage makes one too, with the action as Subject ("whenever one of
	// your actions deals damage to an opposing character").
	EvDealtDamage
	// EvReturnedFromDiscard: Player's effect put Subject from its owner's
	// discard into their hand ("return a character card from your discard
	// to your hand"); Subject is the card in the hand (7.1.6). Triggers on
	// it are "whenever you return": only the effect's controller's
	// abilities match.
	EvReturnedFromDiscard
	// EvPutUnder: Player put Other facedown under Subject, a card in play
	// (Boost, 8.4.1, or an effect putting the top card of the deck under
	// it, 5.1.1.7): a trigger each time a card of yours goes under this one.
	EvPutUnder
	// EvChosen: Subject, in play, was chosen for an effect by any player
	// (6.1.3), after EvChosenByOpponent where that applies; flagged
	// Other is the card whose effect or ability chose it (EvfForAction: an
	// action's effect).
	EvChosen
	// EvBoosted: Player used the Boost ability of Subject (8.4.1), whether
	// or not a card could go under it.
	EvBoosted
	// EvLeftDiscard: Subject, a card of Player's, left their discard for
	// another zone (by any effect or rule); Subject is the card where it is
	// now (7.1.6).
	EvLeftDiscard
	NumEventKinds
)

var eventNames = [...]string{"none", "played", "quested", "challenges", "challenged", "banished",
	"banished-other", "damaged", "turn-start", "turn-end", "sang", "drew", "inked", "moved",
	"readied", "exerted", "left-play", "supported", "chosen-by-opponent", "discarded",
	"lore-gained", "lore-lost", "returned", "challenge-end", "game-end", "discards", "damage-removed", "dealt-damage", "returned-from-discard", "put-under", "chosen", "boosted", "left-discard"}

func (k EventKind) String() string {
	if k < NumEventKinds {
		return eventNames[k]
	}
	return "unknown"
}
