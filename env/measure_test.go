package env

import (
	"os"
	"strconv"
	"testing"

	"github.com/lorcana-rl/lorcana/decks"
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
	rowless                      int // option refs to a visible card without a row
	optionsKind                  engine.DecisionKind
}

// policy picks an option index.
type policy func(rng *engine.RNG, legal []engine.Action) int

// uniform is the random agent.
func uniform(rng *engine.RNG, legal []engine.Action) int { return rng.Intn(len(legal)) }

// builder fills the board: it never challenges and ends its turn only when
// nothing else is left, so boards, hands and option lists grow as large as
// the decks allow.
func builder(rng *engine.RNG, legal []engine.Action) int {
	n := 0
	for _, a := range legal {
		if a.Kind != engine.ActEndTurn && a.Kind != engine.ActChallenge && a.Kind != engine.ActConcede {
			n++
		}
	}
	if n == 0 {
		return rng.Intn(len(legal))
	}
	k := rng.Intn(n)
	for i, a := range legal {
		if a.Kind != engine.ActEndTurn && a.Kind != engine.ActChallenge && a.Kind != engine.ActConcede {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return 0
}

func measure(t testing.TB, cfg Config, games int, seed uint64, pol policy) maxima {
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
			for j := range obs.NumOptions * 2 {
				if obs.OptionRefs[j] < 0 && obs.OptionCards[j] != 0 {
					m.rowless++
				}
			}
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
			obs, _, term, trunc, _, err = e.Step(pol(&rng, e.Legal()))
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
	games := 20
	if s := os.Getenv("LORCANA_MEASURE_GAMES"); s != "" {
		games, _ = strconv.Atoi(s)
	}
	var names []string
	for _, n := range decks.Names() {
		if _, err := LoadDeck(n); err == nil {
			names = append(names, n)
		}
	}
	var pairs [][]string
	if len(names) == 0 {
		pairs = append(pairs, nil) // the default (fallback) decks
	}
	for i, a := range names {
		for _, b := range names[i:] {
			pairs = append(pairs, []string{a, b})
		}
	}
	for _, pair := range pairs {
		for pi, pol := range []policy{uniform, builder} {
			cfg := DefaultConfig()
			cfg.Decks = pair
			m := measure(t, cfg, games, 1, pol)
			t.Logf("%v %s: %d games, %d decisions: max %d options (%v), hand %d, play %d, discard %d, look %d; %d option refs without a row",
				pair, []string{"random", "builder"}[pi], m.games, m.decisions, m.options, m.optionsKind, m.hand, m.play, m.discard, m.look, m.rowless)
			if m.cut > 0 || m.options > encode.MaxOptions {
				t.Errorf("%v: a decision had %d options, K = %d", pair, m.options, encode.MaxOptions)
			}
			if m.hand > encode.HandRows || m.play > encode.PlayRows || m.look > encode.LookRows {
				t.Errorf("%v: zones past their rows: hand %d/%d, play %d/%d, look %d/%d", pair, m.hand, encode.HandRows,
					m.play, encode.PlayRows, m.look, encode.LookRows)
			}
		}
	}
}
