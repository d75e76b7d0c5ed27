package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// 6.3.1, 6.4.1, 6.1.13.5: an activated ability granted by a static ability
// (characters here gain an exert-to-draw ability) is listed by Legal for
// each card it applies to, exactly once even when two statics grant it, and
// not for a card it doesn't apply to; it is no longer listed once the
// granting card leaves play. The granted ability is described inside the
// static's text.
func TestRulesGrantedActivatedAbility(t *testing.T) {
	g, id := catalogGame(t)
	st := g.EmptyState(1)
	place := func(d engine.DefID, at engine.CardID) engine.CardID {
		c, err := st.PlaceInPlay(0, d, engine.Placement{})
		if err != nil {
			t.Fatal(err)
		}
		if at != engine.NoCard {
			if err := st.SetAt(c, at); err != nil {
				t.Fatal(err)
			}
		}
		return c
	}
	lab := place(id("The Great Illuminary - Abandoned Laboratory"), engine.NoCard)
	here := place(id("Mickey Mouse - True Friend"), lab)
	away := place(id("Stitch - New Dog"), engine.NoCard)
	clock1 := place(id("Cogsworth - Talking Clock"), engine.NoCard)
	place(id("Cogsworth - Talking Clock"), engine.NoCard)
	gaston := place(id("Gaston - Arrogant Hunter"), engine.NoCard)
	tower := place(id("The Sorcerer's Tower - Wondrous Workspace"), engine.NoCard)
	st.SetInk(0, id("Mickey Mouse - True Friend"), 3, 0)
	st.Begin(0, false, false)

	uses := func(c engine.CardID) []engine.Action {
		var out []engine.Action
		for _, a := range st.Legal(nil) {
			if a.Kind == engine.ActActivate && a.Card == c {
				out = append(out, a)
			}
		}
		return out
	}
	if u := uses(here); len(u) != 1 || u[0].Ab < engine.GrantBase {
		t.Fatalf("the character at the laboratory: activations %v, want the granted one", u)
	} else if a := st.Ability(st.Cards[here].Def, u[0].Ab); a == nil || g.GrantedBy(u[0].Ab) != "Startling Discovery" {
		t.Fatalf("granted ability %d: %v, granted by %q", u[0].Ab, a, g.GrantedBy(u[0].Ab))
	}
	if u := uses(away); len(u) != 0 {
		t.Errorf("a character elsewhere: activations %v, want none", u)
	}
	if u := uses(gaston); len(u) != 1 {
		t.Errorf("Gaston under two Cogsworths: activations %v, want the granted ability once", u)
	}
	if u := uses(clock1); len(u) != 0 {
		t.Errorf("Cogsworth (not Reckless): activations %v, want none", u)
	}
	// the granted ability reads inside its static
	cog := &g.Defs[id("Cogsworth - Talking Clock")]
	if d := cog.Abilities[0].Describe(); !strings.Contains(d, `gain "exert - gain 1 lore"`) {
		t.Errorf("Cogsworth describes as %q", d)
	}
	// 6.1.13.5: once the character is no longer here, the ability is gone.
	use := engine.Action{Kind: engine.ActActivate, Player: 0, Card: here, Ab: uses(here)[0].Ab}
	if err := st.Apply(engine.Action{Kind: engine.ActMove, Player: 0, Card: here, Target: tower}); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(st.Legal(nil), use) {
		t.Error("the character moved away but the granted ability is still listed")
	}
	if err := st.Apply(use); err == nil {
		t.Error("the character moved away but the granted ability could still be used")
	}
}
