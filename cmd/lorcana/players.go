package main

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/agents/neural"
)

// checkPlayers refuses an agent spec of a network trained for games of
// another number of players than players (flag names it in the error).
func checkPlayers(flag, spec string, players int) error {
	p, ok, err := neural.PolicyOf(spec, players)
	if !ok || err != nil {
		return err
	}
	if n := p.Players(); n != players {
		return fmt.Errorf("%s %s: the network (%s) plays %d-player games, these have %d; give --players %d, or a network trained for %d players",
			flag, spec, p.Name, n, players, n, players)
	}
	return nil
}
