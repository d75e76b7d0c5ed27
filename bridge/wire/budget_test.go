package wire

import "testing"

// TestBudget: buffers come from the budget up to its limit, go back to it
// for reuse, free ones make room for new sizes, and a budget with nothing
// in use hands everything back.
func TestBudget(t *testing.T) {
	b := NewBudget(4 << 20)
	x, ok := b.buffer(1 << 20)
	if !ok || cap(x) < 1<<20 {
		t.Fatalf("a 1 MiB buffer: %v, cap %d", ok, cap(x))
	}
	y, ok := b.buffer(2 << 20)
	if !ok {
		t.Fatal("a 2 MiB buffer within the limit refused")
	}
	if _, ok := b.buffer(2 << 20); ok {
		t.Fatal("5 MiB lent from a 4 MiB budget")
	}
	b.recycle(x)
	if z, ok := b.buffer(512 << 10); !ok || cap(z) != 1<<20 {
		t.Fatalf("the free 1 MiB buffer was not reused: %v, cap %d", ok, cap(z))
	} else {
		b.recycle(z)
	}
	w, ok := b.buffer(2 << 20) // drops the free 1 MiB to make room
	if !ok {
		t.Fatal("a free buffer did not make room")
	}
	if got := b.Used(); got != 4<<20 {
		t.Fatalf("used %d, want 4 MiB", got)
	}
	b.recycle(y)
	if got := b.InUse(); got != 2<<20 {
		t.Fatalf("in use %d, want 2 MiB", got)
	}
	b.handBack() // something is in use: nothing happens
	if got := b.Used(); got != 4<<20 {
		t.Fatalf("used %d after handBack with buffers in use", got)
	}
	b.recycle(w)
	b.handBack()
	if got := b.Used(); got != 0 {
		t.Fatalf("used %d after handBack with nothing in use", got)
	}
}
