package ladder

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/lorcana-rl/lorcana/engine"
)

// The results file: one JSON object, written whole and atomically.
const (
	Format  = "lorcana-ladder"
	Version = 1
)

// Result of a game for agent A.
const (
	WinA = "a"
	WinB = "b"
	Draw = "draw"
)

// Key names one game of a ladder. A < B (agent specifications in byte
// order); DeckA is A's deck; SeatA is A's seat (0 or 1); Round counts from
// 0.
type Key struct {
	A     string `json:"a"`
	B     string `json:"b"`
	DeckA string `json:"deck_a"`
	DeckB string `json:"deck_b"`
	SeatA int    `json:"seat_a"`
	Round int    `json:"round"`
}

func (k Key) compare(o Key) int {
	return cmp.Or(cmp.Compare(k.A, o.A), cmp.Compare(k.B, o.B), cmp.Compare(k.DeckA, o.DeckA),
		cmp.Compare(k.DeckB, o.DeckB), cmp.Compare(k.Round, o.Round), cmp.Compare(k.SeatA, o.SeatA))
}

// Game is one game played and its result.
type Game struct {
	Key
	Seed   uint64 `json:"seed"`
	Result string `json:"result"` // WinA, WinB or Draw
	Turns  int    `json:"turns"`
}

// File is a ladder's results: its seed, the decks its games were played
// with (name and fingerprint) and the games.
type File struct {
	Format  string            `json:"format"`
	Version int               `json:"version"`
	Seed    uint64            `json:"seed"`
	Decks   map[string]string `json:"decks"` // name: Fingerprint
	Games   []Game            `json:"games"`
}

// NewFile is an empty ladder of the seed.
func NewFile(seed uint64) *File {
	return &File{Format: Format, Version: Version, Seed: seed, Decks: map[string]string{}}
}

// Fingerprint identifies a deck by its cards' full names in order, so a
// ladder notices a deck that changed under the same name.
func Fingerprint(defs []engine.CardDef, ids []engine.DefID) string {
	h := sha256.New()
	for _, id := range ids {
		name := fmt.Sprintf("#%d", id)
		if int(id) < len(defs) {
			name = defs[id].FullName
		}
		h.Write([]byte(name))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// Load reads a ladder file. A file that does not exist is (nil, nil). A
// file that is not a ladder, comes from another version of the format or is
// damaged is an error saying so.
func Load(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ladder file %s: %w", path, err)
	}
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("ladder file %s is damaged or not a ladder file (%v); it was left as it is", path, err)
	}
	if f.Format != Format {
		return nil, fmt.Errorf("ladder file %s is not a ladder file (format %q, want %q); it was left as it is", path, f.Format, Format)
	}
	if f.Version != Version {
		return nil, fmt.Errorf("ladder file %s was written by version %d of the ladder format, this program reads version %d; it was left as it is", path, f.Version, Version)
	}
	if err := f.check(); err != nil {
		return nil, fmt.Errorf("ladder file %s is damaged: %v; it was left as it is", path, err)
	}
	return &f, nil
}

// check verifies the games: known decks, valid results, no game twice.
func (f *File) check() error {
	if f.Decks == nil {
		f.Decks = map[string]string{}
	}
	seen := make(map[Key]bool, len(f.Games))
	for i, g := range f.Games {
		switch {
		case g.A == "" || g.B == "" || g.A >= g.B:
			return fmt.Errorf("game %d: agents %q and %q are not in order", i+1, g.A, g.B)
		case f.Decks[g.DeckA] == "" || f.Decks[g.DeckB] == "":
			return fmt.Errorf("game %d: deck %q or %q is not listed", i+1, g.DeckA, g.DeckB)
		case g.SeatA != 0 && g.SeatA != 1:
			return fmt.Errorf("game %d: seat %d", i+1, g.SeatA)
		case g.Round < 0:
			return fmt.Errorf("game %d: round %d", i+1, g.Round)
		case g.Result != WinA && g.Result != WinB && g.Result != Draw:
			return fmt.Errorf("game %d: result %q", i+1, g.Result)
		case seen[g.Key]:
			return fmt.Errorf("game %d is listed twice", i+1)
		}
		seen[g.Key] = true
	}
	return nil
}

// Save writes the file through a temporary file and a rename, games sorted
// by key: the same games give the same bytes.
func (f *File) Save(path string) error {
	slices.SortFunc(f.Games, func(a, b Game) int { return a.Key.compare(b.Key) })
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	return writeAtomic(path, append(data, '\n'))
}

// Drop removes the games any of agents played and returns how many, so
// that they are played again (say, the checkpoint behind an agent's name
// was retrained).
func (f *File) Drop(agents []string) int {
	n := len(f.Games)
	f.Games = slices.DeleteFunc(f.Games, func(g Game) bool {
		return slices.Contains(agents, g.A) || slices.Contains(agents, g.B)
	})
	return n - len(f.Games)
}

// Scores sums the games between the agents named, pair by pair, in the
// order of agents.
func (f *File) Scores(agentNames []string) []Score {
	pos := make(map[string]int, len(agentNames))
	for i, a := range agentNames {
		pos[a] = i
	}
	type pair struct{ i, j int }
	sums := map[pair]*Score{}
	for _, g := range f.Games {
		i, ok1 := pos[g.A]
		j, ok2 := pos[g.B]
		if !ok1 || !ok2 {
			continue
		}
		s := sums[pair{i, j}]
		if s == nil {
			s = &Score{A: g.A, B: g.B}
			sums[pair{i, j}] = s
		}
		switch g.Result {
		case WinA:
			s.Wins++
		case WinB:
			s.Losses++
		default:
			s.Draws++
		}
	}
	var out []Score
	for i := range agentNames {
		for j := range agentNames {
			if s := sums[pair{i, j}]; s != nil {
				out = append(out, *s)
			}
		}
	}
	return out
}

// writeAtomic writes data to path through a synced temporary file and a
// rename.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
