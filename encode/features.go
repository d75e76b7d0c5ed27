package encode

import "github.com/lorcana-rl/lorcana/engine"

// Card features: the columns of a card-table row, in order. The names are
// the ones docs/observation.md lists (a test keeps the two in step).
const (
	cfPresent      = 0
	cfOwner        = 1  // 4: relative seat one-hot (0 = the observer)
	cfZone         = 5  // 4: hand, play, discard, look
	cfType         = 9  // 4: character, action, item, location
	cfCost         = 13 // printed ink cost
	cfInkable      = 14
	cfInk          = 15 // 6: amber .. steel
	cfStrengthP    = 21 // printed
	cfWillpowerP   = 22
	cfLoreP        = 23
	cfStrength     = 24 // current (6.6), negative values kept
	cfWillpower    = 25
	cfLore         = 26
	cfDamage       = 27
	cfMoveCost     = 28
	cfExerted      = 29
	cfDrying       = 30
	cfSingDry      = 31
	cfBoosted      = 32
	cfRevealed     = 33
	cfAtLocation   = 34
	cfLocationRow  = 35
	cfCharsHere    = 36
	cfUnder        = 37
	cfUnderDown    = 38
	cfSource       = 39
	cfAttacker     = 40
	cfDefender     = 41
	cfPicked       = 42
	cfInBag        = 43
	cfKeyword      = 44 // NumKeywords-1: has keyword now
	cfKeywordValue = cfKeyword + int(engine.NumKeywords) - 1
	cfClass        = cfKeywordValue + len(valuedKeywords)
	// NumCardFeatures is F.
	NumCardFeatures = cfClass + len(engine.ClassNames)
)

// valuedKeywords are the keywords whose value is a feature, in order.
var valuedKeywords = [...]engine.Keyword{engine.Boost, engine.Challenger, engine.Resist,
	engine.Shift, engine.Singer, engine.SingTogether}

// kwValueCol maps a keyword to its value column offset, or -1.
var kwValueCol = func() [engine.NumKeywords]int8 {
	var m [engine.NumKeywords]int8
	for i := range m {
		m[i] = -1
	}
	for i, k := range valuedKeywords {
		m[k] = int8(i)
	}
	return m
}()

// Per-player globals, one block per relative seat (the observer first).
const (
	pgLore = iota
	pgInkReady
	pgInkTotal
	pgInked
	pgDeck
	pgHand
	pgDiscard
	pgInkwell
	pgPlay
	pgOut
	pgActive
	pgStarting
	pgBag
	numPlayerGlobals
)

// Game globals, after the per-player blocks.
const (
	ggTurn = iota
	ggLoreToWin
	ggPackRush
	ggPhase                      // 5 phases one-hot
	ggDecision     = ggPhase + 5 // 11 decision kinds one-hot
	ggDecisionMin  = ggDecision + int(engine.DecNone) + 1
	ggDecisionMax  = ggDecisionMin + 1
	ggMyDecision   = ggDecisionMax + 1
	ggDecider      = ggMyDecision + 1 // 4: relative seat one-hot
	ggBagSize      = ggDecider + 4
	ggChallenge    = ggBagSize + 1
	ggStack        = ggChallenge + 1
	numGameGlobals = ggStack + 1
)

// Option features, the columns of an option row.
const (
	ofKind      = 0 // NumActionKinds one-hot
	ofInkCost   = int(engine.NumActionKinds)
	ofExerts    = ofInkCost + 1
	ofN         = ofExerts + 1
	ofAbility   = ofN + 1
	ofBoost     = ofAbility + 1
	ofHasSource = ofBoost + 1
	ofHasTarget = ofHasSource + 1
	// NumOptionFeatures is H.
	NumOptionFeatures = ofHasTarget + 1
)

// CardFeatureNames names the card features in column order.
func CardFeatureNames() []string {
	n := []string{"present", "owner_me", "owner_next", "owner_second", "owner_third",
		"zone_hand", "zone_play", "zone_discard", "zone_look",
		"type_character", "type_action", "type_item", "type_location",
		"cost", "inkable"}
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		n = append(n, "ink_"+i.String())
	}
	n = append(n, "strength_printed", "willpower_printed", "lore_printed",
		"strength", "willpower", "lore", "damage", "move_cost",
		"exerted", "drying", "sing_dry", "boosted", "revealed",
		"at_location", "location_row", "characters_here", "cards_under", "cards_under_facedown",
		"decision_source", "attacker", "defender", "picked", "in_bag")
	for k := engine.Keyword(1); k < engine.NumKeywords; k++ {
		n = append(n, "kw_"+snake(k.String()))
	}
	for _, k := range valuedKeywords {
		n = append(n, "kwval_"+snake(k.String()))
	}
	for _, c := range engine.ClassNames {
		n = append(n, "class_"+snake(c))
	}
	return n
}

// GlobalFeatureNames names the global features of a spec in order; per-player
// names end in _p0 (the observer), _p1 (the next seat), ...
func (s Spec) GlobalFeatureNames() []string {
	per := []string{"lore", "ink_ready", "ink_total", "inked_this_turn", "deck", "hand",
		"discard", "inkwell", "in_play", "out", "active", "starting", "bag_items"}
	var n []string
	for r := 0; r < s.Players; r++ {
		for _, x := range per {
			n = append(n, x+"_p"+string(rune('0'+r)))
		}
	}
	n = append(n, "turn", "lore_to_win", "pack_rush")
	for ph := engine.PhaseSetup; ph <= engine.PhaseOver; ph++ {
		n = append(n, "phase_"+ph.String())
	}
	for d := engine.DecTurn; d <= engine.DecNone; d++ {
		n = append(n, "decision_"+d.String())
	}
	n = append(n, "decision_min", "decision_max", "my_decision",
		"decider_me", "decider_next", "decider_second", "decider_third",
		"bag_size", "challenge", "stack_depth")
	return n
}

// OptionFeatureNames names the option features in column order.
func OptionFeatureNames() []string {
	var n []string
	for k := engine.ActNone; k < engine.NumActionKinds; k++ {
		n = append(n, "kind_"+snake(k.String()))
	}
	return append(n, "ink_cost", "exerts", "n", "ability", "boost", "has_source", "has_target")
}

func snake(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c == ' ' || c == '-':
			b[i] = '_'
		}
	}
	return string(b)
}
