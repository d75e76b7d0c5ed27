package engine

import "fmt"

// ActionKind is the kind of a turn action or an answer to a decision.
type ActionKind uint8

const (
	ActNone ActionKind = iota
	// Turn actions (4.1.3) and ending the turn (3.3.2).
	ActInk       // put Card into the inkwell (4.2)
	ActPlay      // play Card paying its ink cost (4.3)
	ActShift     // play Card with Shift onto Target (8.10)
	ActSing      // play song Card by exerting Target (5.4.4.2); Sing Together asks for more singers
	ActActivate  // use ability Ab of Card (4.4)
	ActQuest     // quest with Card (4.5)
	ActChallenge // Card challenges Target (4.6)
	ActMove      // move Card to location Target (4.7)
	ActEndTurn   // declare the end of the turn (3.3.2)
	ActConcede   // concede the game (2.3.3.4); Player is who concedes
	// Answers to pending decisions.
	ActChoose // choose Card
	ActDone   // stop choosing ("up to", 6.1.3) or keep the hand
	ActYes    // "may": do it
	ActNo     // "may": don't
	ActOption // choose option N (from 0)
	ActAmount // choose amount N
	ActPick   // pick triggered ability N of the bag to resolve (7.7.4.2)
	ActName   // name card definition N
	NumActionKinds
)

var actionNames = [...]string{"none", "ink", "play", "shift", "sing", "activate", "quest",
	"challenge", "move", "end-turn", "concede", "choose", "done", "yes", "no", "option",
	"amount", "pick", "name"}

func (k ActionKind) String() string {
	if k < NumActionKinds {
		return actionNames[k]
	}
	return "unknown"
}

// Action is a turn action or an answer. It is a small value; the legal ones
// are listed by State.Legal.
type Action struct {
	Kind   ActionKind
	Player uint8
	Ab     uint8
	Card   CardID
	Target CardID
	N      int16
}

func (a Action) String() string {
	switch a.Kind {
	case ActChallenge, ActShift, ActSing, ActMove:
		return fmt.Sprintf("p%d %s #%d -> #%d", a.Player+1, a.Kind, a.Card, a.Target)
	case ActActivate:
		return fmt.Sprintf("p%d activate #%d ability %d", a.Player+1, a.Card, a.Ab)
	case ActOption, ActAmount, ActPick, ActName:
		return fmt.Sprintf("p%d %s %d", a.Player+1, a.Kind, a.N)
	case ActEndTurn, ActConcede, ActDone, ActYes, ActNo:
		return fmt.Sprintf("p%d %s", a.Player+1, a.Kind)
	}
	return fmt.Sprintf("p%d %s #%d", a.Player+1, a.Kind, a.Card)
}

// DecisionKind says what the player who must act is asked.
type DecisionKind uint8

const (
	DecTurn    DecisionKind = iota // a turn action in the Main Phase
	DecChoose                      // choose cards, one at a time
	DecMay                         // yes or no
	DecOption                      // one of several options
	DecAmount                      // a number
	DecBag                         // which triggered ability resolves next
	DecOrder                       // the next card of an "in any order" placement
	DecName                        // name a card
	DecAlter                       // alter the opening hand (2.2.2)
	DecSingers                     // more singers for Sing Together (8.12.1): ActChoose a singer, or ActDone once the total reaches N (Min 0)
	DecNone                        // the game is over
)

var decisionNames = [...]string{"turn", "choose", "may", "option", "amount", "bag", "order",
	"name", "alter", "singers", "none"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision describes what is asked now.
type Decision struct {
	Kind   DecisionKind
	Player uint8
	Min    int // choose/amount: the least that may be chosen now (0 where Done is legal)
	Max    int // choose/amount: the most
	Source Ref // the card whose ability asks
}
