package bridge

import (
	"log/slog"
	"net"
	"sync"
	"time"
)

// Slowing token guessing (docs/bridge.md, "Threat model"): each source
// address (an IP; every Unix-socket client is one source) has a bucket of
// authBurst failures, refilled at one per authEvery. A wrong token takes
// one; while the bucket is empty a hello is refused without its token
// being compared, so a guesser gets one guess a second instead of
// thousands. Failures and refusals are logged at LevelSecurity.
// LevelSecurity is the log level of failed tokens: lorcana serve prints
// it even without --verbose.
const LevelSecurity = slog.LevelWarn + 2

const (
	authBurst   = 5
	authEvery   = time.Second
	authSources = 1 << 14 // sources remembered; full buckets are forgotten first
)

type authLimiter struct {
	mu      sync.Mutex
	buckets map[string]*authBucket
}

type authBucket struct {
	tokens  float64
	last    time.Time
	refused int // hellos refused unchecked since the last logged one
}

// source is the key of a connection's address: its IP, or "unix".
func source(nc net.Conn) string {
	if a, ok := nc.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.String()
	}
	return nc.LocalAddr().Network()
}

// bucket returns src's bucket, refilled to now.
func (l *authLimiter) bucket(src string, now time.Time) *authBucket {
	if l.buckets == nil {
		l.buckets = map[string]*authBucket{}
	}
	b, ok := l.buckets[src]
	if !ok {
		if len(l.buckets) >= authSources {
			l.forget(now)
		}
		b = &authBucket{tokens: authBurst, last: now}
		l.buckets[src] = b
	}
	b.tokens = min(authBurst, b.tokens+now.Sub(b.last).Seconds()/authEvery.Seconds())
	b.last = now
	return b
}

// forget drops the sources whose buckets are full again (or, if none is,
// all of them: the map stays bounded).
func (l *authLimiter) forget(now time.Time) {
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()/authEvery.Seconds() >= authBurst {
			delete(l.buckets, k)
		}
	}
	if len(l.buckets) >= authSources {
		clear(l.buckets)
	}
}

// allow says whether src may have a token checked; when not, it also
// says how many hellos were refused unchecked since the last time it said
// so (log every 100th).
func (l *authLimiter) allow(src string) (ok bool, refused int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.bucket(src, time.Now())
	if b.tokens >= 1 {
		return true, 0
	}
	b.refused++
	return false, b.refused
}

// fail counts a wrong token from src and returns the failures left before
// it is slowed.
func (l *authLimiter) fail(src string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.bucket(src, time.Now())
	b.tokens = max(0, b.tokens-1)
	return int(b.tokens)
}
