// Package train is self-play training of the policy/value network (package
// model) with PPO (package ppo) on the vectorised environment (package env):
// rollouts in which both seats are played by the current policy, or one of
// them by a past checkpoint from a pool or a fixed agent (selfplay.agents),
// updates, evaluation against fixed agents, checkpoints (package
// checkpoint), a metrics CSV and a PNG of the learning curves. A run starts
// from random weights or from a checkpoint's (model.init, a warm start).
//
// The decks are env.decks (one per seat) or a pool (env.pool: the reference
// decks, a folder's decklists, random legal decks of package decks/gen)
// that every game draws each seat's deck from; decks held out of training
// (eval.held_out*) are evaluated on apart (TrainingDecks, HeldOutDecks),
// and env.pool.split keeps a side of the random decks, chosen by their
// cards (HeldOutSide), out of training (RandomDecks). A bad deck stops a
// run before it starts, naming the deck and the card.
//
// Every checkpoint records the phases its weights went through (NewPhase:
// the configuration, the counts, the decks by fingerprint, DeckPrint): a
// run appends its own to those of the weights it starts from, so eval can
// tell the decks a network has seen from held-out ones.
//
// Every random choice is seeded from the configuration's seed: the initial
// weights, the games, the sampled actions, the past opponents, the evaluation
// games. A run that is not interrupted is reproducible; a resumed run goes
// on from the checkpoint's weights, optimiser and random generator but
// starts fresh games.
package train
