// Package env wraps the rules engine as a reinforcement-learning
// environment in the style of Gymnasium and PettingZoo: Reset and Step,
// turn-based multi-agent (Info says whose decision it is), rewards per seat,
// fixed-shape observations from package encode, and a vectorised VecEnv that
// steps many games on a fixed pool of goroutines into preallocated batch
// buffers.
//
// An action is the index of an option of the current observation
// (obs.Options row i is Legal()[i]). Rewards are +1 for the winner, -1 for
// the others and 0 for a draw or a truncated game; Config.Shaping adds a
// lore-difference term (off by default).
//
// Auto-answer (Config.AutoAnswer, on in DefaultConfig) applies decisions
// with a single legal option inside Step, so agents only see real choices;
// turn it off to replay every decision exactly. Config.Pool draws each
// seat's deck per game from a pool of decks (from the game's seed). In
// single-agent mode
// (Config.Opponent) the environment plays every other seat with the given
// agent inside Step.
//
// VecEnv resets finished games automatically in the same step: the
// observation returned with Terminated or Truncated is the first of the next
// game and the last observation of the finished one is in Batch.Final (see
// VecEnv for why).
//
// SetState and Restore put an Env (or env i of a VecEnv) into a given
// engine state (a clone, or bytes from engine.State.Serialize) of a game
// of the same configuration, with its Episode (seed, steps): the game then
// goes on exactly as the original would have, the single-agent opponent's
// choices included (the opponent is seeded for every decision from the
// game's seed and the position). States of another configuration and
// corrupt bytes are errors wrapping ErrStateMismatch, never panics.
//
// Everything is seeded: the same seeds and actions give identical
// observations, for an Env and for every env of a VecEnv whatever the
// goroutine scheduling.
package env
