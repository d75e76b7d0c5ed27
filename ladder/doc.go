// Package ladder rates agents against each other: a round robin of games
// between agent specifications (agents.New) on deck pairings, both seats,
// kept in a results file so a ladder can be resumed or extended without
// replaying the games it has, and a Bradley–Terry (Elo-scale) fit of the
// results with 95% intervals, anchored at one agent (random = 0).
//
// Every game is seeded from the ladder's seed and the game's key (the two
// agents, their decks, the round), never from the order games are played
// in, so results are the same for any number of threads and a ladder
// extended with a new agent plays exactly the games it lacks.
package ladder
