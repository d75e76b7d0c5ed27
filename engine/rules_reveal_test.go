package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 6.1.14.1, 6.1.14.2: a revealed card is shown to all players while the
// effect that revealed it applies, and is no longer revealed once it ends.
// No implemented card reveals the top card of a deck yet, so Tangle gets a
// test ability: "reveal the top card of your deck; you may gain 1 lore".
func TestRulesRevealedOnlyWhileTheEffectApplies(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	tangle, err := ix.Lookup("Tangle")
	if err != nil {
		t.Fatal(err)
	}
	filler, err := ix.Lookup("Mickey Mouse - True Friend")
	if err != nil {
		t.Fatal(err)
	}
	ab := engine.OnPlay(engine.RevealTop(0), engine.GainLore(1).Optional())
	engine.BindAbility(ab, tangle, 0)
	defs[tangle].Abilities = []*engine.Ability{ab}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	var top engine.CardID
	for i := 0; i < 5; i++ { // placed bottom first: the last is the top
		if top, err = st.Place(0, filler, engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
	}
	c, err := st.Place(0, tangle, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 2, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: c}); err != nil {
		t.Fatal(err)
	}
	if d := st.Pending(); d.Kind != engine.DecMay {
		t.Fatalf("pending %+v, want the may", d)
	}
	if st.Cards[top].Flags&engine.FlagRevealed == 0 {
		t.Fatalf("6.1.14.1: the top card is not revealed while the effect resolves")
	}
	if err := st.Apply(engine.Action{Kind: engine.ActNo, Player: 0}); err != nil {
		t.Fatal(err)
	}
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Fatalf("pending %+v, want the turn", d)
	}
	if z := st.Cards[top].Zone; z != engine.ZoneDeck {
		t.Fatalf("the revealed card is in zone %v, want the deck", z)
	}
	if st.Cards[top].Flags&engine.FlagRevealed != 0 {
		t.Errorf("6.1.14.2: the top card is still revealed after the effect ended")
	}
}

// 6.1.14.1, 6.1.14.2: a song card is revealed and taken into hand (Ariel
// - Spectacular Singer's Musical Debut): the card taken stays revealed,
// in its new zone, for the rest of the effect (here while the other cards
// are put on the bottom in any order), and is hidden once the effect ends.
// The card not taken is not revealed.
func TestRulesRevealedIntoHandUntilTheEffectEnds(t *testing.T) {
	g, lookup := catalogGame(t)
	st := g.EmptyState(1)
	filler, song := lookup("Mickey Mouse - True Friend"), lookup("Friends on the Other Side")
	if !g.Defs[song].IsSong() {
		t.Fatal("the test needs a song")
	}
	var deck []engine.CardID
	for _, d := range []engine.DefID{filler, filler, filler, song, filler, filler} { // the last is the top
		id, err := st.Place(0, d, engine.ZoneDeck)
		if err != nil {
			t.Fatal(err)
		}
		deck = append(deck, id)
	}
	taken, other := deck[3], deck[2]
	ariel, err := st.Place(0, lookup("Ariel - Spectacular Singer"), engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 3, 0)
	st.Begin(0, false, false)
	apply := func(a engine.Action) {
		t.Helper()
		if err := st.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	revealed := func(id engine.CardID) bool { return st.Cards[id].Flags&engine.FlagRevealed != 0 }
	apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: ariel})
	if d := st.Pending(); d.Kind != engine.DecMay {
		t.Fatalf("pending %+v, want the may", d)
	}
	apply(engine.Action{Kind: engine.ActYes, Player: 0})
	apply(engine.Action{Kind: engine.ActChoose, Player: 0, Card: taken})
	if d := st.Pending(); d.Kind != engine.DecOrder {
		t.Fatalf("pending %+v, want the order of the rest", d)
	}
	if z := st.Cards[taken].Zone; z != engine.ZoneHand {
		t.Fatalf("the song is in zone %v, want the hand", z)
	}
	if !revealed(taken) {
		t.Errorf("6.1.14.1: the song put into the hand is not revealed while the effect resolves")
	}
	if revealed(other) {
		t.Errorf("a card looked at but not taken is revealed")
	}
	for st.Pending().Kind == engine.DecOrder {
		apply(st.Legal(nil)[0])
	}
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Fatalf("pending %+v, want the turn", d)
	}
	if revealed(taken) {
		t.Errorf("6.1.14.2: the song is still revealed after the effect ended")
	}
}

// 6.1.14.1, 6.1.14.2: revealing your deck's top 3 cards (Lucky - The
// 15th Puppy's Good as New): the three are shown to all players while the
// effect resolves, the fourth card isn't, and none stays revealed once the
// effect has ended, wherever the cards went.
func TestRulesRevealTopCardsUntilTheEffectEnds(t *testing.T) {
	g, lookup := catalogGame(t)
	st := g.EmptyState(1)
	filler := lookup("Mickey Mouse - True Friend")
	var deck []engine.CardID
	for _, d := range []engine.DefID{filler, lookup("Stitch - New Dog"), filler, filler} { // the last is the top
		id, err := st.Place(0, d, engine.ZoneDeck)
		if err != nil {
			t.Fatal(err)
		}
		deck = append(deck, id)
	}
	lucky, err := st.Place(0, lookup("Lucky - The 15th Puppy"), engine.ZonePlay)
	if err != nil {
		t.Fatal(err)
	}
	st.Begin(0, false, false)
	apply := func(a engine.Action) {
		t.Helper()
		if err := st.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	revealed := func(id engine.CardID) bool { return st.Cards[id].Flags&engine.FlagRevealed != 0 }
	apply(engine.Action{Kind: engine.ActActivate, Player: 0, Card: lucky, Ab: 0})
	if d := st.Pending(); d.Kind == engine.DecTurn {
		t.Fatalf("pending %+v, want the choice of cards to take", d)
	}
	for _, id := range deck[1:] {
		if !revealed(id) {
			t.Errorf("6.1.14.1: a card among the top 3 is not revealed while the effect resolves")
		}
	}
	if revealed(deck[0]) {
		t.Errorf("the fourth card is revealed")
	}
	for st.Pending().Kind != engine.DecTurn {
		apply(st.Legal(nil)[0])
	}
	for _, id := range st.Players[0].Deck {
		if revealed(id) {
			t.Errorf("6.1.14.2: a card is still revealed in the deck after the effect ended")
		}
	}
	for _, id := range st.Players[0].Hand {
		if revealed(id) {
			t.Errorf("6.1.14.2: a card is still revealed in the hand after the effect ended")
		}
	}
}

// 6.1.14.1, 6.1.3: "whenever one of your characters sings a song, chosen
// opponent reveals their hand" (Dolores Madrigal - Within Earshot): with one
// opponent nothing is asked; that opponent's hand is shown to all players,
// so the singer's player knows those cards afterwards (Card.Seen), and no
// card of the hand moves.
func TestRulesChosenOpponentRevealsHand(t *testing.T) {
	g, id := catalogGame(t)
	st := g.EmptyState(1)
	for p := uint8(0); p < 2; p++ {
		for range 5 {
			if _, err := st.Place(p, id("Stitch - New Dog"), engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
		}
	}
	song, err := st.Place(0, id("Friends on the Other Side"), engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	var theirs []engine.CardID
	for _, n := range []string{"Pumbaa - Friendly Warthog", "Goofy - Musketeer"} {
		c, err := st.Place(1, id(n), engine.ZoneHand)
		if err != nil {
			t.Fatal(err)
		}
		theirs = append(theirs, c)
	}
	if _, err := st.PlaceInPlay(0, id("Dolores Madrigal - Within Earshot"), engine.Placement{At: engine.NoCard}); err != nil {
		t.Fatal(err)
	}
	singer, err := st.PlaceInPlay(0, id("Mickey Mouse - True Friend"), engine.Placement{At: engine.NoCard})
	if err != nil {
		t.Fatal(err)
	}
	st.Begin(0, false, false)
	for _, c := range theirs {
		if st.Cards[c].Seen&1 != 0 {
			t.Fatalf("before the song the opponent's card %v is already known to p1", c)
		}
	}
	if err := st.Apply(engine.Action{Kind: engine.ActSing, Player: 0, Card: song, Target: singer}); err != nil {
		t.Fatal(err)
	}
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Fatalf("pending %+v, want the turn: one opponent is chosen without a question", d)
	}
	for _, c := range theirs {
		if st.Cards[c].Seen&1 == 0 {
			t.Errorf("6.1.14.1: the opponent's card %v was not shown to p1", c)
		}
		if st.Cards[c].Zone != engine.ZoneHand || st.Cards[c].Flags&engine.FlagRevealed != 0 {
			t.Errorf("6.1.14.2: card %v: zone %v flags %b, want in hand and no longer revealed", c, st.Cards[c].Zone, st.Cards[c].Flags)
		}
	}
}

// 6.1.14.1, 6.1.14.2: showing a song card from your hand (RevealFromHand,
// Mirabel Madrigal - Curious Child): the chosen card stays in the hand,
// revealed to all players while the effect goes on (here while a later
// "may" is asked), and is hidden once the effect ends. Tangle gets the test
// ability "reveal a song card in your hand; you may gain 1 lore".
func TestRulesRevealFromHandOnlyWhileTheEffectApplies(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(n string) engine.DefID {
		i, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return i
	}
	tangle, filler, songDef := lookup("Tangle"), lookup("Mickey Mouse - True Friend"), lookup("Friends on the Other Side")
	ab := engine.OnPlay(engine.RevealFromHand(0, engine.SongCards()), engine.GainLore(1).Optional())
	engine.BindAbility(ab, tangle, 0)
	defs[tangle].Abilities = []*engine.Ability{ab}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for i := 0; i < 5; i++ {
		if _, err := st.Place(0, filler, engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
	}
	song, err := st.Place(0, songDef, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	c, err := st.Place(0, tangle, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 2, 0)
	st.Begin(0, false, false)
	apply := func(a engine.Action) {
		t.Helper()
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: c})
	if st.Cards[song].Flags&engine.FlagRevealed != 0 {
		t.Fatalf("the song is revealed before it is chosen")
	}
	apply(engine.Action{Kind: engine.ActChoose, Player: 0, Card: song})
	if d := st.Pending(); d.Kind != engine.DecMay {
		t.Fatalf("pending %+v, want the may", d)
	}
	if st.Cards[song].Flags&engine.FlagRevealed == 0 || st.Cards[song].Zone != engine.ZoneHand {
		t.Fatalf("6.1.14.1: the chosen song is not revealed in the hand while the effect resolves")
	}
	apply(engine.Action{Kind: engine.ActYes, Player: 0})
	if st.Cards[song].Flags&engine.FlagRevealed != 0 {
		t.Errorf("6.1.14.2: the song is still revealed after the effect ended")
	}
	if st.Cards[song].Zone != engine.ZoneHand || st.Players[0].Lore != 1 {
		t.Errorf("song in zone %v, lore %d; want the hand and 1 lore", st.Cards[song].Zone, st.Players[0].Lore)
	}
}
