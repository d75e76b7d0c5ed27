package bridge

import (
	"fmt"
	"strings"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/vmihailenco/msgpack/v5"
)

// fieldSet is the observation fields a group sends (an encoding option of
// make): clients that do not use a field save its bytes.
type fieldSet uint8

// The observation fields, in the order they are sent.
const (
	fieldCardIndex fieldSet = 1 << iota
	fieldCards
	fieldGlobals
	fieldOptions
	fieldOptionRefs
	fieldOptionCards
	fieldMask
	allFields = 1<<iota - 1
)

var fieldNames = [...]string{"card_index", "cards", "globals", "options", "option_refs", "option_cards", "mask"}

func parseFields(names []string) (fieldSet, error) {
	if names == nil {
		return allFields, nil
	}
	var f fieldSet
	for _, n := range names {
		ok := false
		for i, fn := range fieldNames {
			if n == fn {
				f |= 1 << i
				ok = true
			}
		}
		if !ok {
			return 0, fmt.Errorf("no observation field %q (the fields are %s)", wire.Clip(n), strings.Join(fieldNames[:], ", "))
		}
	}
	return f, nil
}

func (f fieldSet) count() int {
	n := 0
	for i := range fieldNames {
		if f&(1<<i) != 0 {
			n++
		}
	}
	return n
}

// fieldShape is the shape of one observation's field, and its dtype.
func fieldShape(s encode.Spec, i int) (string, []int) {
	switch fieldSet(1 << i) {
	case fieldCardIndex:
		return wire.DtypeInt32, []int{s.CardRows}
	case fieldCards:
		return wire.DtypeFloat32, []int{s.CardRows, s.CardFeatures}
	case fieldGlobals:
		return wire.DtypeFloat32, []int{s.GlobalFeatures}
	case fieldOptions:
		return wire.DtypeFloat32, []int{s.Options, s.OptionFeatures}
	case fieldOptionRefs:
		return wire.DtypeInt32, []int{s.Options, s.OptionRefs}
	case fieldOptionCards:
		return wire.DtypeInt32, []int{s.Options, s.OptionRefs}
	default: // the mask travels as int8, as PettingZoo's action_mask
		return wire.DtypeInt8, []int{s.Options}
	}
}

func elemSize(dtype string) int {
	if dtype == wire.DtypeInt8 {
		return 1
	}
	return 4
}

// obsWriter writes observations: a map from field name to an array of n
// observations [n, ...], taken from per-env Obs or from VecEnv frames.
type obsWriter struct {
	packed bool // the packed layout (packed.go)

	// scratch
	shape                      []int
	mask, zero                 []byte
	rows, rowCounts, optCounts []int32
	ints                       []int32
	views                      []encode.Obs
	viewPtrs                   []*encode.Obs
}

// header writes field i's array header for n observations.
func (w *obsWriter) header(e *msgpack.Encoder, s encode.Spec, i, n int) {
	dtype, one := fieldShape(s, i)
	w.shape = append(append(w.shape[:0], n), one...)
	size := elemSize(dtype)
	for _, d := range one {
		size *= d
	}
	e.EncodeString(fieldNames[i])
	wire.EncodeArrayHeader(e, dtype, w.shape, n*size)
}

// data writes field i's data of one observation.
func (w *obsWriter) data(e *msgpack.Encoder, i int, o *encode.Obs) {
	switch fieldSet(1 << i) {
	case fieldCardIndex:
		wire.WriteInt32s(e, o.CardIndex)
	case fieldCards:
		wire.WriteFloat32s(e, o.Cards)
	case fieldGlobals:
		wire.WriteFloat32s(e, o.Globals)
	case fieldOptions:
		wire.WriteFloat32s(e, o.Options)
	case fieldOptionRefs:
		wire.WriteInt32s(e, o.OptionRefs)
	case fieldOptionCards:
		wire.WriteInt32s(e, o.OptionCards)
	default:
		w.writeMask(e, o.Mask)
	}
}

func (w *obsWriter) writeMask(e *msgpack.Encoder, m []float32) {
	w.mask = w.mask[:0]
	for _, x := range m {
		b := byte(0)
		if x != 0 {
			b = 1
		}
		w.mask = append(w.mask, b)
	}
	wire.WriteBytes(e, w.mask)
}

// write writes the fields f of the observations obs.
func (w *obsWriter) write(e *msgpack.Encoder, s encode.Spec, f fieldSet, obs []*encode.Obs) {
	if w.packed {
		w.writePacked(e, s, f, obs)
		return
	}
	e.EncodeMapLen(f.count())
	for i := range fieldNames {
		if f&(1<<i) == 0 {
			continue
		}
		w.header(e, s, i, len(obs))
		for _, o := range obs {
			w.data(e, i, o)
		}
	}
}

// writeFrames writes the fields f of n observations held in VecEnv frames.
func (w *obsWriter) writeFrames(e *msgpack.Encoder, s encode.Spec, f fieldSet, n int, fr *env.Frames) {
	if w.packed {
		if cap(w.views) < n {
			w.views = make([]encode.Obs, n)
		}
		w.views, w.viewPtrs = w.views[:n], w.viewPtrs[:0]
		for i := range n {
			fillView(&w.views[i], fr, s, i)
			w.viewPtrs = append(w.viewPtrs, &w.views[i])
		}
		w.writePacked(e, s, f, w.viewPtrs)
		return
	}
	// The frames' arrays hold the n observations back to back: written
	// as one observation's fields, they are the [n, ...] arrays.
	all := encode.Obs{CardIndex: fr.CardIndex, Cards: fr.Cards, Globals: fr.Globals,
		Options: fr.Options, OptionRefs: fr.OptionRefs, OptionCards: fr.OptionCards, Mask: fr.Mask}
	e.EncodeMapLen(f.count())
	for i := range fieldNames {
		if f&(1<<i) == 0 {
			continue
		}
		w.header(e, s, i, n)
		w.data(e, i, &all)
	}
}

// specMap writes the shapes of a group's observations, for make's reply.
func specMap(e *msgpack.Encoder, s encode.Spec, f fieldSet) {
	e.EncodeMapLen(f.count())
	for i := range fieldNames {
		if f&(1<<i) == 0 {
			continue
		}
		dtype, shape := fieldShape(s, i)
		e.EncodeString(fieldNames[i])
		e.EncodeMapLen(2)
		e.EncodeString("dtype")
		e.EncodeString(dtype)
		e.EncodeString("shape")
		e.EncodeArrayLen(len(shape))
		for _, d := range shape {
			e.EncodeInt(int64(d))
		}
	}
}
