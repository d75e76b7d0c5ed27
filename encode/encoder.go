package encode

import (
	"github.com/lorcana-rl/lorcana/engine"
)

// Encoder writes observations of the states of one Game. It keeps scratch
// buffers, so it is not safe for concurrent use: give each goroutine its own.
type Encoder struct {
	game *engine.Game
	spec Spec

	// Per card of the state (indexed by CardID), rebuilt by each Encode.
	rowOf     []int16 // card-table row, -1 for none
	under     []uint8 // cards under this card
	underDown []uint8 // of which facedown
	charsHere []uint8 // characters at this location
	inBag     []uint8 // bag items from this card
	rows      []engine.CardID
	rowSeat   []int8 // the seat each row's card belongs to (controller in play, owner elsewhere)
}

// NewEncoder returns an encoder for states of g with the shapes of spec.
func NewEncoder(g *engine.Game, spec Spec) *Encoder {
	return &Encoder{game: g, spec: spec, rows: make([]engine.CardID, spec.CardRows),
		rowSeat: make([]int8, spec.CardRows)}
}

// Spec returns the encoder's shapes.
func (e *Encoder) Spec() Spec { return e.spec }

// Encode writes player p's view of s into out; legal is s.Legal(...) for the
// pending decision (empty when p is not deciding), and option i of the
// observation is legal[i]. Only the first K options are listed; out.Cut
// counts the rest.
func (e *Encoder) Encode(s *engine.State, p int, legal []engine.Action, out *Obs) {
	sp := &e.spec
	clear(out.CardIndex)
	clear(out.Cards)
	clear(out.Globals)
	clear(out.Options)
	clear(out.Mask)
	clear(out.OptionCards)
	for i := range out.OptionRefs {
		out.OptionRefs[i] = -1
	}
	out.Player = p
	e.prepare(s)
	e.assignRows(s, p)
	d := s.Pending()
	for row, id := range e.rows {
		if id != engine.NoCard {
			e.card(s, p, row, id, &d, out)
		}
	}
	e.globals(s, p, &d, out.Globals[:sp.GlobalFeatures])
	e.options(s, p, legal, out)
}

// prepare sizes and resets the per-card scratch and counts what sits under
// cards, at locations and in the bag.
func (e *Encoder) prepare(s *engine.State) {
	n := len(s.Cards)
	if cap(e.rowOf) < n {
		e.rowOf = make([]int16, n)
		e.under = make([]uint8, n)
		e.underDown = make([]uint8, n)
		e.charsHere = make([]uint8, n)
		e.inBag = make([]uint8, n)
	}
	e.rowOf, e.under, e.underDown = e.rowOf[:n], e.under[:n], e.underDown[:n]
	e.charsHere, e.inBag = e.charsHere[:n], e.inBag[:n]
	for i := range e.rowOf {
		e.rowOf[i] = -1
	}
	clear(e.under)
	clear(e.underDown)
	clear(e.charsHere)
	clear(e.inBag)
	for i := range s.Cards {
		c := &s.Cards[i]
		switch {
		case c.Zone == engine.ZoneUnder && int(c.Under) < n:
			e.under[c.Under]++ // 5.1.1.5: the stack's size is public
			if c.Flags&engine.FlagFaceDown != 0 {
				e.underDown[c.Under]++
			}
		case c.Zone == engine.ZonePlay && c.At != engine.NoCard && int(c.At) < n:
			e.charsHere[c.At]++
		}
	}
	for i := range s.Bag {
		if id := s.Resolve(s.Bag[i].Source); id != engine.NoCard {
			e.inBag[id]++
		}
	}
}

// assignRows lays the visible cards out on the table's rows.
func (e *Encoder) assignRows(s *engine.State, p int) {
	sp := &e.spec
	for i := range e.rows {
		e.rows[i] = engine.NoCard
	}
	put := func(start, rows, seat int, ids []engine.CardID) {
		for i, id := range ids[:min(len(ids), rows)] {
			e.rows[start+i] = id
			e.rowSeat[start+i] = int8(seat)
			e.rowOf[id] = int16(start + i)
		}
	}
	np := len(s.Players)
	put(sp.HandStart, HandRows, p, s.Players[p].Hand)
	for r := 0; r < min(np, sp.Players); r++ {
		q := (p + r) % np
		pl := &s.Players[q]
		put(sp.PlayStart+r*PlayRows, PlayRows, q, pl.Play)
		dis := pl.Discard // the most recent discards, oldest first
		put(sp.DiscardStart+r*DiscardRows, DiscardRows, q, dis[max(0, len(dis)-DiscardRows):])
	}
	// Cards of a deck that p is looking at (a look-at-the-top effect of p's).
	row := sp.LookStart
	for i := range s.Stack {
		f := &s.Stack[i]
		if int(f.Player) != p {
			continue
		}
		for _, id := range f.Look[:f.NLook] {
			if row < sp.LookStart+LookRows && e.rowOf[id] < 0 {
				e.rows[row] = id
				e.rowSeat[row] = int8(p)
				e.rowOf[id] = int16(row)
				row++
			}
		}
	}
}

// card writes the features of the card in a row.
func (e *Encoder) card(s *engine.State, p, row int, id engine.CardID, d *engine.Decision, out *Obs) {
	sp := &e.spec
	c := &s.Cards[id]
	def := s.Def(id)
	f := out.Cards[row*sp.CardFeatures : (row+1)*sp.CardFeatures]
	out.CardIndex[row] = int32(c.Def) + 1
	f[cfPresent] = 1
	seat := int(e.rowSeat[row])
	var zone int
	switch {
	case row < sp.PlayStart:
		zone = 0
	case row < sp.DiscardStart:
		zone = 1
	case row < sp.LookStart:
		zone = 2
	default:
		zone = 3
	}
	np := len(s.Players)
	f[cfOwner+(seat-p+np)%np] = 1
	f[cfZone+zone] = 1
	f[cfType+int(def.Type)] = 1
	f[cfCost] = float32(def.Cost)
	f[cfInkable] = b2f(def.Inkable)
	for i := engine.Ink(0); i < engine.NumInks; i++ {
		f[cfInk+int(i)] = b2f(def.Inks.Has(i))
	}
	f[cfStrengthP] = float32(def.Strength)
	f[cfWillpowerP] = float32(def.Willpower)
	f[cfLoreP] = float32(def.Lore)
	f[cfMoveCost] = float32(def.MoveCost)
	f[cfRevealed] = b2f(c.Flags&engine.FlagRevealed != 0)
	f[cfSource] = b2f(d.Source.Valid() && s.Resolve(d.Source) == id)
	f[cfAttacker] = b2f(s.Attacker == id)
	f[cfDefender] = b2f(s.Defender == id)
	f[cfInBag] = float32(e.inBag[id])
	if d.Kind == engine.DecChoose && len(s.Stack) > 0 {
		f[cfPicked] = b2f(s.Stack[len(s.Stack)-1].Pick.Has(id))
	}
	for i := range engine.ClassNames {
		if def.Classes.Has(engine.Class(i)) {
			f[cfClass+i] = 1
		}
	}
	if zone != 1 {
		f[cfStrength] = float32(def.Strength)
		f[cfWillpower] = float32(def.Willpower)
		f[cfLore] = float32(def.Lore)
		for _, kv := range def.Keywords {
			setKeyword(f, kv.Keyword, int(kv.Value))
		}
		return
	}
	// In play: current values (6.6) and states (5.1).
	f[cfStrength] = float32(s.Strength(id))
	f[cfWillpower] = float32(s.Willpower(id))
	f[cfLore] = float32(s.Lore(id))
	f[cfDamage] = float32(c.Damage)
	f[cfExerted] = b2f(c.Flags&engine.FlagExerted != 0)
	f[cfDrying] = b2f(c.Flags&engine.FlagDrying != 0)
	f[cfSingDry] = b2f(c.Flags&engine.FlagSingDry != 0)
	f[cfBoosted] = b2f(c.Flags&engine.FlagBoosted != 0)
	if c.At != engine.NoCard {
		f[cfAtLocation] = 1
		f[cfLocationRow] = float32(e.rowOf[c.At])
	} else {
		f[cfLocationRow] = -1
	}
	f[cfCharsHere] = float32(e.charsHere[id])
	f[cfUnder] = float32(e.under[id])
	f[cfUnderDown] = float32(e.underDown[id])
	for k := engine.Keyword(1); k < engine.NumKeywords; k++ {
		if v, ok := s.KeywordValue(id, k); ok {
			setKeyword(f, k, v)
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
	for i, a := range legal[:k] {
		out.Mask[i] = 1
		o := out.Options[i*sp.OptionFeatures : (i+1)*sp.OptionFeatures]
		if a.Kind < engine.NumActionKinds {
			o[ofKind+int(a.Kind)] = 1
		}
		src, tgt := a.Card, a.Target
		switch a.Kind {
		case engine.ActPlay:
			o[ofInkCost] = float32(s.Def(a.Card).Cost)
		case engine.ActShift:
			o[ofInkCost] = float32(s.Def(a.Card).ShiftCost)
		case engine.ActSing, engine.ActQuest, engine.ActChallenge:
			o[ofExerts] = 1 // the singer, quester or challenger exerts (4.5, 4.6, 5.4.4.2)
		case engine.ActMove:
			o[ofInkCost] = float32(s.Def(a.Target).MoveCost)
		case engine.ActActivate:
			def := s.Def(a.Card)
			if a.Ab == engine.BoostAbility {
				v, _ := def.PrintedKeyword(engine.Boost)
				o[ofInkCost] = float32(v)
				o[ofBoost] = 1
			} else if int(a.Ab) < len(def.Abilities) {
				c := def.Abilities[a.Ab].Cost
				o[ofInkCost] = float32(c.Ink)
				o[ofExerts] = b2f(c.Exert)
				o[ofAbility] = float32(a.Ab)
			}
		case engine.ActOption, engine.ActAmount, engine.ActName:
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
		case engine.ActShift, engine.ActSing, engine.ActChallenge, engine.ActMove:
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
	if r := e.rowOf[id]; r >= 0 {
		out.OptionRefs[j] = int32(r)
		out.OptionCards[j] = out.CardIndex[r]
		return
	}
	if visible(s, p, id) {
		out.OptionCards[j] = int32(s.Cards[id].Def) + 1
	}
}

// visible reports whether player p may see card id's front (7.1.2, 7.1.3,
// 7.5.4): public zones faceup, p's own hand, and revealed cards.
func visible(s *engine.State, p int, id engine.CardID) bool {
	c := &s.Cards[id]
	if c.Flags&engine.FlagRevealed != 0 {
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
