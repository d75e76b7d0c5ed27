package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If you've played a song this turn, this character gains Rush this
	// turn": a static ability whose condition holds for the rest of the
	// turn once a song is played (6.4.3).
	card("Powerline - Musical Superstar",
		StaticOf("Electric Move", SelfGains(Rush, 0)).If_(YouPlayedThisTurn(SongCards())))
}
