package engine

// Observer is told what happens in the states of a game, for statistics
// (the fuzzer's report of the cards played and the abilities that fired):
// every event as it is emitted (6.2.3) and every ability as it finishes
// resolving (6.1.2; an action's effect, 5.4.1.2, a triggered ability
// leaving the bag, 7.7.4, an activated ability, 6.3). It observes only: it
// must not change the state, and the game plays the same with or without it.
//
// One Observer serves every state of its game, on the goroutines applying
// their actions, so it must be safe for concurrent use.
type Observer interface {
	// Event is an event emitted, Turn set.
	Event(ev Event)
	// Resolved is an ability of def that finished resolving: index ab of
	// def's Abilities (an index beyond them for a built-in keyword ability
	// or, GrantBase+k, an ability granted by a static effect, 6.4.3), sub 0 for the ability itself or k+1 for the
	// triggered ability its step k created (6.2.7).
	Resolved(def DefID, ab uint8, sub int8)
}

// WithObserver returns a game like g whose states tell o what happens in
// them. It shares g's definitions and tables, as WithDecks does. A nil o
// observes nothing.
func (g *Game) WithObserver(o Observer) *Game {
	c := *g
	c.observer = o
	return &c
}
