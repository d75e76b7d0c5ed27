package engine

import (
	"errors"
	"math"
)

// The serialised layout: a hand-written little-endian binary encoding of
// every field of the state, in declaration order. Lists are a 32-bit length
// then the items. TestCodecCoversEveryField fails when a struct gains a field
// the codec doesn't know, so the layout can't silently drop one.

type enc struct{ b []byte }

func (e *enc) u8(v uint8) { e.b = append(e.b, v) }
func (e *enc) i8(v int8)  { e.b = append(e.b, uint8(v)) }
func (e *enc) bool(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *enc) u16(v uint16) { e.b = append(e.b, uint8(v), uint8(v>>8)) }
func (e *enc) i16(v int16)  { e.u16(uint16(v)) }
func (e *enc) u32(v uint32) { e.b = append(e.b, uint8(v), uint8(v>>8), uint8(v>>16), uint8(v>>24)) }
func (e *enc) u64(v uint64) { e.u32(uint32(v)); e.u32(uint32(v >> 32)) }
func (e *enc) ref(r Ref)    { e.u16(uint16(r.ID)); e.u16(r.Gen) }
func (e *enc) str(s string) { e.u32(uint32(len(s))); e.b = append(e.b, s...) }
func (e *enc) ids(l []CardID) {
	e.u32(uint32(len(l)))
	for _, id := range l {
		e.u16(uint16(id))
	}
}

var errShort = errors.New("the data ends early")

type dec struct {
	b   []byte
	err error
}

func (d *dec) take(n int) []byte {
	if d.err != nil || len(d.b) < n {
		d.err = errShort
		return nil
	}
	p := d.b[:n]
	d.b = d.b[n:]
	return p
}
func (d *dec) u8() uint8 {
	if p := d.take(1); p != nil {
		return p[0]
	}
	return 0
}
func (d *dec) i8() int8 { return int8(d.u8()) }
func (d *dec) bool() bool {
	v := d.u8()
	if v > 1 && d.err == nil {
		d.err = errors.New("a flag is neither 0 nor 1")
	}
	return v == 1
}
func (d *dec) u16() uint16 {
	if p := d.take(2); p != nil {
		return uint16(p[0]) | uint16(p[1])<<8
	}
	return 0
}
func (d *dec) i16() int16 { return int16(d.u16()) }
func (d *dec) u32() uint32 {
	if p := d.take(4); p != nil {
		return uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16 | uint32(p[3])<<24
	}
	return 0
}
func (d *dec) u64() uint64 { lo := d.u32(); return uint64(lo) | uint64(d.u32())<<32 }
func (d *dec) ref() Ref    { id := d.u16(); return Ref{ID: CardID(id), Gen: d.u16()} }

// count reads a list length, refusing one longer than the data could hold
// at size bytes an item.
func (d *dec) count(size int) int {
	n := d.u32()
	if d.err == nil && (n > math.MaxInt32 || int(n)*size > len(d.b)) {
		d.err = errors.New("a list is longer than the data")
		return 0
	}
	return int(n)
}
func (d *dec) str() string {
	n := d.count(1)
	return string(d.take(n))
}
func (d *dec) ids() []CardID {
	n := d.count(2)
	if n == 0 {
		return nil
	}
	l := make([]CardID, n)
	for i := range l {
		l[i] = CardID(d.u16())
	}
	return l
}

func (e *enc) card(c *Card) {
	e.u16(uint16(c.Def))
	e.u8(c.Owner)
	e.u8(uint8(c.Zone))
	e.u16(c.Gen)
	e.u16(uint16(c.Flags))
	e.i16(c.Damage)
	e.u16(uint16(c.At))
	e.u16(uint16(c.Under))
	e.u32(c.Seq)
	e.u8(c.Seen)
}

func (d *dec) card(c *Card) {
	c.Def, c.Owner, c.Zone = DefID(d.u16()), d.u8(), Zone(d.u8())
	c.Gen, c.Flags, c.Damage = d.u16(), CardFlags(d.u16()), d.i16()
	c.At, c.Under, c.Seq = CardID(d.u16()), CardID(d.u16()), d.u32()
	c.Seen = d.u8()
}

func (e *enc) event(v *Event) {
	e.u8(uint8(v.Kind))
	e.u8(v.Player)
	e.u16(v.Flags)
	e.i16(v.Amount)
	e.ref(v.Subject)
	e.u16(uint16(v.SubjectDef))
	e.ref(v.Other)
	e.u16(uint16(v.OtherDef))
	e.i16(v.Turn)
}

func (d *dec) event(v *Event) {
	v.Kind, v.Player, v.Flags, v.Amount = EventKind(d.u8()), d.u8(), d.u16(), d.i16()
	v.Subject, v.SubjectDef = d.ref(), DefID(d.u16())
	v.Other, v.OtherDef = d.ref(), DefID(d.u16())
	v.Turn = d.i16()
}

func (e *enc) slot(s *Slot) {
	e.u8(s.N)
	for _, r := range s.C {
		e.ref(r)
	}
}

func (d *dec) slot(s *Slot) {
	s.N = d.u8()
	for i := range s.C {
		s.C[i] = d.ref()
	}
	if s.N > uint8(len(s.C)) && d.err == nil {
		d.err = errors.New("a choice slot is corrupt")
	}
}

func (e *enc) frame(f *Frame) {
	e.u8(uint8(f.Kind))
	e.u8(f.Player)
	e.u8(f.Phase)
	e.i8(f.PC)
	e.u8(f.Ab)
	e.i8(f.Sub)
	e.u16(uint16(f.Def))
	e.bool(f.Did)
	e.i8(f.Option)
	e.i16(f.Num)
	e.i16(f.Done)
	e.i16(f.Prev)
	e.u16(uint16(f.Named))
	e.bool(f.HasName)
	e.ref(f.Source)
	e.event(&f.Ev)
	for i := range f.Slots {
		e.slot(&f.Slots[i])
	}
	for _, id := range f.Look {
		e.u16(uint16(id))
	}
	e.u8(f.NLook)
	e.slot(&f.Pick)
	e.i16(f.Cursor)
	e.slot(&f.Replaced)
	e.slot(&f.ReplaceWith)
	e.u8(f.Group)
	e.u8(f.Them)
	e.bool(f.Short)
}

func (d *dec) frame(f *Frame) {
	f.Kind, f.Player, f.Phase, f.PC = FrameKind(d.u8()), d.u8(), d.u8(), d.i8()
	f.Ab, f.Sub, f.Def, f.Did = d.u8(), d.i8(), DefID(d.u16()), d.bool()
	f.Option, f.Num, f.Done, f.Prev = d.i8(), d.i16(), d.i16(), d.i16()
	f.Named, f.HasName, f.Source = DefID(d.u16()), d.bool(), d.ref()
	d.event(&f.Ev)
	for i := range f.Slots {
		d.slot(&f.Slots[i])
	}
	for i := range f.Look {
		f.Look[i] = CardID(d.u16())
	}
	f.NLook = d.u8()
	d.slot(&f.Pick)
	f.Cursor = d.i16()
	d.slot(&f.Replaced)
	d.slot(&f.ReplaceWith)
	f.Group = d.u8()
	f.Them = d.u8()
	f.Short = d.bool()
}

func (e *enc) rng(r *Range) { e.i8(r.Min); e.i8(r.Max); e.bool(r.HasMin); e.bool(r.HasMax) }
func (d *dec) rng(r *Range) { r.Min, r.Max, r.HasMin, r.HasMax = d.i8(), d.i8(), d.bool(), d.bool() }

func (e *enc) filter(f *Filter) {
	e.u8(uint8(f.Zone))
	e.bool(f.InZone)
	e.u8(uint8(f.Owner))
	e.u8(uint8(f.Types))
	e.u64(uint64(f.Classes))
	e.u64(uint64(f.NoClass))
	e.u8(uint8(f.ClassTypes))
	e.str(f.Name)
	e.bool(f.NameNot)
	e.u8(uint8(f.NameTypes))
	e.bool(f.Other)
	e.i8(f.NotSlot)
	e.i8(f.ShiftFor)
	e.u8(uint8(f.Exerted))
	e.u8(uint8(f.Damaged))
	e.u8(uint8(f.Drying))
	e.rng(&f.Cost)
	e.rng(&f.Strength)
	e.rng(&f.Willpower)
	e.u8(uint8(f.Keyword))
	e.u8(uint8(f.NoKeyword))
	e.u8(uint8(f.AtLocation))
	e.bool(f.Here)
	e.u8(uint8(f.Inkable))
	e.bool(f.Sang)
	e.bool(f.Challenged)
	e.u8(uint8(f.ChallengingA))
	e.i8(f.SameName)
	e.i8(int8(f.Than))
	e.u8(uint8(f.ThanMine))
	e.u8(uint8(f.ThanTheirs))
	e.bool(f.ThanLess)
	e.bool(f.NotEvOther)
	e.bool(f.SangLast)
	e.u8(uint8(f.CardUnder))
	e.u8(uint8(f.Inks))
	e.i8(f.ThanPlus)
	e.u8(uint8(f.BeingChallenged))
	e.bool(f.HadUnder)
	e.u8(uint8(f.OrZone))
	e.bool(f.HasOrZone)
	e.i8(f.InSlot)
}

func (d *dec) filter(f *Filter) {
	f.Zone, f.InZone, f.Owner, f.Types = Zone(d.u8()), d.bool(), Owner(d.u8()), TypeMask(d.u8())
	f.Classes, f.NoClass, f.ClassTypes, f.Name = ClassSet(d.u64()), ClassSet(d.u64()), TypeMask(d.u8()), d.str()
	f.NameNot, f.NameTypes = d.bool(), TypeMask(d.u8())
	f.Other, f.NotSlot, f.ShiftFor = d.bool(), d.i8(), d.i8()
	f.Exerted, f.Damaged, f.Drying = Tri(d.u8()), Tri(d.u8()), Tri(d.u8())
	d.rng(&f.Cost)
	d.rng(&f.Strength)
	d.rng(&f.Willpower)
	f.Keyword, f.NoKeyword, f.AtLocation = Keyword(d.u8()), Keyword(d.u8()), Tri(d.u8())
	f.Here, f.Inkable, f.Sang = d.bool(), Tri(d.u8()), d.bool()
	f.Challenged = d.bool()
	f.ChallengingA = TypeMask(d.u8())
	f.SameName, f.Than = d.i8(), ThanRef(d.i8())
	f.ThanMine, f.ThanTheirs, f.ThanLess = Stat(d.u8()), Stat(d.u8()), d.bool()
	f.NotEvOther = d.bool()
	f.SangLast = d.bool()
	f.CardUnder = Tri(d.u8())
	f.Inks = InkSet(d.u8())
	f.ThanPlus = d.i8()
	f.BeingChallenged, f.HadUnder = Tri(d.u8()), d.bool()
	f.OrZone, f.HasOrZone = Zone(d.u8()), d.bool()
	f.InSlot = d.i8()
	if f.NotSlot < 0 || f.NotSlot > 4 || f.InSlot < 0 || f.InSlot > 4 || f.ShiftFor < 0 || f.ShiftFor > 4 || f.SameName < 0 || f.SameName > SameNameSource || f.Than < 0 || f.Than > ThanSlot+3 ||
		f.ThanMine >= NumStats || f.ThanTheirs >= NumStats || f.Zone >= NumZones || f.OrZone >= NumZones {
		d.fail("a filter is corrupt")
	}
}

func (d *dec) fail(why string) {
	if d.err == nil {
		d.err = errors.New(why)
	}
}

func (e *enc) effect(x *Effect) {
	e.u8(uint8(x.Kind))
	e.u8(x.Controller)
	e.u8(uint8(x.Dur))
	e.bool(x.Waiting)
	e.u8(x.Owner)
	e.ref(x.Target)
	e.filter(&x.Filter)
	e.u8(uint8(x.Stat))
	e.i16(x.Amount)
	e.u8(uint8(x.Keyword))
	e.i8(x.KwValue)
	e.u16(uint16(x.Restrict))
	e.i8(x.Uses)
	e.u16(uint16(x.SourceDef))
	e.ref(x.Source)
}

func (d *dec) effect(x *Effect) {
	x.Kind, x.Controller, x.Dur, x.Waiting = StaticKind(d.u8()), d.u8(), Duration(d.u8()), d.bool()
	x.Owner, x.Target = d.u8(), d.ref()
	d.filter(&x.Filter)
	x.Stat, x.Amount, x.Keyword, x.KwValue = Stat(d.u8()), d.i16(), Keyword(d.u8()), d.i8()
	x.Restrict, x.Uses, x.SourceDef = Restriction(d.u16()), d.i8(), DefID(d.u16())
	x.Source = d.ref()
	if x.Stat >= NumStats {
		d.fail("an effect is corrupt")
	}
}

func (e *enc) bagItem(b *BagItem) {
	e.u8(b.Player)
	e.u16(uint16(b.Def))
	e.u8(b.Ab)
	e.ref(b.Source)
	e.i8(b.Sub)
	e.ref(b.Target)
	e.event(&b.Ev)
	e.u8(b.Level)
}

func (d *dec) bagItem(b *BagItem) {
	b.Player, b.Def, b.Ab, b.Source = d.u8(), DefID(d.u16()), d.u8(), d.ref()
	b.Sub, b.Target = d.i8(), d.ref()
	d.event(&b.Ev)
	b.Level = d.u8()
}

func (e *enc) floating(f *Floating) {
	e.u8(f.Player)
	e.u16(uint16(f.Def))
	e.u8(f.Ab)
	e.i8(f.Step)
	e.ref(f.Source)
	e.u8(uint8(f.Dur))
	e.bool(f.Delayed)
	e.ref(f.Target)
	e.i16(f.Turn)
}

func (d *dec) floating(f *Floating) {
	f.Player, f.Def, f.Ab, f.Step = d.u8(), DefID(d.u16()), d.u8(), d.i8()
	f.Source, f.Dur, f.Delayed, f.Target, f.Turn = d.ref(), Duration(d.u8()), d.bool(), d.ref(), d.i16()
}

func (e *enc) lastKnown(l *LastKnown) {
	e.ref(l.Old)
	e.ref(l.New)
	e.u8(l.Owner)
	e.i8(l.Strength)
	e.i8(l.Willpower)
	e.i8(l.Lore)
	e.i16(l.Damage)
	e.i8(l.Under)
	e.u32(l.UnderSeq)
	e.i8(l.ExertedHere)
}

func (d *dec) lastKnown(l *LastKnown) {
	l.Old, l.New, l.Owner = d.ref(), d.ref(), d.u8()
	l.Strength, l.Willpower, l.Lore, l.Damage = d.i8(), d.i8(), d.i8(), d.i16()
	l.Under, l.UnderSeq, l.ExertedHere = d.i8(), d.u32(), d.i8()
}

func (e *enc) player(p *Player) {
	e.i16(p.Lore)
	e.i16(p.InkUsed)
	e.i8(p.Inked)
	e.bool(p.Out)
	e.bool(p.Altered)
	e.ids(p.Deck)
	e.ids(p.Hand)
	e.ids(p.Play)
	e.ids(p.Inkwell)
	e.ids(p.Discard)
}

func (d *dec) player(p *Player) {
	p.Lore, p.InkUsed, p.Inked, p.Out, p.Altered = d.i16(), d.i16(), d.i8(), d.bool(), d.bool()
	p.Deck, p.Hand, p.Play, p.Inkwell, p.Discard = d.ids(), d.ids(), d.ids(), d.ids(), d.ids()
}

// list encodes a slice with a length prefix.
func list[T any](e *enc, l []T, f func(*enc, *T)) {
	e.u32(uint32(len(l)))
	for i := range l {
		f(e, &l[i])
	}
}

// readList decodes a slice written by list; size is the least bytes an item
// takes, to refuse absurd lengths before allocating.
func readList[T any](d *dec, size int, f func(*dec, *T)) []T {
	n := d.count(size)
	if n == 0 || d.err != nil {
		return nil
	}
	l := make([]T, n)
	for i := range l {
		f(d, &l[i])
	}
	return l
}
