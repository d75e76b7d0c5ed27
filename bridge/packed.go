package bridge

import (
	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/vmihailenco/msgpack/v5"
)

// The packed layout (make's "layout": "packed") sends only the rows of an
// observation that hold something: the card rows with a card (most of the
// table is empty padding) and the options listed. A batch of m
// observations becomes
//
//	card_rows    <i4 [m]        rows sent per observation
//	card_row     <i4 [r]        their row numbers, observation by observation
//	card_index   <i4 [r]        and their card_index,
//	cards        <f4 [r, F]     their features,
//	globals      <f4 [m, G]     dense, as in the dense layout,
//	option_rows  <i4 [m]        options listed per observation (the first ones),
//	options      <f4 [o, H]     their features,
//	option_refs  <i4 [o, 2]     refs, and
//	option_cards <i4 [o, 2]     their card indices.
//
// Rows left out are zero (option_refs -1); the mask is 1 for the first
// option_rows options. docs/bridge.md has the client's side.

// packedKeys counts the keys writePacked writes for fields f.
func packedKeys(f fieldSet) int {
	n := 1 // option_rows
	if f&(fieldCardIndex|fieldCards) != 0 {
		n += 2 // card_rows, card_row
	}
	return n + (f &^ fieldMask).count()
}

// writePacked writes the fields f of the observations obs in the packed
// layout.
func (w *obsWriter) writePacked(e *msgpack.Encoder, s encode.Spec, f fieldSet, obs []*encode.Obs) {
	F, H, R := s.CardFeatures, s.OptionFeatures, s.CardRows
	w.rows, w.rowCounts, w.optCounts = w.rows[:0], w.rowCounts[:0], w.optCounts[:0]
	options := 0
	for _, o := range obs {
		n := 0
		for r := range R {
			// Feature 0 of a row is "present": 1 for a card, 0 for an
			// empty row, which is all zeros (docs/observation.md).
			if o.Cards[r*F] != 0 || o.CardIndex[r] != 0 {
				w.rows = append(w.rows, int32(r))
				n++
			}
		}
		w.rowCounts = append(w.rowCounts, int32(n))
		w.optCounts = append(w.optCounts, int32(o.NumOptions))
		options += o.NumOptions
	}
	m, total := len(obs), len(w.rows)
	e.EncodeMapLen(packedKeys(f))
	if f&(fieldCardIndex|fieldCards) != 0 {
		e.EncodeString("card_rows")
		wire.EncodeInt32s(e, w.rowCounts, m)
		e.EncodeString("card_row")
		wire.EncodeInt32s(e, w.rows, total)
	}
	// each calls write(o, row) for every row sent, observation by observation.
	each := func(write func(o *encode.Obs, r int32)) {
		k := 0
		for j, o := range obs {
			for _, r := range w.rows[k : k+int(w.rowCounts[j])] {
				write(o, r)
			}
			k += int(w.rowCounts[j])
		}
	}
	if f&fieldCardIndex != 0 {
		w.ints = w.ints[:0]
		each(func(o *encode.Obs, r int32) { w.ints = append(w.ints, o.CardIndex[r]) })
		e.EncodeString("card_index")
		wire.EncodeInt32s(e, w.ints, total)
	}
	if f&fieldCards != 0 {
		e.EncodeString("cards")
		wire.EncodeArrayHeader(e, wire.DtypeFloat32, []int{total, F}, 4*total*F)
		each(func(o *encode.Obs, r int32) { wire.WriteFloat32s(e, o.Cards[int(r)*F:int(r+1)*F]) })
	}
	if f&fieldGlobals != 0 {
		w.header(e, s, 2, m) // globals, dense
		for _, o := range obs {
			wire.WriteFloat32s(e, o.Globals)
		}
	}
	e.EncodeString("option_rows")
	wire.EncodeInt32s(e, w.optCounts, m)
	if f&fieldOptions != 0 {
		e.EncodeString("options")
		wire.EncodeArrayHeader(e, wire.DtypeFloat32, []int{options, H}, 4*options*H)
		for _, o := range obs {
			wire.WriteFloat32s(e, o.Options[:o.NumOptions*H])
		}
	}
	refs := s.OptionRefs
	if f&fieldOptionRefs != 0 {
		e.EncodeString("option_refs")
		wire.EncodeArrayHeader(e, wire.DtypeInt32, []int{options, refs}, 4*options*refs)
		for _, o := range obs {
			wire.WriteInt32s(e, o.OptionRefs[:o.NumOptions*refs])
		}
	}
	if f&fieldOptionCards != 0 {
		e.EncodeString("option_cards")
		wire.EncodeArrayHeader(e, wire.DtypeInt32, []int{options, refs}, 4*options*refs)
		for _, o := range obs {
			wire.WriteInt32s(e, o.OptionCards[:o.NumOptions*refs])
		}
	}
}
