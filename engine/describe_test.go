package engine_test

import (
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		a    *engine.Ability
		want string
	}{
		{engine.OnPlay(engine.Deal(2, engine.Chosen(engine.Chars()))), "deal 2 damage to a chosen character"},
		{engine.WhenPlayed("Rock", engine.Deal(1, engine.Each(engine.Chars().Opposing()))),
			"ROCK: when you play this card, deal 1 damage to each opposing character"},
		{engine.WhenPlayed("Ohana", engine.Draw(2).Optional()).If_(engine.YouHave(engine.Chars().Others(), 2)),
			"OHANA: when you play this card, if you have 2 or more other characters, you may draw 2 card(s)"},
		{engine.Activate("Plans", engine.Cost{Exert: true}, engine.Draw(1), engine.Discard(1, engine.TgtYou)),
			"PLANS: exert - draw 1 card(s); then choose and discard 1 card(s)"},
	}
	for _, tt := range tests {
		if got := tt.a.Describe(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

// Every implemented ability renders a description naming its story name.
func TestEveryAbilityDescribes(t *testing.T) {
	for _, d := range cards.MustCatalog() {
		for _, a := range d.Abilities {
			s := a.Describe()
			if s == "" || (a.Name != "" && !strings.Contains(s, strings.ToUpper(a.Name))) {
				t.Errorf("%s: description %q", d.FullName, s)
			}
		}
	}
}
