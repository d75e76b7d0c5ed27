package render

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks/gen"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestEveryDecisionSaysWhatItAsks walks random games of random decks and
// checks that every decision but a turn action names what asks it and,
// for a "may", what each answer does: never the bare "yes or no for X".
func TestEveryDecisionSaysWhatItAsks(t *testing.T) {
	defs := cards.MustCatalog()
	pairs := gen.Pairs()
	games := 60
	if testing.Short() {
		games = 15
	}
	seen := map[string]int{}
	rng := rand.New(rand.NewPCG(5, 28))
	var buf []engine.Action
	for g := 0; g < games; g++ {
		var ds [][]engine.DefID
		for p := 0; p < 2; p++ {
			d, err := gen.Deck(defs, pairs[rng.IntN(len(pairs))], rng.Uint64(), 0)
			if err != nil {
				t.Fatal(err)
			}
			ds = append(ds, d.IDs())
		}
		game, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: ds})
		if err != nil {
			t.Fatal(err)
		}
		s := game.NewState(rng.Uint64())
		for n := 0; !s.Over() && n < 3000; n++ {
			buf = s.Legal(buf[:0])
			d := s.Pending()
			text := Decision(s, int(d.Player))
			if d.Kind != engine.DecTurn {
				if !strings.Contains(text, " asks: ") && d.Kind != engine.DecBag && d.Kind != engine.DecAlter && d.Kind != engine.DecSingers {
					t.Errorf("decision %v doesn't say what asks it: %q", d.Kind, text)
				}
				if strings.Contains(text, "yes or no for") {
					t.Errorf("a bare yes or no: %q", text)
				}
				if d.Kind == engine.DecMay {
					for _, a := range buf {
						if o := Action(s, a, int(d.Player)); strings.HasSuffix(o, ": yes") || strings.HasSuffix(o, ": no") {
							t.Errorf("%q: the answer %q doesn't say what it does", text, o)
						}
					}
				}
				if seen[text] == 0 && testing.Verbose() {
					t.Log(text)
				}
				seen[text]++
			}
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
