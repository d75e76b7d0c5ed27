package scenario

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	. "github.com/lorcana-rl/lorcana/engine"
)

// featureDefs puts test abilities on vanilla cards to exercise engine
// mechanisms that no implemented card uses yet: replacement effects (6.5),
// "must choose" (6.7.3), naming a card, "the first time" triggers, delayed
// triggers (6.2.7.2), last known values (6.7.7), "[trigger] and [trigger]"
// (6.2.6), playing an action while an ability resolves (6.7.8.1).
func featureDefs(t *testing.T) ([]CardDef, *cards.Index) {
	t.Helper()
	defs, ix, set := withTestAbilities(t)
	for _, n := range []string{"Smash", "Fire the Cannons!"} {
		id, _ := ix.Lookup(n)
		defs[id].Abilities = cards.MustCatalog()[id].Abilities
		defs[id].Implemented = true
	}
	set("Mr. Smee - Loyal First Mate", StaticOf("Shield", TakesDamageFor(Chars().Yours().Others())))
	set("Minnie Mouse - Beloved Princess", StaticOf("Pick Me", MustBeChosen()))
	set("Hakuna Matata", OnPlay(PreventNextDamage(Chosen(Chars()), UntilYourNext)))
	set("Healing Glow", OnPlay(NameACard(), RevealTop(0), PutInHand(Them(0)).When(NamedIs(0))))
	set("Olaf - Friendly Snowman", WheneverAny("Delta", EvQuested, Chars().Yours(), GainLore(1)).FirstTimeEachTurn())
	set("Befuddle", OnPlay(Gets(StatStrength, 5, Chosen(Chars().Yours()), ThisTurn),
		DelayedTrigger(0, AtEndOfYourTurn("", Banish(Them(0))))))
	strength := Deal(0, Chosen(Chars()))
	strength.Amount = Num{Kind: NumSourceStat, Stat: StatStrength}
	set("Archimedes - Highly Educated Owl", Whenever("Eps", EvBanished, strength))
	set("Aurora - Regal Princess", WhenPlayed("Zeta", LookTop(2), LookedOnTop(1), RestOnBottom()))
	set("Goons - Maleficent’s Underlings", WhenPlayed("Eta", GainLore(1)).AndWhenever(EvQuested))
	set("Reflection", OnPlay(PlayForFree(ActionsF().CostAtMost(3)), GainLore(1)))
	return defs, ix
}

func TestEngineFeatures(t *testing.T) {
	defs, ix := featureDefs(t)
	tests := []struct{ name, text string }{
		{"6.5.8 two instances of one replacement effect: one applies, the other ceases to exist", `name: x
setup:
  turn: p1
  p1:
    ink: 9
    hand: ["Hakuna Matata", "Hakuna Matata", "Fire the Cannons!"]
    play: [{card: "Flounder - Voice of Reason", id: flounder}, {card: "Stitch - New Dog", id: stitch}]
  p2:
    play: [{card: "Tamatoa - Drab Little Crab", id: crab, exerted: true}]
steps:
  - play: "Hakuna Matata"
  - choose: [flounder]
  - play: "Hakuna Matata"
  - choose: [flounder]
  - challenge: {attacker: flounder, defender: crab}
  - expect: {flounder: {damage: 0, zone: play}, crab: {damage: 2}}
  - play: "Fire the Cannons!"
  - choose: [flounder]
  - expect: {flounder: {zone: discard}}
`},
		{"6.5 a replacement effect: damage put on another character instead", `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Smash"]
  p2:
    play: [{card: "Mr. Smee - Loyal First Mate", id: smee}, {card: "Flounder - Voice of Reason", id: flounder}]
steps:
  - play: "Smash"
  - choose: [flounder]
  - expect: {flounder: {damage: 0}, smee: {damage: 3}}
`},
		{"6.5.4 the replaced event never happens: Resist first, then counters on the protector", `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Smash"]
  p2:
    play: [{card: "Mr. Smee - Loyal First Mate", id: smee}, {card: "Flounder - Voice of Reason", id: flounder, keywords: ["Resist +1"]}]
steps:
  - play: "Smash"
  - choose: [flounder]
  - expect: {flounder: {damage: 0}, smee: {damage: 2}}
`},
		{"6.5.7.2 in a challenge the challenged character's player chooses first (decision rule 9)", `name: x
setup:
  turn: p1
  p1:
    ink: 8
    hand: ["Hakuna Matata", "Hakuna Matata"]
    play: [{card: "Flounder - Voice of Reason", id: flounder}, {card: "Mr. Smee - Loyal First Mate", id: smee1}]
  p2:
    play: [{card: "Tamatoa - Drab Little Crab", id: crab, exerted: true}, {card: "Mr. Smee - Loyal First Mate", id: smee2}]
steps:
  - play: "Hakuna Matata"
  - choose: [flounder]
  - play: "Hakuna Matata"
  - choose: [crab]
  - challenge: {attacker: flounder, defender: crab}
  - expect: {pending: p2}
  - expect_illegal: {choose: {option: 3}}
  - choose: {option: 2}            # Smee takes the crab's damage
  - expect: {pending: p1}
  - choose: {option: 1}            # Flounder takes no damage
  - expect: {crab: {damage: 0}, smee2: {damage: 2}, flounder: {damage: 0}, smee1: {damage: 0}, pending: none}
`},
		{"6.5 the protector's own damage isn't redirected", `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Smash"]
  p2:
    play: [{card: "Mr. Smee - Loyal First Mate", id: smee}]
steps:
  - play: "Smash"
  - choose: [smee]
  - expect: {smee: {damage: 3}}
`},
		{"6.7.3 an opponent must choose the must-choose character if able", `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Smash"]
  p2:
    play: [{card: "Minnie Mouse - Beloved Princess", id: minnie}, {card: "Stitch - New Dog", id: stitch}]
steps:
  - play: "Smash"
  - expect_illegal: {choose: [stitch]}
  - choose: [minnie]
  - expect: {minnie: {zone: discard}}
`},
		{"6.7.3 must-choose doesn't bind its own player", `name: x
setup:
  turn: p1
  p1:
    ink: 3
    hand: ["Smash"]
    play: [{card: "Minnie Mouse - Beloved Princess", id: minnie}, {card: "Stitch - New Dog", id: stitch}]
steps:
  - play: "Smash"
  - choose: [stitch]
  - expect: {stitch: {zone: discard}, minnie: {zone: play}}
`},
		{"name a card: the named card is put into the hand", `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Healing Glow"]
    deck: [{card: "Stitch - New Dog", id: top}, "Mickey Mouse - True Friend"]
steps:
  - play: "Healing Glow"
  - expect: {pending: p1}
  - name: Stitch
  - expect: {top: {zone: hand}, p1: {deck: 1}}
`},
		{"name a card: another name leaves the card on the deck", `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Healing Glow"]
    deck: [{card: "Stitch - New Dog", id: top}, "Mickey Mouse - True Friend"]
steps:
  - play: "Healing Glow"
  - name: Lucky
  - expect: {top: {zone: deck}, p1: {deck: 2, hand: 0}}
`},
		{"6.2.2 the first time each turn: a second quest doesn't trigger", `name: x
setup:
  turn: p1
  p1:
    play: [{card: "Olaf - Friendly Snowman", id: olaf}, {card: "Mickey Mouse - True Friend", id: mickey}]
steps:
  - quest: mickey
  - expect: {p1: {lore: 3}}
  - quest: olaf
  - expect: {p1: {lore: 4}, bag: 0}
  - end_turn: true
  - end_turn: true
  - quest: olaf
  - expect: {p1: {lore: 6}}
`},
		{"6.2.7.2 a delayed trigger banishes them at the end of the turn", `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Befuddle"]
    play: [{card: "Mickey Mouse - True Friend", id: mickey}]
steps:
  - play: "Befuddle"
  - choose: [mickey]
  - expect: {mickey: {strength: 8, zone: play}}
  - end_turn: true
  - expect: {mickey: {zone: discard}, turn: p2}
`},
		{"6.2.7.2 a delayed trigger about a card that left play does nothing to its new self", `name: x
setup:
  turn: p1
  p1:
    ink: 4
    hand: ["Befuddle", "Smash"]
    play: [{card: "Mickey Mouse - True Friend", id: mickey}]
steps:
  - play: "Befuddle"
  - choose: [mickey]
  - play: "Smash"
  - choose: [mickey]
  - expect: {mickey: {zone: discard}}
  - end_turn: true
  - expect: {mickey: {zone: discard}, turn: p2, pending: none}
`},
		{"6.7.7 last known value: the strength it had when it left play", `name: x
setup:
  turn: p1
  p1:
    play: [{card: "Archimedes - Highly Educated Owl", id: owl, keywords: ["Challenger +3"]}]
  p2:
    play: [{card: "Sven - Official Ice Deliverer", id: sven, exerted: true}, {card: "Pumbaa - Friendly Warthog", id: pumbaa}]
steps:
  - challenge: {attacker: owl, defender: sven}
  - expect: {owl: {zone: discard}, sven: {damage: 5}, pending: p1}
  - choose: [pumbaa]
  - expect: {pumbaa: {zone: discard}}     # 5 damage: the printed 2 would not banish
`},
		{"look at the top 2, one on top and the other on the bottom", `name: x
setup:
  turn: p1
  p1:
    ink: 2
    hand: ["Aurora - Regal Princess"]
    deck: [{card: "Stitch - New Dog", id: a}, {card: "Flounder - Voice of Reason", id: b}, {card: "Pumbaa - Friendly Warthog", id: c}]
steps:
  - play: "Aurora - Regal Princess"
  - choose: [b]
  - expect: {pending: none, p1: {deck: 3}}
  - end_turn: true
  - end_turn: true
  - expect: {b: {zone: hand}, a: {zone: deck}, c: {zone: deck}}
`},
		{"6.2.6 [trigger] and [trigger]: both trigger the one effect", `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: [{card: "Goons - Maleficent’s Underlings", id: goons}]
    play: [{card: "Mickey Mouse - True Friend", id: mickey}]
steps:
  - play: goons
  - expect: {p1: {lore: 1}}
  - quest: mickey
  - expect: {p1: {lore: 3}}
  - end_turn: true
  - end_turn: true
  - quest: goons
  - expect: {p1: {lore: 5}}
`},
		{"6.7.8.1 an action played by an ability resolves after the ability finishes", `name: x
setup:
  turn: p1
  p1:
    ink: 1
    hand: ["Reflection", {card: "Smash", id: smash}]
  p2:
    play: [{card: "Stitch - New Dog", id: stitch}]
steps:
  - play: "Reflection"
  - choose: [smash]
  - expect: {p1: {lore: 1}, pending: p1, smash: {zone: play}}
  - choose: [stitch]
  - expect: {stitch: {zone: discard}, smash: {zone: discard}, p1: {discard: 2}}
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := outcome(t, defs, ix, tc.text); got != "" {
				t.Error(got)
			}
		})
	}
}
