package bridge

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/vmihailenco/msgpack/v5"
)

// Draft sessions (docs/bridge.md, "Draft sessions"; issue 29 part 5): a
// Draft pod (limited.Draft) held by one connection, whose seats are either
// the client's (it sends their picks) or built-in drafters the server plays
// at once. When the draft is over, draft_result builds each seat's deck and
// plays the round robin (limited.PlayDraftEvent) and gives each seat its
// record and reward (limited.SeatResult.Reward).
//
// Simultaneous picks are steps in seat order (limited.Draft.ToPick): after
// every request the server has made the picks of built-in seats until a
// client seat is to pick or the draft is over, so to_pick is always a
// client seat.

// Bounds of what a client may ask of draft sessions (docs/bridge.md,
// "Threat model"); the seats (2 to limited.MaxSeats) and packs (1 to
// limited.MaxDraftPacks) are limited's.
const (
	// MaxDrafts bounds the draft sessions open on one connection.
	MaxDrafts = 16
	// MaxDraftGames bounds the games each pair of seats plays in a
	// session's round robin.
	MaxDraftGames = 20
	// passedPerPack is the most cards one seat sees and passes on in a
	// pack round: 11 + 10 + ... + 0.
	passedPerPack = limited.PackSize * (limited.PackSize - 1) / 2
)

// errCutShort stops a round robin whose request must stop (watch.go); the
// request is then answered with haltError's error.
var errCutShort = errors.New("the request was cut short")

// draftSession is one open draft.
type draftSession struct {
	handle  uint32
	cfg     limited.DraftEventConfig
	d       *limited.Draft
	names   []string          // each seat's drafter, "" for the client's seats
	bots    []limited.Drafter // nil for the client's seats
	result  *limited.DraftEventResult
	obs     limited.Observation // scratch
	scratch []int32
}

func init() {
	// commands.go's init (an earlier file) has made the table.
	for name, c := range map[string]*command{
		"draft_new":     {"", "{seats, set and packs or sets, seed, drafters, games, agent, deck_size}", (*conn).draftNew},
		"draft_observe": {"", "{draft, seat, names?}", (*conn).draftObserve},
		"draft_pick":    {"", "{draft, index, seat?}", (*conn).draftPick},
		"draft_result":  {"", "{draft}", (*conn).draftResult},
		"draft_close":   {"", "{draft}", (*conn).draftClose},
	} {
		c.name = name
		commands[name] = c
	}
}

type draftNewArgs struct {
	Seats    int      `arg:"seats,required"`
	Set      string   `arg:"set"`
	Packs    int      `arg:"packs"`
	Sets     []string `arg:"sets"`
	Seed     uint64   `arg:"seed"`
	Drafters []string `arg:"drafters"`
	Games    int      `arg:"games"`
	Agent    string   `arg:"agent"`
	DeckSize int      `arg:"deck_size"`
}

func (c *conn) draftNew(args []byte) *wire.Error {
	a := draftNewArgs{Packs: limited.DefaultDraftPacks, Games: 2, Agent: "greedy"}
	if e := c.args("draft_new", args, &a); e != nil {
		return e
	}
	bad := func(format string, args ...any) *wire.Error {
		return wire.Errorf(wire.CodeBadRequest, "draft_new: "+format, args...)
	}
	if len(c.drafts) >= MaxDrafts {
		return wire.Errorf(wire.CodeLimit, "draft_new: %d drafts are open on this connection, its limit: close one (draft_close)", len(c.drafts))
	}
	if a.Seats < 2 || a.Seats > limited.MaxSeats {
		return bad("seats %d: a draft pod has from 2 to %d seats", a.Seats, limited.MaxSeats)
	}
	sets := a.Sets
	switch {
	case a.Set != "" && a.Sets != nil:
		return bad("give set (with packs) or sets (one per pack), not both")
	case a.Sets != nil:
		if len(sets) < 1 || len(sets) > limited.MaxDraftPacks {
			return bad("sets names %d packs: each seat opens from 1 to %d", len(sets), limited.MaxDraftPacks)
		}
	case a.Set == "":
		return bad("give set (with packs) or sets (one set per pack)")
	case a.Packs < 1 || a.Packs > limited.MaxDraftPacks:
		return bad("packs %d: each seat opens from 1 to %d", a.Packs, limited.MaxDraftPacks)
	default:
		sets = make([]string, a.Packs)
		for i := range sets {
			sets[i] = a.Set
		}
	}
	for i, s := range sets {
		sets[i] = wire.Clip(strings.TrimSpace(s))
	}
	names := a.Drafters
	switch {
	case names == nil:
		names = make([]string, a.Seats)
	case len(names) != a.Seats:
		return bad("drafters names %d seats of %d: give one per seat (\"\" for a seat whose picks the client sends)", len(names), a.Seats)
	}
	for i, n := range names {
		names[i] = wire.Clip(strings.TrimSpace(n))
		if strings.ContainsAny(names[i], ":/\\") { // a drafter's argument may name a file (limited's rating:FILE)
			return bad("drafters[%d]: no drafter %q for a client: name a built-in drafter (%s), with no argument (files are not read)",
				i, names[i], strings.Join(clientDrafters(), ", "))
		}
	}
	if a.Games < 0 || a.Games > MaxDraftGames {
		return bad("games %d: each pair of seats plays from 2 to %d games (even), or 0", a.Games, MaxDraftGames)
	}
	agent := a.Agent
	cfg := limited.DraftEventConfig{
		Draft:    limited.DraftConfig{Seats: a.Seats, Sets: sets, Seed: a.Seed},
		Drafters: names,
		DeckSize: a.DeckSize,
		Games:    a.Games,
		Agent:    agent,
		NewAgent: func(seed uint64) (agents.Agent, error) {
			if c.halted() { // between games: a round robin of agents that never search stops too
				return nil, errCutShort
			}
			ag, err := c.srv.newAgent(agent, 2, seed) // the round robin's games have two seats
			if s, ok := ag.(agents.Stoppable); ok {
				s.SetStop(c.halted) // watch.go: a round robin over its time stops
			}
			return ag, err
		},
	}
	if err := limited.CheckDraftEvent(cfg); err != nil {
		return bad("%v", err)
	}
	cfg.DeckSize = max(cfg.DeckSize, limited.DraftDeckSize)
	defs, err := cards.Catalog()
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "draft_new: %v", err)
	}
	d, err := limited.NewDraft(cfg.Draft)
	if err != nil {
		return bad("%v", err)
	}
	for i, n := range names { // errors naming the seat from 0, as the client does
		if n == "" {
			continue
		}
		if _, err := limited.NewDrafter(n, defs, 0); err != nil {
			return bad("drafters[%d] (seat %d): %v", i, i, err)
		}
	}
	bots, err := limited.SeatDrafters(defs, names, a.Seed)
	if err != nil {
		return bad("%v", err)
	}
	s := &draftSession{cfg: cfg, d: d, names: names, bots: bots}
	if err := s.playBots(); err != nil {
		return wire.Errorf(wire.CodeInternal, "draft_new: %v", err)
	}
	if c.drafts == nil {
		c.drafts = map[uint32]*draftSession{}
	}
	c.nextDraft++
	s.handle = c.nextDraft
	c.drafts[s.handle] = s

	e := c.enc
	e.EncodeMapLen(13)
	e.EncodeString("draft")
	e.EncodeUint(uint64(s.handle))
	e.EncodeString("seats")
	e.EncodeInt(int64(a.Seats))
	e.EncodeString("sets")
	e.Encode(sets)
	e.EncodeString("drafters")
	e.Encode(names)
	e.EncodeString("games")
	e.EncodeInt(int64(cfg.Games))
	e.EncodeString("agent")
	e.EncodeString(agent)
	e.EncodeString("deck_size")
	e.EncodeInt(int64(cfg.DeckSize))
	e.EncodeString("pack_size")
	e.EncodeInt(limited.PackSize)
	e.EncodeString("pool_size")
	e.EncodeInt(int64(len(sets) * limited.PackSize))
	e.EncodeString("passed_size")
	e.EncodeInt(int64(len(sets) * passedPerPack))
	e.EncodeString("num_card_index")
	e.EncodeInt(int64(len(defs) + 1))
	e.EncodeString("total_picks")
	e.EncodeInt(int64(d.TotalPicks()))
	e.EncodeString("state")
	return c.draftState(s)
}

// clientDrafters names the drafters a client may seat: limited's, but
// those that take an argument (a file).
func clientDrafters() []string {
	var out []string
	for _, n := range limited.DrafterNames {
		if !strings.Contains(n, ":") {
			out = append(out, n)
		}
	}
	return out
}

// playBots makes the picks of built-in seats until a client seat is to pick
// or the draft is over.
func (s *draftSession) playBots() error {
	for !s.d.Done() {
		seat := s.d.ToPick()
		bot := s.bots[seat]
		if bot == nil {
			return nil
		}
		if err := s.d.Observe(seat, &s.obs); err != nil {
			return err
		}
		if err := s.d.PickIndex(seat, bot.Choose(&s.obs)); err != nil {
			return fmt.Errorf("seat %d's drafter %s: %v", seat, s.names[seat], err)
		}
	}
	return nil
}

// draft returns the open draft of handle h.
func (c *conn) draft(cmd string, h uint32) (*draftSession, *wire.Error) {
	s, ok := c.drafts[h]
	if !ok {
		return nil, wire.Errorf(wire.CodeNoSuchEnv, "%s: no draft %d open on this connection (draft_new opens one)", cmd, h)
	}
	return s, nil
}

// draftState writes where a draft stands: {done, to_pick, num_picks, obs},
// obs the observation of the seat to pick (nil once the draft is over).
func (c *conn) draftState(s *draftSession) *wire.Error {
	e := c.enc
	e.EncodeMapLen(4)
	e.EncodeString("done")
	e.EncodeBool(s.d.Done())
	e.EncodeString("to_pick")
	e.EncodeInt(int64(s.d.ToPick()))
	e.EncodeString("num_picks")
	e.EncodeInt(int64(s.d.NumPicks()))
	e.EncodeString("obs")
	if s.d.Done() {
		e.EncodeNil()
		return nil
	}
	return c.draftObs(s, s.d.ToPick(), false)
}

// draftObs writes seat's observation: the pack it holds, the mask of its
// legal picks, its pool and the cards it passed, each card as its card
// index (DefID+1, as in the game's observation); with names, the pack's
// and pool's card names too. Once the draft is over the pack is empty,
// the mask all false and round the number of packs.
func (c *conn) draftObs(s *draftSession, seat int, names bool) *wire.Error {
	o := &s.obs
	d := s.d
	if d.Done() {
		*o = limited.Observation{Seat: seat, Round: len(d.Config().Sets), Pool: d.Pool(seat), Passed: d.Passed(seat)}
	} else if err := d.Observe(seat, o); err != nil {
		return wire.Errorf(wire.CodeBadRequest, "%s: %v", c.cmd, err)
	}
	e := c.enc
	n := 9
	if names {
		n += 2
	}
	e.EncodeMapLen(n)
	e.EncodeString("seat")
	e.EncodeInt(int64(o.Seat))
	e.EncodeString("round")
	e.EncodeInt(int64(o.Round))
	e.EncodeString("pick")
	e.EncodeInt(int64(o.Pick))
	e.EncodeString("to_move")
	e.EncodeBool(o.ToMove)
	e.EncodeString("pass_left")
	e.EncodeBool(o.PassLeft)
	e.EncodeString("pack")
	s.cardIndices(e, o.Pack)
	e.EncodeString("mask")
	wire.EncodeBools(e, o.Mask[:], limited.PackSize)
	e.EncodeString("pool")
	s.cardIndices(e, o.Pool)
	e.EncodeString("passed")
	s.cardIndices(e, o.Passed)
	if names {
		defs, err := cards.Catalog()
		if err != nil {
			return wire.Errorf(wire.CodeInternal, "%s: %v", c.cmd, err)
		}
		for _, f := range []struct {
			key   string
			cards []limited.DraftCard
		}{{"pack_names", o.Pack}, {"pool_names", o.Pool}} {
			e.EncodeString(f.key)
			e.EncodeArrayLen(len(f.cards))
			for _, dc := range f.cards {
				e.EncodeString(defs[dc.Card.Card].FullName)
			}
		}
	}
	return nil
}

// cardIndices writes cards as an int32 array of card indices.
func (s *draftSession) cardIndices(e *msgpack.Encoder, cs []limited.DraftCard) {
	s.scratch = s.scratch[:0]
	for _, dc := range cs {
		s.scratch = append(s.scratch, int32(dc.Card.Card)+1)
	}
	wire.EncodeInt32s(e, s.scratch, len(s.scratch))
}

type draftObserveArgs struct {
	Draft uint32 `arg:"draft,required"`
	Seat  int    `arg:"seat,required"`
	Names bool   `arg:"names"`
}

func (c *conn) draftObserve(args []byte) *wire.Error {
	var a draftObserveArgs
	if e := c.args("draft_observe", args, &a); e != nil {
		return e
	}
	s, we := c.draft("draft_observe", a.Draft)
	if we != nil {
		return we
	}
	if a.Seat < 0 || a.Seat >= s.d.Seats() {
		return wire.Errorf(wire.CodeBadRequest, "draft_observe: seat %d: the draft's seats are 0 to %d", a.Seat, s.d.Seats()-1)
	}
	return c.draftObs(s, a.Seat, a.Names)
}

type draftPickArgs struct {
	Draft uint32 `arg:"draft,required"`
	Index int    `arg:"index,required"`
	Seat  *int   `arg:"seat"`
}

func (c *conn) draftPick(args []byte) *wire.Error {
	var a draftPickArgs
	if e := c.args("draft_pick", args, &a); e != nil {
		return e
	}
	s, we := c.draft("draft_pick", a.Draft)
	if we != nil {
		return we
	}
	d := s.d
	if d.Done() {
		return wire.Errorf(wire.CodeGameOver, "draft_pick: the draft is over (all %d picks made): draft_result gives the decks and records", d.TotalPicks())
	}
	seat := d.ToPick()
	if a.Seat != nil && *a.Seat != seat {
		if *a.Seat < 0 || *a.Seat >= d.Seats() {
			return wire.Errorf(wire.CodeBadRequest, "draft_pick: seat %d: the draft's seats are 0 to %d", *a.Seat, d.Seats()-1)
		}
		return wire.Errorf(wire.CodeIllegalAction, "draft_pick: seat %d is not to pick: seat %d picks now (seats pick in seat order)", *a.Seat, seat)
	}
	if n := len(d.Hand(seat)); a.Index < 0 || a.Index >= n {
		return wire.Errorf(wire.CodeIllegalAction, "draft_pick: index %d is not a card of the pack: seat %d holds %d cards (indices 0 to %d); nothing was picked",
			a.Index, seat, n, n-1)
	}
	if err := d.PickIndex(seat, a.Index); err != nil { // checked above
		return wire.Errorf(wire.CodeInternal, "draft_pick: %v", err)
	}
	if err := s.playBots(); err != nil {
		return wire.Errorf(wire.CodeInternal, "draft_pick: %v", err)
	}
	return c.draftState(s)
}

func (c *conn) draftResult(args []byte) *wire.Error {
	var a struct {
		Draft uint32 `arg:"draft,required"`
	}
	if e := c.args("draft_result", args, &a); e != nil {
		return e
	}
	s, we := c.draft("draft_result", a.Draft)
	if we != nil {
		return we
	}
	if !s.d.Done() {
		return wire.Errorf(wire.CodeBadRequest, "draft_result: the draft is not over: %d of its %d picks are left (seat %d picks now)",
			s.d.TotalPicks()-s.d.NumPicks(), s.d.TotalPicks(), s.d.ToPick())
	}
	defs, err := cards.Catalog()
	if err != nil {
		return wire.Errorf(wire.CodeInternal, "draft_result: %v", err)
	}
	if s.result == nil {
		r, err := limited.PlayDraftEvent(defs, s.cfg, s.d)
		if err != nil {
			return wire.Errorf(wire.CodeInternal, "draft_result: %v", err)
		}
		if c.halt() != haltNone {
			return nil // cut short: handle answers with the limit error, and the next draft_result plays again
		}
		s.result = r
	}
	e := c.enc
	e.EncodeMapLen(4)
	e.EncodeString("games")
	e.EncodeInt(int64(s.cfg.Games))
	e.EncodeString("agent")
	e.EncodeString(s.cfg.Agent)
	e.EncodeString("deck_size")
	e.EncodeInt(int64(s.cfg.DeckSize))
	e.EncodeString("seats")
	e.EncodeArrayLen(len(s.result.Seats))
	var list bytes.Buffer
	for i, r := range s.result.Seats {
		e.EncodeMapLen(9)
		e.EncodeString("seat")
		e.EncodeInt(int64(i))
		e.EncodeString("drafter")
		e.EncodeString(s.names[i])
		e.EncodeString("wins")
		e.EncodeInt(int64(r.Wins))
		e.EncodeString("losses")
		e.EncodeInt(int64(r.Losses))
		e.EncodeString("draws")
		e.EncodeInt(int64(r.Draws))
		e.EncodeString("reward")
		e.EncodeFloat64(r.Reward()) // limited's: (wins - losses) / games, 0 without games
		e.EncodeString("deck")
		s.scratch = s.scratch[:0]
		for _, id := range r.Built.Deck.IDs() {
			s.scratch = append(s.scratch, int32(id)+1)
		}
		wire.EncodeInt32s(e, s.scratch, len(s.scratch))
		e.EncodeString("inks")
		e.EncodeString(cards.InkNames(r.Built.Deck.Inks(defs)))
		e.EncodeString("decklist")
		list.Reset()
		deck := *r.Built.Deck
		deck.Name = ""
		if err := cards.WriteDeck(&list, &deck, defs); err != nil {
			return wire.Errorf(wire.CodeInternal, "draft_result: %v", err)
		}
		e.EncodeString(list.String())
	}
	return nil
}

func (c *conn) draftClose(args []byte) *wire.Error {
	var a struct {
		Draft uint32 `arg:"draft,required"`
	}
	if e := c.args("draft_close", args, &a); e != nil {
		return e
	}
	if _, we := c.draft("draft_close", a.Draft); we != nil {
		return we
	}
	delete(c.drafts, a.Draft)
	c.enc.EncodeMapLen(1)
	c.enc.EncodeString("closed")
	c.enc.EncodeBool(true)
	return nil
}
