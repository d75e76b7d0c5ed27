package shard

import (
	"slices"
	"strings"
	"testing"
)

func TestCover(t *testing.T) {
	names := []string{"a", "b", "c", "d"}
	for _, c := range []struct {
		name   string
		ranges []Range
		of     int
		order  []int
		err    string
	}{
		{"in order", []Range{{0, 10, 30}, {10, 30, 30}}, 30, []int{0, 1}, ""},
		{"out of order", []Range{{20, 30, 30}, {0, 10, 30}, {10, 20, 30}}, 30, []int{1, 2, 0}, ""},
		{"an empty part", []Range{{0, 30, 30}, {5, 5, 30}}, 30, []int{0, 1}, ""},
		{"one part", []Range{{0, 7, 7}}, 7, []int{0}, ""},
		{"a gap", []Range{{0, 10, 40}, {30, 40, 40}}, 40, nil, "games 10 to 29 are in no part"},
		{"a missing end", []Range{{0, 10, 40}, {10, 30, 40}}, 40, nil, "games 30 to 39 are in no part"},
		{"a missing start", []Range{{5, 40, 40}}, 40, nil, "games 0 to 4 are in no part"},
		{"an overlap", []Range{{0, 10, 40}, {10, 30, 40}, {10, 30, 40}, {30, 40, 40}}, 40, nil, "c: games 10 to 29 are in another part too"},
		{"a partial overlap", []Range{{0, 12, 40}, {10, 40, 40}}, 40, nil, "b: games 10 to 11 are in another part too"},
		{"past the end", []Range{{0, 41, 40}}, 40, nil, "a: games 0 to 40 are no range of 40"},
		{"backwards", []Range{{0, 40, 40}, {9, 3, 40}}, 40, nil, "b: games 9 to 2 are no range of 40"},
		{"negative", []Range{{-1, 40, 40}}, 40, nil, "no range of 40"},
		{"of another run", []Range{{0, 40, 41}}, 40, nil, "no range of 40"},
		{"no parts", nil, 3, nil, "games 0 to 2 are in no part"},
	} {
		t.Run(c.name, func(t *testing.T) {
			order, err := Cover(c.ranges, c.of, "games %d to %d", "part", names)
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("error %v", err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("error %v, want one with %q", err, c.err)
			case !slices.Equal(order, c.order):
				t.Fatalf("order %v, want %v", order, c.order)
			}
		})
	}
}
