package bridge

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"runtime/debug"
	"slices"
	"sync/atomic"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/vmihailenco/msgpack/v5"
)

// conn is one client's connection: its framer, its buffers and the
// environments it opened. One goroutine serves it, one request at a time.
type conn struct {
	srv      *Server
	nc       net.Conn
	id       uint64
	fr       *wire.Framer
	log      logger
	stopping atomic.Bool

	out   wire.Buffer      // the reply being built
	enc   *msgpack.Encoder // writes into out
	rd    wire.Reader      // the request being read
	ard   wire.Reader      // a request's args
	reqID uint64           // the id of the request being answered

	// Scratch of the replies.
	ow      obsWriter
	actions wire.Ints
	ints    []int32
	floats  []float32
	bools   []bool
	obsList []*encode.Obs

	greeted bool
	// The shm transport: whether the hello agreed on it, or why not; and
	// the files whose names are removed at the next request (the client
	// maps a file before it sends another request).
	shm        bool
	shmRefusal string
	shmPending []*shmFile
	cmd        string // the command being answered

	watch   watch  // the request in progress (watch.go)
	touched *group // the group the request in progress works on

	envs    map[uint32]*group    // open environments by handle
	builds  map[uint32]*buildEnv // open deck-building environments by handle (deckbuild.go)
	nextEnv uint32
	numEnvs int // environments open (a group of n counts n)

	drafts    map[uint32]*draftSession // open draft sessions by handle (draft.go)
	nextDraft uint32
}

type logger interface {
	Info(msg string, args ...any)
	Warn(msg string, args ...any)
	Error(msg string, args ...any)
}

func newConn(s *Server, nc net.Conn, id uint64) *conn {
	c := &conn{srv: s, nc: nc, id: id, fr: wire.NewFramer(nc, s.opts.MaxFrame),
		envs: map[uint32]*group{}}
	c.fr.SetBudget(s.budget)
	// No list arg means more than a group's envs (actions, envs, seeds) or
	// a few names (decks, fields, versions): a longer one is refused before
	// it is decoded, so a frame's args decode to at most about its size.
	c.ard.MaxList = max(s.opts.MaxEnvs, 64)
	c.fr.LimitReads(wire.MaxHello) // until the hello: docs/bridge.md, "Frames"
	c.log = s.opts.Log.With("conn", id, "remote", remoteName(nc))
	c.enc = msgpack.NewEncoder(&c.out)
	c.enc.UseCompactInts(true)
	return c
}

func remoteName(nc net.Conn) string {
	if a := nc.RemoteAddr(); a != nil && a.String() != "" && a.String() != "@" {
		return a.String()
	}
	return nc.LocalAddr().Network()
}

// stop asks the connection to end once the request in progress (if any)
// is answered; a connection waiting for a request ends at once.
func (c *conn) stop() {
	c.stopping.Store(true)
	c.nc.SetReadDeadline(time.Now())
}

// refuse answers a connection that will not be served, and closes it.
func (c *conn) refuse(e *wire.Error) {
	c.nc.SetWriteDeadline(time.Now().Add(time.Second))
	c.writeError(0, false, e)
	c.nc.Close()
}

// serve reads requests and answers them until the client leaves, a fatal
// error, the idle timeout or the server's shutdown.
func (c *conn) serve() {
	// Writing into a shm file the client has shrunk faults; turn that into
	// a panic that run recovers as the request's error (the client broke
	// the transport's contract), not a crash of the whole server.
	debug.SetPanicOnFault(true)
	c.log.Info("connected")
	defer func() {
		if c.watch.timer != nil {
			c.watch.timer.Stop()
		}
		c.closeAll()
		c.fr.Close()
		c.nc.Close()
		c.log.Info("disconnected")
	}()
	for {
		timeout := c.srv.opts.IdleTimeout
		if !c.greeted {
			timeout = c.srv.opts.HelloTimeout
		}
		if timeout > 0 {
			c.nc.SetReadDeadline(time.Now().Add(timeout))
		} else {
			c.nc.SetReadDeadline(time.Time{})
		}
		if c.stopping.Load() {
			return
		}
		payload, err := c.fr.Read()
		if err != nil {
			c.fr.Release()
			var fe *wire.FrameError
			switch {
			case errors.As(err, &fe):
				c.log.Warn("bad frame", "err", fe)
				c.writeError(0, false, &wire.Error{Code: fe.Code, Message: fe.Msg})
				if fe.Fatal || !c.greeted { // before the hello, any error ends the connection
					return
				}
				continue
			case errors.Is(err, os.ErrDeadlineExceeded) && !c.stopping.Load():
				if c.greeted {
					c.writeError(0, false, wire.Errorf(wire.CodeLimit, "idle for %v: connection closed", c.srv.opts.IdleTimeout))
				} else {
					c.writeError(0, false, wire.Errorf(wire.CodeHandshake, "no hello within %v: connection closed", c.srv.opts.HelloTimeout))
				}
				return
			case errors.Is(err, io.EOF), errors.Is(err, net.ErrClosed), c.stopping.Load():
				return
			default:
				c.log.Warn("read", "err", err)
				return
			}
		}
		keep := c.handle(payload)
		c.fr.Release() // large buffers go back to the shared budget
		if !keep {
			return
		}
	}
}

// request is the envelope of a request: {"id", "cmd", "args"}.
type request struct {
	id    uint64
	hasID bool
	cmd   string
	args  []byte // the raw MessagePack of args, or nil
}

// parse checks payload against the request limits (wire.Check: nesting,
// lengths; nothing decodes a value before) and reads its envelope.
func (c *conn) parse(payload []byte) (request, *wire.Error) {
	var r request
	if err := wire.Check(payload, c.srv.limits); err != nil {
		return r, wire.Errorf(wire.CodeBadFrame, "the request is not within the protocol's limits: %v", err)
	}
	c.rd.Reset(payload)
	n, err := c.rd.MapLen()
	if err != nil {
		return r, wire.Errorf(wire.CodeBadFrame, "a request must be a MessagePack map {id, cmd, args}")
	}
	var e *wire.Error
	for i := 0; i < n; i++ {
		key, err := c.rd.Str()
		if err != nil {
			return r, wire.Errorf(wire.CodeBadFrame, "a request's keys must be strings: %v", err)
		}
		switch string(key) {
		case "id":
			id, err := c.rd.Uint()
			switch {
			case err == nil:
				r.id, r.hasID = id, true
			case e == nil:
				e = wire.Errorf(wire.CodeBadRequest, "id must be an integer from 0 to 2^64-1: %v", err)
			}
		case "cmd":
			cmd, err := c.rd.Str()
			if err != nil && e == nil {
				e = wire.Errorf(wire.CodeBadRequest, "cmd must be a string: %v", err)
			}
			r.cmd = commandName(cmd)
		case "args":
			start := c.rd.Offset()
			if err := c.rd.Skip(); err != nil {
				return r, wire.Errorf(wire.CodeBadFrame, "args: %v", err)
			}
			r.args = payload[start:c.rd.Offset()]
		default:
			if err := c.rd.Skip(); err != nil {
				return r, wire.Errorf(wire.CodeBadFrame, "%v", err)
			}
			if e == nil {
				e = wire.Errorf(wire.CodeBadRequest, "unknown key %q in the request (want id, cmd, args)", wire.Clip(string(key)))
			}
		}
	}
	switch {
	case e != nil:
		return r, e
	case !r.hasID:
		return r, wire.Errorf(wire.CodeBadRequest, "the request has no id (an integer from 0 to 2^64-1)")
	case r.cmd == "":
		return r, wire.Errorf(wire.CodeBadRequest, "the request has no cmd")
	}
	return r, nil
}

// commandName is cmd as a string: a command's own name when it is one (no
// allocation), else a copy clipped for error messages.
func commandName(cmd []byte) string {
	if string(cmd) == "hello" {
		return "hello"
	}
	if c, ok := commands[string(cmd)]; ok {
		return c.name
	}
	return wire.Clip(string(cmd))
}

// handle answers one request; it returns false when the connection must
// close.
func (c *conn) handle(payload []byte) (keep bool) {
	defer func() {
		if p := recover(); p != nil { // outside a command: close the connection
			c.log.Error("panic", "panic", p, "stack", string(debug.Stack()))
			c.writeError(0, false, wire.Errorf(wire.CodeInternal, "%v (a bug in the server; please report it)", p))
			keep = false
		}
	}()
	r, perr := c.parse(payload)
	if perr != nil {
		c.writeError(r.id, r.hasID, perr)
		return c.greeted // a bad first frame ends the connection
	}
	if !c.greeted {
		return c.hello(r)
	}
	for _, f := range c.shmPending {
		f.remove()
	}
	c.shmPending = c.shmPending[:0]
	cmd, ok := commands[r.cmd]
	if !ok {
		c.writeError(r.id, true, wire.Errorf(wire.CodeUnknownCommand, "no command %q (the commands are %s)", r.cmd, commandList()))
		return true
	}
	c.begin(r.id)
	c.cmd, c.touched = r.cmd, nil
	c.beginWork()
	e := c.run(cmd, r)
	if he := c.haltError(r.cmd); he != nil {
		// Cut short: the games went on with searches cut short, so they
		// are not their seeds' games any more; they wait for a reset.
		if g := c.touched; g != nil {
			clear(g.started)
		}
		e = he
	}
	final := c.watch.final.Load() != haltNone
	c.endWork()
	if e != nil {
		c.writeError(r.id, true, e)
		return !final
	}
	return c.flush()
}

// run calls a command's handler, turning a panic into an internal error.
func (c *conn) run(cmd *command, r request) (e *wire.Error) {
	defer func() {
		if p := recover(); p != nil {
			if _, fault := p.(interface{ Addr() uintptr }); fault {
				c.log.Warn("memory fault", "cmd", r.cmd, "panic", p)
				e = wire.Errorf(wire.CodeBadRequest, "%s: memory fault writing the shared memory (the client must not resize the shm file): %v", r.cmd, p)
				return
			}
			c.log.Error("panic", "cmd", r.cmd, "panic", p, "stack", string(debug.Stack()))
			e = wire.Errorf(wire.CodeInternal, "%s: %v (a bug in the server; please report it)", r.cmd, p)
		}
	}()
	return cmd.run(c, r.args)
}

// args reads a request's args into v (a pointer to an args struct, see
// readArgs): unknown keys, wrong types and missing required args are
// errors; absent args leave v as it is.
func (c *conn) args(cmd string, raw []byte, v any) *wire.Error {
	usage := helloUsage
	if c, ok := commands[cmd]; ok {
		usage = c.usage
	}
	return readArgs(&c.ard, cmd, usage, raw, v)
}

// begin starts a successful reply; the handler then writes the result.
func (c *conn) begin(id uint64) {
	c.reqID = id
	c.out.Reset()
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("id")
	c.enc.EncodeUint(id)
	c.enc.EncodeString("ok")
	c.enc.EncodeBool(true)
	c.enc.EncodeString("result")
}

// flush sends the reply built in out; it returns false if the connection
// failed.
func (c *conn) flush() bool {
	c.writeDeadline()
	if err := c.fr.Write(c.out.B); err != nil {
		var fe *wire.FrameError
		if errors.As(err, &fe) { // a reply over the frame limit
			c.writeError(c.reqID, true, &wire.Error{Code: fe.Code, Message: fe.Msg})
			return true
		}
		c.log.Warn("write", "err", err)
		return false
	}
	return true
}

// writeError sends an error reply (id nil when the request's id is unknown).
func (c *conn) writeError(id uint64, hasID bool, e *wire.Error) {
	c.out.Reset()
	c.enc.EncodeMapLen(3)
	c.enc.EncodeString("id")
	if hasID {
		c.enc.EncodeUint(id)
	} else {
		c.enc.EncodeNil()
	}
	c.enc.EncodeString("ok")
	c.enc.EncodeBool(false)
	c.enc.EncodeString("error")
	c.enc.EncodeMapLen(2)
	c.enc.EncodeString("code")
	c.enc.EncodeString(string(e.Code))
	c.enc.EncodeString("message")
	c.enc.EncodeString(wire.ClipMessage(e.Message))
	c.writeDeadline()
	if err := c.fr.Write(c.out.B); err != nil {
		c.log.Warn("write", "err", err)
	}
}

// writeDeadline bounds the next write: a client that stops reading its
// replies is dropped after Options.WriteTimeout, and its slot freed.
func (c *conn) writeDeadline() {
	if d := c.srv.opts.WriteTimeout; d > 0 {
		c.nc.SetWriteDeadline(time.Now().Add(d))
	}
}

// hello answers the handshake; a bad one closes the connection.
func (c *conn) hello(r request) bool {
	if r.cmd != "hello" {
		c.writeError(r.id, r.hasID, wire.Errorf(wire.CodeHandshake, "the first request must be hello, not %q", r.cmd))
		return false
	}
	var a helloArgs
	if e := c.args("hello", r.args, &a); e != nil {
		e.Code = wire.CodeHandshake
		c.writeError(r.id, r.hasID, e)
		return false
	}
	versions := a.Versions
	if a.Version != 0 {
		versions = append(versions, a.Version)
	}
	ok := false
	for _, v := range versions {
		ok = ok || v == wire.Version
	}
	if !ok {
		c.writeError(r.id, r.hasID, wire.Errorf(wire.CodeHandshake,
			"the client speaks versions %s; this server speaks version %d only (docs/bridge.md, \"Versions\")", wire.Clip(fmt.Sprint(versions)), wire.Version))
		return false
	}
	if c.srv.opts.Token != "" {
		src := source(c.nc)
		if ok, refused := c.srv.auth.allow(src); !ok {
			if refused == 1 || refused%100 == 0 {
				c.srv.opts.Log.Log(context.Background(), LevelSecurity, "token guessing: hellos refused unchecked",
					"conn", c.id, "source", src, "refused", refused)
			}
			c.writeError(r.id, r.hasID, wire.Errorf(wire.CodeUnauthorized,
				"too many wrong tokens from this address: the token was not checked; try again in a few seconds"))
			return false
		}
		if !constantTimeEqual(a.Token, c.srv.opts.Token) {
			left := c.srv.auth.fail(src)
			c.srv.opts.Log.Log(context.Background(), LevelSecurity, "wrong token",
				"conn", c.id, "source", src, "client", wire.Clip(a.Client), "tries_left", left)
			c.writeError(r.id, r.hasID, wire.Errorf(wire.CodeUnauthorized, "wrong or missing token"))
			return false
		}
	}
	compression := "none"
	for _, m := range a.Compression {
		if m == "zstd" {
			compression = m
			break
		}
	}
	c.shmRefusal = "the client did not ask for it"
	if slices.Contains(a.Transports, "shm") {
		c.shmRefusal = shmRefusal(c.nc)
		c.shm = c.shmRefusal == ""
	}
	c.begin(r.id)
	c.helloResult(compression)
	if !c.flush() {
		return false
	}
	if compression == "zstd" {
		if err := c.fr.EnableZstd(c.srv.opts.CompressMin); err != nil {
			c.log.Error("zstd", "err", err)
			return false
		}
	}
	c.greeted = true
	c.fr.LimitReads(0)
	c.log.Info("hello", "client", a.Client, "compression", compression, "shm", c.shm)
	return true
}

const helloUsage = "{version or versions, token?, compression?, transports?, client?}"

type helloArgs struct {
	Version     int      `arg:"version"`
	Versions    []int    `arg:"versions"`
	Token       string   `arg:"token"`
	Compression []string `arg:"compression"`
	Transports  []string `arg:"transports"`
	Client      string   `arg:"client"`
}

func constantTimeEqual(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// closeAll closes every environment of the connection.
func (c *conn) closeAll() {
	for h, g := range c.envs {
		g.close()
		delete(c.envs, h)
	}
	clear(c.builds)
	c.numEnvs = 0
}

func (c *conn) String() string { return fmt.Sprintf("conn %d", c.id) }
