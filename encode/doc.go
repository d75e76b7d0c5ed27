// Package encode turns a game state into fixed-shape tensors for learning
// agents: one player's observation as a card table, global features, a list
// of the legal options with their features, and a mask.
//
// Shapes depend only on the number of players (Spec), never on the state,
// and every array is float32 or int32, so frontends (Python through the
// bridge, other languages) can map them directly. The layout is documented
// field by field in docs/observation.md and versioned by Version: any change
// to a shape, a feature's meaning or its order bumps Version.
//
// An observation shows only what its player may see (7.1.3): the opponents'
// hands, every deck, every inkwell (7.5.4: not even its owner may look) and
// facedown cards are counted, never identified. The encoder writes into
// caller-owned buffers (Obs) and allocates nothing once warm.
package encode
