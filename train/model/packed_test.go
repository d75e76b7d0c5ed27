package model

import (
	"slices"
	"testing"
)

// PackSize rounds the largest occupancy up to PackBucket, within the
// Batch's shape; SortByOccupancy orders by rows, then options, then index.
func TestPackSizeAndOrder(t *testing.T) {
	d := Dims{CardRows: 20, CardFeatures: 1, Globals: 1, Options: 12, OptionFeatures: 1, CardVocab: 5, Zones: []int{10, 10}}
	b := d.NewBatch(4)
	occupy := func(i, rows, options int) {
		for r := 0; r < rows; r++ {
			b.CardIndex[i*d.CardRows+r*2] = 1 // every other row, so packing closes the holes
		}
		b.Mask[i*d.Options+options-1] = 1 // only the last of them legal: options count to it
	}
	occupy(0, 9, 3)
	occupy(1, 2, 12)
	occupy(2, 2, 1)
	occupy(3, 0, 1)
	for _, c := range []struct {
		idx        []int
		rows, opts int
	}{
		{[]int{0}, 16, 8}, {[]int{1}, 8, 12}, {[]int{2, 3}, 8, 8}, {[]int{3}, 1, 8}, {[]int{0, 1, 2, 3}, 16, 12},
	} {
		if r, o := d.PackSize(b, c.idx); r != c.rows || o != c.opts {
			t.Errorf("PackSize(%v) = %d rows, %d options; want %d, %d", c.idx, r, o, c.rows, c.opts)
		}
	}
	idx := []int{0, 1, 2, 3}
	d.SortByOccupancy(b, idx)
	if want := []int{3, 2, 1, 0}; !slices.Equal(idx, want) {
		t.Errorf("SortByOccupancy = %v, want %v", idx, want)
	}
	// Packed rows: observation 0's nine occupied rows first, at weight 1/5
	// (zone 0 has rows 0,2,4,6,8) and 1/4 (zone 1: 10,12,14,16).
	var p Packed
	d.Pack(&p, b, []int{0}, 16, 8)
	for r := 0; r < 16; r++ {
		w0, w1 := p.ZoneWeights[r], p.ZoneWeights[16+r]
		want0, want1 := float32(0), float32(0)
		if r < 5 {
			want0 = 0.2
		} else if r < 9 {
			want1 = 0.25
		}
		if w0 != want0 || w1 != want1 || (p.CardIndex[r] != 0) != (r < 9) {
			t.Errorf("packed row %d: index %d, zone weights %v %v; want %v %v", r, p.CardIndex[r], w0, w1, want0, want1)
		}
	}
}
