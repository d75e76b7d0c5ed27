package agents

import (
	"math"

	"github.com/lorcana-rl/lorcana/engine"
)

// The evaluation: how good a position is for one player, in "lore-like"
// units, from what that player may see. It reads card counts of private
// zones and the public cards only, so it never leaks hidden identities.
//
// The weights are hand-set: a point of lore is worth 1; a character is worth
// its lore (it may quest again next turn), a part of its strength and of its
// remaining willpower, and a little for its keywords and abilities; a card in
// hand or in the inkwell is worth about half a lore.
const (
	wLore        = 1.0
	wCharLore    = 1.2
	wCharStr     = 0.4
	wCharWill    = 0.3
	wCharBody    = 0.5
	wAbility     = 0.3
	wHandCard    = 0.5
	wInkCard     = 0.45
	wReadyQuest  = 0.8  // a ready, dry character of the player to act may still quest
	wReadyInk    = 0.05 // ink still ready on one's own turn (prefer cheaper ways)
	handCap      = 8
	inkCap       = 8
	winValue     = 1000.0
	evalScale    = 8.0 // tanh scale when an evaluation becomes a win chance
	nearWinLore  = 14  // lore beyond this counts extra: the race is close to won
	nearWinBonus = 0.5
)

// keywordValue is what a card's printed keywords add to it in play.
// Granted keywords mostly last a turn and are left out: asking the state
// for each keyword of each card would make the evaluation several times
// slower.
func keywordValue(d *engine.CardDef) float64 {
	v := 0.0
	for _, k := range d.Keywords {
		switch k.Keyword {
		case engine.Evasive:
			v += 0.6
		case engine.Ward:
			v += 0.4
		case engine.Bodyguard, engine.Support:
			v += 0.3
		case engine.Resist:
			v += 0.3 * float64(k.Value)
		case engine.Challenger:
			v += 0.15 * float64(k.Value)
		case engine.Reckless:
			v -= 0.8 // it can't quest
		case engine.Rush:
			v += 0.2
		}
	}
	return v
}

// cardInPlayValue is what one card in play is worth to its controller.
func cardInPlayValue(s *engine.State, id engine.CardID) float64 {
	d := s.Def(id)
	c := &s.Cards[id]
	ab := wAbility * float64(len(d.Abilities))
	switch d.Type {
	case engine.TypeCharacter:
		lore := max(0, s.Lore(id))
		str := max(0, s.Strength(id))
		will := max(0, s.Willpower(id)-int(c.Damage))
		return wCharBody + wCharLore*float64(lore) + wCharStr*float64(str) +
			wCharWill*float64(will) + keywordValue(d) + ab
	case engine.TypeLocation:
		will := max(0, s.Willpower(id)-int(c.Damage))
		return 0.4*float64(d.Cost) + wCharLore*float64(max(0, s.Lore(id))) + 0.1*float64(will) + ab
	default: // items stay in play and keep working
		return 0.4*float64(d.Cost) + ab
	}
}

// defValue estimates what a card is worth once played, from its printed
// facts: used to rank cards in hand (what to play, what to ink, what to
// mulligan).
func defValue(d *engine.CardDef) float64 {
	ab := wAbility * float64(len(d.Abilities))
	switch d.Type {
	case engine.TypeCharacter:
		v := wCharBody + wCharLore*float64(d.Lore) + wCharStr*float64(d.Strength) + wCharWill*float64(d.Willpower) + ab
		v += keywordValue(d)
		return v
	default:
		return 0.6*float64(d.Cost) + ab
	}
}

// playerScore is one player's side of the evaluation.
func playerScore(s *engine.State, p uint8) float64 {
	pl := &s.Players[p]
	if pl.Out {
		return -winValue
	}
	lore := int(pl.Lore)
	v := wLore * float64(lore)
	if lore > nearWinLore {
		v += nearWinBonus * float64(lore-nearWinLore)
	}
	active := s.Active == p && s.Phase == engine.PhaseMain
	for _, id := range pl.Play {
		if !s.InPlay(id) {
			continue
		}
		v += cardInPlayValue(s, id)
		if active && s.Def(id).Type == engine.TypeCharacter &&
			s.Cards[id].Flags&(engine.FlagExerted|engine.FlagDrying) == 0 {
			v += wReadyQuest * float64(max(0, s.Lore(id)))
		}
	}
	v += wHandCard * float64(min(len(pl.Hand), handCap))
	v += wInkCard * float64(min(len(pl.Inkwell), inkCap))
	if active {
		v += wReadyInk * float64(pl.InkReady())
	}
	if len(pl.Deck) == 0 {
		v -= 3 // about to lose by drawing from an empty deck (1.8.1.2)
	}
	return v
}

// Evaluate scores the position for player p: the game result if it is over
// (±1000, 0 for a draw or truncation), else p's score minus the best
// opponent's. It uses only what p may see (counts of private zones, public
// cards).
func Evaluate(s *engine.State, p uint8) float64 {
	if s.Over() {
		switch {
		case s.Winner == int8(p):
			return winValue
		case s.Winner >= 0:
			return -winValue
		}
		return 0
	}
	best := math.Inf(-1)
	for q := range s.Players {
		if uint8(q) != p && !s.Players[q].Out {
			best = max(best, playerScore(s, uint8(q)))
		}
	}
	if math.IsInf(best, -1) {
		best = 0
	}
	return playerScore(s, p) - best
}

// WinChance maps the evaluation to a number in [0, 1]: 1 a won game, 0 a
// lost one, 0.5 a draw or an even position.
func WinChance(s *engine.State, p uint8) float64 {
	if s.Over() {
		switch {
		case s.Winner == int8(p):
			return 1
		case s.Winner >= 0:
			return 0
		}
		return 0.5
	}
	return 0.5 + 0.5*math.Tanh(Evaluate(s, p)/evalScale)
}
