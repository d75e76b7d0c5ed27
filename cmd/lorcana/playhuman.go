package main

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/agents/human"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/render"
	"github.com/lorcana-rl/lorcana/replay"
)

// humanSpec is the agent name of a person at the terminal.
const humanSpec = "human"

func isHuman(spec string) bool { return strings.EqualFold(strings.TrimSpace(spec), humanSpec) }

// humanNote is play's help about the human seat.
const humanNote = `
"human" is you at the terminal: play shows the board as your seat sees it and
the decision pending with its options numbered; type a number, part of an
option's text, or one of board, log, info (a card's description), help,
concede. With a human seat play
plays one game (--p1 in seat 1 with --deck1), --games, --threads, --json and
--watch don't apply, and Ctrl-D or Ctrl-C ends the game, saving the record
written so far (--record). Each game is dealt from a fresh seed unless --seed
is given; the seed is printed at the start, and --seed with it plays the same
game again.`

// checkHumanFlags refuses the flags that mean nothing with a person playing.
func (a *app) checkHumanFlags(changed func(string) bool, o playOptions, asJSON bool) error {
	switch {
	case changed("games") && o.games != 1:
		return a.usage("--games %d: a game with a human seat is played one at a time (leave out --games)", o.games)
	case asJSON:
		return a.usage("--json: a game with a human seat prints no report")
	case o.watch:
		return a.usage("--watch: a human seat already shows the game")
	}
	return nil
}

// humanGame is one game with at least one person playing.
type humanGame struct {
	game   *engine.Game
	specs  [2]string
	seed   uint64 // the game's seed
	base   uint64 // play's --seed, which deals this game again
	record string // folder of the record, or ""
	decks  [2]string
	out    io.Writer
	in     io.Reader
}

// botTime sums a bot's answers, for the report at the end.
type botTime struct {
	n       int
	total   time.Duration
	longest time.Duration
}

// play plays the game; a person leaving (Ctrl-D, Ctrl-C) ends it early
// without error, saving the record so far.
func (g *humanGame) play(ctx context.Context) (err error) {
	in := human.NewInput(g.in)
	var (
		people []*human.Human
		seats  [2]agents.Agent
		asker  [2]*human.Human
		times  [2]botTime
	)
	for s, spec := range g.specs {
		if isHuman(spec) {
			asker[s] = human.New(s, in, g.out)
			people = append(people, asker[s])
			continue
		}
		ag, err := agents.New(spec, seatSeed(g.seed, s))
		if err != nil {
			return err
		}
		seats[s] = ag
	}
	var rec *replay.Record
	if g.record != "" {
		if rec, err = replay.New(g.game, g.seed, g.decks[:], g.specs[:]); err != nil {
			return err
		}
	}
	fmt.Fprintf(g.out, "Seat 1: %s with %s. Seat 2: %s with %s. Seed %d (--seed %d plays this game again).\n", g.specs[0], g.decks[0], g.specs[1], g.decks[1], g.base, g.base)
	fmt.Fprintln(g.out, "Type the number of an option, or help. Ctrl-D or Ctrl-C leaves the game.")

	st := g.game.NewState(g.seed)
	left := error(nil)
	func() {
		defer func() {
			if r := recover(); r != nil { // an engine bug: keep the record
				err = fmt.Errorf("engine panic in the game of seed %d at decision %d: %v", g.seed, st.Decisions, r)
			}
		}()
		var buf []engine.Action
		for !st.Over() {
			buf = st.Legal(buf[:0])
			if len(buf) == 0 {
				err = fmt.Errorf("engine bug: no legal action in the game of seed %d at decision %d", g.seed, st.Decisions)
				return
			}
			p := st.Pending().Player
			var a engine.Action
			if h := asker[p]; h != nil {
				a, err = h.Ask(ctx, st, buf)
				if errors.Is(err, human.ErrQuit) {
					left, err = err, nil
					return
				}
				if err != nil {
					return
				}
			} else {
				if ctx.Err() != nil {
					left = fmt.Errorf("%w: %w", human.ErrQuit, context.Cause(ctx))
					return
				}
				t0 := time.Now()
				i := seats[p].Act(st, buf)
				d := time.Since(t0)
				times[p].n++
				times[p].total += d
				times[p].longest = max(times[p].longest, d)
				if e, ok := seats[p].(interface{ Err() error }); ok && e.Err() != nil {
					err = fmt.Errorf("agent %s: %w", g.specs[p], e.Err())
					return
				}
				if i < 0 || i >= len(buf) {
					err = fmt.Errorf("agent %s chose %d of %d legal actions", g.specs[p], i, len(buf))
					return
				}
				a = buf[i]
			}
			for _, h := range people {
				h.Observe(st, a)
			}
			if rec != nil {
				rec.Add(a)
			}
			if e := st.Apply(a); e != nil {
				err = fmt.Errorf("engine refused %v at decision %d: %w", a, st.Decisions, e)
				return
			}
		}
	}()
	viewer := people[0].Seat()
	if st.Over() {
		people[0].End(st)
		fmt.Fprintf(g.out, "\nGame over: %s.\n", render.Outcome(st, viewer))
	} else if left != nil {
		fmt.Fprintf(g.out, "\nYou left the game on turn %d after %d decisions: %v.\n", st.Turn, st.Decisions, strings.TrimPrefix(left.Error(), human.ErrQuit.Error()+": "))
	}
	for s, t := range times {
		if t.n > 0 {
			fmt.Fprintf(g.out, "%s (seat %d) answered %d decisions in %s on average, the longest in %s.\n",
				g.specs[s], s+1, t.n, roundDur(t.total/time.Duration(t.n)), roundDur(t.longest))
		}
	}
	if rec != nil {
		rec.Finish(st)
		path := filepath.Join(g.record, "game-"+pad5(1)+".lrp")
		if e := rec.Save(path); e != nil {
			return errors.Join(err, e)
		}
		fmt.Fprintf(g.out, "Record saved to %s (%d actions; lorcana replay %s).\n", path, len(rec.Actions), path)
	}
	return err
}

// playHuman plays the one game of play when a seat is human.
func (a *app) playHuman(ctx context.Context, game *engine.Game, o playOptions, stdin io.Reader) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if stdin == nil {
		stdin = os.Stdin
	}
	specs := [2]string{o.p1, o.p2}
	for i, s := range specs {
		if isHuman(s) {
			specs[i] = humanSpec
		}
	}
	if !slices.ContainsFunc(specs[:], isHuman) {
		return errors.New("playHuman: no human seat")
	}
	g := &humanGame{game: game, specs: specs, seed: pairSeed(o.seed, 0), base: o.seed, record: o.record,
		decks: [2]string(o.decks), out: a.stdout, in: stdin}
	return g.play(ctx)
}

// freshSeed draws a seed no one chose, so that each game deals new hands.
func freshSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:]) >> 11 // short enough to type back
}

// roundDur rounds a duration for the report.
func roundDur(d time.Duration) string {
	if d < time.Microsecond {
		return "under 1µs"
	}
	return d.Round(time.Microsecond).String()
}
