package bridge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// Options are a server's settings and limits; the zero value of a field
// means its default.
type Options struct {
	// Token, if set, must be given in every client's hello.
	Token string
	// MaxFrame limits a frame's payload in bytes, either way (64 MiB).
	MaxFrame int
	// MaxEnvs limits the environments open on one connection (4096).
	MaxEnvs int
	// MaxConns limits the connections served at once (64).
	MaxConns int
	// IdleTimeout closes a connection that sends no request for this long
	// (10 minutes); negative means never.
	IdleTimeout time.Duration
	// HelloTimeout closes a connection that sends no hello for this long
	// (10 seconds).
	HelloTimeout time.Duration
	// CompressMin is the smallest reply compressed when compression is on
	// (8 KiB).
	CompressMin int
	// DeckDir, if set, is the folder under which make's decks may name
	// decklist files (docs/bridge.md, "make"); a path that leads out of it
	// (.., a symbolic link) is refused. Empty: no files, only embedded
	// decks and decklist text.
	DeckDir string
	// Checkpoints, if set, is the folder of checkpoints clients may name
	// for the neural agents (by file name: regular files directly inside
	// it). Empty: only the shipped bot.
	Checkpoints string
	// MaxSims limits the simulations per decision of a search agent a
	// client asks for (DefaultMaxSims).
	MaxSims int
	// MaxRequest limits the time one request may compute (a search
	// opponent's decisions); a request over it is cut short with a limit
	// error. Default DefaultMaxRequest; negative: none.
	MaxRequest time.Duration
	// WriteTimeout limits the time a reply may take to write: a client
	// that stops reading is dropped. Default DefaultWriteTimeout;
	// negative: none.
	WriteTimeout time.Duration
	// FrameMemory is the memory all connections together may use for
	// reading and inflating frames beyond wire.KeepBuffer each (4 ×
	// MaxFrame); a frame that would pass it is refused with a limit error.
	FrameMemory int64
	// MaxDeckCards limits the cards of one deck a client gives
	// (DefaultMaxDeckCards); the other bounds of decklists are constants
	// (decks.go).
	MaxDeckCards int
	// Log receives connection events; nil discards them.
	Log *slog.Logger
}

func (o *Options) fill() {
	if o.MaxFrame <= 0 {
		o.MaxFrame = wire.DefaultMaxFrame
	}
	o.MaxFrame = min(o.MaxFrame, wire.MaxFrameLimit)
	if o.MaxEnvs <= 0 {
		o.MaxEnvs = 4096
	}
	if o.MaxConns <= 0 {
		o.MaxConns = 64
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = 10 * time.Minute
	}
	if o.HelloTimeout <= 0 {
		o.HelloTimeout = 10 * time.Second
	}
	if o.CompressMin <= 0 {
		o.CompressMin = wire.DefaultCompressMin
	}
	if o.FrameMemory <= 0 {
		o.FrameMemory = 4 * int64(o.MaxFrame)
	}
	o.FrameMemory = max(o.FrameMemory, int64(o.MaxFrame)+1<<20) // a frame of max_frame fits
	if o.MaxRequest == 0 {
		o.MaxRequest = DefaultMaxRequest
	}
	if o.WriteTimeout == 0 {
		o.WriteTimeout = DefaultWriteTimeout
	}
	if o.MaxSims <= 0 {
		o.MaxSims = DefaultMaxSims
	}
	if o.MaxDeckCards <= 0 {
		o.MaxDeckCards = DefaultMaxDeckCards
	}
	if o.Log == nil {
		o.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
}

// Defaults of Options.
const (
	DefaultMaxRequest   = time.Minute
	DefaultWriteTimeout = time.Minute
	// haltWait is how long Shutdown still waits for connections once it
	// has cut their requests short (watch.go) before it gives up on them.
	haltWait = 2 * time.Second
)

// Server serves environments to clients. Its methods are safe for
// concurrent use.
type Server struct {
	opts   Options
	limits wire.Limits // on every request (wire.Check)
	decks  *deckDir    // nil without Options.DeckDir

	checkpoints *checkpointDir
	budget      *wire.Budget // memory for frames, shared by the connections
	auth        authLimiter  // wrong tokens by source (auth.go)

	mu        sync.Mutex
	listeners map[net.Listener]struct{}
	conns     map[*conn]struct{}
	closing   atomic.Bool
	wg        sync.WaitGroup // connection goroutines
	nextConn  atomic.Uint64
}

// New returns a server with the given options. It fails only when
// Options.DeckDir or Options.Checkpoints cannot be opened.
func New(opts Options) (*Server, error) {
	opts.fill()
	s := &Server{opts: opts, limits: wire.DefaultLimits, listeners: map[net.Listener]struct{}{}, conns: map[*conn]struct{}{},
		budget: wire.NewBudget(opts.FrameMemory)}
	if opts.DeckDir != "" {
		d, err := openDeckDir(opts.DeckDir)
		if err != nil {
			return nil, err
		}
		s.decks = d
	}
	cp, err := openCheckpointDir(opts.Checkpoints)
	if err != nil {
		return nil, err
	}
	s.checkpoints = cp
	return s, nil
}

// ErrServerClosed is returned by Serve after Shutdown.
var ErrServerClosed = errors.New("bridge: server closed")

// Serve accepts connections on l and serves each on its own goroutine until
// Shutdown; it then returns ErrServerClosed. It closes l.
func (s *Server) Serve(l net.Listener) error {
	s.mu.Lock()
	if s.closing.Load() {
		s.mu.Unlock()
		l.Close()
		return ErrServerClosed
	}
	s.listeners[l] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.listeners, l)
		s.mu.Unlock()
		l.Close()
	}()
	var delay time.Duration
	for {
		nc, err := l.Accept()
		if err != nil {
			if s.closing.Load() {
				return ErrServerClosed
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() || errors.Is(err, syscall.EMFILE) {
				// Out of file descriptors or a passing error: back off.
				delay = min(max(2*delay, 5*time.Millisecond), time.Second)
				s.opts.Log.Warn("accept", "err", err, "retry_in", delay)
				time.Sleep(delay)
				continue
			}
			return err
		}
		delay = 0
		s.start(nc)
	}
}

// start registers and serves a new connection, or refuses it when the
// server is full or closing.
func (s *Server) start(nc net.Conn) {
	c := newConn(s, nc, s.nextConn.Add(1))
	s.mu.Lock()
	switch {
	case s.closing.Load():
		s.mu.Unlock()
		c.refuse(wire.Errorf(wire.CodeShuttingDown, "the server is shutting down"))
		return
	case len(s.conns) >= s.opts.MaxConns:
		s.mu.Unlock()
		c.refuse(wire.Errorf(wire.CodeLimit, "the server already serves %d connections (its limit)", s.opts.MaxConns))
		return
	}
	s.conns[c] = struct{}{}
	s.wg.Add(1)
	s.mu.Unlock()
	go func() {
		defer s.wg.Done()
		c.serve()
		s.mu.Lock()
		delete(s.conns, c)
		s.mu.Unlock()
	}()
}

// Conns is the number of connections being served.
func (s *Server) Conns() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Shutdown stops accepting connections, lets every request in progress
// finish and send its reply, closes the connections and returns when they
// are done or when ctx ends: then it cuts the requests in progress short
// (a search stops at its next simulation), closes the connections and
// returns ctx's error within haltWait more, done or not.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing.Store(true)
	for l := range s.listeners {
		l.Close()
	}
	for c := range s.conns {
		c.stop() // interrupts a connection waiting for a request
	}
	s.mu.Unlock()
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		// Cut the requests in progress short and close the connections;
		// the connections' goroutines end soon after. Wait for them a
		// bounded time only: a caller that exits then loses nothing.
		s.mu.Lock()
		for c := range s.conns {
			c.watch.final.Store(haltShutdown)
			c.nc.Close()
		}
		s.mu.Unlock()
		select {
		case <-done:
		case <-time.After(haltWait):
			return fmt.Errorf("bridge: shutdown: %w (%d connections still computing after their requests were cut short)", ctx.Err(), s.Conns())
		}
		return fmt.Errorf("bridge: shutdown: %w", ctx.Err())
	}
}
