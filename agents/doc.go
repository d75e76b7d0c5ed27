// Package agents holds the players that choose actions: one Agent interface
// used by the environment (single-agent opponents), the command line
// (lorcana play, lorcana eval), training and the bridge.
//
// An agent sees the whole engine.State but must only use what the deciding
// player may see (1.6.1 public and private zones): agents that search
// determinise the hidden cards first.
package agents
