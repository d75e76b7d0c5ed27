package encode_test

import (
	"bufio"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

// docNames reads the names of a table's rows in docs/observation.md: the
// backquoted second column of rows after the table header that follows
// heading.
func docNames(t *testing.T, heading, firstCol string) []string {
	t.Helper()
	f, err := os.Open("../docs/observation.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	row := regexp.MustCompile("^\\| [^|]+ \\| `([A-Za-z0-9_]+)` \\|")
	var names []string
	in, table := false, false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "## "):
			if in && table {
				return names
			}
			in = l == "## "+heading
		case in && strings.HasPrefix(l, "| "+firstCol+" |"):
			if table && len(names) > 0 {
				return names
			}
			table = true
		case in && table:
			if m := row.FindStringSubmatch(l); m != nil {
				names = append(names, m[1])
			} else if len(names) > 0 {
				return names
			}
		}
	}
	return names
}

func TestDocMatchesCode(t *testing.T) {
	spec := encode.NewSpec(2)
	if got := docNames(t, "The card table", "column"); !slices.Equal(got, encode.CardFeatureNames()) {
		t.Errorf("docs card features:\n%v\ncode:\n%v", got, encode.CardFeatureNames())
	}
	if n := len(encode.CardFeatureNames()); n != spec.CardFeatures {
		t.Errorf("%d card feature names, F = %d", n, spec.CardFeatures)
	}
	if got := docNames(t, "Option rows", "column"); !slices.Equal(got, encode.OptionFeatureNames()) {
		t.Errorf("docs option features:\n%v\ncode:\n%v", got, encode.OptionFeatureNames())
	}
	if n := len(encode.OptionFeatureNames()); n != spec.OptionFeatures {
		t.Errorf("%d option feature names, H = %d", n, spec.OptionFeatures)
	}
	for _, p := range []int{2, 3, 4} {
		s := encode.NewSpec(p)
		names := s.GlobalFeatureNames()
		if len(names) != s.GlobalFeatures {
			t.Errorf("%d players: %d global names, G = %d", p, len(names), s.GlobalFeatures)
		}
		per := docNames(t, "Global features", "offset in block R")
		game := docNames(t, "Global features", "column")
		var want []string
		for r := range p {
			for _, n := range per {
				want = append(want, strings.TrimSuffix(n, "_pR")+"_p"+string(rune('0'+r)))
			}
		}
		want = append(want, game...)
		if !slices.Equal(want, names) {
			t.Errorf("%d players: docs globals\n%v\ncode\n%v", p, want, names)
		}
	}
}

// states plays random games and calls fn at every decision with the state
// and its legal options.
func states(t *testing.T, games int, fn func(st *engine.State, legal []engine.Action)) {
	t.Helper()
	cfg := env.DefaultConfig()
	cfg.AutoAnswer = false
	e, err := env.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for g := range games {
		rng := engine.NewRNG(uint64(g) * 7)
		obs, _ := e.Reset(uint64(g) + 1)
		for {
			fn(e.State(), e.Legal())
			var term, trunc bool
			obs, _, term, trunc, _, err = e.Step(rng.Intn(obs.NumOptions))
			if err != nil {
				t.Fatal(err)
			}
			if term || trunc {
				break
			}
		}
	}
}

func TestEncodeNoAlloc(t *testing.T) {
	spec := encode.NewSpec(2)
	var enc *encode.Encoder
	obs := spec.NewObs()
	n := 0
	states(t, 3, func(st *engine.State, legal []engine.Action) {
		if enc == nil {
			enc = encode.NewEncoder(st.Game(), spec)
			enc.Encode(st, 0, legal, obs) // warm the scratch buffers
		}
		p := int(st.Pending().Player)
		if a := testing.AllocsPerRun(5, func() { enc.Encode(st, p, legal, obs) }); a != 0 {
			t.Fatalf("Encode allocates %.1f times", a)
		}
		if obs.NumOptions != len(legal) || obs.Cut != 0 {
			t.Fatalf("%d options listed, %d cut, %d legal", obs.NumOptions, obs.Cut, len(legal))
		}
		n++
	})
	if n == 0 {
		t.Fatal("no state encoded")
	}
}
