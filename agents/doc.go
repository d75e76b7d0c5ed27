// Package agents holds the players that choose actions: one Agent interface
// used by the environment (single-agent opponents), the command line
// (lorcana play), training and the bridge.
//
//   - Random picks uniformly among the legal actions.
//   - Greedy is a readable heuristic (ink, favourable challenges, the best
//     affordable card, safe quests), 96-100% against Random on the reference decks.
//   - MCTS is single-observer information-set MCTS with greedy rollouts and
//     a progressive bias towards Greedy's move; it beats Greedy.
//   - PUCT is the same search guided by an Evaluator (a network's policy
//     and value, "ismcts-neural" of package agents/neural): priors in the
//     selection bound and the value in place of rollouts.
//
// New makes an agent from a specification ("greedy", "ismcts:400"), and
// Register adds kinds of agent from other packages (the neural agent).
// PlayGame plays one game between agents; Evaluate scores a position; Wilson
// gives the confidence interval of a win rate.
//
// An agent sees the whole engine.State but must only use what the deciding
// player may see (7.1.2, 7.1.3): Greedy and MCTS look ahead only on states
// sampled by a Determinizer, which deals the hidden cards again from what the
// player knows and reseeds the random generator. A test checks that states
// differing only in hidden information get the same decisions.
package agents
