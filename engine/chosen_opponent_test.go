package engine_test

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// A card whose effect is done by "the chosen opponent" (Ursula - Eric's
// Bride) plays in 2-player games; with more players the opponent would be
// chosen, which the engine does not ask, so the game is refused with a
// clear error instead of silently taking the next player.
func TestChosenOpponentOnlyInTwoPlayerGames(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	ursula, err := ix.Lookup("Ursula - Eric's Bride")
	if err != nil {
		t.Fatal(err)
	}
	filler, _ := ix.Lookup("Mickey Mouse - True Friend")
	deck := func(card engine.DefID) []engine.DefID {
		d := make([]engine.DefID, 60)
		for i := range d {
			d[i] = filler
		}
		d[0] = card
		return d
	}
	for _, tc := range []struct {
		players int
		card    engine.DefID
		want    string // "" when the game may be made
	}{
		{2, ursula, ""},
		{3, ursula, "choosing one of several opponents is not supported"},
		{4, ursula, "choosing one of several opponents is not supported"},
		{3, filler, ""},
	} {
		decks := [][]engine.DefID{deck(tc.card)}
		for len(decks) < tc.players {
			decks = append(decks, deck(filler))
		}
		_, err := engine.NewGame(defs, engine.Config{Players: tc.players, Decks: decks})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%d players, %s: %v", tc.players, defs[tc.card].FullName, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%d players, %s: err = %v, want %q", tc.players, defs[tc.card].FullName, err, tc.want)
		}
	}
}
