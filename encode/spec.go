package encode

import (
	"sync"

	"github.com/lorcana-rl/lorcana/cards"
)

// Version is the version of the observation layout. It changes whenever a
// shape, a feature's meaning or the order of features changes.
const Version = 2

// Rows of the card table given to each zone (see docs/observation.md).
const (
	HandRows    = 24 // the observer's hand
	PlayRows    = 24 // each player's cards in play
	DiscardRows = 32 // each player's discards (see docs/observation.md)
	LookRows    = 8  // deck cards the observer is looking at
	// MaxOptions is K: the most options an observation lists.
	MaxOptions = 128
	// OptionRefs is the number of card rows an option points at: source and target.
	OptionRefs = 2
)

// Spec fixes every shape for a number of players (2 to 4). Shapes never
// depend on the state.
type Spec struct {
	Players        int
	CardRows       int // R: visible-card table rows (slots per zone, padded)
	CardFeatures   int // F: float32 features per card row
	GlobalFeatures int // G
	Options        int // K: most options listed; the action is an index < K
	OptionFeatures int // H: float32 features per option row
	OptionRefs     int // 2: card rows an option points at (source, target); -1 for none

	// The card table's sections: first rows and row counts.
	HandStart    int // the observer's hand: HandRows rows
	PlayStart    int // Players sections of PlayRows rows, relative seat order (me first)
	DiscardStart int // Players sections of DiscardRows rows, relative seat order
	LookStart    int // LookRows rows
}

// NewSpec returns the shapes for a game of players players (clamped to 2..4).
func NewSpec(players int) Spec {
	players = min(max(players, 2), 4)
	s := Spec{
		Players:        players,
		CardFeatures:   NumCardFeatures,
		GlobalFeatures: numPlayerGlobals*players + numGameGlobals,
		Options:        MaxOptions,
		OptionFeatures: NumOptionFeatures,
		OptionRefs:     OptionRefs,
	}
	s.HandStart = 0
	s.PlayStart = s.HandStart + HandRows
	s.DiscardStart = s.PlayStart + PlayRows*players
	s.LookStart = s.DiscardStart + DiscardRows*players
	s.CardRows = s.LookStart + LookRows
	return s
}

// Obs is one player's observation; the encoder writes into it without
// allocating. The slices may be views into larger buffers (VecEnv batches).
type Obs struct {
	CardIndex   []int32   // [R] stable card index for embedding tables (0 = empty or hidden)
	Cards       []float32 // [R*F]
	Globals     []float32 // [G]
	Options     []float32 // [K*H]
	OptionRefs  []int32   // [K*2] card row per option ref, -1 for none
	OptionCards []int32   // [K*2] card index of each option ref (0 for none or hidden), also when the card has no row
	Mask        []float32 // [K] 1 legal, 0 not
	NumOptions  int       // legal options listed (<= K)
	Cut         int       // legal options left out because there were more than K
	Player      int       // the seat whose view this is

	dirty dirty // what the last Encode wrote, so the next one clears only that
}

// dirty records the rows and options an Encode wrote into an Obs.
type dirty struct {
	valid bool // the buffers hold exactly what the last Encode wrote
	n     int16
	opts  int16
	rows  [maxRows]int16
}

// maxRows bounds R (4 players).
const maxRows = HandRows + 4*(PlayRows+DiscardRows) + LookRows

// Invalidate tells the next Encode to clear the whole observation: call it
// after writing into the buffers yourself.
func (o *Obs) Invalidate() { o.dirty.valid = false }

// NewObs allocates an observation of the spec's shapes.
func (s Spec) NewObs() *Obs {
	return &Obs{
		CardIndex:   make([]int32, s.CardRows),
		Cards:       make([]float32, s.CardRows*s.CardFeatures),
		Globals:     make([]float32, s.GlobalFeatures),
		Options:     make([]float32, s.Options*s.OptionFeatures),
		OptionRefs:  make([]int32, s.Options*s.OptionRefs),
		OptionCards: make([]int32, s.Options*s.OptionRefs),
		Mask:        make([]float32, s.Options),
	}
}

// CopyFrom copies every field of o2 into o (same spec).
func (o *Obs) CopyFrom(o2 *Obs) {
	copy(o.CardIndex, o2.CardIndex)
	copy(o.Cards, o2.Cards)
	copy(o.Globals, o2.Globals)
	copy(o.Options, o2.Options)
	copy(o.OptionRefs, o2.OptionRefs)
	copy(o.OptionCards, o2.OptionCards)
	copy(o.Mask, o2.Mask)
	o.NumOptions, o.Cut, o.Player = o2.NumOptions, o2.Cut, o2.Player
	o.dirty = o2.dirty
}

// Floats is the number of float32 values of one observation.
func (s Spec) Floats() int {
	return s.CardRows*s.CardFeatures + s.GlobalFeatures + s.Options*s.OptionFeatures + s.Options
}

// Ints is the number of int32 values of one observation.
func (s Spec) Ints() int { return s.CardRows + 2*s.Options*s.OptionRefs }

var catalogSize = sync.OnceValue(func() int { return len(cards.MustFacts()) })

// NumCardIndex is the size of the card-index vocabulary: the catalogue's
// size plus one (index 0 is an empty or hidden row). A card's index is its
// catalogue DefID plus one, stable across versions of this package as long
// as the catalogue only grows.
func NumCardIndex() int { return catalogSize() + 1 }
