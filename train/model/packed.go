package model

import (
	"sort"

	"github.com/gomlx/gomlx/core/tensors"
)

// Packed is a batch in the form the graph takes: each observation's
// occupied card rows first, zone by zone, then empty padding rows; and its
// first options, up to the last legal one, then illegal padding options.
// Observations in play have about 8 occupied rows of 42 and 7 legal options
// of 32, so a packed batch is several times smaller than a Batch, and the
// graph (forward and backward) costs about that much less. The padding is
// harmless: padding rows have zone weight 0 and no option points at them,
// padding options are illegal (mask 0).
type Packed struct {
	N, Rows, Options int       // observations, card rows and options per observation
	CardIndex        []int32   // [N*Rows]
	Cards            []float32 // [N*Rows*F]
	ZoneWeights      []float32 // [N*Z*Rows]: 1/(occupied rows of zone z) where row r is one of them, else 0
	Globals          []float32 // [N*G]
	OptionFeatures   []float32 // [N*Options*H]
	OptionRefs       []int32   // [N*Options*2]: packed rows, -1 none
	Mask             []float32 // [N*Options]
	remap            []int32   // scratch: a Batch row's packed row, -1 empty
}

// PackBucket is what Packed rows and options are rounded up to (fewer
// distinct shapes, so fewer graphs to compile).
const PackBucket = 8

// occupancy is the occupied card rows of observation i of b and the options
// up to its last legal one.
func (d Dims) occupancy(b *Batch, i int) (rows, options int) {
	for _, c := range b.CardIndex[i*d.CardRows : (i+1)*d.CardRows] {
		if c != 0 {
			rows++
		}
	}
	mask := b.Mask[i*d.Options : (i+1)*d.Options]
	for k := len(mask) - 1; k >= 0; k-- {
		if mask[k] != 0 {
			return rows, k + 1
		}
	}
	return rows, 0
}

// PackSize is the rows and options of a Packed batch of observations idx of
// b: the largest occupancy, rounded up to PackBucket (at most the Batch's,
// at least 1).
func (d Dims) PackSize(b *Batch, idx []int) (rows, options int) {
	for _, i := range idx {
		r, o := d.occupancy(b, i)
		rows, options = max(rows, r), max(options, o)
	}
	round := func(v, limit int) int {
		return min(max((v+PackBucket-1)/PackBucket*PackBucket, 1), limit)
	}
	return round(rows, d.CardRows), round(options, d.Options)
}

// SortByOccupancy orders idx (observations of b) by occupied rows, then
// options, then index: consecutive observations then pack tightly together.
func (d Dims) SortByOccupancy(b *Batch, idx []int) {
	type item struct{ rows, options, i int }
	items := make([]item, len(idx))
	for j, i := range idx {
		r, o := d.occupancy(b, i)
		items[j] = item{r, o, i}
	}
	sort.Slice(items, func(x, y int) bool {
		a, c := items[x], items[y]
		if a.rows != c.rows {
			return a.rows < c.rows
		}
		if a.options != c.options {
			return a.options < c.options
		}
		return a.i < c.i
	})
	for j, it := range items {
		idx[j] = it.i
	}
}

// Pack writes observations idx of b into p with the given rows and options
// per observation (from PackSize), reusing p's buffers.
func (d Dims) Pack(p *Packed, b *Batch, idx []int, rows, options int) {
	R, F, G, K, H, Z := d.CardRows, d.CardFeatures, d.Globals, d.Options, d.OptionFeatures, len(d.Zones)
	n := len(idx)
	p.N, p.Rows, p.Options = n, rows, options
	p.CardIndex = resize(p.CardIndex, n*rows)
	p.Cards = resize(p.Cards, n*rows*F)
	p.ZoneWeights = resize(p.ZoneWeights, n*Z*rows)
	p.Globals = resize(p.Globals, n*G)
	p.OptionFeatures = resize(p.OptionFeatures, n*options*H)
	p.OptionRefs = resize(p.OptionRefs, n*options*2)
	p.Mask = resize(p.Mask, n*options)
	p.remap = resize(p.remap, R)
	clear(p.CardIndex)
	clear(p.Cards)
	clear(p.ZoneWeights)
	for j, i := range idx {
		// Card rows: the occupied ones, zone by zone.
		at := 0
		start := 0
		for z, zn := range d.Zones {
			first := at
			for r := start; r < start+zn; r++ {
				c := b.CardIndex[i*R+r]
				if c == 0 || at == rows {
					p.remap[r] = -1
					continue
				}
				p.remap[r] = int32(at)
				p.CardIndex[j*rows+at] = c
				copy(p.Cards[(j*rows+at)*F:(j*rows+at+1)*F], b.Cards[(i*R+r)*F:(i*R+r+1)*F])
				at++
			}
			if cnt := at - first; cnt > 0 {
				wz := p.ZoneWeights[(j*Z+z)*rows : (j*Z+z+1)*rows]
				for r := first; r < at; r++ {
					wz[r] = 1 / float32(cnt)
				}
			}
			start += zn
		}
		copy(p.Globals[j*G:(j+1)*G], b.Globals[i*G:(i+1)*G])
		// Options: the first ones; references to empty rows read as none.
		copy(p.OptionFeatures[j*options*H:(j+1)*options*H], b.Options[i*K*H:(i*K+options)*H])
		copy(p.Mask[j*options:(j+1)*options], b.Mask[i*K:i*K+options])
		refs := p.OptionRefs[j*options*2 : (j+1)*options*2]
		for q, r := range b.OptionRefs[i*K*2 : (i*K+options)*2] {
			refs[q] = -1
			if r >= 0 && int(r) < R {
				refs[q] = p.remap[r]
			}
		}
	}
}

func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// Tensors returns the packed batch as graph inputs, in Inputs order. The
// caller finalizes them.
func (p *Packed) Tensors(d Dims) []*tensors.Tensor {
	n := p.N
	return []*tensors.Tensor{
		tensors.FromFlatDataAndDimensions(p.CardIndex, n, p.Rows),
		tensors.FromFlatDataAndDimensions(p.Cards, n, p.Rows, d.CardFeatures),
		tensors.FromFlatDataAndDimensions(p.ZoneWeights, n, len(d.Zones), p.Rows),
		tensors.FromFlatDataAndDimensions(p.Globals, n, d.Globals),
		tensors.FromFlatDataAndDimensions(p.OptionFeatures, n, p.Options, d.OptionFeatures),
		tensors.FromFlatDataAndDimensions(p.OptionRefs, n, p.Options, 2),
		tensors.FromFlatDataAndDimensions(p.Mask, n, p.Options),
	}
}
