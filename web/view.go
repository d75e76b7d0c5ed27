package web

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/agents/human"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
)

// View is what the browser of one seat receives: only what that seat may
// see (7.1.2, 7.1.3). Hidden cards have no name, no facts and no id.
type View struct {
	Game     string       `json:"game"`
	Seat     int          `json:"seat"` // the viewer, from 0 (-1: the full board, in Watch and Replay)
	Seq      int          `json:"seq"`  // decisions made so far: an answer names the one it answers
	Turn     int          `json:"turn"`
	Active   int          `json:"active"`
	Phase    string       `json:"phase"`
	Players  []PlayerView `json:"players"`
	Bag      []string     `json:"bag"`
	Decision string       `json:"decision"`
	Yours    bool         `json:"yours"`   // the viewer must decide now
	Options  []Option     `json:"options"` // the viewer's legal options (none when not Yours)
	Over     bool         `json:"over"`
	Outcome  string       `json:"outcome,omitempty"`
	Winner   int          `json:"winner"` // the winning seat once Over; -2 a draw, -1 none
	// Seed is the game's seed, sent once the game is over (before, with the
	// decklists it would tell the opponent's hand): a new game with it and
	// the same decks and agent deals the same game again.
	Seed     *uint64  `json:"seed,omitempty"`
	Log      []string `json:"log"`      // the game so far as the seat saw it, the last lines
	Opponent []string `json:"opponent"` // what happened since the viewer's last answer
}

// PlayerView is one player's side of the table.
type PlayerView struct {
	Seat     int    `json:"seat"`
	Label    string `json:"label"` // "player 1 (you)"
	Lore     int    `json:"lore"`
	Hand     []Card `json:"hand"` // face up for the viewer only; else nil
	HandSize int    `json:"hand_size"`
	Deck     int    `json:"deck"`
	Inkwell  int    `json:"inkwell"`
	InkReady int    `json:"ink_ready"`
	Play     []Card `json:"play"`
	Discard  []Card `json:"discard"`
	Out      bool   `json:"out"`
}

// Card is a card as the viewer sees it. A hidden card has Hidden set and
// nothing else (its ID is -1).
type Card struct {
	ID        int      `json:"id"`
	Hidden    bool     `json:"hidden,omitempty"`
	Name      string   `json:"name,omitempty"`
	Type      string   `json:"type,omitempty"`
	Cost      int      `json:"cost"`
	Inks      []string `json:"inks,omitempty"`
	Inkable   bool     `json:"inkable,omitempty"`
	Strength  int      `json:"strength"`
	Willpower int      `json:"willpower"`
	Lore      int      `json:"lore"`
	// MoveCost is a location's printed cost to move a character to it
	// (4.7.3.3; 0 for every other type).
	MoveCost int    `json:"move_cost"`
	Damage   int    `json:"damage,omitempty"`
	Exerted  bool   `json:"exerted,omitempty"`
	Zone     string `json:"zone"`             // hand, play or discard
	Drying   bool   `json:"drying,omitempty"` // a character in play that is not dry yet
	Under    int    `json:"under,omitempty"`  // cards under it
	// UnderCards names the cards under it ("a facedown card" for those the
	// viewer may not see), the top of the stack first.
	UnderCards []string `json:"under_cards,omitempty"`
	At         string   `json:"at,omitempty"` // the location it is at
	AtID       int      `json:"at_id"`        // that location's id (-1: none), to group it there
	Keywords   []string `json:"keywords,omitempty"`
	Abilities  []string `json:"abilities,omitempty"` // in the engine's words
}

// Option is a legal answer: N indexes State.Legal. Card and Target are the
// ids of the cards it names (-1 for none or a hidden card), so that the page
// can offer it on the card.
type Option struct {
	N      int    `json:"n"`
	Text   string `json:"text"`
	Card   int    `json:"card"`
	Target int    `json:"target"`
}

// maxLogLines bounds the log a view carries.
const maxLogLines = 300

// buildView describes s for viewer; legal is s.Legal (used when the viewer
// decides), log the seat's game log, news what happened since its last answer.
func buildView(id string, s *engine.State, viewer int, legal []engine.Action, log, news string) *View {
	v := &View{Game: id, Seat: viewer, Seq: int(s.Decisions), Turn: int(s.Turn), Active: int(s.Active),
		Phase: s.Phase.String(), Over: s.Over(), Winner: -1, Bag: []string{}, Options: []Option{}}
	under := map[engine.CardID][]engine.CardID{}
	for i := range s.Cards {
		if s.Cards[i].Zone == engine.ZoneUnder {
			under[s.Cards[i].Under] = append(under[s.Cards[i].Under], engine.CardID(i))
		}
	}
	for _, l := range under { // the top of the stack first, as the engine keeps it
		slices.SortFunc(l, func(a, b engine.CardID) int { return cmp.Compare(s.Cards[b].Seq, s.Cards[a].Seq) })
	}
	for p := range s.Players {
		pl := &s.Players[p]
		pv := PlayerView{Seat: p, Label: render.Player(viewer, uint8(p)), Lore: int(pl.Lore), HandSize: len(pl.Hand),
			Deck: len(pl.Deck), Inkwell: len(pl.Inkwell), InkReady: pl.InkReady(), Out: pl.Out,
			Play: cardList(s, viewer, pl.Play, under), Discard: cardList(s, viewer, pl.Discard, under)}
		if p == viewer || viewer == render.Full {
			pv.Hand = cardList(s, viewer, pl.Hand, under)
		}
		v.Players = append(v.Players, pv)
	}
	for _, it := range s.Bag {
		v.Bag = append(v.Bag, render.BagItem(s, viewer, it))
	}
	if v.Over {
		v.Outcome = render.Outcome(s, viewer)
		v.Winner = int(s.Winner)
		v.Decision = "the game is over: " + v.Outcome
	} else {
		v.Decision = render.Decision(s, viewer)
		v.Yours = int(s.Pending().Player) == viewer
	}
	if v.Yours {
		for i, a := range legal {
			v.Options = append(v.Options, Option{N: i, Text: human.Option(s, a, viewer),
				Card: visibleID(s, viewer, a.Card), Target: visibleID(s, viewer, a.Target)})
		}
	}
	v.Log = lastLines(log, maxLogLines)
	v.Opponent = lastLines(news, maxLogLines)
	return v
}

func lastLines(text string, n int) []string {
	text = strings.TrimRight(text, "\n")
	if text == "" {
		return []string{}
	}
	lines := strings.Split(text, "\n")
	out := lines[max(0, len(lines)-n):]
	for i := range out {
		out[i] = strings.TrimSpace(out[i])
	}
	return out
}

// visibleID is id where viewer may see the card, else -1.
func visibleID(s *engine.State, viewer int, id engine.CardID) int {
	if id == engine.NoCard || int(id) >= len(s.Cards) {
		return -1
	}
	if viewer == render.Full {
		return int(id)
	}
	if viewer < 0 || agents.Hidden(s, uint8(viewer), id) {
		return -1
	}
	return int(id)
}

func cardList(s *engine.State, viewer int, ids []engine.CardID, under map[engine.CardID][]engine.CardID) []Card {
	out := make([]Card, 0, len(ids))
	for _, id := range ids {
		out = append(out, cardOf(s, viewer, id, under))
	}
	return out
}

func cardOf(s *engine.State, viewer int, id engine.CardID, under map[engine.CardID][]engine.CardID) Card {
	if visibleID(s, viewer, id) < 0 {
		return Card{ID: -1, AtID: -1, Hidden: true}
	}
	c := &s.Cards[id]
	d := s.Def(id)
	k := Card{ID: int(id), AtID: -1, Name: d.FullName, Type: d.Type.String(), Cost: int(d.Cost), Inkable: d.Inkable,
		Strength: int(d.Strength), Willpower: int(d.Willpower), Lore: int(d.Lore), Zone: c.Zone.String(), Under: len(under[id])}
	if d.Type == engine.TypeLocation {
		k.MoveCost = int(d.MoveCost)
	}
	for _, u := range under[id] {
		if visibleID(s, viewer, u) < 0 {
			k.UnderCards = append(k.UnderCards, "a facedown card")
		} else {
			k.UnderCards = append(k.UnderCards, s.Def(u).FullName)
		}
	}
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		if d.Inks.Has(i) {
			k.Inks = append(k.Inks, i.String())
		}
	}
	if c.Zone == engine.ZonePlay {
		if d.Type == engine.TypeCharacter || d.Type == engine.TypeLocation {
			k.Strength, k.Willpower, k.Lore = s.Strength(id), s.Willpower(id), s.Lore(id)
		}
		k.Damage = int(c.Damage)
		k.Exerted = c.Flags&engine.FlagExerted != 0
		k.Drying = c.Flags&engine.FlagDrying != 0 && d.Type == engine.TypeCharacter
		if c.At != engine.NoCard && int(c.At) < len(s.Cards) {
			k.At = s.Def(c.At).FullName
			k.AtID = visibleID(s, viewer, c.At)
		}
		for kw := engine.Keyword(1); kw < engine.NumKeywords; kw++ {
			if val, ok := s.KeywordValue(id, kw); ok {
				if kw.HasValue() {
					k.Keywords = append(k.Keywords, kw.String()+" "+strconv.Itoa(val))
				} else {
					k.Keywords = append(k.Keywords, kw.String())
				}
			}
		}
	} else {
		for _, kv := range d.Keywords {
			if kv.Keyword.HasValue() {
				k.Keywords = append(k.Keywords, kv.Keyword.String()+" "+strconv.Itoa(int(kv.Value)))
			} else {
				k.Keywords = append(k.Keywords, kv.Keyword.String())
			}
		}
	}
	for _, a := range d.Abilities {
		k.Abilities = append(k.Abilities, a.Describe())
	}
	return k
}
