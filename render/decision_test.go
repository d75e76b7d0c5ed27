package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestDecisionSaysWhatItAsks: a decision names the ability that asks and
// what it asks, and the answers of a "may" say what they do, in the
// engine's own words.
func TestDecisionSaysWhatItAsks(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := ix.MustLookup
	tests := []struct {
		name    string
		hand    []string // player 1's hand
		play    []string // player 1's characters in play, ready
		opp     []string // player 2's characters in play, 1 damage each
		act     func(s *engine.State, a engine.Action) bool
		then    engine.ActionKind // answered after act, when not 0
		kind    engine.DecisionKind
		want    string   // in the decision
		answers []string // each in some answer's text
	}{
		{name: "Bodyguard", hand: []string{"Maximus - Palace Horse"},
			act:  func(s *engine.State, a engine.Action) bool { return a.Kind == engine.ActPlay },
			kind: engine.DecMay, want: "yes or no: Bodyguard of Maximus - Palace Horse asks: enter play exerted?",
			answers: []string{"yes, it enters play exerted", "no, it enters play ready"}},
		{name: "Support", play: []string{"Maximus - Palace Horse", "Mickey Mouse - True Friend"},
			act: func(s *engine.State, a engine.Action) bool {
				return a.Kind == engine.ActQuest && s.Def(a.Card).FullName == "Maximus - Palace Horse"
			},
			kind: engine.DecMay, want: "yes or no: Support of Maximus - Palace Horse asks: you may give another chosen character +strength",
			answers: []string{"yes, give another chosen character +strength", "no, don't"}},
		{name: "Support's choice, once answered yes", play: []string{"Maximus - Palace Horse", "Mickey Mouse - True Friend"},
			act: func(s *engine.State, a engine.Action) bool {
				return a.Kind == engine.ActQuest && s.Def(a.Card).FullName == "Maximus - Palace Horse"
			},
			then: engine.ActYes,
			kind: engine.DecChoose, want: "choose 1 card: Support of Maximus - Palace Horse asks: give another chosen character +strength",
			answers: []string{"chooses Mickey Mouse - True Friend (yours)"}},
		{name: "choose one", hand: []string{"Make the Potion"}, opp: []string{"Hans - Scheming Prince"},
			act:  func(s *engine.State, a engine.Action) bool { return a.Kind == engine.ActPlay },
			kind: engine.DecOption, want: "one of 2 options: Make the Potion asks: choose one: banish a chosen item; or deal 2 damage",
			answers: []string{"takes option 2: deal 2 damage to a chosen damaged character"}},
		{name: "chosen target", hand: []string{"Dragon Fire"}, opp: []string{"Hans - Scheming Prince"},
			act:  func(s *engine.State, a engine.Action) bool { return a.Kind == engine.ActPlay },
			kind: engine.DecChoose, want: "choose 1 card: Dragon Fire asks: banish a chosen character",
			answers: []string{"chooses Hans - Scheming Prince (player 2's, 1 damage)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := engine.NewGame(defs, engine.Config{Players: 2, Decks: [][]engine.DefID{nil, nil}})
			if err != nil {
				t.Fatal(err)
			}
			s := g.EmptyState(1)
			for _, n := range tc.hand {
				s.AddCard(0, id(n), engine.ZoneHand)
			}
			for _, n := range tc.play {
				if _, err := s.PlaceInPlay(0, id(n), engine.Placement{}); err != nil {
					t.Fatal(err)
				}
			}
			for _, n := range tc.opp {
				if _, err := s.PlaceInPlay(1, id(n), engine.Placement{Damage: 1}); err != nil {
					t.Fatal(err)
				}
			}
			for p := uint8(0); p < 2; p++ {
				s.SetInk(p, id("Develop Your Brain"), 9, 0)
				s.AddCard(p, id("Pumbaa - Friendly Warthog"), engine.ZoneDeck)
			}
			s.Begin(0, false, false)
			done := false
			for _, a := range s.Legal(nil) {
				if tc.act(s, a) {
					if err := s.Apply(a); err != nil {
						t.Fatal(err)
					}
					done = true
					break
				}
			}
			if !done {
				t.Fatal("no legal action to start it")
			}
			if tc.then != 0 {
				i := slices.IndexFunc(s.Legal(nil), func(a engine.Action) bool { return a.Kind == tc.then })
				if i < 0 {
					t.Fatalf("no %v to answer %s", tc.then, Decision(s, 0))
				}
				if err := s.Apply(s.Legal(nil)[i]); err != nil {
					t.Fatal(err)
				}
			}
			if d := s.Pending(); d.Kind != tc.kind {
				t.Fatalf("pending %v, want %v: %s", d.Kind, tc.kind, Decision(s, 0))
			}
			if got := Decision(s, 0); !strings.Contains(got, tc.want) {
				t.Errorf("decision %q\nwant it to have %q", got, tc.want)
			}
			var texts []string
			for _, a := range s.Legal(nil) {
				texts = append(texts, Action(s, a, 0))
			}
			for _, w := range tc.answers {
				if !slices.ContainsFunc(texts, func(t string) bool { return strings.Contains(t, w) }) {
					t.Errorf("no answer has %q: %q", w, texts)
				}
			}
		})
	}
}
