package bridge

import (
	"sync/atomic"
	"time"

	"github.com/lorcana-rl/lorcana/bridge/wire"
)

// Bounding a request's work (docs/bridge.md, "Limits"): a request runs at
// most Options.MaxRequest, and stops early when its client has gone or
// when the server's shutdown ran out of patience. The search agents check
// halted before each simulation (agents.Stoppable); a request over its
// time whose search was cut short gets a limit error and its envs wait
// for a reset (their games went on with searches cut short, so they are
// not the games of their seeds any more). A request over its time that
// cut nothing short (building many envs on a slow machine) is answered as
// usual.

// watchEvery is how often a long request checks that its client is still
// there.
const watchEvery = 100 * time.Millisecond

// Why a connection's work stops.
const (
	haltNone     = iota
	haltTimeout  // the request ran over Options.MaxRequest
	haltGone     // the client closed the connection
	haltShutdown // the server's shutdown stopped waiting
)

// watch is a connection's watch over its request in progress.
type watch struct {
	gen     atomic.Uint64 // the request being answered (0: none)
	started atomic.Int64  // when it began, in UnixNano
	timeout atomic.Uint64 // the request that ran over its time
	final   atomic.Int32  // haltGone or haltShutdown: for good
	cut     atomic.Bool   // a search of the request stopped early
	timer   *time.Timer
}

// halted says whether the request in progress must stop (the stop
// function of the search agents); it notes when it said so, since only
// then was something cut short.
func (c *conn) halted() bool {
	if c.watch.final.Load() != haltNone || c.watch.timeout.Load() == c.watch.gen.Load()&^1|1 {
		c.watch.cut.Store(true)
		return true
	}
	return false
}

// halt is why the request stopped, or haltNone.
func (c *conn) halt() int32 {
	if f := c.watch.final.Load(); f != haltNone {
		return f
	}
	if c.watch.timeout.Load() == c.watch.gen.Load()&^1|1 && c.watch.cut.Load() {
		return haltTimeout // over its time, and a search was cut short
	}
	return haltNone
}

// beginWork starts watching a request.
func (c *conn) beginWork() {
	w := &c.watch
	w.started.Store(time.Now().UnixNano())
	w.cut.Store(false)
	w.gen.Add(1)
	if w.timer == nil {
		w.timer = time.AfterFunc(watchEvery, c.check)
	} else {
		w.timer.Reset(watchEvery)
	}
}

// endWork stops watching it.
func (c *conn) endWork() {
	c.watch.timer.Stop()
	c.watch.gen.Add(1) // a check still running sees another request
}

// check runs on the watch's timer while a request is in progress.
func (c *conn) check() {
	w := &c.watch
	gen := w.gen.Load()
	if gen%2 == 0 { // even: between requests
		return
	}
	switch {
	case peerGone(c.nc):
		w.final.CompareAndSwap(haltNone, haltGone)
		return
	case c.srv.opts.MaxRequest > 0 && time.Since(time.Unix(0, w.started.Load())) > c.srv.opts.MaxRequest:
		w.timeout.Store(gen)
		return
	}
	if w.gen.Load() == gen {
		w.timer.Reset(watchEvery)
	}
}

// haltError is the error of a request cut short, or nil.
func (c *conn) haltError(cmd string) *wire.Error {
	switch c.halt() {
	case haltTimeout:
		return wire.Errorf(wire.CodeLimit, "%s: the request ran over the server's limit of %v (lorcana serve --max-request) and was cut short; "+
			"its envs wait for a reset", cmd, c.srv.opts.MaxRequest)
	case haltGone:
		return wire.Errorf(wire.CodeLimit, "%s: the client closed the connection; the request was cut short", cmd)
	case haltShutdown:
		return wire.Errorf(wire.CodeShuttingDown, "%s: the server is shutting down; the request was cut short", cmd)
	}
	return nil
}
