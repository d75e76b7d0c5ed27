package encode

import (
	"slices"

	"github.com/lorcana-rl/lorcana/engine"
)

// Encoder writes observations of the states of one Game. It keeps scratch
// buffers, so it is not safe for concurrent use: give each goroutine its own.
type Encoder struct {
	game *engine.Game
	spec Spec

	info   []cardInfo // per card of the state (by CardID), rebuilt by each Encode
	placed []placed   // the rows in use, in row order per section

	t       *tables // shared by clones until one must add a template
	own     bool    // t is this encoder's own (it may add templates)
	noPlain bool    // tests: always take the full path for current values
}

// tables are per definition of the game: the printed part of its card row
// (tmplOf[def] is the offset in tmpl, -1 until built) and whether it has
// static abilities.
type tables struct {
	tmplOf    []int32
	tmpl      []float32
	hasStatic []bool
}

// cardInfo is what Encode gathers about one card before writing rows.
type cardInfo struct {
	row       int16 // card-table row, -1 for none
	under     uint8 // cards under this card
	underDown uint8 // of which facedown
	charsHere uint8 // characters at this location
	inBag     uint8 // bag items from this card
	option    bool  // an option of the decision refers to this card
	keep      bool  // scratch: a discard chosen for a row
}

type placed struct {
	row  int16
	seat int8
	zone int8
	id   engine.CardID
}

// NewEncoder returns an encoder for states of g with the shapes of spec.
func NewEncoder(g *engine.Game, spec Spec) *Encoder {
	t := &tables{tmplOf: make([]int32, len(g.Defs)), hasStatic: make([]bool, len(g.Defs))}
	e := &Encoder{game: g, spec: spec, placed: make([]placed, 0, spec.CardRows), t: t, own: true}
	for i := range t.tmplOf {
		t.tmplOf[i] = -1
		for _, a := range g.Defs[i].Abilities {
			if a.Kind == engine.Static {
				t.hasStatic[i] = true
			}
		}
	}
	for _, d := range g.Config.Decks {
		for _, id := range d {
			e.template(id)
		}
	}
	return e
}

// Clone returns an encoder for the same game and spec that shares e's
// read-only tables (so many encoders stay small in cache). Clones may be
// used concurrently with e and with each other.
func (e *Encoder) Clone() *Encoder {
	e.own = false // from now on e copies the tables before changing them
	return &Encoder{game: e.game, spec: e.spec, placed: make([]placed, 0, e.spec.CardRows), t: e.t}
}

// Spec returns the encoder's shapes.
func (e *Encoder) Spec() Spec { return e.spec }

// Encode writes player p's view of s into out; legal is s.Legal(...) for the
// pending decision (empty when p is not deciding), and option i of the
// observation is legal[i]. Only the first K options are listed; out.Cut
// counts the rest.
//
// Encode clears only what it wrote into out the previous time (the first
// time, everything): callers must not write into an Obs's buffers (call
// out.Invalidate after doing so).
func (e *Encoder) Encode(s *engine.State, p int, legal []engine.Action, out *Obs) {
	sp := &e.spec
	e.clearObs(out)
	out.Player = p
	e.prepare(s, legal)
	e.assignRows(s, p)
	e.clearRows(out)
	d := s.Pending()
	mods := e.modifiers(s)
	for _, pl := range e.placed {
		e.card(s, p, pl, &d, &mods, out)
	}
	e.globals(s, p, &d, out.Globals[:sp.GlobalFeatures])
	e.options(s, p, legal, out)
	out.dirty.valid = true
}

// clearObs zeroes what the previous Encode wrote into out.
func (e *Encoder) clearObs(out *Obs) {
	sp := &e.spec
	clear(out.Globals)
	if !out.dirty.valid {
		clear(out.CardIndex)
		clear(out.Cards)
		clear(out.Options)
		clear(out.Mask)
		clear(out.OptionCards)
		for i := range out.OptionRefs {
			out.OptionRefs[i] = -1
		}
		out.dirty = dirty{}
		return
	}
	k := int(out.dirty.opts)
	clear(out.Options[:k*sp.OptionFeatures])
	clear(out.Mask[:k])
	clear(out.OptionCards[:k*sp.OptionRefs])
	for i := range out.OptionRefs[:k*sp.OptionRefs] {
		out.OptionRefs[i] = -1
	}
	out.dirty.opts = 0
}

// clearRows zeroes the card rows the previous Encode wrote that this one
// does not overwrite, and records the rows this one writes.
func (e *Encoder) clearRows(out *Obs) {
	sp := &e.spec
	var now [maxRows]bool
	for _, pl := range e.placed {
		now[pl.row] = true
	}
	if out.dirty.valid {
		for _, r := range out.dirty.rows[:out.dirty.n] {
			if !now[r] {
				out.CardIndex[r] = 0
				clear(out.Cards[int(r)*sp.CardFeatures : (int(r)+1)*sp.CardFeatures])
			}
		}
	}
	out.dirty.n = 0
	for _, pl := range e.placed {
		out.dirty.rows[out.dirty.n] = pl.row
		out.dirty.n++
	}
}

// modifiers says which characteristics some modifier in force may change
// (6.6): a bit per keyword and per stat, from the static abilities of the
// cards in play and the effects with a duration. Values nothing can change
// are the printed ones, so the encoder asks the engine only for the others.
type modifiers struct {
	keywords uint32
	stats    uint8
}

func (m *modifiers) add(kind engine.StaticKind, st engine.Stat, k engine.Keyword) {
	switch kind {
	case engine.StModify:
		m.stats |= 1 << st
	case engine.StKeyword:
		m.keywords |= 1 << k
	}
}

func (e *Encoder) modifiers(s *engine.State) modifiers {
	if e.noPlain {
		return modifiers{keywords: ^uint32(0), stats: ^uint8(0)}
	}
	var m modifiers
	for i := range s.Effects {
		m.add(s.Effects[i].Kind, s.Effects[i].Stat, s.Effects[i].Keyword)
	}
	for q := range s.Players {
		for _, id := range s.Players[q].Play {
			def := s.Cards[id].Def
			if !e.t.hasStatic[def] {
				continue
			}
			for _, a := range e.game.Defs[def].Abilities {
				if a.Kind == engine.Static {
					for j := range a.Statics {
						m.add(a.Statics[j].Kind, a.Statics[j].Stat, a.Statics[j].Keyword)
					}
				}
			}
		}
	}
	return m
}

// prepare sizes and resets the per-card scratch and counts what sits under
// cards, at locations and in the bag.
func (e *Encoder) prepare(s *engine.State, legal []engine.Action) {
	n := len(s.Cards)
	if cap(e.info) < n {
		e.info = make([]cardInfo, n)
	}
	e.info = e.info[:n]
	for i := range e.info {
		e.info[i] = cardInfo{row: -1}
	}
	for i := range s.Cards {
		c := &s.Cards[i]
		switch {
		case c.Zone == engine.ZoneUnder && int(c.Under) < n:
			e.info[c.Under].under++ // 5.1.1.5: the stack's size is public
			if c.Flags&engine.FlagFaceDown != 0 {
				e.info[c.Under].underDown++
			}
		case c.Zone == engine.ZonePlay && c.At != engine.NoCard && int(c.At) < n:
			e.info[c.At].charsHere++
		}
	}
	for i := range s.Bag {
		if id := s.Resolve(s.Bag[i].Source); id != engine.NoCard {
			e.info[id].inBag++
		}
	}
	for _, a := range legal[:min(len(legal), e.spec.Options)] {
		if int(a.Card) < n {
			e.info[a.Card].option = true
		}
		if int(a.Target) < n {
			e.info[a.Target].option = true
		}
	}
}

// Zones of the card table's sections (the zone_* features).
const (
	zoneHand = iota
	zonePlay
	zoneDiscard
	zoneLook
)

// assignRows lays the visible cards out on the table's rows.
func (e *Encoder) assignRows(s *engine.State, p int) {
	sp := &e.spec
	e.placed = e.placed[:0]
	put := func(start, rows, seat, zone int, ids []engine.CardID) {
		for i, id := range ids[:min(len(ids), rows)] {
			e.placed = append(e.placed, placed{row: int16(start + i), seat: int8(seat), zone: int8(zone), id: id})
			e.info[id].row = int16(start + i)
		}
	}
	np := len(s.Players)
	put(sp.HandStart, HandRows, p, zoneHand, s.Players[p].Hand)
	for r := 0; r < min(np, sp.Players); r++ {
		q := (p + r) % np
		pl := &s.Players[q]
		put(sp.PlayStart+r*PlayRows, PlayRows, q, zonePlay, pl.Play)
		e.putDiscard(sp.DiscardStart+r*DiscardRows, q, pl.Discard)
	}
	// Cards of a deck that p is looking at (a look-at-the-top effect of p's).
	row := sp.LookStart
	for i := range s.Stack {
		f := &s.Stack[i]
		if int(f.Player) != p {
			continue
		}
		for _, id := range f.Look[:f.NLook] {
			if row < sp.LookStart+LookRows && e.info[id].row < 0 {
				e.placed = append(e.placed, placed{row: int16(row), seat: int8(p), zone: zoneLook, id: id})
				e.info[id].row = int16(row)
				row++
			}
		}
	}
	row = e.putRevealed(s, row)
	e.putSeen(s, p, row)
}

// putSeen gives the rest of the look rows to the cards p knows in private
// places because an effect showed them to p (engine.Card.Seen): the cards of
// other players' hands, with their seat, and the top card of each deck.
func (e *Encoder) putSeen(s *engine.State, p int, row int) {
	end := e.spec.LookStart + LookRows
	bit := uint8(1) << p
	for r := 0; r < len(s.Players); r++ {
		q := (p + r) % len(s.Players)
		pl := &s.Players[q]
		// a hand's order is hidden: its known cards go in the order they
		// entered the hand (Seq), whatever their place in it
		for last := uint32(0); q != p && row < end; {
			next := engine.NoCard
			for _, id := range pl.Hand {
				c := &s.Cards[id]
				if c.Seen&bit != 0 && e.info[id].row < 0 && c.Seq > last && (next == engine.NoCard || c.Seq < s.Cards[next].Seq) {
					next = id
				}
			}
			if next == engine.NoCard {
				break
			}
			last = s.Cards[next].Seq
			e.placed = append(e.placed, placed{row: int16(row), seat: int8(q), zone: zoneHand, id: next})
			e.info[next].row = int16(row)
			row++
		}
		if n := len(pl.Deck); n > 0 && row < end {
			if id := pl.Deck[n-1]; (s.Cards[id].Seen&bit != 0 || s.FaceUpOnDeck(id)) && e.info[id].row < 0 {
				e.placed = append(e.placed, placed{row: int16(row), seat: int8(q), zone: zoneLook, id: id})
				e.info[id].row = int16(row)
				row++
			}
		}
	}
}

// putRevealed gives the rest of the look rows to the cards an effect has
// revealed (6.1.14.1: shown to every player) that have no row yet: a card
// revealed from a hand or a deck, with its player's seat. Effects keep the
// cards they reveal in their frame's slots; a whole hand revealed stays in
// its hand, flagged.
func (e *Encoder) putRevealed(s *engine.State, row int) int {
	end := e.spec.LookStart + LookRows
	for i := range s.Stack {
		for k := range s.Stack[i].Slots {
			sl := &s.Stack[i].Slots[k]
			for j := uint8(0); j < sl.N && row < end; j++ {
				id := s.Resolve(sl.C[j])
				if id == engine.NoCard || s.Cards[id].Flags&engine.FlagRevealed == 0 || e.info[id].row >= 0 {
					continue
				}
				zone := int8(zoneLook)
				if s.Cards[id].Zone == engine.ZoneHand {
					zone = zoneHand
				}
				e.placed = append(e.placed, placed{row: int16(row), seat: int8(s.Cards[id].Owner), zone: zone, id: id})
				e.info[id].row = int16(row)
				row++
			}
		}
	} // a hand revealed by an effect ("reveals their hand", 6.1.14.1)
	for q := range s.Players {
		for _, id := range s.Players[q].Hand {
			if row >= end {
				return row
			}
			if s.Cards[id].Flags&engine.FlagRevealed != 0 && e.info[id].row < 0 {
				e.placed = append(e.placed, placed{row: int16(row), seat: int8(q), zone: zoneHand, id: id})
				e.info[id].row = int16(row)
				row++
			}
		}
	}
	return row
}

// putDiscard gives rows to a discard pile: all of it if it fits, else the
// cards the options refer to and then the most recent others, listed in
// pile order (oldest first).
func (e *Encoder) putDiscard(start, seat int, pile []engine.CardID) {
	if len(pile) > DiscardRows {
		left := DiscardRows
		for _, id := range pile {
			if in := &e.info[id]; in.option && left > 0 {
				in.keep = true
				left--
			}
		}
		for i := len(pile) - 1; i >= 0 && left > 0; i-- {
			if in := &e.info[pile[i]]; !in.keep {
				in.keep = true
				left--
			}
		}
	}
	row := start
	for _, id := range pile {
		if len(pile) <= DiscardRows || e.info[id].keep {
			e.placed = append(e.placed, placed{row: int16(row), seat: int8(seat), zone: zoneDiscard, id: id})
			e.info[id].row = int16(row)
			row++
		}
	}
}

// template returns the printed part of a definition's card row, building it
// the first time.
func (e *Encoder) template(def engine.DefID) []float32 {
	F := e.spec.CardFeatures
	t := e.t
	if o := t.tmplOf[def]; o >= 0 {
		return t.tmpl[o : int(o)+F]
	}
	if !e.own { // a card outside the decks (a hand-built position): copy, then add
		t = &tables{tmplOf: slices.Clone(t.tmplOf), tmpl: slices.Clone(t.tmpl), hasStatic: t.hasStatic}
		e.t, e.own = t, true
	}
	o := len(t.tmpl)
	t.tmpl = append(t.tmpl, make([]float32, F)...)
	t.tmplOf[def] = int32(o)
	f := t.tmpl[o : o+F]
	d := &e.game.Defs[def]
	f[cfPresent] = 1
	f[cfType+int(d.Type)] = 1
	f[cfCost] = float32(d.Cost)
	f[cfInkable] = b2f(d.Inkable)
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		f[cfInk+int(i)] = b2f(d.Inks.Has(i))
	}
	f[cfStrengthP] = float32(d.Strength)
	f[cfWillpowerP] = float32(d.Willpower)
	f[cfLoreP] = float32(d.Lore)
	f[cfStrength] = float32(d.Strength)
	f[cfWillpower] = float32(d.Willpower)
	f[cfLore] = float32(d.Lore)
	f[cfMoveCost] = float32(d.MoveCost)
	f[cfLocationRow] = -1
	for i := range engine.ClassNames {
		if d.Classes.Has(engine.Class(i)) {
			f[cfClass+i] = 1
		}
	}
	for _, kv := range d.Keywords {
		setKeyword(f, kv.Keyword, int(kv.Value))
	}
	return f
}

// card writes the features of the card in a row: its definition's
// template, then what the state adds.
func (e *Encoder) card(s *engine.State, p int, pl placed, d *engine.Decision, mods *modifiers, out *Obs) {
	sp := &e.spec
	id, row := pl.id, int(pl.row)
	c := &s.Cards[id]
	f := out.Cards[row*sp.CardFeatures : (row+1)*sp.CardFeatures]
	copy(f, e.template(c.Def))
	out.CardIndex[row] = int32(c.Def) + 1
	np := len(s.Players)
	f[cfOwner+(int(pl.seat)-p+np)%np] = 1
	f[cfZone+int(pl.zone)] = 1
	f[cfRevealed] = b2f(c.Flags&engine.FlagRevealed != 0)
	f[cfSource] = b2f(d.Source.Valid() && s.Resolve(d.Source) == id)
	f[cfInBag] = float32(e.info[id].inBag)
	if d.Kind == engine.DecChoose && len(s.Stack) > 0 {
		// picked so far: held in the choice's slot, or marked on the card by
		// a choice with no slot limit (any number, discard until N)
		f[cfPicked] = b2f(s.Stack[len(s.Stack)-1].Pick.Has(id) || s.Cards[id].Flags&engine.FlagPicked != 0)
	}
	if pl.zone != zonePlay {
		return
	}
	// In play: states (5.1) and current values (6.6).
	f[cfAttacker] = b2f(s.Attacker == id)
	f[cfDefender] = b2f(s.Defender == id)
	f[cfDamage] = float32(c.Damage)
	f[cfExerted] = b2f(c.Flags&engine.FlagExerted != 0)
	f[cfDrying] = b2f(c.Flags&engine.FlagDrying != 0)
	f[cfSingDry] = b2f(c.Flags&engine.FlagSingDry != 0)
	f[cfBoosted] = b2f(c.Flags&engine.FlagBoosted != 0)
	if c.At != engine.NoCard && int(c.At) < len(e.info) {
		f[cfAtLocation] = 1
		f[cfLocationRow] = float32(e.info[c.At].row)
	}
	in := &e.info[id]
	f[cfCharsHere] = float32(in.charsHere)
	f[cfUnder] = float32(in.under)
	f[cfUnderDown] = float32(in.underDown)
	if mods.stats&(1<<engine.StatStrength) != 0 || s.Attacker == id { // Challenger +N (8.5.1)
		f[cfStrength] = float32(s.Strength(id))
	}
	if mods.stats&(1<<engine.StatWillpower) != 0 {
		f[cfWillpower] = float32(s.Willpower(id))
	}
	if mods.stats&(1<<engine.StatLore) != 0 {
		f[cfLore] = float32(s.Lore(id))
	}
	for k := engine.Keyword(1); k < engine.NumKeywords && mods.keywords != 0; k++ {
		if mods.keywords&(1<<k) == 0 {
			continue
		}
		if v, ok := s.KeywordValue(id, k); ok {
			setKeyword(f, k, v) // printed or granted: the value now replaces the printed one
		}
	}
}

func setKeyword(f []float32, k engine.Keyword, v int) {
	if k == engine.NoKeyword || k >= engine.NumKeywords {
		return
	}
	f[cfKeyword+int(k)-1] = 1
	if c := kwValueCol[k]; c >= 0 {
		f[cfKeywordValue+int(c)] = float32(v)
	}
}

// globals writes the global features.
func (e *Encoder) globals(s *engine.State, p int, d *engine.Decision, g []float32) {
	sp := &e.spec
	np := len(s.Players)
	for r := 0; r < min(np, sp.Players); r++ {
		q := (p + r) % np
		pl := &s.Players[q]
		b := g[r*numPlayerGlobals : (r+1)*numPlayerGlobals]
		b[pgLore] = float32(pl.Lore)
		b[pgInkReady] = float32(pl.InkReady())
		b[pgInkTotal] = float32(len(pl.Inkwell))
		b[pgInked] = float32(pl.Inked)
		b[pgDeck] = float32(len(pl.Deck))
		b[pgHand] = float32(len(pl.Hand))
		b[pgDiscard] = float32(len(pl.Discard))
		b[pgInkwell] = float32(len(pl.Inkwell))
		b[pgPlay] = float32(len(pl.Play))
		b[pgOut] = b2f(pl.Out)
		b[pgActive] = b2f(int(s.Active) == q)
		b[pgStarting] = b2f(int(s.Starting) == q)
		for i := range s.Bag {
			if int(s.Bag[i].Player) == q {
				b[pgBag]++
			}
		}
	}
	x := g[sp.Players*numPlayerGlobals:]
	x[ggTurn] = float32(s.Turn)
	x[ggLoreToWin] = 20
	if e.game.Config.Variant == engine.PackRush {
		x[ggLoreToWin] = 15 // 10.2.3
		x[ggPackRush] = 1
	}
	if int(s.Phase) < 5 {
		x[ggPhase+int(s.Phase)] = 1
	}
	if int(d.Kind) <= int(engine.DecNone) {
		x[ggDecision+int(d.Kind)] = 1
	}
	if d.Kind != engine.DecNone {
		x[ggDecisionMin] = float32(d.Min)
		x[ggDecisionMax] = float32(d.Max)
		x[ggMyDecision] = b2f(int(d.Player) == p)
		x[ggDecider+(int(d.Player)-p+np)%np] = 1
	}
	x[ggBagSize] = float32(len(s.Bag))
	x[ggChallenge] = b2f(s.Attacker != engine.NoCard)
	x[ggStack] = float32(len(s.Stack))
}

// options writes the option rows and the mask.
func (e *Encoder) options(s *engine.State, p int, legal []engine.Action, out *Obs) {
	sp := &e.spec
	k := min(len(legal), sp.Options)
	out.NumOptions, out.Cut = k, len(legal)-k
	out.dirty.opts = int16(k)
	amountFor, _ := s.AmountFor() // a per-card amount points at its card
	singers := s.Pending().Kind == engine.DecSingers
	for i, a := range legal[:k] {
		out.Mask[i] = 1
		o := out.Options[i*sp.OptionFeatures : (i+1)*sp.OptionFeatures]
		if a.Kind < engine.NumActionKinds {
			o[ofKind+int(a.Kind)] = 1
		}
		src, tgt := a.Card, a.Target
		switch a.Kind {
		case engine.ActPlay, engine.ActShift:
			o[ofInkCost] = float32(s.InkCost(a)) // with cost reductions in force (4.3.6)
		case engine.ActSing, engine.ActQuest, engine.ActChallenge:
			o[ofExerts] = 1 // the singer, quester or challenger exerts (4.5, 4.6, 5.4.4.2)
		case engine.ActMove:
			o[ofInkCost] = float32(s.InkCost(a)) // the total move cost (4.7.3.2, 4.7.3.3)
		case engine.ActActivate:
			def := s.Def(a.Card)
			o[ofInkCost] = float32(s.InkCost(a)) // nothing when used for free (4.4.3.2)
			if a.Ab == engine.BoostAbility {
				o[ofBoost] = 1
			} else if int(a.Ab) < len(def.Abilities) {
				c := def.Abilities[a.Ab].Cost
				o[ofExerts] = b2f(c.Exert)
				o[ofAbility] = float32(a.Ab)
			} else if g := s.Ability(def.ID, a.Ab); g != nil && a.Ab >= engine.GrantBase {
				// a granted ability (6.4.1): numbered after the card's own
				o[ofExerts] = b2f(g.Cost.Exert)
				o[ofAbility] = float32(len(def.Abilities) + int(a.Ab-engine.GrantBase))
			}
		case engine.ActChoose:
			o[ofExerts] = b2f(singers) // a Sing Together singer exerts (8.12.1)
		case engine.ActAmount:
			o[ofN] = float32(a.N)
			tgt = amountFor
		case engine.ActOption, engine.ActName:
			o[ofN] = float32(a.N)
		case engine.ActPick:
			o[ofN] = float32(a.N)
			src = engine.NoCard
			if int(a.N) < len(s.Bag) {
				src = s.Resolve(s.Bag[a.N].Source)
			}
		}
		switch a.Kind {
		case engine.ActPlay, engine.ActInk, engine.ActShift, engine.ActSing, engine.ActActivate,
			engine.ActQuest, engine.ActChallenge, engine.ActMove, engine.ActChoose, engine.ActPick:
		default:
			src = engine.NoCard
		}
		switch a.Kind {
		case engine.ActShift, engine.ActSing, engine.ActChallenge, engine.ActMove, engine.ActAmount:
		default:
			tgt = engine.NoCard
		}
		e.ref(s, p, src, i*2, out)
		e.ref(s, p, tgt, i*2+1, out)
		o[ofHasSource] = b2f(out.OptionRefs[i*2] >= 0)
		o[ofHasTarget] = b2f(out.OptionRefs[i*2+1] >= 0)
	}
}

// ref points option reference j at a card: its row and, if p may see it,
// its card index.
func (e *Encoder) ref(s *engine.State, p int, id engine.CardID, j int, out *Obs) {
	if id == engine.NoCard || int(id) >= len(s.Cards) {
		return
	}
	if r := e.info[id].row; r >= 0 {
		out.OptionRefs[j] = int32(r)
		out.OptionCards[j] = out.CardIndex[r]
		return
	}
	if visible(s, p, id) {
		out.OptionCards[j] = int32(s.Cards[id].Def) + 1
	}
}

// visible reports whether player p may see card id's front (7.1.2, 7.1.3,
// 7.5.4): public zones faceup, p's own hand, revealed cards and cards an
// effect showed p (engine.Card.Seen).
func visible(s *engine.State, p int, id engine.CardID) bool {
	c := &s.Cards[id]
	if c.Flags&engine.FlagRevealed != 0 || c.Seen&(1<<p) != 0 || s.FaceUpOnDeck(id) {
		return true
	}
	switch c.Zone {
	case engine.ZonePlay, engine.ZoneDiscard:
		return true
	case engine.ZoneUnder:
		return c.Flags&engine.FlagFaceDown == 0
	case engine.ZoneHand:
		return int(c.Owner) == p
	}
	return false
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}
