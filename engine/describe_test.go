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
		{engine.OnPlay(engine.PlayForFree(engine.Chars().CostAtMost(5)).Optional()),
			"you may play a character with cost 5 or less for free"},
		{engine.OnPlay(engine.FloatingTrigger(engine.ThisTurn, engine.WheneverAny("", engine.EvQuested, engine.Chars().Yours(), engine.EachOpponentLoses(1)))),
			"create a floating trigger this turn: whenever your character quests, each opponent loses 1 lore"},
		{engine.Activate("Lights", engine.Cost{Exert: true}, engine.NextCostsLess(1, engine.Chars())),
			"LIGHTS: exert - you pay 1 ink less for the next character you play this turn"},
		{engine.WhenPlayed("Glow", engine.RemoveUpTo(3, engine.Chosen(engine.Chars().Yours())), engine.Draw(1).ForEachThisWay()),
			"GLOW: when you play this card, remove up to 3 damage from a chosen your character; then draw 1 for each 1 done this way card(s)"},
		{engine.OnPlay(engine.LookTop(2), engine.LookedOnTop(1), engine.RestOnBottom()),
			"look at the top 2 cards of your deck; then put 1 of them on top of your deck; then put the rest on the bottom of your deck in any order"},
		{engine.OnPlay(engine.NameACard(), engine.RevealTop(0), engine.PutInHand(engine.Them(0)).When(engine.NamedIs(0))),
			"name a card; then reveal the top card of your deck; then if it is the named card, put that card into its player's hand"},
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
