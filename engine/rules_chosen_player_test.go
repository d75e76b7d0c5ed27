package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 6.1.3 and the scenario spec's decision rule 11: a chosen player ("chosen
// opponent", "chosen player") is asked when two or more players can be
// chosen, after the step's "may" and before any choice of cards in the same
// sentence; with one candidate it is made at once and nothing is asked.
func TestRulesChosenPlayerAskedFirst(t *testing.T) {
	defs := cards.MustCatalog()
	lookup := catalogLookup(t, slices.Clone(defs))
	filler := lookup("Mickey Mouse - True Friend")
	type ask struct {
		kind    engine.DecisionKind
		players []uint8 // a choice of a player: the players it offers
	}
	tests := []struct {
		name    string
		players int
		hand    string   // played by player 0 with 10 ink
		quester string   // or: quests with this character of player 0
		mine    []string // more characters of player 0
		answers []engine.ActionKind
		want    []ask // the decisions asked, in order (before each answer)
	}{
		{"chosen opponent, one opponent: nothing asked, the hand's cards at once", 2, "The Bare Necessities", "", nil,
			nil, []ask{{engine.DecChoose, nil}}},
		{"chosen opponent, two opponents: the opponents, then the cards", 3, "The Bare Necessities", "", nil,
			[]engine.ActionKind{engine.ActOption}, []ask{{engine.DecOption, []uint8{1, 2}}, {engine.DecChoose, nil}}},
		{"chosen player, two players: both, the controller first", 2, "Second Star to the Right", "", nil,
			nil, []ask{{engine.DecOption, []uint8{0, 1}}}},
		{"chosen player in the sentence of a chosen character: the may, the player, then the character", 2, "",
			"Madame Medusa - Diamond Lover", []string{"Pumbaa - Friendly Warthog"},
			[]engine.ActionKind{engine.ActYes, engine.ActOption},
			[]ask{{engine.DecMay, nil}, {engine.DecOption, []uint8{0, 1}}, {engine.DecChoose, nil}}},
		{"a card from chosen player's discard: the may, the player (you included), then the card", 2, "Anna - Little Sister", "", nil,
			[]engine.ActionKind{engine.ActYes, engine.ActOption},
			[]ask{{engine.DecMay, nil}, {engine.DecOption, []uint8{0, 1}}, {engine.DecChoose, nil}}},
		{"up to 2 cards from chosen player's discard, 3 players: every player", 3, "Taran - Magically Armed", "", nil,
			[]engine.ActionKind{engine.ActOption}, []ask{{engine.DecOption, []uint8{0, 1, 2}}, {engine.DecChoose, nil}}},
		{"the may declined: no player is asked", 2, "", "Madame Medusa - Diamond Lover", []string{"Pumbaa - Friendly Warthog"},
			[]engine.ActionKind{engine.ActNo}, []ask{{engine.DecMay, nil}, {engine.DecTurn, nil}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := engine.NewGame(defs, engine.Config{Players: tc.players})
			if err != nil {
				t.Fatal(err)
			}
			st := g.EmptyState(1)
			for p := 0; p < tc.players; p++ {
				for k := 0; k < 10; k++ {
					st.Place(uint8(p), filler, engine.ZoneDeck)
				}
				st.Place(uint8(p), lookup("Smash"), engine.ZoneHand) // a non-character card to discard
				st.Place(uint8(p), filler, engine.ZoneDiscard)       // a card to take from a discard
			}
			st.SetInk(0, filler, 10, 0)
			for _, n := range tc.mine {
				st.PlaceInPlay(0, lookup(n), engine.Placement{})
			}
			a := engine.Action{Player: 0}
			if tc.hand != "" {
				a.Kind = engine.ActPlay
				a.Card, _ = st.Place(0, lookup(tc.hand), engine.ZoneHand)
			} else {
				a.Kind = engine.ActQuest
				a.Card, _ = st.PlaceInPlay(0, lookup(tc.quester), engine.Placement{})
			}
			st.Begin(0, false, false)
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			for i, w := range tc.want {
				d := st.Pending()
				if d.Kind != w.kind {
					t.Fatalf("decision %d: %v, want %v", i+1, d.Kind, w.kind)
				}
				var offered []uint8
				for n := 0; n < d.Max; n++ {
					if p, ok := st.OptionPlayer(n); ok {
						offered = append(offered, p)
					}
				}
				if !slices.Equal(offered, w.players) {
					t.Fatalf("decision %d: players offered %v, want %v", i+1, offered, w.players)
				}
				if i < len(tc.answers) {
					if err := st.Apply(engine.Action{Kind: tc.answers[i], Player: d.Player}); err != nil {
						t.Fatalf("answer %d: %v", i+1, err)
					}
				}
			}
		})
	}
}

// ThenChosenPlayer needs a later step on a chosen player, and
// OfChosenPlayer a step on the cards of "they": the catalogue check refuses
// them otherwise, naming the card.
func TestChosenPlayerModifiersChecked(t *testing.T) {
	for _, tc := range []struct {
		name string
		step engine.Step
		word string
	}{
		{"ThenChosenPlayer with no player later", engine.Deal(2, engine.Chosen(engine.Chars())).ThenChosenPlayer(), "ThenChosenPlayer"},
		{"OfChosenPlayer on cards not theirs", engine.ToBottom(engine.Chosen(engine.AnyCard().InZoneOf(engine.ZoneDiscard))).OfChosenPlayer(), "OfChosenPlayer"},
	} {
		defs := slices.Clone(cards.MustCatalog())
		lookup := catalogLookup(t, defs)
		id := lookup("Smash")
		defs[id].Abilities = []*engine.Ability{engine.OnPlay(tc.step, engine.GainLore(1))}
		_, err := engine.NewGame(defs, engine.Config{Players: 2})
		if err == nil || !strings.Contains(err.Error(), "Smash") || !strings.Contains(err.Error(), tc.word) {
			t.Errorf("%s: err = %v, want a refusal naming Smash and %s", tc.name, err, tc.word)
		}
	}
}
