package web

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
)

// Drafts (issue 29 part 5): a person drafts seat 1 of a pod whose other
// seats are limited's drafters, builds a deck of their pool (auto-built by
// limited.Build, or their own list, checked by limited.CheckDeck), then
// plays it against the deck the next seat's drafter built, in the game
// flow of /api/games. A Sealed pool (sealed.go) is a draft already over:
// the same build and play. As bridge/draft.go does, the bots pick between the
// person's picks: after each request every bot seat has picked until the
// person is to pick again or the draft is over (limited.Draft.ToPick).

// Bounds of the drafts a browser may open.
const (
	// MaxDrafts bounds the drafts open at once on one server.
	MaxDrafts = 32
	// maxDraftBody bounds a draft request (a pasted deck of the pool).
	maxDraftBody = 16 << 10
	// humanSeat is the person's seat of the pod (from 0).
	humanSeat = 0
)

// draft is one open draft.
type draft struct {
	mu      sync.Mutex
	id      string
	set     string
	d       *limited.Draft    // nil: a Sealed pool
	sealed  *limited.Sealed   // the person's Sealed pool; nil in a draft
	theirs  *limited.Sealed   // the bot's Sealed pool; nil in a draft
	drafter string            // the bots' drafter
	bots    []limited.Drafter // nil for the person's seat
	obs     limited.Observation
	used    time.Time
}

// NewDraft is the request for a draft.
type NewDraft struct {
	Seats   int     `json:"seats"`   // 2 to limited.MaxSeats (0: 8)
	Packs   int     `json:"packs"`   // 3 to limited.MaxDraftPacks (0: 4): a pool of a Draft deck
	Set     string  `json:"set"`     // a main set ("": the first)
	Drafter string  `json:"drafter"` // the bots': rating, heuristic or random ("": rating)
	Seed    *uint64 `json:"seed"`    // nil: a random seed
}

// DraftCard is a card of a pack or a pool, as the draft page shows it; ID
// names it in a deck sent to play (DraftPlay.Deck).
type DraftCard struct {
	ID          int    `json:"id"`
	Name        string `json:"name"`
	Cost        int    `json:"cost"`
	Inks        string `json:"inks"`
	Type        string `json:"type"`
	Inkable     bool   `json:"inkable"`
	Implemented bool   `json:"implemented"`
}

// PoolLine is a card of a pool and the copies the pool holds.
type PoolLine struct {
	DraftCard
	Count int `json:"count"`
}

// DraftView is a draft, or a Sealed pool, as the person sees it: the pack
// in hand (empty once the draft is over), their pool (in the order picked
// or opened, and as Lines: each card once, in catalogue order), its curve
// (cards by cost, 7 and up together) and its cards by ink. DeckSize is the
// format's least deck (1.10.1.2).
type DraftView struct {
	ID         string         `json:"id"`
	Format     string         `json:"format"` // draft or sealed
	Set        string         `json:"set"`
	Seats      int            `json:"seats"`
	Packs      int            `json:"packs"`
	Drafter    string         `json:"drafter"`
	Round      int            `json:"round"` // from 1
	Pick       int            `json:"pick"`  // from 1
	PassLeft   bool           `json:"pass_left"`
	Done       bool           `json:"done"`
	NumPicks   int            `json:"num_picks"` // every seat's; a pick names it to refuse a stale page
	TotalPicks int            `json:"total_picks"`
	Pack       []DraftCard    `json:"pack"`
	Pool       []DraftCard    `json:"pool"`
	Lines      []PoolLine     `json:"lines"`
	Curve      []int          `json:"curve"`
	Inks       map[string]int `json:"inks"`
	DeckSize   int            `json:"deck_size"`
}

// DraftPick is the person's pick: card Index (from 0) of the pack shown
// when NumPicks picks had been made.
type DraftPick struct {
	NumPicks int `json:"num_picks"`
	Index    int `json:"index"`
}

// curveLen is the length of a curve: costs 0 to 6, then 7 and up.
const curveLen = 8

func (s *Server) handleDraftNew(w http.ResponseWriter, r *http.Request) {
	var req NewDraft
	if !decode(w, r, maxActBody, &req) {
		return
	}
	if req.Seats == 0 {
		req.Seats = limited.MaxSeats
	}
	if req.Packs == 0 {
		req.Packs = limited.DefaultDraftPacks
	}
	if req.Seats < 2 || req.Seats > limited.MaxSeats {
		fail(w, http.StatusBadRequest, fmt.Sprintf("seats %d: a draft pod has from 2 to %d seats", req.Seats, limited.MaxSeats))
		return
	}
	// The page's draft ends in a game, so its pool must hold a Draft deck
	// (1.10.1.2: at least 35 cards): three packs of 12 or more.
	minPacks := (limited.DraftDeckSize + limited.PackSize - 1) / limited.PackSize
	if req.Packs < minPacks || req.Packs > limited.MaxDraftPacks {
		fail(w, http.StatusBadRequest, fmt.Sprintf("packs %d: each seat opens from %d to %d packs (a Draft deck holds at least %d cards, 1.10.1.2, and a pack %d)",
			req.Packs, minPacks, limited.MaxDraftPacks, limited.DraftDeckSize, limited.PackSize))
		return
	}
	set := strings.TrimSpace(req.Set)
	if set == "" {
		set = limited.MainSets()[0]
	}
	drafter := strings.TrimSpace(req.Drafter)
	if drafter == "" {
		drafter = "rating"
	}
	if !draftBotOK(drafter) {
		fail(w, http.StatusBadRequest, fmt.Sprintf("drafter %q: choose %s", clip(drafter), strings.Join(draftBots(), ", ")))
		return
	}
	seed := seedOr(req.Seed)
	sets := make([]string, req.Packs)
	for i := range sets {
		sets[i] = set
	}
	d, err := limited.NewDraft(limited.DraftConfig{Seats: req.Seats, Sets: sets, Seed: seed})
	if err != nil {
		fail(w, http.StatusBadRequest, clip2(err.Error()))
		return
	}
	names := make([]string, req.Seats)
	for i := range names {
		if i != humanSeat {
			names[i] = drafter
		}
	}
	bots, err := limited.SeatDrafters(s.defs, names, seed)
	if err != nil {
		fail(w, http.StatusInternalServerError, clip2(err.Error()))
		return
	}
	dr := &draft{id: newID(), set: set, d: d, drafter: drafter, bots: bots, used: s.opts.Now()}
	if !s.addDraft(w, dr, "drafts") {
		return
	}
	dr.mu.Lock()
	defer dr.mu.Unlock()
	if err := dr.playBots(); err != nil {
		fail(w, http.StatusInternalServerError, clip2(err.Error()))
		return
	}
	reply(w, http.StatusCreated, s.draftView(dr))
}

// addDraft keeps a new draft (or Sealed pool, what names them in the
// error) once idle ones are closed, or answers 503 where MaxDrafts are
// open; it reports whether it kept it.
func (s *Server) addDraft(w http.ResponseWriter, dr *draft, what string) bool {
	s.closeIdle()
	s.mu.Lock()
	if n := len(s.drafts); n >= MaxDrafts {
		s.mu.Unlock()
		fail(w, http.StatusServiceUnavailable, fmt.Sprintf("%d %s are open, the most this server keeps: close one or wait %v for idle ones to close", n, what, s.opts.IdleTimeout))
		return false
	}
	s.drafts[dr.id] = dr
	s.mu.Unlock()
	return true
}

// draftBots are the drafters a browser may seat: limited's built-in ones
// (none that reads a file).
func draftBots() []string {
	var out []string
	for _, n := range limited.DrafterNames {
		if !strings.Contains(n, ":") {
			out = append(out, n)
		}
	}
	return out
}

func draftBotOK(name string) bool {
	for _, n := range draftBots() {
		if n == name {
			return true
		}
	}
	return false
}

// playBots makes the bots' picks until the person is to pick or the draft
// is over. The caller holds mu.
func (dr *draft) playBots() error {
	for !dr.d.Done() {
		seat := dr.d.ToPick()
		bot := dr.bots[seat]
		if bot == nil {
			return nil
		}
		if err := dr.d.Observe(seat, &dr.obs); err != nil {
			return err
		}
		if err := dr.d.PickIndex(seat, bot.Choose(&dr.obs)); err != nil {
			return fmt.Errorf("seat %d's drafter %s: %v", seat+1, dr.drafter, err)
		}
	}
	return nil
}

// lookupDraft finds a draft by id and marks it used; the caller unlocks it.
func (s *Server) lookupDraft(w http.ResponseWriter, r *http.Request) *draft {
	id := r.PathValue("id")
	s.mu.Lock()
	dr := s.drafts[id]
	s.mu.Unlock()
	if dr == nil {
		fail(w, http.StatusNotFound, fmt.Sprintf("no draft %q: it was closed, the server restarted, or the address is wrong", clip(id)))
		return nil
	}
	dr.mu.Lock()
	dr.used = s.opts.Now()
	return dr
}

func (s *Server) handleDraftGet(w http.ResponseWriter, r *http.Request) {
	dr := s.lookupDraft(w, r)
	if dr == nil {
		return
	}
	defer dr.mu.Unlock()
	reply(w, http.StatusOK, s.draftView(dr))
}

// handleDraftPick takes the person's pick; a pick out of the pack, or of a
// pack no longer shown, is refused with the draft unchanged.
func (s *Server) handleDraftPick(w http.ResponseWriter, r *http.Request) {
	dr := s.lookupDraft(w, r)
	if dr == nil {
		return
	}
	defer dr.mu.Unlock()
	var p DraftPick
	if !decode(w, r, maxActBody, &p) {
		return
	}
	refuse := func(code int, msg string) {
		reply(w, code, struct {
			Error string     `json:"error"`
			View  *DraftView `json:"view"`
		}{msg, s.draftView(dr)})
	}
	if dr.d == nil {
		refuse(http.StatusConflict, "a Sealed pool has no picks: build your deck of it")
		return
	}
	d := dr.d
	switch pack := d.Hand(humanSeat); {
	case d.Done():
		refuse(http.StatusConflict, fmt.Sprintf("the draft is over (all %d picks made): build your deck", d.TotalPicks()))
	case p.NumPicks != d.NumPicks():
		refuse(http.StatusConflict, "the draft has moved on since this page was drawn: it shows the pack in hand now; nothing was picked")
	case p.Index < 0 || p.Index >= len(pack):
		refuse(http.StatusBadRequest, fmt.Sprintf("pick %d is not a card of the pack: it holds %d cards (0 to %d); nothing was picked", p.Index, len(pack), len(pack)-1))
	default:
		if err := d.PickIndex(humanSeat, p.Index); err != nil {
			refuse(http.StatusBadRequest, clip2(err.Error())+"; nothing was picked")
			return
		}
		if err := dr.playBots(); err != nil {
			refuse(http.StatusInternalServerError, clip2(err.Error()))
			return
		}
		reply(w, http.StatusOK, s.draftView(dr))
	}
}

func (s *Server) handleDraftClose(w http.ResponseWriter, r *http.Request) {
	dr := s.lookupDraft(w, r)
	if dr == nil {
		return
	}
	dr.mu.Unlock()
	s.mu.Lock()
	delete(s.drafts, dr.id)
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

// draftView is the draft, or the Sealed pool, as the person sees it. The
// caller holds mu.
func (s *Server) draftView(dr *draft) *DraftView {
	v := &DraftView{ID: dr.id, Format: dr.formatName(), Set: dr.set, Drafter: dr.drafter, Done: dr.done(),
		Pack: []DraftCard{}, Pool: []DraftCard{}, Lines: []PoolLine{}, Curve: make([]int, curveLen), Inks: map[string]int{},
		DeckSize: dr.deckSize()}
	var pool []engine.DefID
	if d := dr.d; d != nil {
		v.Seats, v.Packs = d.Seats(), len(d.Config().Sets)
		v.Round, v.Pick, v.PassLeft = d.Round()+1, d.Pick()+1, limited.PassLeft(d.Round())
		v.NumPicks, v.TotalPicks = d.NumPicks(), d.TotalPicks()
		if v.Done {
			v.Round, v.Pick = v.Packs, limited.PackSize
		}
		for _, c := range d.Hand(humanSeat) {
			v.Pack = append(v.Pack, s.draftCard(c.Card.Card))
		}
		for _, c := range d.Pool(humanSeat) {
			pool = append(pool, c.Card.Card)
		}
	} else {
		v.Packs = len(dr.sealed.Boosters)
		for i := range dr.sealed.Boosters {
			for _, c := range dr.sealed.Boosters[i].Cards {
				pool = append(pool, c.Card)
			}
		}
	}
	for _, id := range pool {
		dc := s.draftCard(id)
		v.Pool = append(v.Pool, dc)
		v.Curve[min(dc.Cost, curveLen-1)]++
		inks := s.defs[id].Inks
		for k := engine.Ink(0); k < engine.NumInks; k++ {
			if inks.Has(k) {
				v.Inks[cards.InkNames(engine.InkSet(0).With(k))]++
			}
		}
	}
	for _, l := range dr.pool(humanSeat).Lines {
		v.Lines = append(v.Lines, PoolLine{DraftCard: s.draftCard(l.Def), Count: l.Count})
	}
	return v
}

func (s *Server) draftCard(id engine.DefID) DraftCard {
	d := &s.defs[id]
	return DraftCard{ID: int(id), Name: d.FullName, Cost: int(d.Cost), Inks: cards.InkNames(d.Inks), Type: d.Type.String(),
		Inkable: d.Inkable, Implemented: d.Implemented}
}
