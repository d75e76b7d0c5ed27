package fuzz

import (
	"fmt"
	"sync/atomic"

	"github.com/lorcana-rl/lorcana/engine"
)

// CardStats gathers, over the games of a run, which cards were in a game,
// which were played (4.3.3) and how often each of their abilities fired: an
// action's effect resolved (5.4.1.2), a triggered ability resolved from the
// bag (7.7.4), an activated ability resolved (6.3). It is the run's
// engine.Observer, safe for its goroutines.
type CardStats struct {
	defs   []engine.CardDef
	inGame []atomic.Bool
	played []atomic.Int64
	off    []int32 // per def: where its abilities' counts start in fired
	fired  []atomic.Int64
}

// NewCardStats makes empty statistics for the cards of defs.
func NewCardStats(defs []engine.CardDef) *CardStats {
	c := &CardStats{defs: defs, inGame: make([]atomic.Bool, len(defs)),
		played: make([]atomic.Int64, len(defs)), off: make([]int32, len(defs)+1)}
	for i := range defs {
		c.off[i+1] = c.off[i] + int32(len(defs[i].Abilities))
	}
	c.fired = make([]atomic.Int64, c.off[len(defs)])
	return c
}

// Event counts the cards played.
func (c *CardStats) Event(ev engine.Event) {
	if ev.Kind == engine.EvPlayed && int(ev.SubjectDef) < len(c.played) {
		c.played[ev.SubjectDef].Add(1)
	}
}

// Resolved counts an ability of a card's own definition that resolved
// (and, for an ability whose step creates a triggered ability, 6.2.7, that
// one too, as its ability firing); built-in keyword abilities and granted
// ones are not a card's own.
func (c *CardStats) Resolved(def engine.DefID, ab uint8, _ int8) {
	if int(def) < len(c.defs) && int(ab) < len(c.defs[def].Abilities) {
		c.fired[c.off[def]+int32(ab)].Add(1)
	}
}

// sawDeck records the cards of a deck that is in a game.
func (c *CardStats) sawDeck(ids []engine.DefID) {
	for _, id := range ids {
		if int(id) < len(c.inGame) && !c.inGame[id].Load() {
			c.inGame[id].Store(true)
		}
	}
}

// CardSummary is what CardStats gathered.
type CardSummary struct {
	Implemented int `json:"implemented"` // implemented cards of the catalogue (with an ink)
	InGames     int `json:"in_games"`    // of them, in a deck that played a game
	Played      int `json:"played"`      // played at least once
	// Abilities are the triggered and activated abilities and action
	// effects of the cards in games, by kind, and how many of them fired.
	Abilities map[string]AbilityCount `json:"abilities"`
	// Statics counts the static abilities of the cards in games and of the
	// cards played (a static ability works while its card is in play, 6.4;
	// it never resolves).
	Statics AbilityCount `json:"statics"`
	// NotInGames names the implemented cards in no game's deck; NeverFired
	// the abilities of cards in games that never fired, "Card: Ability".
	NotInGames []string `json:"not_in_games"`
	NeverFired []string `json:"never_fired"`
}

// AbilityCount is how many abilities there were and how many fired (for
// statics: how many belonged to cards played).
type AbilityCount struct {
	Total int `json:"total"`
	Fired int `json:"fired"`
}

// Summary sums the statistics. A card with several definitions (a full
// name printed twice) counts once per definition in a deck.
func (c *CardStats) Summary() CardSummary {
	s := CardSummary{Abilities: map[string]AbilityCount{}, NotInGames: []string{}, NeverFired: []string{}}
	for i := range c.defs {
		d := &c.defs[i]
		if d.Implemented && d.Inks != 0 {
			s.Implemented++
			if !c.inGame[i].Load() {
				s.NotInGames = append(s.NotInGames, d.FullName)
			}
		}
		if !c.inGame[i].Load() {
			continue
		}
		s.InGames++
		played := c.played[i].Load() > 0
		if played {
			s.Played++
		}
		for k, a := range d.Abilities {
			kind := abilityKind(a)
			if kind == "static" {
				s.Statics.Total++
				if played {
					s.Statics.Fired++
				}
				continue
			}
			n := s.Abilities[kind]
			n.Total++
			if c.fired[c.off[i]+int32(k)].Load() > 0 {
				n.Fired++
			} else {
				s.NeverFired = append(s.NeverFired, fmt.Sprintf("%s: %s", d.FullName, abilityName(a)))
			}
			s.Abilities[kind] = n
		}
	}
	return s
}

func abilityKind(a *engine.Ability) string {
	switch {
	case a.Kind == engine.Static:
		return "static"
	case a.Kind == engine.Activated:
		return "activated"
	case a.Trigger.Event == engine.EvNone:
		return "action"
	}
	return "triggered"
}

func abilityName(a *engine.Ability) string {
	if a.Name != "" {
		return a.Name
	}
	return "its effect"
}
