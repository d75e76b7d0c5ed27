// Package limited is the game before the game (CR 1.10.1: Limited): booster
// packs drawn from a set's printings, Sealed pools of several boosters, a
// legality check for a deck built from a pool, a simple deck builder,
// Sealed events in which each seat's built deck plays every other's, and
// Draft pods (Draft: packs passed left and right, one pick a step, with an
// observation and mask per seat; Drafter; RunDraftEvent).
//
// A booster is the printed product's 12-card pack, slot by slot (Slots, and
// docs/limited.md for where each figure comes from): six commons, three
// uncommons, two cards of rare or higher rarity and one foil of any rarity,
// enchanted and the later sets' epic and iconic printings included. A set's
// boosters hold the set's own printings only: set 9 reprints older cards
// under its own numbers, and a set 9 booster holds those printings.
//
// Everything is seeded and deterministic: the same set and seed give the
// same boosters on every machine (engine.RNG, no map iterated where order
// matters).
package limited
