package engine

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/vmihailenco/msgpack/v5"
)

// serialVersion changes whenever the layout of State changes.
const serialVersion = 1

var serialMagic = []byte("LRCN")

// snapshot is the serialised form of a State: every field that makes the
// game what it is, RNG included.
type snapshot struct {
	Cards     []Card
	Players   []Player
	Turn      int16
	Active    uint8
	Starting  uint8
	Phase     Phase
	Winner    int8
	Result    Result
	Seq       uint32
	RNG       RNG
	Attacker  CardID
	Defender  CardID
	BagTurn   uint8
	Damagers  []Damager
	Bag       []BagItem
	Stack     []Frame
	Effects   []Effect
	Floating  []Floating
	Turnly    []TurnRecord
	Left      []LastKnown
	Log       []Event
	Decisions int32
	NumDefs   int
}

// Serialize encodes the state exactly (msgpack with a version header).
func (s *State) Serialize() ([]byte, error) {
	players := make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Deck, p.Hand, p.Play, p.Inkwell, p.Discard = nz(p.Deck), nz(p.Hand), nz(p.Play), nz(p.Inkwell), nz(p.Discard)
		players[i] = p
	}
	snap := snapshot{
		Cards: nz(s.Cards), Players: players, Turn: s.Turn, Active: s.Active, Starting: s.Starting,
		Phase: s.Phase, Winner: s.Winner, Result: s.Result, Seq: s.Seq, RNG: s.RNG,
		Attacker: s.Attacker, Defender: s.Defender, BagTurn: s.BagTurn, Damagers: nz(s.Damagers),
		Bag: nz(s.Bag), Stack: nz(s.Stack), Effects: nz(s.Effects), Floating: nz(s.Floating), Turnly: nz(s.Turnly), Left: nz(s.Left),
		Log: nz(s.Log), Decisions: s.Decisions, NumDefs: len(s.game.Defs),
	}
	var buf bytes.Buffer
	buf.Write(serialMagic)
	buf.WriteByte(serialVersion)
	enc := msgpack.NewEncoder(&buf)
	enc.UseArrayEncodedStructs(true)
	if err := enc.Encode(&snap); err != nil {
		return nil, fmt.Errorf("engine: serialize: %w", err)
	}
	return buf.Bytes(), nil
}

// Restore decodes a state serialised by Serialize for this game. Bad input
// is an error, never a panic.
func (g *Game) Restore(data []byte) (st *State, err error) {
	if len(data) < len(serialMagic)+1 || !bytes.Equal(data[:len(serialMagic)], serialMagic) {
		return nil, errors.New("engine: restore: not a serialised game state")
	}
	if v := data[len(serialMagic)]; v != serialVersion {
		return nil, fmt.Errorf("engine: restore: state version %d, this engine reads version %d", v, serialVersion)
	}
	var snap snapshot
	dec := msgpack.NewDecoder(bytes.NewReader(data[len(serialMagic)+1:]))
	if err := dec.Decode(&snap); err != nil {
		return nil, fmt.Errorf("engine: restore: %w", err)
	}
	if snap.NumDefs != len(g.Defs) {
		return nil, fmt.Errorf("engine: restore: the state was made with %d card definitions, this game has %d", snap.NumDefs, len(g.Defs))
	}
	if len(snap.Players) != g.Config.Players {
		return nil, fmt.Errorf("engine: restore: %d players, the game has %d", len(snap.Players), g.Config.Players)
	}
	if err := snap.validate(len(g.Defs)); err != nil {
		return nil, fmt.Errorf("engine: restore: %w", err)
	}
	s := &State{game: g}
	s.Cards, s.Players, s.Turn, s.Active, s.Starting = snap.Cards, snap.Players, snap.Turn, snap.Active, snap.Starting
	s.Phase, s.Winner, s.Result, s.Seq, s.RNG = snap.Phase, snap.Winner, snap.Result, snap.Seq, snap.RNG
	s.Attacker, s.Defender, s.BagTurn, s.Damagers = snap.Attacker, snap.Defender, snap.BagTurn, snap.Damagers
	s.Bag, s.Stack, s.Effects, s.Floating, s.Turnly = snap.Bag, snap.Stack, snap.Effects, snap.Floating, snap.Turnly
	s.Log, s.Decisions, s.Left = snap.Log, snap.Decisions, snap.Left
	// Lay the zone lists out as every state has them.
	c := s.Clone()
	return c, nil
}

// validate checks that indices in a decoded snapshot are in range, so a
// corrupt state can't make the engine panic later.
func (sn *snapshot) validate(ndefs int) error {
	n := len(sn.Cards)
	for i := range sn.Cards {
		c := &sn.Cards[i]
		if int(c.Def) >= ndefs || int(c.Owner) >= len(sn.Players) || c.Zone >= NumZones {
			return fmt.Errorf("card %d is corrupt", i)
		}
		if (c.At != NoCard && int(c.At) >= n) || (c.Under != NoCard && int(c.Under) >= n) {
			return fmt.Errorf("card %d points at a missing card", i)
		}
	}
	for p := range sn.Players {
		pl := &sn.Players[p]
		for _, l := range [][]CardID{pl.Deck, pl.Hand, pl.Play, pl.Inkwell, pl.Discard} {
			for _, id := range l {
				if int(id) >= n {
					return fmt.Errorf("player %d lists a missing card", p+1)
				}
			}
		}
	}
	for _, f := range sn.Stack {
		if int(f.Def) >= ndefs || int(f.Player) >= len(sn.Players) || f.NLook > uint8(len(f.Look)) {
			return errors.New("the resolution stack is corrupt")
		}
	}
	for _, b := range sn.Bag {
		if int(b.Def) >= ndefs || int(b.Player) >= len(sn.Players) {
			return errors.New("the bag is corrupt")
		}
	}
	if int(sn.Active) >= len(sn.Players) {
		return errors.New("the active player is out of range")
	}
	return nil
}

// Equal reports whether two states are the same game position (empty and
// nil lists are the same).
func Equal(a, b *State) bool {
	x, err1 := a.Serialize()
	y, err2 := b.Serialize()
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// nz makes an empty list nil, so equal states serialise to equal bytes.
func nz[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}
