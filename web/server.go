package web

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/agents/neural"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
)

// Defaults of Options.
const (
	DefaultAddr        = "127.0.0.1:8080"
	DefaultIdleTimeout = 30 * time.Minute
	DefaultMaxGames    = 200
	// MaxSims and MaxRolloutTurns bound the search of an ismcts opponent a
	// browser may ask for: a decision costs about 0.05 ms of CPU a
	// simulation (ismcts:1000 about 60 ms), and rollouts played to the end
	// of the game (TURNS 0) a hundred times more.
	MaxSims         = 1000
	MaxRolloutTurns = 3
)

// Limits on what a browser sends.
const (
	maxNewGameBody = 64 << 10 // two pasted decklists
	maxActBody     = 1 << 10
	maxDeckLines   = 200
)

// Options configure a Server.
type Options struct {
	// Token, if not empty, must come with every request (an Authorization
	// "Bearer" header, the lorcana_token cookie, or ?token= once, which sets
	// the cookie). Required where the address is not loopback (CheckAddr).
	Token string
	// Records, if not empty, is the folder where every game's record is
	// written when it ends or is closed (web-ID.lrp).
	Records string
	// Replays, if not empty, is a folder whose records (*.lrp) the Replay
	// page may open by name; uploads are taken anyway.
	Replays string
	// Checkpoints, if not empty, is a folder whose checkpoints may be named
	// as opponents ("neural:NAME"); other paths are refused.
	Checkpoints string
	IdleTimeout time.Duration // idle games are closed after it (DefaultIdleTimeout)
	MaxGames    int           // games open at once (DefaultMaxGames)
	Now         func() time.Time
}

// Server keeps the games in play and answers the page's requests.
type Server struct {
	opts   Options
	defs   []engine.CardDef
	ix     *cards.Index
	mu     sync.Mutex
	games  map[string]*game
	tapes  map[string]*tape // Watch and Replay
	drafts map[string]*draft
	bots   *botPool
	kinds  map[string]*engine.Game             // by deck pair: a Game is immutable and shared
	watch  func(*engine.State, *engine.Action) // tests: given to every new game
}

// New makes a server; it loads the card catalogue once.
func New(opts Options) (*Server, error) {
	if err := CheckToken(opts.Token); err != nil {
		return nil, fmt.Errorf("web: token: %w", err)
	}
	if opts.IdleTimeout <= 0 {
		opts.IdleTimeout = DefaultIdleTimeout
	}
	if opts.MaxGames <= 0 {
		opts.MaxGames = DefaultMaxGames
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Records != "" {
		if err := os.MkdirAll(opts.Records, 0o755); err != nil {
			return nil, fmt.Errorf("web: records folder: %w", err)
		}
	}
	defs, err := cards.Catalog()
	if err != nil {
		return nil, fmt.Errorf("web: loading the card catalogue: %w", err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	return &Server{opts: opts, defs: defs, ix: ix, games: map[string]*game{}, tapes: map[string]*tape{}, drafts: map[string]*draft{}, bots: newBotPool(),
		kinds: map[string]*engine.Game{}}, nil
}

// CheckAddr refuses a listening address that is not loopback when there is
// no token: anyone on the network could play, or read the games.
func CheckAddr(addr, token string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("address %q: %w", addr, err)
	}
	if token != "" || isLoopback(host) {
		return nil
	}
	return fmt.Errorf("address %q is not loopback: give a --token to serve other machines", addr)
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Handler is the HTTP interface: the page and the API (docs in doc.go).
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/setup", s.handleSetup)
	mux.HandleFunc("POST /api/games", s.handleNew)
	mux.HandleFunc("GET /api/games/{id}", s.handleGet)
	mux.HandleFunc("POST /api/games/{id}/answer", s.handleAnswer)
	mux.HandleFunc("DELETE /api/games/{id}", s.handleClose)
	mux.HandleFunc("POST /api/watch", s.handleWatch)
	mux.HandleFunc("GET /api/replays", s.handleReplayList)
	mux.HandleFunc("POST /api/replays/file", s.handleReplayFile)
	mux.HandleFunc("POST /api/replays/upload", s.handleReplayUpload)
	mux.HandleFunc("GET /api/tapes/{id}", s.handleTape)
	mux.HandleFunc("POST /api/drafts", s.handleDraftNew)
	mux.HandleFunc("POST /api/sealed", s.handleSealedNew)
	mux.HandleFunc("GET /api/drafts/{id}", s.handleDraftGet)
	mux.HandleFunc("POST /api/drafts/{id}/pick", s.handleDraftPick)
	mux.HandleFunc("POST /api/drafts/{id}/build", s.handleDraftBuild)
	mux.HandleFunc("POST /api/drafts/{id}/play", s.handleDraftPlay)
	mux.HandleFunc("DELETE /api/drafts/{id}", s.handleDraftClose)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "no such request: "+r.Method+" "+clip(r.URL.Path))
	})
	mux.Handle("/", staticHandler())
	var h http.Handler = mux
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusForbidden, "a request from another site's page is refused")
	}))
	h = cop.Handler(h)
	return s.guard(h)
}

// guard checks the token, and without one that the request was addressed
// to a loopback name (a page elsewhere can't reach it by DNS rebinding).
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		if s.opts.Token == "" {
			host, _, err := net.SplitHostPort(r.Host)
			if err != nil {
				host = r.Host
			}
			if !isLoopback(strings.Trim(host, "[]")) {
				fail(w, http.StatusForbidden, "this server answers only requests to localhost")
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		if q := r.URL.Query().Get("token"); q != "" && s.tokenOK(q) {
			http.SetCookie(w, &http.Cookie{Name: "lorcana_token", Value: q, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			if (r.Method == http.MethodGet || r.Method == http.MethodHead) && !strings.HasPrefix(r.URL.Path, "/api/") {
				// A page: to the same address without the token, so that
				// it leaves the address bar and the history (the cookie
				// holds it; the browser keeps the #fragment).
				http.Redirect(w, r, withoutToken(r.URL), http.StatusSeeOther)
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		tok := ""
		if a := r.Header.Get("Authorization"); strings.HasPrefix(a, "Bearer ") {
			tok = strings.TrimPrefix(a, "Bearer ")
		} else if c, err := r.Cookie("lorcana_token"); err == nil {
			tok = c.Value
		}
		if !s.tokenOK(tok) {
			fail(w, http.StatusUnauthorized, "a token is required: open the address printed by lorcana web (with ?token=...)")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// withoutToken is u's path and query without its token parameter (a path
// of this server: "//host/..." would name another).
func withoutToken(u *url.URL) string {
	q := u.Query()
	q.Del("token")
	clean := url.URL{Path: "/" + strings.TrimLeft(u.Path, "/"), RawQuery: q.Encode()}
	return clean.String()
}

func (s *Server) tokenOK(t string) bool {
	return t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(s.opts.Token)) == 1
}

type errorBody struct {
	Error string `json:"error"`
}

func fail(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(errorBody{msg})
}

func reply(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

// clip makes a text from a request safe to echo: short, printable.
func clip(t string) string {
	const max = 60
	var b strings.Builder
	for i, r := range t {
		if i >= max {
			b.WriteString("...")
			break
		}
		if r < 0x20 || r == 0x7f {
			r = '?'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// decode reads a JSON body of at most limit bytes into v.
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, limit))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is larger than %d bytes", limit))
			return false
		}
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) {
			fail(w, http.StatusBadRequest, fmt.Sprintf("malformed request: %s must be %s, not %s", clip(typ.Field), jsonKind(typ.Type), clip(typ.Value)))
			return false
		}
		fail(w, http.StatusBadRequest, "malformed request: "+clip(strings.TrimPrefix(err.Error(), "json: ")))
		return false
	}
	if _, err := dec.Token(); err != io.EOF {
		fail(w, http.StatusBadRequest, "malformed request: more after the JSON object")
		return false
	}
	return true
}

// jsonKind says what JSON a field of type t takes.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprintf("a whole number from 0 to %d", ^uint64(0)>>(64-t.Bits()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "an object"
}

// Setup is what the new-game page offers.
type Setup struct {
	Decks       []string `json:"decks"`
	Opponents   []string `json:"opponents"`
	Checkpoints []string `json:"checkpoints"`
	// Bags are the bag models a game may be played under, the default
	// first (engine.BagModels; rule variants, docs/rule-variants.md).
	Bags []string `json:"bags"`
	// Sets and Drafters are what a draft may open and seat (the bots').
	Sets     []string `json:"sets"`
	Drafters []string `json:"drafters"`
}

func (s *Server) handleSetup(w http.ResponseWriter, r *http.Request) {
	st := Setup{Decks: decks.Names(), Opponents: []string{"neural", "ismcts:200", "greedy", "random"}, Checkpoints: []string{}, Bags: engine.BagModels(),
		Sets: limited.MainSets(), Drafters: draftBots()}
	if s.opts.Checkpoints != "" {
		if es, err := os.ReadDir(s.opts.Checkpoints); err == nil {
			for _, e := range es {
				if !strings.HasPrefix(e.Name(), ".") {
					st.Checkpoints = append(st.Checkpoints, "neural:"+e.Name())
				}
			}
		}
	}
	reply(w, http.StatusOK, st)
}

// NewGame is the request for a game. A deck is the name of an embedded deck
// or a pasted decklist (Deck1Text, Deck2Text win over the names).
type NewGame struct {
	Deck1     string `json:"deck1"`
	Deck2     string `json:"deck2"`
	Deck1Text string `json:"deck1_text"`
	Deck2Text string `json:"deck2_text"`
	Opponent  string `json:"opponent"`
	// Players: seats at the table, 2 (0 reads as 2) to 4; the bot plays
	// every seat but the person's, and the decks alternate (Deck1 in seats
	// 1 and 3, Deck2 in seats 2 and 4).
	Players int     `json:"players"`
	Seat    int     `json:"seat"` // 1 to Players
	Seed    *uint64 `json:"seed"` // nil: a random seed
	Bag     string  `json:"bag"`  // the bag model ("": lorcana, CR 7.7)
}

// DeckError is the answer to decklists that can't be played: every problem,
// in the words of lorcana deck check.
type DeckError struct {
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

// Created is the answer to a new game. Seed is the seed asked for, if any:
// a seed the server drew is not sent, as with it (and the decklists) the
// engine would deal the hidden cards again; the game's record keeps it.
type Created struct {
	ID   string  `json:"id"`
	Seed *uint64 `json:"seed,omitempty"`
	View *View   `json:"view"`
}

func (s *Server) handleNew(w http.ResponseWriter, r *http.Request) {
	var req NewGame
	if !decode(w, r, maxNewGameBody, &req) {
		return
	}
	players := req.Players
	if players == 0 {
		players = 2
	}
	if players < 2 || players > 4 {
		fail(w, http.StatusBadRequest, fmt.Sprintf("players %d: a table has 2 to 4 players", req.Players))
		return
	}
	if req.Seat < 1 || req.Seat > players {
		seats := fmt.Sprintf("1 to %d", players)
		if players == 2 {
			seats = "1 or 2"
		}
		fail(w, http.StatusBadRequest, fmt.Sprintf("seat %d: choose %s", req.Seat, seats))
		return
	}
	spec, err := s.opponent(req.Opponent)
	if err == nil {
		err = s.fitsTable(spec, players)
	}
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
	seed := seedOr(req.Seed)
	bag, err := engine.ParseBagModel(req.Bag)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	s.startAndReply(w, ds, spec, players, req.Seat-1, seed, bag, req.Seed)
}

// startAndReply opens a game (start) and answers with its first view, the
// seed echoed as the request asked for it; a game over the limit is 503.
func (s *Server) startAndReply(w http.ResponseWriter, ds [2]*cards.Deck, spec agentSpec, players, seat int, seed uint64, bag engine.BagModel, asked *uint64) {
	g, err := s.start(ds, spec, players, seat, seed, bag)
	if err != nil {
		fail(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	g.mu.Lock()
	v := g.view()
	g.mu.Unlock()
	reply(w, http.StatusCreated, Created{ID: g.id, Seed: asked, View: v})
}

// fitsTable refuses a network trained for games of another number of
// players than the table's.
func (s *Server) fitsTable(spec agentSpec, players int) error {
	p, ok, err := neural.PolicyOf(spec.make, players)
	if !ok || err != nil {
		return err // the agent was made already: a bad checkpoint was refused
	}
	if n := p.Players(); n != players {
		return fmt.Errorf("opponent %q: the network plays %d-player games, this table has %d players", clip(spec.label), n, players)
	}
	return nil
}

// agentSpec is an agent from a browser: what makes it (agents.New), and
// what the page and the record call it (a checkpoint by its name in the
// folder, not by the server's path).
type agentSpec struct{ make, label string }

// opponent checks an agent specification from a browser: only the known
// agents, a bounded search, and checkpoints of the folder given at start.
func (s *Server) opponent(spec string) (agentSpec, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		spec = "neural"
	}
	out := agentSpec{spec, spec}
	name, arg, _ := strings.Cut(spec, ":")
	switch name {
	case "random", "greedy":
		if arg != "" {
			return out, fmt.Errorf("opponent %q: %s takes no argument", clip(spec), name)
		}
	case "ismcts", "mcts":
		if arg != "" {
			parts := strings.Split(arg, ":")
			if n, err := strconv.Atoi(parts[0]); err != nil || n < 1 || n > MaxSims {
				return out, fmt.Errorf("opponent %q: simulations from 1 to %d", clip(spec), MaxSims)
			}
			if len(parts) > 2 {
				if n, err := strconv.Atoi(parts[2]); err != nil || n < 1 || n > MaxRolloutTurns {
					return out, fmt.Errorf("opponent %q: rollouts of 1 to %d turns", clip(spec), MaxRolloutTurns)
				}
			}
		}
	case "neural":
		if arg != "" {
			file, mode, _ := strings.Cut(arg, ",")
			if mode != "" && mode != "sample" {
				return out, fmt.Errorf("opponent %q: the only option of neural is sample", clip(spec))
			}
			if file != "" {
				if s.opts.Checkpoints == "" || file != filepath.Base(file) || strings.HasPrefix(file, ".") {
					return out, fmt.Errorf("opponent %q: a checkpoint must be one of the folder given to lorcana web --checkpoints", clip(spec))
				}
				out.make = "neural:" + filepath.Join(s.opts.Checkpoints, file)
				if mode != "" {
					out.make += "," + mode
				}
			}
		}
	default:
		return out, fmt.Errorf("opponent %q: choose neural, ismcts:N, greedy or random", clip(spec))
	}
	if _, err := agents.New(out.make, 0); err != nil {
		return out, fmt.Errorf("opponent %q: %s", clip(spec), s.hidePaths(err.Error()))
	}
	return out, nil
}

// hidePaths takes the server's checkpoints folder out of a message.
func (s *Server) hidePaths(msg string) string {
	if s.opts.Checkpoints != "" {
		msg = strings.ReplaceAll(msg, filepath.Clean(s.opts.Checkpoints)+string(filepath.Separator), "")
	}
	return clip2(msg)
}

// deck reads seat n's deck (a pasted list, else an embedded deck's name)
// and returns it or its problems, as lorcana deck check says them.
func (s *Server) deck(name, text string, n int) (*cards.Deck, []string) {
	label := fmt.Sprintf("deck %d", n)
	var d *cards.Deck
	var err error
	if strings.TrimSpace(text) != "" {
		if lines := strings.Count(text, "\n"); lines > maxDeckLines {
			return nil, []string{fmt.Sprintf("%s: %d lines, at most %d", label, lines, maxDeckLines)}
		}
		d, err = cards.ParseDeck(strings.NewReader(text), label, s.ix)
	} else {
		if name == "" {
			name, _ = decks.Default()
			if n == 2 {
				_, name = decks.Default()
			}
		}
		d, err = decks.Load(name, s.ix)
		if err != nil {
			return nil, []string{fmt.Sprintf("%s: no embedded deck %q (%s)", label, clip(name), strings.Join(decks.Names(), ", "))}
		}
	}
	if err != nil {
		var out []string
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				out = append(out, label+": "+clip2(e.Error()))
			}
		} else {
			out = append(out, label+": "+clip2(err.Error()))
		}
		return nil, out
	}
	var out []string
	for _, p := range d.Check(s.defs, cards.CoreConstructed) {
		out = append(out, label+": "+p.String())
	}
	return d, out
}

// clip2 bounds an error message about a pasted line (it quotes the line).
func clip2(t string) string {
	if len(t) > 300 {
		return clip(t[:300]) + "..."
	}
	return t
}

// start opens a game of players seats, the person in seat, or refuses one
// over the limit.
func (s *Server) start(ds [2]*cards.Deck, spec agentSpec, players, seat int, seed uint64, bag engine.BagModel) (*game, error) {
	s.closeIdle()
	if err := s.room(); err != nil {
		return nil, err
	}
	eg, err := s.engineGame(ds, bag, players)
	if err != nil {
		return nil, err
	}
	bot, err := s.bots.get(spec.make) // made now: an agent that can't be made fails here
	if err != nil {
		return nil, errors.New(s.hidePaths(err.Error()))
	}
	s.bots.put(spec.make, bot)
	specs, names := make([]string, players), make([]string, players)
	for p := range specs {
		specs[p], names[p] = spec.label, ds[p%2].Name
	}
	specs[seat] = "human"
	rec, err := replay.New(eg, seed, names, specs)
	if err != nil {
		return nil, err
	}
	g := &game{id: newID(), st: eg.NewState(seed), seed: seed, seat: seat, bots: s.bots, botSpec: spec.make, botLabel: spec.label, rec: rec, used: s.opts.Now()}
	g.logger = &render.Logger{W: &g.log, Viewer: seat}
	g.legal = g.st.Legal(nil)
	g.watch = s.watch
	if g.watch != nil {
		g.watch(g.st, nil)
	}
	g.mu.Lock()
	g.runBot() // the bot may decide first; a failure shows in the view
	g.mu.Unlock()
	s.mu.Lock()
	s.games[g.id] = g
	s.mu.Unlock()
	return g, nil
}

// engineGame returns the game of players seats of a pair of decks (in
// turn: the first in seats 1 and 3) under a bag model, built once.
func (s *Server) engineGame(ds [2]*cards.Deck, bag engine.BagModel, players int) (*engine.Game, error) {
	var key strings.Builder
	key.WriteString(bag.String())
	key.WriteByte('|')
	key.WriteString(strconv.Itoa(players))
	key.WriteByte('|')
	for _, d := range ds {
		for _, id := range d.IDs() {
			key.WriteString(strconv.Itoa(int(id)))
			key.WriteByte(',')
		}
		key.WriteByte('|')
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.kinds[key.String()]; g != nil {
		return g, nil
	}
	var seats [][]engine.DefID
	for p := range players {
		seats = append(seats, ds[p%2].IDs())
	}
	g, err := engine.NewGame(s.defs, engine.Config{Players: players, StartingPlayer: -1, Log: true, Bag: bag, Decks: seats})
	if err != nil {
		return nil, err
	}
	if len(s.kinds) >= maxKinds { // pasted decks: keep the cache bounded
		clear(s.kinds)
	}
	s.kinds[key.String()] = g
	return g, nil
}

// maxKinds bounds the cache of engine games.
const maxKinds = 64

// seedOr is the seed a request asked for, or a random one where it asked
// for none.
func seedOr(asked *uint64) uint64 {
	if asked != nil {
		return *asked
	}
	return randomSeed()
}

// randomSeed draws a seed a page can type back: below 2^53, the largest
// whole number JavaScript holds exactly (the new-game form's bound).
func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 11
}

func newID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// lookup finds a game by id and marks it used.
func (s *Server) lookup(w http.ResponseWriter, r *http.Request) *game {
	id := r.PathValue("id")
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	if g == nil {
		fail(w, http.StatusNotFound, fmt.Sprintf("no game %q: it ended long ago, the server restarted, or the address is wrong", clip(id)))
		return nil
	}
	return g
}

func (s *Server) handleGet(w http.ResponseWriter, r *http.Request) {
	g := s.lookup(w, r)
	if g == nil {
		return
	}
	g.mu.Lock()
	g.used = s.opts.Now()
	v := g.view()
	g.mu.Unlock()
	reply(w, http.StatusOK, v)
}

// Answer is the person's answer: option N of the decision Seq, or a
// concession.
type Answer struct {
	Seq     int  `json:"seq"`
	N       int  `json:"n"`
	Concede bool `json:"concede"`
}

func (s *Server) handleAnswer(w http.ResponseWriter, r *http.Request) {
	g := s.lookup(w, r)
	if g == nil {
		return
	}
	var a Answer
	if !decode(w, r, maxActBody, &a) {
		return
	}
	g.mu.Lock()
	g.used = s.opts.Now()
	err := g.answer(a.Seq, a.N, a.Concede)
	v := g.view()
	over := g.st.Over() || g.broken != nil
	g.mu.Unlock()
	if over {
		s.save(g)
	}
	if err != nil {
		code := http.StatusBadRequest
		if errors.Is(err, errStale) {
			code = http.StatusConflict
		}
		reply(w, code, struct {
			Error string `json:"error"`
			View  *View  `json:"view"`
		}{err.Error(), v})
		return
	}
	reply(w, http.StatusOK, v)
}

func (s *Server) handleClose(w http.ResponseWriter, r *http.Request) {
	g := s.lookup(w, r)
	if g == nil {
		return
	}
	s.close(g)
	w.WriteHeader(http.StatusNoContent)
}

// close forgets a game, saving its record.
func (s *Server) close(g *game) {
	s.mu.Lock()
	delete(s.games, g.id)
	s.mu.Unlock()
	s.save(g)
}

// save writes the game's record once, if the server keeps records.
func (s *Server) save(g *game) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if s.opts.Records == "" || g.saved {
		return
	}
	g.rec.Finish(g.st)
	if err := g.rec.Save(filepath.Join(s.opts.Records, "web-"+g.id+".lrp")); err == nil {
		g.saved = g.st.Over()
	}
}

// closeIdle closes the games idle for longer than the timeout.
func (s *Server) closeIdle() {
	now := s.opts.Now()
	var idle []*game
	s.mu.Lock()
	for _, g := range s.games {
		g.mu.Lock()
		if now.Sub(g.used) > s.opts.IdleTimeout {
			idle = append(idle, g)
		}
		g.mu.Unlock()
	}
	for id, t := range s.tapes {
		t.mu.Lock()
		if now.Sub(t.used) > s.opts.IdleTimeout {
			delete(s.tapes, id)
		}
		t.mu.Unlock()
	}
	for id, dr := range s.drafts {
		dr.mu.Lock()
		if now.Sub(dr.used) > s.opts.IdleTimeout {
			delete(s.drafts, id)
		}
		dr.mu.Unlock()
	}
	s.mu.Unlock()
	for _, g := range idle {
		s.close(g)
	}
}

// room refuses one more game, watched game or replay over the limit.
func (s *Server) room() error {
	s.mu.Lock()
	n := len(s.games) + len(s.tapes)
	s.mu.Unlock()
	if n >= s.opts.MaxGames {
		return fmt.Errorf("%d games are open, the most this server keeps: close one or wait %v for idle ones to close", n, s.opts.IdleTimeout)
	}
	return nil
}

// Janitor closes idle games every minute until stop is closed.
func (s *Server) Janitor(stop <-chan struct{}) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			s.closeIdle()
		}
	}
}

// Open is the number of games open.
func (s *Server) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.games)
}

// CloseAll closes every game, saving the records (at shutdown).
func (s *Server) CloseAll() {
	s.mu.Lock()
	all := make([]*game, 0, len(s.games))
	for _, g := range s.games {
		all = append(all, g)
	}
	s.mu.Unlock()
	for _, g := range all {
		s.close(g)
	}
}

// maxGameBytes is the stated bound on the memory an open game holds (its
// state, log, record and agent); TestMemoryPerGame checks it.
const maxGameBytes = 128 << 10
