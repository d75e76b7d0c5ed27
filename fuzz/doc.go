// Package fuzz checks the engine's robustness by random play: games between
// given decks in which every decision (mulligans included) is a uniformly
// random legal action, with the engine's invariants checked after every
// decision and every game replayed.
//
// What is checked (Check, RoundTrip, Run):
//   - every card is in exactly one place, and the zone lists agree with the
//     cards' own records (owner, zone; cards under a card are under one in
//     play; a character is at a location of its player in play);
//   - counts are sane: exerted ink within the inkwell, no negative lore or
//     damage, no damage or card states on cards out of play;
//   - a clone is the same position, and so is the state serialised and
//     restored (which also lists the same legal actions);
//   - a game that is not over has a legal action and accepts it (no game
//     gets stuck), and a game ends: by its rules, or as truncated at the
//     configured limits (a loop, 6.1.10, ends there as stalled);
//   - replaying a game's seed and actions gives the same final state.
//
// Run plays games of 2 to 4 players on several goroutines, game i being
// pairing i mod P (every multiset of the decks, one deck per seat) from a
// seed derived from the base seed and i, so the games are the same for any
// number of goroutines. With many decks (`lorcana fuzz --random-decks N`,
// decks/gen.Covering: random legal decks that between them hold every
// implemented card), Config.Drawn seats deck i mod N in game i against
// decks drawn for it instead of playing every pairing. CardStats, the run's
// engine.Observer, reports which cards were in games and played and which
// of their abilities fired. `lorcana fuzz` is its command line.
package fuzz
