// Package engine implements the Disney Lorcana TCG Comprehensive Rules 2.1.0
// as a deterministic state machine that stops at every decision a player
// makes.
//
// A Game holds what never changes during play: the card definitions (facts
// and abilities) and the configuration. A State is plain data: the cards and
// their zones, the players, the bag, the effects in force, the resolution
// stack and the random number generator. Clone is a copy of slices;
// Serialize and Restore round-trip exactly.
//
// The state machine has two verbs:
//
//	acts := st.Legal(buf[:0]) // every legal action or answer of whoever must act
//	err := st.Apply(acts[i])  // take one; an illegal one is refused, state untouched
//
// Work still to do (a turn action in progress, an effect half resolved, the
// bag) is kept as frames on the state's stack, so a state can be cloned,
// serialised and restored at any decision point (design constraint 1).
// Abilities are definitions interpreted by the resolver (constraint 2);
// everything that happens is an Event (constraint 3); characteristics are
// derived on read from printed values and the modifiers in force
// (constraint 4); the RNG and card identities live in the state (constraint 5).
package engine
