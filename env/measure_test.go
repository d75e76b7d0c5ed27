package env

import (
	"os"
	"strconv"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
)

// maxima are the largest sizes seen in random games: options of one
// decision and cards in the zones that get card-table rows.
type maxima struct {
	games, decisions             int
	options, hand, play, discard int
	look                         int
	cut                          int
	optionsKind                  engine.DecisionKind
}

func measure(t testing.TB, cfg Config, games int, seed uint64) maxima {
	cfg.AutoAnswer = false
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var m maxima
	for g := range games {
		rng := engine.NewRNG(mix(seed, uint64(g)+1000))
		obs, _ := e.Reset(mix(seed, uint64(g)))
		for {
			st := e.State()
			m.decisions++
			if n := len(e.Legal()); n > m.options {
				m.options, m.optionsKind = n, st.Pending().Kind
			}
			m.cut += obs.Cut
			for q := range st.Players {
				pl := &st.Players[q]
				m.hand = max(m.hand, len(pl.Hand))
				m.play = max(m.play, len(pl.Play))
				m.discard = max(m.discard, len(pl.Discard))
			}
			for _, f := range st.Stack {
				m.look = max(m.look, int(f.NLook))
			}
			var term, trunc bool
			obs, _, term, trunc, _, err = e.Step(rng.Intn(obs.NumOptions))
			if err != nil {
				t.Fatal(err)
			}
			if term || trunc {
				break
			}
		}
		m.games++
	}
	return m
}

// TestOptionsFit plays random games and checks that no decision had more
// options than K and that hands and play zones fit their rows. Set
// LORCANA_MEASURE_GAMES for a longer run (the figures in
// docs/observation.md come from 20,000 games).
func TestOptionsFit(t *testing.T) {
	games := 200
	if s := os.Getenv("LORCANA_MEASURE_GAMES"); s != "" {
		games, _ = strconv.Atoi(s)
	}
	m := measure(t, DefaultConfig(), games, 1)
	t.Logf("%d games, %d decisions: max %d options (%v), hand %d, play %d, discard %d, look %d",
		m.games, m.decisions, m.options, m.optionsKind, m.hand, m.play, m.discard, m.look)
	if m.cut > 0 || m.options > encode.MaxOptions {
		t.Errorf("a decision had %d options, K = %d", m.options, encode.MaxOptions)
	}
	if m.hand > encode.HandRows || m.play > encode.PlayRows || m.look > encode.LookRows {
		t.Errorf("zones past their rows: hand %d/%d, play %d/%d, look %d/%d", m.hand, encode.HandRows,
			m.play, encode.PlayRows, m.look, encode.LookRows)
	}
}
