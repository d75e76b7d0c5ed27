package limited

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// toyDefs are four cards of known Score: A 4 (an item), B and C 8 (inkable
// items), D 16 (a character); A and D amber, B and C steel.
func toyDefs() []engine.CardDef {
	amber, steel := engine.InkSet(0).With(engine.Amber), engine.InkSet(0).With(engine.Steel)
	return []engine.CardDef{
		{FullName: "A", Type: engine.TypeItem, Inks: amber, Implemented: true},
		{FullName: "B", Type: engine.TypeItem, Inks: steel, Inkable: true, Implemented: true},
		{FullName: "C", Type: engine.TypeItem, Inks: steel, Inkable: true, Implemented: true},
		{FullName: "D", Type: engine.TypeCharacter, Inks: amber, Strength: 2, Willpower: 2, Lore: 1, Cost: 1, Implemented: true},
	}
}

func TestRatingTable(t *testing.T) {
	defs := toyDefs()
	for i, want := range []int{4, 8, 8, 16} {
		if s := Score(&defs[i]); s != want {
			t.Fatalf("toy card %s scores %d, want %d", defs[i].FullName, s, want)
		}
	}
	one := &Ratings{Cards: []CardRating{{Card: "A", Drawn: 10, Rating: 0.4}, {Card: "B", Drawn: 10, Rating: 0.6}}}
	fewer := &Ratings{Cards: []CardRating{{Card: "A", Drawn: 5, Rating: 0.9}}}
	more := &Ratings{Cards: []CardRating{{Card: "A", Drawn: 11, Rating: 0.5}}}
	tests := []struct {
		name   string
		rs     []*Ratings
		values []float64
		rated  []bool
		spread float64
	}{
		// The line through (4, .4) and (8, .6): .2 + .05·Score.
		{"one file", []*Ratings{one}, []float64{0.4, 0.6, 0.6, 1.0}, []bool{true, true, false, false}, 0.1},
		{"a rating of fewer games loses", []*Ratings{one, fewer}, []float64{0.4, 0.6, 0.6, 1.0}, []bool{true, true, false, false}, 0.1},
		// (4, .5), (8, .6): .4 + .025·Score.
		{"a rating of more games wins", []*Ratings{one, more}, []float64{0.5, 0.6, 0.6, 0.8}, []bool{true, true, false, false}, 0.05},
		// One Score only: the line is flat at the mean.
		{"one card", []*Ratings{fewer}, []float64{0.9, 0.9, 0.9, 0.9}, []bool{true, false, false, false}, 0},
	}
	for _, tt := range tests {
		tab, err := NewRatingTable(defs, tt.rs...)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		for i := range defs {
			if math.Abs(tab.Value[i]-tt.values[i]) > 1e-9 || tab.Rated[i] != tt.rated[i] {
				t.Errorf("%s: card %s valued %v (rated %v), want %v (%v)", tt.name, defs[i].FullName, tab.Value[i], tab.Rated[i], tt.values[i], tt.rated[i])
			}
		}
		if math.Abs(tab.Spread-tt.spread) > 1e-9 {
			t.Errorf("%s: spread %v, want %v", tt.name, tab.Spread, tt.spread)
		}
	}
	if _, err := NewRatingTable(defs); err == nil || !strings.Contains(err.Error(), "no card is rated") {
		t.Errorf("no ratings: %v", err)
	}
	if _, err := NewRatingTable(defs, &Ratings{Cards: []CardRating{{Card: "E", Rating: 0.5}}}); err == nil || !strings.Contains(err.Error(), `no card named "E"`) {
		t.Errorf("an unknown card: %v", err)
	}
}

func TestRatingDrafter(t *testing.T) {
	defs := toyDefs()
	tab, err := NewRatingTable(defs, &Ratings{Cards: []CardRating{{Card: "A", Drawn: 10, Rating: 0.55}, {Card: "B", Drawn: 10, Rating: 0.6}}})
	if err != nil {
		t.Fatal(err)
	}
	cards := func(ids ...engine.DefID) []DraftCard {
		out := make([]DraftCard, len(ids))
		for i, id := range ids {
			out[i].Card.Card = id
		}
		return out
	}
	const a, b, c, d = 0, 1, 2, 3
	tests := []struct {
		name       string
		pack, pool []DraftCard
		unready    engine.DefID // a card not implemented, or -1
		want       int
	}{
		{"the best rating", cards(a, b), nil, 99, 1},
		{"ties to the first", cards(b, b), nil, 99, 0},
		{"an unrated card by its Score", cards(b, d), nil, 99, 1},
		{"unimplemented last", cards(d, a), nil, d, 1},
		// Twelve amber cards: amber cards gain a spread (.025), A .575 < B .6.
		{"commitment up to a spread", cards(b, a), cards(a, a, a, a, a, a, a, a, a, a, a, a), 99, 0},
	}
	for _, tt := range tests {
		ds := append([]engine.CardDef(nil), defs...)
		if int(tt.unready) < len(ds) {
			ds[tt.unready].Implemented = false
		}
		r := NewRatingDrafter(ds, tab)
		if got := r.Choose(&Observation{Pack: tt.pack, Pool: tt.pool}); got != tt.want {
			t.Errorf("%s: picked %d, want %d", tt.name, got, tt.want)
		}
	}
	// A committed drafter: amber A (.55 + .025) beats steel B (.6) only when
	// the bonus is big enough.
	r := NewRatingDrafter(defs, tab)
	r.Commitment = 3
	if got := r.Choose(&Observation{Pack: cards(b, a), Pool: cards(a, a, a, a, a, a, a, a, a, a, a, a)}); got != 1 {
		t.Errorf("commitment 3: picked %d, want the amber card", got)
	}
}

// learnSmall learns ratings from one small pod of greedy games.
func learnSmall(t testing.TB, defs []engine.CardDef, seed uint64) *Ratings {
	t.Helper()
	cfg := LearnConfig{
		Draft:    DraftConfig{Seats: 3, Sets: []string{"5", "5", "5", "5"}, Seed: seed},
		Drafters: []string{"random", "heuristic", "random"},
		Pods:     1, Games: 2, Agent: "greedy", Prior: DefaultPriorGames,
	}
	pods := 0
	rt, err := LearnRatings(defs, cfg, func(done int) { pods = done })
	if err != nil {
		t.Fatal(err)
	}
	if pods != 1 {
		t.Errorf("progress saw %d pods, want 1", pods)
	}
	return rt
}

func TestLearnRatings(t *testing.T) {
	defs := catalog(t)
	rt := learnSmall(t, defs, 3)
	if rt.GamesPlayed != 6 || rt.Pods != 1 || rt.Seats != 3 || rt.Format != RatingsFormat || rt.Player != "greedy" {
		t.Errorf("ratings of %d games, %d pods, %d seats, format %q, player %q; want 6 games of 1 pod of 3 seats", rt.GamesPlayed, rt.Pods, rt.Seats, rt.Format, rt.Player)
	}
	if again := learnSmall(t, defs, 3); !reflect.DeepEqual(rt, again) {
		t.Error("the same configuration learned other ratings")
	}
	var n, w int
	for i, c := range rt.Cards {
		// Each deck plays 4 of the 6 games: a card counts 4 games per deck
		// that holds it.
		if c.InDeck != 4 && c.InDeck != 8 && c.InDeck != 12 || c.Drawn > c.InDeck || c.DrawnWins > c.Drawn || c.InDeckWins > c.InDeck {
			t.Errorf("%s: %d games in a deck (%d won), %d drawn (%d won)", c.Card, c.InDeck, c.InDeckWins, c.Drawn, c.DrawnWins)
		}
		if want := (float64(c.DrawnWins) + 20*rt.Mean) / float64(c.Drawn+20); math.Abs(c.Rating-want) > 1e-12 {
			t.Errorf("%s: rating %v, want %v", c.Card, c.Rating, want)
		}
		if i > 0 && c.Rating > rt.Cards[i-1].Rating {
			t.Errorf("%s rated %v after %s's %v: not best first", c.Card, c.Rating, rt.Cards[i-1].Card, rt.Cards[i-1].Rating)
		}
		n, w = n+c.Drawn, w+c.DrawnWins
	}
	// Three 35-card decks (35 cards or fewer distinct each) are in play.
	if len(rt.Cards) < 30 || len(rt.Cards) > 105 {
		t.Errorf("%d cards rated, want those of three decks", len(rt.Cards))
	}
	if n == 0 || math.Abs(rt.Mean-float64(w)/float64(n)) > 1e-12 {
		t.Errorf("mean %v, want the %d of %d drawn games won", rt.Mean, w, n)
	}
	// The file reads back as written.
	var buf bytes.Buffer
	if err := rt.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadRatings(&buf, "test")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rt, back) {
		t.Error("the ratings read back differ from those written")
	}
	base := LearnConfig{Draft: DraftConfig{Seats: 2, Sets: []string{"5", "5", "5", "5"}}, Drafters: []string{"random", "random"}, Pods: 1, Games: 2, Agent: "greedy"}
	for _, tt := range []struct {
		edit func(*LearnConfig)
		want string
	}{
		{func(c *LearnConfig) { c.Pods = 0 }, "at least one pod"},
		{func(c *LearnConfig) { c.Games = 3 }, "even number of games"},
		{func(c *LearnConfig) { c.Prior = -1 }, "0 or more"},
		{func(c *LearnConfig) { c.Drafters = c.Drafters[:1] }, "1 drafters for 2 seats"},
		{func(c *LearnConfig) { c.Drafters[1] = "expert" }, `seat 2: unknown drafter "expert"`},
		{func(c *LearnConfig) { c.Agent = "nobody" }, `unknown agent "nobody"`},
		{func(c *LearnConfig) { c.Draft.Sets = []string{"13"} }, `pod 1: pack 1: unknown set "13"`},
	} {
		c := base
		c.Drafters = append([]string(nil), base.Drafters...)
		tt.edit(&c)
		if _, err := LearnRatings(defs, c, nil); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error with %q", c, err, tt.want)
		}
	}
}

func TestReadRatingsBadInput(t *testing.T) {
	good := `{"format": "lorcana-draft-ratings/1", "sets": ["5"], "seats": 2, "pods": 1, "drafters": ["random", "random"], "deck_size": 35, "games_a_pair": 2, "player": "greedy", "seed": 1, "games_played": 2, "prior_games": 20, "mean": 0.5, "cards": [%s]}`
	card := func(s string) string { return strings.Replace(good, "%s", s, 1) }
	ok := `{"card": "Mickey Mouse - True Friend", "in_deck": 2, "in_deck_wins": 1, "drawn": 1, "drawn_wins": 1, "rating": 0.52}`
	if _, err := ReadRatings(strings.NewReader(card(ok)), "good"); err != nil {
		t.Fatalf("a good file: %v", err)
	}
	tests := []struct{ text, want string }{
		{"", "not a ratings file"},
		{"[1, 2]", "not a ratings file"},
		{strings.Replace(card(ok), "/1", "/9", 1), `format "lorcana-draft-ratings/9"`},
		{card(""), "no card is rated"},
		{card(strings.Replace(ok, "True Friend", "False Friend", 1)), `card 1: no card named "Mickey Mouse - False Friend"`},
		{card(strings.Replace(ok, "0.52", "1.5", 1)), "rating 1.5 is not a win rate"},
		{card(strings.Replace(ok, `"drawn_wins": 1`, `"drawn_wins": 2`, 1)), "counts that do not add up"},
		{card(strings.Replace(ok, `"in_deck": 2`, `"in_deck": 0`, 1)), "counts that do not add up"},
		{card(strings.Replace(ok, `"rating"`, `"score"`, 1)), `unknown field "score"`},
	}
	for _, tt := range tests {
		if _, err := ReadRatings(strings.NewReader(tt.text), "x.json"); err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "x.json") {
			t.Errorf("%.60q: %v, want an error naming x.json with %q", tt.text, err, tt.want)
		}
	}
	if _, err := LoadRatings(filepath.Join(t.TempDir(), "none.json")); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing file: %v", err)
	}
}

func TestNewDrafterRating(t *testing.T) {
	defs := catalog(t)
	file := filepath.Join(t.TempDir(), "r.json")
	var buf bytes.Buffer
	if err := learnSmall(t, defs, 5).Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, want string }{
		{"rating", ""},
		{" rating:" + file + " ", ""},
		{"rating:", "give the ratings file after the colon"},
		{"rating:" + bad, "not a ratings file"},
		{"rating:/no/such/file.json", "no such file"},
		{"random:3", `unknown drafter "random:3"`},
		{"expert", `unknown drafter "expert" (known: heuristic, random, rating, rating:FILE)`},
	} {
		d, err := NewDrafter(tt.name, defs, 1)
		switch {
		case tt.want == "" && (err != nil || d == nil):
			t.Errorf("%q: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%q: %v, want an error with %q", tt.name, err, tt.want)
		}
	}
}

func TestShippedRatings(t *testing.T) {
	defs := catalog(t)
	rs, err := ShippedRatings()
	if err != nil {
		t.Fatal(err)
	}
	for _, rt := range rs {
		if rt.Pods < 100 || rt.GamesPlayed != rt.Pods*rt.Seats*(rt.Seats-1)/2*rt.Games || !strings.HasPrefix(rt.Command, "lorcana draft ratings ") {
			t.Errorf("shipped ratings of sets %v: %d pods, %d games, command %q", rt.Sets, rt.Pods, rt.GamesPlayed, rt.Command)
		}
	}
	tab, err := DrafterRatings(defs, "")
	if err != nil {
		t.Fatal(err)
	}
	// Every set whose ratings are shipped has most of its cards rated.
	for _, rt := range rs {
		rated, all, err := tab.RatedIn(rt.Sets[0])
		if err != nil {
			t.Fatal(err)
		}
		if rated < all*9/10 {
			t.Errorf("set %s: %d of %d cards rated", rt.Sets[0], rated, all)
		}
		t.Logf("set %s: %d of its %d booster cards rated, from %d games of %d pods", rt.Sets[0], rated, all, rt.GamesPlayed, rt.Pods)
	}
	if tab.Spread <= 0 || tab.Spread > 0.2 {
		t.Errorf("the ratings' spread is %v", tab.Spread)
	}
}

func TestDrafterAllocations(t *testing.T) {
	defs := catalog(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, name := range []string{"heuristic", "rating", "random"} {
		dr, err := NewDrafter(name, defs, 1)
		if err != nil {
			t.Fatal(err)
		}
		d, err := NewDraft(DraftConfig{Seats: 8, Sets: []string{"5", "5", "5", "5"}, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		var o Observation
		if err := d.Observe(0, &o); err != nil {
			t.Fatal(err)
		}
		fewest := ^uint64(0)
		for try := 0; try < 3 && fewest > 0; try++ {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			for range 1000 {
				dr.Choose(&o)
			}
			runtime.ReadMemStats(&after)
			fewest = min(fewest, after.Mallocs-before.Mallocs)
		}
		if fewest > 0 {
			t.Errorf("%s: %d allocations in 1000 choices", name, fewest)
		}
	}
}
