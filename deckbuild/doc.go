// Package deckbuild is deck building as an environment: the state is the
// cards chosen so far, a step adds or removes one copy of a candidate card,
// and a last action, done, submits the deck, whose reward is its win rate
// against a gauntlet of decks played by a chosen agent.
//
// Two formats share the mechanism (Rules):
//
//   - Core Constructed (CR 1.10.1.1; ConstructedRules): the candidates are
//     the implemented catalogue, one per full name; the deck has exactly
//     ConstructedSize cards (the rule's least size, which is also the size
//     decks are played at), at most two inks over every card (a dual-ink
//     card counts both), at most four copies of a full name or the card's
//     own limit where it sets one (CardDef.MaxCopies: more for some, fewer
//     for others), as cards.Deck.Check applies them.
//   - Limited (CR 1.10.1.2; LimitedRules): the candidates are a pool's
//     implemented cards; the deck has at least 40 cards for Sealed, 35 for
//     Draft, any inks, and as many copies of a card as the pool holds
//     (limited.CheckDeck).
//
// The environment (Env) masks the actions that would break a rule, so a
// deck built by legal actions is always legal when done is; done itself is
// legal only then. Actions are numbered over the N candidates: i < N adds a
// copy of candidate i, N+i removes one, 2N is done. Steps that add or remove
// allocate nothing; done plays the games.
//
// The reward of a done deck is Gauntlet.Play's: the deck plays each
// gauntlet deck in pairs of games that share a seed (the built deck in seat
// 1, then in seat 2), the chosen agent at both seats, and the reward is the
// share of games it won. Everything is seeded: the same deck and seed give
// the same games. Search (the command lorcana deckbuild) hill-climbs swaps
// from a heuristic deck on the same seeds (common random numbers), and the
// deck it finds is then measured on fresh seeds.
package deckbuild
