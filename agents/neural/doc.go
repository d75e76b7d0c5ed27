// Package neural is the agent that plays with a trained network (package
// train/model): it encodes the deciding player's view (package encode), runs
// the network on it and takes the most likely legal option (or samples one,
// with the "sample" option).
//
// It registers itself with package agents as "neural": "neural" alone is the
// bot shipped in checkpoints/ (embedded in the binary) for the game's number
// of players (checkpoints.ForPlayers: 2, 3 or 4; an agent switches when
// handed a game of another count), "neural:PATH" a
// checkpoint file or a run's folder (its newest checkpoint), and
// "neural:PATH,sample" samples from the policy instead of taking its best
// option. agents.New also sends a bare path ("checkpoints/bot.ckpt") here.
//
// It also registers "ismcts-neural[:SIMS[:PATH]]": information-set MCTS
// that searches with the network (agents.PUCT): the policy is the prior of
// every node and the value head scores the positions the search reaches, in
// place of rollouts; SIMS simulations per decision (default 200), the
// network of PATH (default: the bot shipped for the game's players).
package neural
