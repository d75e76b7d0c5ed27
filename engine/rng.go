package engine

// RNG is a small, fast generator (PCG-XSH-RR 64/32) whose whole state is two
// words, so it lives in the game state and is cloned and serialised with it
// (design constraint 5).
type RNG struct {
	State uint64
	Inc   uint64
}

// NewRNG seeds a generator.
func NewRNG(seed uint64) RNG {
	r := RNG{Inc: (seed << 1) | 1}
	r.next()
	r.State += seed ^ 0x9E3779B97F4A7C15
	r.next()
	return r
}

func (r *RNG) next() uint32 {
	old := r.State
	r.State = old*6364136223846793005 + r.Inc
	x := uint32(((old >> 18) ^ old) >> 27)
	rot := uint32(old >> 59)
	return x>>rot | x<<((-rot)&31)
}

// Intn returns a uniform number in [0, n) (n > 0), without modulo bias.
func (r *RNG) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint32(n)
	threshold := -bound % bound
	for {
		x := r.next()
		if x >= threshold {
			return int(x % bound)
		}
	}
}

// Uint64 returns 64 random bits.
func (r *RNG) Uint64() uint64 { return uint64(r.next())<<32 | uint64(r.next()) }

// Shuffle shuffles ids in place (Fisher-Yates).
func (r *RNG) Shuffle(ids []CardID) {
	for i := len(ids) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
}
