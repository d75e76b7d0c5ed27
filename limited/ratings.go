package limited

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path"
	"slices"
	"sync"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// RatingsFormat names the format of a ratings file (Ratings as JSON).
const RatingsFormat = "lorcana-draft-ratings/1"

// DefaultPriorGames is the weight of the prior of a card's rating, in
// games: a card drawn in n games is rated (wins + k·mean) / (n + k).
const DefaultPriorGames = 20

// Ratings are card ratings learned from games (LearnRatings): for each card,
// the games in which it was drawn and how many of those its deck won, like
// the "game in hand win rate" of pick-data sites, smoothed toward the mean.
// A ratings file is this as JSON.
type Ratings struct {
	Format string `json:"format"` // RatingsFormat
	// How the games were made.
	Command  string   `json:"command,omitempty"` // the command line that made it
	Sets     []string `json:"sets"`              // the set of each pack round of the pods
	Seats    int      `json:"seats"`
	Pods     int      `json:"pods"`
	Drafters []string `json:"drafters"` // of each seat of the pods
	DeckSize int      `json:"deck_size"`
	Games    int      `json:"games_a_pair"` // games each pair of seats played
	Player   string   `json:"player"`       // the play agent of every seat
	Seed     uint64   `json:"seed"`
	// What they gave.
	GamesPlayed int          `json:"games_played"`
	Prior       float64      `json:"prior_games"` // k: the prior's weight, in games
	Mean        float64      `json:"mean"`        // the win rate of all drawn cards: the prior's mean
	Cards       []CardRating `json:"cards"`       // best first
}

// CardRating is one card's record and rating. A card is "drawn" in a game
// when it is no longer in its deck at the game's end (drawn in the opening
// hand or later, mostly; a few effects move cards out of a deck otherwise);
// counted once a game however many copies.
type CardRating struct {
	Card       string  `json:"card"`         // full name
	InDeck     int     `json:"in_deck"`      // games its deck played
	InDeckWins int     `json:"in_deck_wins"` // of those, games its deck won
	Drawn      int     `json:"drawn"`        // games it was drawn in
	DrawnWins  int     `json:"drawn_wins"`   // of those, games its deck won
	Rating     float64 `json:"rating"`       // (DrawnWins + Prior·Mean) / (Drawn + Prior)
}

// smoothed is a rating of wins in n games with a prior of k games at mean.
func smoothed(wins, n int, k, mean float64) float64 {
	if float64(n)+k == 0 {
		return mean
	}
	return (float64(wins) + k*mean) / (float64(n) + k)
}

// ReadRatings reads a ratings file from r; name names it in errors. A file
// of another format, a card the catalogue does not know, a rating outside
// 0 to 1, or counts that do not add up is an error.
func ReadRatings(r io.Reader, name string) (*Ratings, error) {
	var rt Ratings
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rt); err != nil {
		return nil, fmt.Errorf("ratings %s: not a ratings file: %v", name, err)
	}
	if rt.Format != RatingsFormat {
		return nil, fmt.Errorf("ratings %s: format %q, want %q (made by lorcana draft ratings)", name, rt.Format, RatingsFormat)
	}
	if len(rt.Cards) == 0 {
		return nil, fmt.Errorf("ratings %s: no card is rated", name)
	}
	ix, err := cards.DefaultIndex()
	if err != nil {
		return nil, err
	}
	for i, c := range rt.Cards {
		if _, err := ix.Lookup(c.Card); err != nil {
			return nil, fmt.Errorf("ratings %s: card %d: %v", name, i+1, err)
		}
		switch {
		case math.IsNaN(c.Rating) || c.Rating < 0 || c.Rating > 1:
			return nil, fmt.Errorf("ratings %s: %s: rating %v is not a win rate from 0 to 1", name, c.Card, c.Rating)
		case c.Drawn < 0 || c.DrawnWins < 0 || c.DrawnWins > c.Drawn || c.InDeck < 0 || c.InDeckWins < 0 || c.InDeckWins > c.InDeck || c.Drawn > c.InDeck:
			return nil, fmt.Errorf("ratings %s: %s: counts that do not add up (%d of %d drawn games won, %d of %d in the deck)", name, c.Card, c.DrawnWins, c.Drawn, c.InDeckWins, c.InDeck)
		}
	}
	return &rt, nil
}

// LoadRatings reads a ratings file (ReadRatings).
func LoadRatings(file string) (*Ratings, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("ratings: %w", err)
	}
	return ReadRatings(bytes.NewReader(b), file)
}

// Write writes the ratings as indented JSON.
func (rt *Ratings) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rt)
}

//go:embed ratings/*.json
var shippedRatings embed.FS

// ShippedRatings are the ratings shipped with the package (limited/ratings,
// one file per set; docs/limited.md says how they were made).
func ShippedRatings() ([]*Ratings, error) {
	ents, err := shippedRatings.ReadDir("ratings")
	if err != nil {
		return nil, err
	}
	var out []*Ratings
	for _, e := range ents {
		if path.Ext(e.Name()) != ".json" {
			continue
		}
		name := path.Join("ratings", e.Name())
		b, err := shippedRatings.ReadFile(name)
		if err != nil {
			return nil, err
		}
		rt, err := ReadRatings(bytes.NewReader(b), "limited/"+name)
		if err != nil {
			return nil, err
		}
		out = append(out, rt)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no ratings are shipped (limited/ratings holds no file)")
	}
	return out, nil
}

// RatingTable is each card's value for the rating drafter, by DefID: its
// rating when a ratings file rates it, else the fallback: the heuristic
// Score put on the ratings' scale by the least-squares line through the
// rated cards (rating against Score), so that an unrated card (a set not
// rated, a card never in a deck) is valued like a rated card of its Score,
// never as zero.
type RatingTable struct {
	Value []float64 // by DefID
	Rated []bool    // by DefID: Value is a rating from games
	// The fallback line: Value = Intercept + Slope·Score for unrated cards.
	Intercept, Slope float64
	// Spread is the standard deviation of the rated cards' ratings.
	Spread float64
	// NumRated is the number of rated cards.
	NumRated int
}

// NewRatingTable makes the table of defs (indexed by DefID, cards.Catalog's)
// from one or more ratings; a card rated by several takes the rating of the
// most drawn games (ties to the first).
func NewRatingTable(defs []engine.CardDef, rs ...*Ratings) (*RatingTable, error) {
	ix, err := cards.NewIndex(defs)
	if err != nil {
		return nil, err
	}
	t := &RatingTable{Value: make([]float64, len(defs)), Rated: make([]bool, len(defs))}
	drawn := make([]int, len(defs))
	for _, rt := range rs {
		for _, c := range rt.Cards {
			id, err := ix.Lookup(c.Card)
			if err != nil {
				return nil, fmt.Errorf("ratings: %v", err)
			}
			if !t.Rated[id] || c.Drawn > drawn[id] {
				t.Value[id], t.Rated[id], drawn[id] = c.Rating, true, c.Drawn
			}
		}
	}
	// The fallback: least squares of rating on Score over the rated cards.
	var n, sx, sy, sxx, sxy float64
	for id, ok := range t.Rated {
		if !ok {
			continue
		}
		x, y := float64(Score(&defs[id])), t.Value[id]
		n, sx, sy, sxx, sxy = n+1, sx+x, sy+y, sxx+x*x, sxy+x*y
	}
	if n == 0 {
		return nil, fmt.Errorf("ratings: no card is rated")
	}
	t.NumRated = int(n)
	mx, my := sx/n, sy/n
	if vx := sxx/n - mx*mx; vx > 1e-12 {
		t.Slope = (sxy/n - mx*my) / vx
	}
	t.Intercept = my - t.Slope*mx
	var ss float64
	for id, ok := range t.Rated {
		if ok {
			ss += (t.Value[id] - my) * (t.Value[id] - my)
		}
	}
	t.Spread = math.Sqrt(ss / n)
	for id := range t.Value {
		if !t.Rated[id] {
			t.Value[id] = t.Intercept + t.Slope*float64(Score(&defs[id]))
		}
	}
	return t, nil
}

// RatedIn counts the cards of a set's boosters the table rates, and all of
// them (a set's printings within BaseSetSize and the foil-only ones).
func (t *RatingTable) RatedIn(set string) (rated, all int, err error) {
	g, err := NewGenerator(set)
	if err != nil {
		return 0, 0, err
	}
	var ids []engine.DefID
	for _, ps := range g.pool {
		for _, p := range ps {
			if !slices.Contains(ids, p.Card) {
				ids = append(ids, p.Card)
			}
		}
	}
	for _, id := range ids {
		if int(id) < len(t.Rated) && t.Rated[id] {
			rated++
		}
	}
	return rated, len(ids), nil
}

var (
	tableMu sync.Mutex
	tables  = map[tableKey]*RatingTable{}
)

type tableKey struct {
	file string // "" for the shipped ratings
	defs *engine.CardDef
	n    int
}

// DrafterRatings is the table of the rating drafter "rating:file" (file
// "" for the shipped ratings, "rating"), as NewDrafter makes it.
func DrafterRatings(defs []engine.CardDef, file string) (*RatingTable, error) {
	return ratingTable(defs, file)
}

// ratingTable is the table of a ratings file ("" for the shipped ratings)
// for defs, made once and shared (read only).
func ratingTable(defs []engine.CardDef, file string) (*RatingTable, error) {
	if len(defs) == 0 {
		return nil, fmt.Errorf("no card definitions")
	}
	key := tableKey{file, &defs[0], len(defs)}
	tableMu.Lock()
	defer tableMu.Unlock()
	if t, ok := tables[key]; ok {
		return t, nil
	}
	var rs []*Ratings
	if file == "" {
		var err error
		if rs, err = ShippedRatings(); err != nil {
			return nil, err
		}
	} else {
		rt, err := LoadRatings(file)
		if err != nil {
			return nil, err
		}
		rs = []*Ratings{rt}
	}
	t, err := NewRatingTable(defs, rs...)
	if err != nil {
		return nil, err
	}
	tables[key] = t
	return t, nil
}
