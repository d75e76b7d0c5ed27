package engine_test

import (
	"regexp"
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
			"OHANA: when you play this card, if you have 2 or more other characters in play, you may draw 2 cards"},
		{engine.Activate("Plans", engine.Cost{Exert: true}, engine.Draw(1), engine.Discard(1, engine.TgtYou)),
			"PLANS: exert - draw a card; then choose and discard a card"},
		{engine.OnPlay(engine.PlayForFree(engine.Chars().CostAtMost(9)).Optional()),
			"you may play a character with cost 9 or less for free"},
		{engine.OnPlay(engine.PlayForFree(engine.Filter{Types: engine.Items})),
			"play an item for free"},
		{engine.OnPlay(engine.FloatingTrigger(engine.ThisTurn, engine.WheneverAny("", engine.EvQuested, engine.Chars().Yours(), engine.EachOpponentLoses(1)))),
			"this turn, whenever one of your characters quests, each opponent loses 1 lore"},
		{engine.Activate("Lights", engine.Cost{Exert: true}, engine.NextCostsLess(1, engine.Chars())),
			"LIGHTS: exert - you pay 1 ink less for the next character you play this turn"},
		{engine.WhenPlayed("Glow", engine.RemoveUpTo(3, engine.Chosen(engine.Chars().Yours())), engine.Draw(1).ForEachThisWay()),
			"GLOW: when you play this card, remove up to 3 damage from a chosen character of yours; then draw a card for each 1 damage removed this way"},
		{engine.OnPlay(engine.LookTop(2), engine.LookedOnTop(1), engine.RestOnBottom()),
			"look at the top 2 cards of your deck; then put one of them on the top of your deck; then put the rest on the bottom of your deck in any order"},
		{engine.StaticOf("All Hands on Deck!", engine.MoveHereForFree(engine.Chars().Yours().Class("Knight"))),
			"ALL HANDS ON DECK!: your Knight characters may move here for free"},
		{engine.WheneverAny("Backup", engine.EvBanished, engine.Chars().Yours().WithKeyword(engine.Bodyguard), engine.Draw(2).Optional()),
			"BACKUP: whenever one of your characters with Bodyguard is banished, you may draw 2 cards"},
		{engine.StaticOf("Loyal", engine.CardsGain(engine.Chars().Yours().Named("Tinker Bell"), engine.Challenger, 2)),
			"LOYAL: your characters named Tinker Bell gain Challenger +2"},
		{engine.StaticOf("Majesty", engine.CardsGet(engine.Chars().Yours().Class("Princess", "Prince", "King"), engine.StatStrength, 1)),
			"MAJESTY: your Princess, Prince or King characters get +1 strength"},
		{engine.StaticOf("Show the Way", engine.PayLessToMove(1, engine.Chars().Yours(), engine.LocationsF())),
			"SHOW THE WAY: you pay 1 ink less to move your characters to a location"},
		{engine.StaticOf("Heave", engine.PayLessToMoveHere(2, engine.Chars().Yours())),
			"HEAVE: you pay 2 ink less to move your characters here"},
		{engine.OnPlay(engine.LookTop(3), engine.TakeFromLook(1, engine.AnyCard()), engine.RestOnBottom()),
			"look at the top 3 cards of your deck; then you may reveal one of them and put it into your hand; then put the rest on the bottom of your deck in any order"},
		{engine.OnPlay(engine.LookTop(3), engine.RestOnTop()),
			"look at the top 3 cards of your deck; then put them on the top of your deck in any order"},
		{engine.OnPlay(engine.NameACard(), engine.RevealTop(0), engine.PutInHand(engine.Them(0)).When(engine.NamedIs(0))),
			"name a card; then reveal your deck's top card; then if it has the name that was named, put it into its player's hand"},
		{engine.OnPlay(engine.Draw(1).Optional(), engine.Discard(1, engine.TgtYou).IfYouDo()),
			"you may draw a card; if you do, choose and discard a card"},
		{engine.OnPlay(engine.Discard(3, engine.TgtEachOpponent)), "each opponent chooses and discards 3 cards"},
		{engine.OnPlay(engine.Draw(3).For(engine.TgtEachPlayer)), "each player draws 3 cards"},
		{engine.OnPlay(engine.DiscardAtRandom(2, engine.TgtEachOpponent)), "each opponent discards 2 cards at random"},
		{engine.OnPlay(engine.ReturnFromInkwellAtRandomUntil(3).For(engine.TgtEachPlayer)),
			"each player returns cards at random from their inkwell to their hand until they have 3 there (if they have more than 3)"},
		{engine.OnPlay(engine.EachPlayerMayPlayForFree(0, engine.CharacterCards())...),
			"each player may reveal a character card in their hand and then play that card for free"},
		{engine.PayLessToShiftThisForEach("Salvage", 1, engine.ItemsF().InZoneOf(engine.ZoneDiscard).Yours(), engine.Chars().Named("Belle")),
			"SALVAGE: you pay 1 ink less to play characters named Belle using its Shift ability for each item card in your discard"},
		{engine.OnPlay(engine.Draw(1).For(engine.TgtEachPlayer).Optional()), "each player may draw a card"},
		{engine.OnPlay(engine.ReturnToHand(engine.Chosen(engine.ItemsF().InZoneOf(engine.ZoneDiscard).Yours()))),
			"return a chosen item card in your discard to your hand"},
		{engine.OnPlay(engine.ReturnToHand(engine.Chosen(engine.Chars().Others()))),
			"return another chosen character to its player's hand"},
		{engine.StaticOf("Glam", engine.SelfGetsFor(engine.StatLore, 1, engine.ItemsF().Yours())),
			"GLAM: this card gets +1 lore for each item you have in play"},
		{engine.StaticOf("Secrets", engine.SelfGetsFor(engine.StatStrength, 1, engine.AnyCard().Yours().InZoneOf(engine.ZoneHand))),
			"SECRETS: this card gets +1 strength for each card in your hand"},
		{engine.WhenPlayed("Both", engine.Draw(1)).AndWhenever(engine.EvQuested),
			"BOTH: when you play this card and whenever it quests, draw a card"},
		{engine.Whenever("Excused", engine.EvQuested, append([]engine.Step{engine.LookTop(1)}, engine.TopOrBottom(1)...)...),
			"EXCUSED: whenever this card quests, look at your deck's top card; then choose one: put it on the top of your deck; or put it on the bottom of your deck"},
		{engine.StaticOf("Crowd", engine.CardsGain(engine.Chars().Yours().Others(), engine.Resist, 1)),
			"CROWD: your other characters gain Resist +1"},
		{engine.StaticOf("Shy", engine.SelfCant(engine.CantQuest)).If_(engine.Unless(engine.YouHave(engine.Chars().Others(), 1))),
			"SHY: unless you have another character in play, this card can't quest"},
		{engine.StaticOf("Late", engine.SelfGets(engine.StatStrength, 2)).If_(engine.Unless(engine.DuringYourTurn())),
			"LATE: during an opponent's turn, this card gets +2 strength"},
		{engine.AtStartOfYourTurn("Dawn", engine.GainLore(1)).Once(),
			"DAWN: at the start of your turn (once per turn), gain 1 lore"},
		{engine.Whenever("Guard", engine.EvChallenged, engine.PreventNextDamage(engine.ThisCard, engine.ThisTurn)),
			"GUARD: whenever this card is challenged, the next time this card would be dealt damage this turn, it takes no damage instead"},
		{engine.OnPlay(engine.EachPlayerDraws(2)), "each player draws 2 cards"},
		{engine.WheneverAny("Rival", engine.EvPlayed, engine.Chars().Opposing(), engine.Draw(1)),
			"RIVAL: whenever an opponent plays a character, draw a card"},
		{engine.WheneverAny("Plunder", engine.EvPlayed, engine.ActionsF().Yours().NotClass("Song"), engine.Draw(1)),
			"PLUNDER: whenever you play a non-Song action, draw a card"},
		{engine.WhenPlayedOnThis("Origin", engine.Chars().Class("Floodborn"), engine.Draw(1)),
			"ORIGIN: when you play a Floodborn character on this card, draw a card"},
		{engine.StaticOf("Armor", engine.CardsGain(engine.Chars().Yours().Class("Floodborn").WithCardUnder(), engine.Evasive, 0)),
			"ARMOR: your Floodborn characters with a card under them gain Evasive"},
		{engine.StaticOf("Suited", engine.SelfCanChallengeReadyDamaged()),
			"SUITED: this card can challenge ready damaged characters"},
		{engine.StaticOf("Innovate", engine.PayLessToShift(1, engine.Chars())),
			"INNOVATE: you pay 1 ink less to play characters using their Shift ability"},
		{engine.WhenPlayed("Fight", engine.Draw(1)).If_(engine.DamagedThisTurn(engine.Chars().Opposing())),
			"FIGHT: when you play this card, if an opposing character was damaged this turn, draw a card"},
	}
	for _, tt := range tests {
		if got := tt.a.Describe(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
}

// The descriptions of a representative set of cards, as the engine words
// them (golden): every kind of ability and the wordings that depend on
// context (agreement, "for each", options, "if you do", other players).
func TestDescribeCards(t *testing.T) {
	golden := []struct{ card, want string }{
		{"Hades - King of Olympus", "SINISTER PLOT: this card gets +1 lore for each other Villain character you have in play"},
		{"Tamatoa - So Shiny!", "WHAT HAVE WE HERE?: when you play this card and whenever it quests, you may return an item card to your hand from your discard" +
			" | GLAM: this card gets +1 lore for each item you have in play"},
		{"Jafar - Keeper of Secrets", "HIDDEN WONDERS: this card gets +1 strength for each card in your hand"},
		{"Jasmine - Queen of Agrabah", "CARETAKER: when you play this card and whenever it quests, you may remove up to 2 damage from every character of yours"},
		{"Yzma - Alchemist", "YOU’RE EXCUSED: whenever this card quests, look at the top card of your deck; then choose one: put it on the top of your deck; or put it on the bottom of your deck"},
		{"Rapunzel - Gifted with Healing", "GLEAM AND GLOW: when you play this card, remove up to 3 damage from a chosen character of yours; then draw a card for each 1 damage removed this way"},
		{"Ursula - Power Hungry", "IT'S TOO EASY!: when you play this card, each opponent loses 1 lore; then you may draw a card for each 1 lore lost this way"},
		{"Pascal - Rapunzel's Companion", "CAMOUFLAGE: while you have another character in play, this card gains Evasive"},
		{"Simba - Returned King", "POUNCE: during your turn, this card gains Evasive"},
		{"Cheshire Cat - Not All There", "LOSE SOMETHING?: during an opponent's turn, when this card is banished in a challenge, banish the challenging character"},
		{"Simba - Future King", "GUESS WHAT?: when you play this card, you may draw a card; if you do, choose and discard a card"},
		{"Magic Broom - Bucket Brigade", "SWEEP: when you play this card, you may shuffle a chosen card in a discard into its player's deck"},
		{"Genie - Powers Unleashed", "PHENOMENAL COSMIC POWER!: whenever this card quests, you may play an action with cost 5 or less for free"},
		{"Mickey Mouse - Wayward Sorcerer", "ANIMATE BROOM: you pay 1 ink less to play Broom characters" +
			" | CEASELESS WORKER: whenever one of your Broom characters is banished in a challenge, you may return that card to its player's hand"},
		{"Belle - Strange but Special", "READ A BOOK: during your turn, you may put an additional card into your inkwell each turn" +
			" | MY FAVORITE PART!: while you have 10 or more cards in your inkwell, this card gets +4 lore"},
		{"Stitch - Rock Star", "ADORING FANS: whenever you play a character with cost 2 or less, you may exert that card; if you do, draw a card"},
		{"Gramma Tala - Storyteller", "I WILL BE WITH YOU: when this card is banished, you may put this card into your inkwell facedown and exerted"},
		{"Elsa - Spirit of Winter", "DEEP FREEZE: when you play this card, exert up to 2 chosen characters; then they skip readying at the start of their next turn"},
		{"Plasma Blaster", "QUICK SHOT: exert, pay 2 ink - deal 1 damage to a chosen character"},
		{"Steal from the Rich", "this turn, whenever one of your characters quests, each opponent loses 1 lore"},
		{"Trust In Me", "choose one: each opposing character gets -1 lore until your next turn starts; or each opponent chooses and discards 2 cards"},
		{"Reflection", "look at the top 3 cards of your deck; then put them on the top of your deck in any order"},
		{"Fan the Flames", "ready a chosen character; then it can't quest this turn"},
		{"Let It Go", "put a chosen character into its player's inkwell facedown and exerted"},
		{"Club Door", "WELCOME BACK, SIR: while you have a character named Fat Cat in play, you may play this card for free" +
			" | COOL CATS ONLY: characters with cost 2 or less can't challenge your locations"},
	}
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range golden {
		id, err := ix.Lookup(g.card)
		if err != nil {
			t.Errorf("%s: %v", g.card, err)
			continue
		}
		var got []string
		for _, a := range defs[id].Abilities {
			got = append(got, a.Describe())
		}
		if s := strings.Join(got, " | "); s != g.want {
			t.Errorf("%s:\ngot  %q\nwant %q", g.card, s, g.want)
		}
	}
}

// Every implemented ability renders a description naming its story name,
// without the wordings that betray a missing case.
func TestEveryAbilityDescribes(t *testing.T) {
	bad := []string{"card(s)", "chosen your", " a a", " a action", " a item", "a condition holds",
		"a continuous effect", "it is not so", "option 1", "  ", "this card gain ", "this card get ", "on quested"}
	fallback := regexp.MustCompile(`\bdo [0-9]`)
	for _, d := range cards.MustCatalog() {
		for _, a := range d.Abilities {
			s := a.Describe()
			if s == "" || (a.Name != "" && !strings.Contains(s, strings.ToUpper(a.Name))) {
				t.Errorf("%s: description %q", d.FullName, s)
			}
			for _, b := range bad {
				if strings.Contains(s, b) {
					t.Errorf("%s: %q has %q", d.FullName, s, b)
				}
			}
			if fallback.MatchString(s) {
				t.Errorf("%s: %q has an effect without words", d.FullName, s)
			}
		}
	}
}
