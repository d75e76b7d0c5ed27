package engine

import "testing"

// Card.Seen: shuffling a deck forgets what anyone saw of its cards (7.2.2),
// and a card that leaves play (a public place) for a hand is known to every
// player.
func TestSeenForgottenOnShuffle(t *testing.T) {
	g, err := NewGame([]CardDef{{FullName: "A", Type: TypeCharacter, Implemented: true}}, Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	a, _ := st.Place(1, 0, ZoneDeck)
	b, _ := st.Place(1, 0, ZoneDeck)
	st.Cards[a].Seen, st.Cards[b].Seen = 1, 3
	st.shuffleDeck(1)
	if st.Cards[a].Seen != 0 || st.Cards[b].Seen != 0 {
		t.Errorf("after a shuffle: seen %03b and %03b, want none", st.Cards[a].Seen, st.Cards[b].Seen)
	}
	st.moveCard(a, ZoneHand, 1)
	if st.Cards[a].Seen != 0 {
		t.Errorf("a card drawn is known to %03b, want nobody else", st.Cards[a].Seen)
	}
	st.moveCard(a, ZonePlay, 1)
	st.moveCard(a, ZoneHand, 1)
	if st.Cards[a].Seen != 0xFF {
		t.Errorf("a card returned from play to its hand is known to %08b, want everyone", st.Cards[a].Seen)
	}
}
