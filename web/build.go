package web

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// The build step of a draft or a Sealed pool: the person's deck of their
// pool, auto-built by limited.Build or chosen card by card in the page,
// checked by limited.CheckDeck in the format (1.10.1.2: at least 35 cards
// for Draft, 40 for Sealed; any inks and copies the pool holds), then
// played against the bot's deck.

// DraftBuilt is the deck limited.Build makes of the person's pool.
type DraftBuilt struct {
	Decklist string      `json:"decklist"`
	Inks     string      `json:"inks"`
	Cards    int         `json:"cards"`
	Curve    []int       `json:"curve"`
	Deck     []DraftCard `json:"deck"`
}

// DeckEntry is a card of a deck chosen in the page: the card's ID (as
// DraftCard.ID) and its copies.
type DeckEntry struct {
	ID    int `json:"id"`
	Count int `json:"count"`
}

// DraftPlay starts the game: the person's deck (Deck, the cards chosen in
// the page; or DeckText, a decklist of cards of their pool; neither, Deck
// left out: the auto-built deck) against the deck the bot built, played by
// Opponent.
type DraftPlay struct {
	Deck     []DeckEntry `json:"deck"`
	DeckText string      `json:"deck_text"`
	Opponent string      `json:"opponent"`
	Seed     *uint64     `json:"seed"`
}

// maxEntryCount bounds the copies of one card a deck sent may name: more
// than any pool holds (limited.MaxSealedBoosters boosters), so that a sum
// of counts cannot overflow.
const maxEntryCount = limited.MaxSealedBoosters * limited.PackSize

// done says whether the draft is over (a Sealed pool always is).
func (dr *draft) done() bool { return dr.d == nil || dr.d.Done() }

// format is the draft's Limited format (1.10.1.2).
func (dr *draft) format() cards.Format {
	if dr.d == nil {
		return cards.Limited
	}
	return cards.Draft
}

// formatName names the format as the page and the decks do.
func (dr *draft) formatName() string {
	if dr.d == nil {
		return "sealed"
	}
	return "draft"
}

// deckSize is the format's least deck (1.10.1.2).
func (dr *draft) deckSize() int {
	if dr.d == nil {
		return limited.SealedDeckSize
	}
	return limited.DraftDeckSize
}

// pool is seat's pool: a draft seat's picks, or the person's (seat 0) or
// the bot's Sealed pool.
func (dr *draft) pool(seat int) limited.Pool {
	switch {
	case dr.d != nil:
		return dr.d.PoolOfSeat(seat)
	case seat == humanSeat:
		return dr.sealed.Pool
	}
	return dr.theirs.Pool
}

// handleDraftBuild auto-builds the person's deck of their pool.
func (s *Server) handleDraftBuild(w http.ResponseWriter, r *http.Request) {
	dr := s.lookupDraft(w, r)
	if dr == nil {
		return
	}
	defer dr.mu.Unlock()
	b, err := s.buildSeat(dr, humanSeat)
	if err != nil {
		fail(w, http.StatusConflict, err.Error())
		return
	}
	out := DraftBuilt{Inks: cards.InkNames(b.Deck.Inks(s.defs)), Curve: make([]int, curveLen)}
	var list strings.Builder
	deck := *b.Deck
	deck.Name = ""
	if err := cards.WriteDeck(&list, &deck, s.defs); err != nil {
		fail(w, http.StatusInternalServerError, clip2(err.Error()))
		return
	}
	out.Decklist = list.String()
	for _, id := range b.Deck.IDs() {
		c := s.draftCard(id)
		out.Deck = append(out.Deck, c)
		out.Curve[min(c.Cost, curveLen-1)]++
		out.Cards++
	}
	reply(w, http.StatusOK, out)
}

// buildSeat auto-builds seat's deck once the draft is over. The caller holds mu.
func (s *Server) buildSeat(dr *draft, seat int) (*limited.Built, error) {
	if !dr.done() {
		return nil, fmt.Errorf("the draft is not over: %d of its %d picks are left", dr.d.TotalPicks()-dr.d.NumPicks(), dr.d.TotalPicks())
	}
	b, err := limited.Build(dr.pool(seat), s.defs, dr.deckSize())
	if err != nil {
		return nil, fmt.Errorf("seat %d's deck: %v", seat+1, err)
	}
	b.Deck.Name = fmt.Sprintf("%s seat %d", dr.formatName(), seat+1)
	return b, nil
}

// handleDraftPlay starts a game of the person's deck against the bot's.
// A deck refused leaves the draft as it was: the page may send another.
func (s *Server) handleDraftPlay(w http.ResponseWriter, r *http.Request) {
	dr := s.lookupDraft(w, r)
	if dr == nil {
		return
	}
	var req DraftPlay
	if !decode(w, r, maxDraftBody, &req) {
		dr.mu.Unlock()
		return
	}
	mine, problems, err := s.draftDeck(dr, req)
	var theirs *limited.Built
	if err == nil && len(problems) == 0 {
		theirs, err = s.buildSeat(dr, humanSeat+1)
	}
	dr.mu.Unlock()
	if err != nil {
		fail(w, http.StatusConflict, err.Error())
		return
	}
	if len(problems) > 0 {
		reply(w, http.StatusBadRequest, DeckError{Error: "your deck can't be played", Problems: problems})
		return
	}
	spec, err := s.opponent(req.Opponent)
	if err == nil {
		err = s.fitsTable(spec, 2)
	}
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	seed := seedOr(req.Seed)
	s.startAndReply(w, [2]*cards.Deck{mine, theirs.Deck}, spec, 2, 0, seed, engine.BagLorcana, req.Seed)
}

// draftDeck is the person's deck: the cards chosen in the page, or their
// list, checked against their pool and the format (1.10.1.2), or the
// auto-built one. Problems are the deck's (a bad request); an error is the
// draft's (not over, or a pool too small to build from). The caller holds mu.
func (s *Server) draftDeck(dr *draft, req DraftPlay) (*cards.Deck, []string, error) {
	text := strings.TrimSpace(req.DeckText)
	if len(req.Deck) > 0 && text != "" {
		return nil, []string{"give the deck as cards (deck) or as a list (deck_text), not both"}, nil
	}
	if req.Deck != nil && len(req.Deck) == 0 && text == "" { // "deck": [], not left out
		return nil, []string{fmt.Sprintf("your deck has no card: a %s deck has at least %d (1.10.1.2)", dr.formatName(), dr.deckSize())}, nil
	}
	if len(req.Deck) == 0 && text == "" {
		b, err := s.buildSeat(dr, humanSeat)
		if err != nil {
			return nil, nil, err
		}
		return b.Deck, nil, nil
	}
	if !dr.done() {
		return nil, nil, fmt.Errorf("the draft is not over: finish it before building")
	}
	pool := dr.pool(humanSeat)
	var d *cards.Deck
	var problems []string
	if len(req.Deck) > 0 {
		d, problems = s.entriesDeck(req.Deck, pool)
	} else {
		d, problems = s.deck("", req.DeckText, 1)
	}
	if d == nil {
		return nil, problems, nil
	}
	// deck checked a list in Core Constructed: check it again in the format.
	ps, err := limited.CheckDeck(d, pool, s.defs, dr.format())
	if err != nil {
		return nil, nil, err
	}
	problems = problems[:0]
	for _, p := range ps {
		problems = append(problems, "your deck: "+p.String())
	}
	d.Name = dr.formatName() + " seat 1"
	return d, problems, nil
}

// entriesDeck is the deck of the cards chosen in the page, or the problems
// of entries no pool could hold: an ID not of the catalogue, one named
// twice, a count under 1 or past maxEntryCount, more entries than the pool
// has cards. limited.CheckDeck checks the rest against the pool.
func (s *Server) entriesDeck(entries []DeckEntry, pool limited.Pool) (*cards.Deck, []string) {
	if len(entries) > len(pool.Lines) {
		return nil, []string{fmt.Sprintf("your deck names %d different cards: your pool holds %d", len(entries), len(pool.Lines))}
	}
	var problems []string
	d := &cards.Deck{}
	for i, e := range entries {
		switch {
		case e.ID < 0 || e.ID >= len(s.defs):
			problems = append(problems, fmt.Sprintf("card %d of your deck: id %d is no card of your pool", i+1, e.ID))
		case e.Count < 1 || e.Count > maxEntryCount:
			problems = append(problems, fmt.Sprintf("%d copies of %s: a card of the deck has from 1 to the copies your pool holds (%d)", e.Count, s.defs[e.ID].FullName, pool.Count(engine.DefID(e.ID))))
		case slices.ContainsFunc(d.Cards, func(l cards.DeckLine) bool { return l.Def == engine.DefID(e.ID) }):
			problems = append(problems, fmt.Sprintf("%s is named twice in your deck: name it once with its copies", s.defs[e.ID].FullName))
		default:
			d.Cards = append(d.Cards, cards.DeckLine{Count: e.Count, Def: engine.DefID(e.ID)})
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return d, nil
}
