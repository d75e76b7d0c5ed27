// Package replay records games and plays them back exactly.
//
// A Record is what defines a game besides the rules: the engine
// configuration (players, decks as card names in deck order, variant,
// starting player, limits), the seed, and every action taken, in order.
// Since the engine is deterministic, applying the actions to a new state of
// the same configuration and seed reproduces the game exactly; Replay checks
// each action is legal and that the game ends as recorded.
//
// On disk a record is a versioned header ("LORCANA-REPLAY" and a version
// byte) followed by the record in msgpack, compressed with zstd. Reading a
// file that is not a replay, is of a newer version, or is truncated or
// corrupt is an error that says which.
package replay
