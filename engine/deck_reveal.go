package engine

// revealUntil turns up player p's deck from the top, one card at a time,
// until a card matching f (6.1.14.1: each is shown to all players as it is
// revealed): "reveal cards from the top of your deck until you reveal a
// Floodborn character card". It reports the first matching card, the one
// the effect goes on with; the cards revealed above it stay in the deck,
// where the effect says what becomes of them ("shuffle the rest into your
// deck": ShuffleYourDeck). With no match every card was revealed and none
// is found (1.7.7).
func (s *State) revealUntil(p uint8, f *Filter, c ctx) (CardID, bool) {
	d := s.Players[p].Deck
	for k := len(d) - 1; k >= 0; k-- { // the top card is the last
		if s.match(f, d[k], c) {
			return d[k], true
		}
	}
	return NoCard, false
}
