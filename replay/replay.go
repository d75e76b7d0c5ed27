package replay

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/klauspost/compress/zstd"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/vmihailenco/msgpack/v5"
)

// Version is the version of the file format this package writes and reads.
const Version = 1

// magic starts every replay file; the version byte follows it.
var magic = []byte("LORCANA-REPLAY")

// Record is one game: its configuration, seed and actions.
type Record struct {
	Players        int        `msgpack:"players"`
	Decks          [][]string `msgpack:"decks"`      // per player, full card names in deck order
	DeckNames      []string   `msgpack:"deck_names"` // labels, e.g. the decklist names
	Agents         []string   `msgpack:"agents"`     // who played each seat (information only)
	StartingPlayer int        `msgpack:"starting_player"`
	Variant        string     `msgpack:"variant"`
	TurnLimit      int        `msgpack:"turn_limit"`
	DecisionLimit  int        `msgpack:"decision_limit"`
	SkipAlter      bool       `msgpack:"skip_alter"`
	InkwellStart   int        `msgpack:"inkwell_start"`
	Seed           uint64     `msgpack:"seed"`
	// Bag is the bag model (engine.BagModel's name, rule variants); left
	// out for the Lorcana bag, so a default game's record is as before.
	Bag     string `msgpack:"bag,omitempty"`
	Actions []Step `msgpack:"actions"`

	// How the game ended, checked by Replay (Finished false: not recorded).
	Finished  bool   `msgpack:"finished"`
	Winner    int    `msgpack:"winner"` // -1 none, -2 draw, else the seat
	Result    string `msgpack:"result"`
	Turns     int    `msgpack:"turns"`
	Decisions int    `msgpack:"decisions"`
}

// Step is one recorded action (engine.Action in a compact form).
type Step struct {
	_msgpack struct{} `msgpack:",as_array"`
	Kind     uint8
	Player   uint8
	Ab       uint8
	Card     uint16
	Target   uint16
	N        int16
}

// Action returns the engine action.
func (s Step) Action() engine.Action {
	return engine.Action{Kind: engine.ActionKind(s.Kind), Player: s.Player, Ab: s.Ab,
		Card: engine.CardID(s.Card), Target: engine.CardID(s.Target), N: s.N}
}

// StepOf is the recorded form of an action.
func StepOf(a engine.Action) Step {
	return Step{Kind: uint8(a.Kind), Player: a.Player, Ab: a.Ab, Card: uint16(a.Card), Target: uint16(a.Target), N: a.N}
}

var variantNames = map[engine.Variant]string{engine.Standard: "standard", engine.PackRush: "pack-rush"}

// New starts the record of a game of g from seed. deckNames and agents label
// the players' decks and seats (either may be nil).
func New(g *engine.Game, seed uint64, deckNames, agents []string) (*Record, error) {
	cfg := g.Config
	v, ok := variantNames[cfg.Variant]
	if !ok {
		return nil, fmt.Errorf("replay: unknown variant %d", cfg.Variant)
	}
	r := &Record{Players: cfg.Players, DeckNames: deckNames, Agents: agents,
		StartingPlayer: cfg.StartingPlayer, Variant: v, TurnLimit: cfg.TurnLimit,
		DecisionLimit: cfg.DecisionLimit, SkipAlter: cfg.SkipAlter, InkwellStart: cfg.InkwellStart,
		Seed: seed, Winner: -1}
	if cfg.Bag != engine.BagLorcana {
		r.Bag = cfg.Bag.String()
	}
	for _, d := range cfg.Decks {
		names := make([]string, len(d))
		for i, id := range d {
			if int(id) >= len(g.Defs) {
				return nil, fmt.Errorf("replay: deck card %d is not a card of the game", id)
			}
			names[i] = g.Defs[id].FullName
		}
		r.Decks = append(r.Decks, names)
	}
	return r, nil
}

// Add appends an action.
func (r *Record) Add(a engine.Action) { r.Actions = append(r.Actions, StepOf(a)) }

// Finish records how the game ended.
func (r *Record) Finish(st *engine.State) {
	r.Finished = st.Over()
	r.Winner, r.Result = int(st.Winner), st.Result.String()
	r.Turns, r.Decisions = int(st.Turn), int(st.Decisions)
}

// Config rebuilds the engine configuration, finding the cards by name in ix.
func (r *Record) Config(ix *cards.Index) (engine.Config, error) {
	cfg := engine.Config{Players: r.Players, StartingPlayer: r.StartingPlayer, TurnLimit: r.TurnLimit,
		DecisionLimit: r.DecisionLimit, SkipAlter: r.SkipAlter, InkwellStart: r.InkwellStart}
	found := false
	for v, name := range variantNames {
		if name == r.Variant {
			cfg.Variant, found = v, true
		}
	}
	if !found {
		return cfg, fmt.Errorf("replay: unknown variant %q", r.Variant)
	}
	bag, err := engine.ParseBagModel(r.Bag)
	if err != nil {
		return cfg, fmt.Errorf("replay: %w", err)
	}
	cfg.Bag = bag
	if len(r.Decks) != r.Players {
		return cfg, fmt.Errorf("replay: %d decks for %d players", len(r.Decks), r.Players)
	}
	for p, names := range r.Decks {
		ids := make([]engine.DefID, len(names))
		for i, n := range names {
			id, err := ix.Lookup(n)
			if err != nil {
				return cfg, fmt.Errorf("replay: deck of player %d, card %d: %w", p+1, i+1, err)
			}
			ids[i] = id
		}
		cfg.Decks = append(cfg.Decks, ids)
	}
	return cfg, nil
}

// Game builds the recorded game from the catalogue defs (ix indexes them);
// log keeps the event log in the states (for printing the game).
func (r *Record) Game(defs []engine.CardDef, ix *cards.Index, log bool) (*engine.Game, error) {
	cfg, err := r.Config(ix)
	if err != nil {
		return nil, err
	}
	cfg.Log = log
	g, err := engine.NewGame(defs, cfg)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	return g, nil
}

// Replay plays the record back on g from its seed. visit, if not nil, sees
// the state before each action, the action's index and the action. It is
// an error if an action is refused or the game ends otherwise than recorded
// (another engine or catalogue version, or a damaged record).
func (r *Record) Replay(g *engine.Game, visit func(s *engine.State, i int, a engine.Action)) (st *engine.State, err error) {
	i := 0
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("replay: engine panic at action %d: %v", i+1, p)
		}
	}()
	st = g.NewState(r.Seed)
	for ; i < len(r.Actions); i++ {
		if st.Over() {
			return st, fmt.Errorf("replay: the game ended after action %d of %d", i, len(r.Actions))
		}
		a := r.Actions[i].Action()
		if visit != nil {
			visit(st, i, a)
		}
		if err := st.Apply(a); err != nil {
			return st, fmt.Errorf("replay: action %d of %d (%v) does not replay: %w", i+1, len(r.Actions), a, err)
		}
	}
	if r.Finished {
		if !st.Over() {
			return st, fmt.Errorf("replay: the record ends before the game (after %d actions)", len(r.Actions))
		}
		if int(st.Winner) != r.Winner || st.Result.String() != r.Result || int(st.Turn) != r.Turns || int(st.Decisions) != r.Decisions {
			return st, fmt.Errorf("replay: the game ended with winner %d (%s, turn %d, %d decisions), the record says winner %d (%s, turn %d, %d decisions)",
				st.Winner, st.Result, st.Turn, st.Decisions, r.Winner, r.Result, r.Turns, r.Decisions)
		}
	}
	return st, nil
}

// Write writes the record: header, then zstd-compressed msgpack.
func (r *Record) Write(w io.Writer) error {
	body, err := msgpack.Marshal(r)
	if err != nil {
		return fmt.Errorf("replay: encode: %w", err)
	}
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBetterCompression))
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	defer enc.Close()
	var buf bytes.Buffer
	buf.Write(magic)
	buf.WriteByte(Version)
	buf.Write(enc.EncodeAll(body, nil))
	_, err = w.Write(buf.Bytes())
	return err
}

// maxBody bounds the decompressed size of a record (a game of the default
// decision limit takes well under a megabyte).
const maxBody = 64 << 20

// Read reads a record written by Write.
func Read(rd io.Reader) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(rd, maxBody))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	return Decode(data)
}

// ErrNotReplay is the error for data that does not start with the header.
var ErrNotReplay = errors.New("replay: not a lorcana replay file (no LORCANA-REPLAY header)")

// Decode decodes a record from the bytes of a file.
func Decode(data []byte) (*Record, error) {
	if len(data) < len(magic) || !bytes.Equal(data[:len(magic)], magic) {
		return nil, ErrNotReplay
	}
	if len(data) == len(magic) {
		return nil, errors.New("replay: truncated file (no version)")
	}
	if v := data[len(magic)]; v != Version {
		return nil, fmt.Errorf("replay: file format version %d, this program reads version %d", v, Version)
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderMaxMemory(maxBody), zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	defer dec.Close()
	body, err := dec.DecodeAll(data[len(magic)+1:], nil)
	if err != nil {
		return nil, fmt.Errorf("replay: truncated or corrupt file: %w", err)
	}
	r := &Record{}
	if err := msgpack.Unmarshal(body, r); err != nil {
		return nil, fmt.Errorf("replay: corrupt record: %w", err)
	}
	if r.Players < 1 || r.Players > 4 {
		return nil, fmt.Errorf("replay: corrupt record: %d players", r.Players)
	}
	return r, nil
}

// Save writes the record to a file.
func (r *Record) Save(path string) error {
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// Load reads a record from a file.
func Load(path string) (*Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}
