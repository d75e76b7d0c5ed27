package web

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
)

// maxUpload bounds an uploaded record.
const maxUpload = 8 << 20

// NewWatch is the request to watch two agents play.
type NewWatch struct {
	Deck1     string  `json:"deck1"`
	Deck2     string  `json:"deck2"`
	Deck1Text string  `json:"deck1_text"`
	Deck2Text string  `json:"deck2_text"`
	P1        string  `json:"p1"`
	P2        string  `json:"p2"`
	Seed      *uint64 `json:"seed"`
	Bag       string  `json:"bag"` // the bag model ("": lorcana, CR 7.7), as in NewGame
}

// TapeCreated is the answer to a new Watch or Replay.
type TapeCreated struct {
	ID   string    `json:"id"`
	View *TapeView `json:"view"`
}

func (s *Server) handleWatch(w http.ResponseWriter, r *http.Request) {
	var req NewWatch
	if !decode(w, r, maxNewGameBody, &req) {
		return
	}
	var specs [2]agentSpec
	for i, spec := range []string{req.P1, req.P2} {
		sp, err := s.opponent(spec)
		if err == nil {
			err = s.fitsTable(sp, 2) // a watched game has two seats
		}
		if err != nil {
			fail(w, http.StatusBadRequest, fmt.Sprintf("seat %d: %v", i+1, err))
			return
		}
		specs[i] = sp
	}
	bag, err := engine.ParseBagModel(req.Bag)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	var ds [2]*cards.Deck
	var problems []string
	for i, in := range [2][2]string{{req.Deck1, req.Deck1Text}, {req.Deck2, req.Deck2Text}} {
		d, ps := s.deck(in[0], in[1], i+1)
		ds[i], problems = d, append(problems, ps...)
	}
	if len(problems) > 0 {
		reply(w, http.StatusBadRequest, DeckError{Error: "the decks can't be played", Problems: problems})
		return
	}
	if err := s.room(); err != nil {
		fail(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	seed := seedOr(req.Seed)
	eg, err := s.engineGame(ds, bag, 2)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	t := &tape{id: newID(), eg: eg, seed: seed, specs: [2]string{specs[0].label, specs[1].label}, live: eg.NewState(seed), used: s.opts.Now()}
	for i, spec := range specs {
		if t.bots[i], err = agents.New(spec.make, seed^uint64(0x5eed+i)); err != nil {
			fail(w, http.StatusBadRequest, s.hidePaths(err.Error()))
			return
		}
	}
	s.addTape(w, t)
}

func (s *Server) addTape(w http.ResponseWriter, t *tape) {
	t.mu.Lock()
	v, err := t.at(0, render.Full)
	t.mu.Unlock()
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	s.mu.Lock()
	s.tapes[t.id] = t
	s.mu.Unlock()
	reply(w, http.StatusCreated, TapeCreated{ID: t.id, View: v})
}

// handleTape shows a position: ?at=K (missing or -1: the end, where a Watch
// still being played first plays on; a Watch plays on up to maxStep
// decisions a request) and ?view=full|1|2.
func (s *Server) handleTape(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.mu.Lock()
	t := s.tapes[id]
	s.mu.Unlock()
	if t == nil {
		fail(w, http.StatusNotFound, fmt.Sprintf("no watched game or replay %q: it was closed, the server restarted, or the address is wrong", clip(id)))
		return
	}
	q := r.URL.Query()
	viewer := render.Full
	switch v := q.Get("view"); v {
	case "", "full":
	case "1", "2":
		viewer = int(v[0] - '1')
	default:
		fail(w, http.StatusBadRequest, fmt.Sprintf("view %q: want full, 1 or 2", clip(v)))
		return
	}
	at := -1
	if a := q.Get("at"); a != "" {
		n, err := strconv.Atoi(a)
		if err != nil || n < -1 || n > maxTapeActions {
			fail(w, http.StatusBadRequest, fmt.Sprintf("at %q: want a position from 0 to %d, or -1 for the end", clip(a), maxTapeActions))
			return
		}
		at = n
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.used = s.opts.Now()
	if at < 0 { // the end: a Watch still being played plays on first, so that the end moves
		at = len(t.actions)
		if t.live != nil && !t.live.Over() {
			at += maxStep
		}
	}
	if at > len(t.actions) {
		t.extend(r.Context(), min(at-len(t.actions), maxStep), time.Now().Add(maxStepTime)) // an error shows in the view
	}
	v, err := t.at(min(at, len(t.actions)), viewer)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	reply(w, http.StatusOK, v)
}

// ReplayList is the records of the folder given at start: paths under it,
// with a slash between folders.
type ReplayList struct {
	Files []string `json:"files"`
}

// Bounds on the replays folder: how deep the list looks, how many records it
// shows, and how long a path from a browser may be.
const (
	maxReplayDepth = 4
	maxReplayFiles = 1000
	maxReplayPath  = 300
)

func (s *Server) handleReplayList(w http.ResponseWriter, r *http.Request) {
	l := ReplayList{Files: []string{}}
	if s.opts.Replays != "" {
		root, err := os.OpenRoot(s.opts.Replays)
		if err != nil {
			fail(w, http.StatusInternalServerError, "the replays folder can't be read")
			return
		}
		defer root.Close()
		// Errors below the top (a folder that can't be read) only leave
		// its records out.
		fs.WalkDir(root.FS(), ".", func(path string, e fs.DirEntry, err error) error {
			switch {
			case err != nil || path == ".":
				return nil
			case strings.HasPrefix(e.Name(), "."):
				if e.IsDir() {
					return fs.SkipDir
				}
			case e.IsDir():
				if strings.Count(path, "/") >= maxReplayDepth-1 {
					return fs.SkipDir
				}
			case strings.HasSuffix(path, ".lrp") && e.Type().IsRegular():
				if len(l.Files) >= maxReplayFiles {
					return fs.SkipAll
				}
				l.Files = append(l.Files, path)
			}
			return nil
		})
		slices.Sort(l.Files)
	}
	reply(w, http.StatusOK, l)
}

func (s *Server) handleReplayFile(w http.ResponseWriter, r *http.Request) {
	var req struct {
		File string `json:"file"`
	}
	if !decode(w, r, maxActBody, &req) {
		return
	}
	if s.opts.Replays == "" {
		fail(w, http.StatusBadRequest, "no replays folder was given to lorcana web (--replays): upload the file")
		return
	}
	data, err := s.readReplay(req.File)
	if err != nil {
		code := http.StatusBadRequest
		if errors.Is(err, fs.ErrNotExist) {
			code = http.StatusNotFound
		}
		fail(w, code, fmt.Sprintf("file %q: %v", clip(req.File), err))
		return
	}
	s.openReplay(w, data)
}

// readReplay reads a record by its path under the replays folder. The path
// is checked (relative, no "..", no hidden names, a .lrp file), and opened
// through an os.Root, so that no link leads out of the folder either.
func (s *Server) readReplay(name string) ([]byte, error) {
	if name == "" || len(name) > maxReplayPath || !fs.ValidPath(name) || !strings.HasSuffix(name, ".lrp") ||
		strings.Count(name, "/") >= maxReplayDepth {
		return nil, errors.New("name a .lrp file under the replays folder (a path relative to it, with /)")
	}
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") {
			return nil, errors.New("names that start with a dot are not shown")
		}
	}
	root, err := os.OpenRoot(s.opts.Replays)
	if err != nil {
		return nil, errors.New("the replays folder can't be read")
	}
	defer root.Close()
	f, err := root.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("no such record in the replays folder: %w", fs.ErrNotExist)
		}
		return nil, errors.New("the record can't be opened under the replays folder")
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, errors.New("not a file")
	} else if st.Size() > maxUpload {
		return nil, fmt.Errorf("the record is larger than %d bytes", maxUpload)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxUpload))
	if err != nil {
		return nil, errors.New("the record can't be read")
	}
	return data, nil
}

func (s *Server) handleReplayUpload(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxUpload))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the record is larger than %d bytes", maxUpload))
			return
		}
		fail(w, http.StatusBadRequest, "reading the upload: "+clip(err.Error()))
		return
	}
	s.openReplay(w, data)
}

// openReplay checks a record (it must replay) and opens it.
func (s *Server) openReplay(w http.ResponseWriter, data []byte) {
	if err := s.room(); err != nil {
		fail(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	rec, err := replay.Decode(data)
	if err != nil {
		fail(w, http.StatusBadRequest, clip2(err.Error()))
		return
	}
	if len(rec.Actions) > maxTapeActions || rec.Players != 2 {
		fail(w, http.StatusBadRequest, fmt.Sprintf("the record has %d players and %d actions: this page shows 2 players and at most %d actions", rec.Players, len(rec.Actions), maxTapeActions))
		return
	}
	eg, err := rec.Game(s.defs, s.ix, true)
	if err != nil {
		fail(w, http.StatusBadRequest, clip2(err.Error()))
		return
	}
	actions := make([]engine.Action, 0, len(rec.Actions))
	if _, err := rec.Replay(eg, func(_ *engine.State, _ int, a engine.Action) { actions = append(actions, a) }); err != nil {
		fail(w, http.StatusBadRequest, clip2(err.Error()))
		return
	}
	t := &tape{id: newID(), eg: eg, seed: rec.Seed, actions: actions, used: s.opts.Now()}
	for i := range min(2, len(rec.Agents)) {
		t.specs[i] = clip(rec.Agents[i])
	}
	s.addTape(w, t)
}
