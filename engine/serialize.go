package engine

import (
	"bytes"
	"errors"
	"fmt"
)

// serialVersion changes whenever the layout of State changes.
const serialVersion = 29

var serialMagic = []byte("LRCN")

// snapshot is the decoded form of a State: every field that makes the game
// what it is, RNG included.
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

// Serialize encodes the state exactly: a version header, then every field
// in a fixed little-endian binary layout (codec.go).
func (s *State) Serialize() ([]byte, error) {
	return s.AppendSerialized(nil), nil
}

// AppendSerialized appends the serialised state to buf and returns it, so a
// caller can reuse one buffer.
func (s *State) AppendSerialized(buf []byte) []byte {
	if buf == nil {
		buf = make([]byte, 0, 64+len(s.Cards)*24+len(s.Players)*32+len(s.Stack)*160+len(s.Effects)*80+len(s.Log)*20)
	}
	e := enc{b: append(buf, serialMagic...)}
	e.u8(serialVersion)
	e.u32(uint32(len(s.game.Defs)))
	list(&e, s.Cards, (*enc).card)
	list(&e, s.Players, (*enc).player)
	e.i16(s.Turn)
	e.u8(s.Active)
	e.u8(s.Starting)
	e.u8(uint8(s.Phase))
	e.i8(s.Winner)
	e.u8(uint8(s.Result))
	e.u32(s.Seq)
	e.u64(s.RNG.State)
	e.u64(s.RNG.Inc)
	e.u16(uint16(s.Attacker))
	e.u16(uint16(s.Defender))
	e.u8(s.BagTurn)
	list(&e, s.Damagers, func(e *enc, d *Damager) { e.u16(uint16(d.Card)); e.ref(d.By); e.u8(d.Flags) })
	list(&e, s.Bag, (*enc).bagItem)
	list(&e, s.Stack, (*enc).frame)
	list(&e, s.Effects, (*enc).effect)
	list(&e, s.Floating, (*enc).floating)
	list(&e, s.Turnly, func(e *enc, t *TurnRecord) { e.ref(t.Card); e.u8(t.Ab) })
	list(&e, s.Left, (*enc).lastKnown)
	list(&e, s.Log, (*enc).event)
	e.u32(uint32(s.Decisions))
	return e.b
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
	d := dec{b: data[len(serialMagic)+1:]}
	var snap snapshot
	snap.NumDefs = int(d.u32())
	snap.Cards = readList(&d, 18, (*dec).card)
	snap.Players = readList(&d, 27, (*dec).player)
	snap.Turn, snap.Active, snap.Starting = d.i16(), d.u8(), d.u8()
	snap.Phase, snap.Winner, snap.Result, snap.Seq = Phase(d.u8()), d.i8(), Result(d.u8()), d.u32()
	snap.RNG.State, snap.RNG.Inc = d.u64(), d.u64()
	snap.Attacker, snap.Defender, snap.BagTurn = CardID(d.u16()), CardID(d.u16()), d.u8()
	snap.Damagers = readList(&d, 7, func(d *dec, x *Damager) { x.Card, x.By, x.Flags = CardID(d.u16()), d.ref(), d.u8() })
	snap.Bag = readList(&d, 31, (*dec).bagItem)
	snap.Stack = readList(&d, 100, (*dec).frame)
	snap.Effects = readList(&d, 40, (*dec).effect)
	snap.Floating = readList(&d, 16, (*dec).floating)
	snap.Turnly = readList(&d, 5, func(d *dec, t *TurnRecord) { t.Card, t.Ab = d.ref(), d.u8() })
	snap.Left = readList(&d, 15, (*dec).lastKnown)
	snap.Log = readList(&d, 18, (*dec).event)
	snap.Decisions = int32(d.u32())
	if d.err != nil {
		return nil, fmt.Errorf("engine: restore: %w", d.err)
	}
	if len(d.b) != 0 {
		return nil, fmt.Errorf("engine: restore: %d bytes left over", len(d.b))
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
	// Abilities named by frames, bag items and floating triggers must exist.
	for i := range s.Stack {
		f := &s.Stack[i]
		if f.Kind == FrAbility || f.Kind == FrPlayAction {
			a := s.abilityAt(f.Def, f.Ab, f.Sub)
			if a == nil {
				return nil, errors.New("engine: restore: the resolution stack names a missing ability")
			}
			if f.PC < -1 || int(f.PC) >= len(a.Steps) && !(int(f.PC) == len(a.Steps) && f.Phase == spStart) || f.Phase >= spPhases || (f.PC == -1 && f.Phase != spStart) {
				return nil, errors.New("engine: restore: a resolving ability is at a step it doesn't have")
			}
		}
		if f.HasName && int(f.Named) >= len(g.Defs) {
			return nil, errors.New("engine: restore: the resolution stack names a missing card")
		}
	}
	for i := range s.Bag {
		if s.abilityAt(s.Bag[i].Def, s.Bag[i].Ab, s.Bag[i].Sub) == nil {
			return nil, errors.New("engine: restore: the bag names a missing ability")
		}
	}
	for i := range s.Floating {
		f := &s.Floating[i]
		if f.Step < 0 || s.abilityAt(f.Def, f.Ab, f.Step+1) == nil {
			return nil, errors.New("engine: restore: a floating trigger names a missing ability")
		}
	}
	// Lay the zone lists out as every state has them.
	c := s.Clone()
	c.refreshPlayStatics()
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
