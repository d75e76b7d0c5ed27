package engine_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

// counter is an Observer that counts what a game did.
type counter struct {
	defs []engine.CardDef
	mu   sync.Mutex
	// actionsPlayed: action cards played (4.3.3); actionsResolved: their
	// effects resolved (5.4.1.2); staticResolved: static abilities said to
	// resolve, which never happens (6.4: they apply, nothing resolves).
	actionsPlayed, actionsResolved, staticResolved, resolved, events int
	lastTurn                                                         int16
	turnWentBack                                                     bool
}

func (c *counter) Event(ev engine.Event) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.events++
	if ev.Turn < c.lastTurn {
		c.turnWentBack = true
	}
	c.lastTurn = ev.Turn
	if ev.Kind == engine.EvPlayed && c.defs[ev.SubjectDef].Type == engine.TypeAction {
		c.actionsPlayed++
	}
}

func (c *counter) Resolved(def engine.DefID, ab uint8, sub int8) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.resolved++
	d := &c.defs[def]
	if int(ab) >= len(d.Abilities) {
		return // granted (6.4.3) or a keyword's
	}
	switch d.Abilities[ab].Kind {
	case engine.Static:
		c.staticResolved++
	}
	if a := d.Abilities[ab]; d.Type == engine.TypeAction && sub == 0 && a.Kind == engine.Triggered && a.Trigger.Event == engine.EvNone {
		c.actionsResolved++
	}
}

// TestObserver: an observer sees every action played and its effect
// resolve once (5.4.1.2), never a static ability resolving (6.4), events in
// turn order, and it changes nothing: the games are the same without it.
func TestObserver(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]string{
		{"set1-amber-amethyst", "set1-emerald-sapphire"},
		{"set4-amber-steel", "set8-amber-amethyst"},
	} {
		t.Run(pair[0]+"_vs_"+pair[1], func(t *testing.T) {
			var ids [2][]engine.DefID
			for i, name := range pair {
				d, err := decks.Load(name, ix)
				if err != nil {
					t.Fatal(err)
				}
				ids[i] = d.IDs()
			}
			plain, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: ids[:]})
			if err != nil {
				t.Fatal(err)
			}
			c := &counter{defs: defs}
			watched := plain.WithObserver(c)
			var buf []engine.Action
			for seed := uint64(1); seed <= 20; seed++ {
				a, b := plain.NewState(seed), watched.NewState(seed)
				c.lastTurn = 0
				rng := engine.NewRNG(seed)
				for !a.Over() {
					buf = a.Legal(buf[:0])
					act := buf[rng.Intn(len(buf))]
					if err := a.Apply(act); err != nil {
						t.Fatal(err)
					}
					if err := b.Apply(act); err != nil {
						t.Fatal(err)
					}
				}
				if !bytes.Equal(a.AppendSerialized(nil), b.AppendSerialized(nil)) {
					t.Fatalf("seed %d: the observed game differs from the plain one", seed)
				}
			}
			if c.actionsPlayed == 0 || c.resolved == 0 || c.events == 0 {
				t.Fatalf("nothing observed: %+v", c)
			}
			if c.actionsResolved != c.actionsPlayed {
				t.Errorf("%d actions played, %d action effects resolved", c.actionsPlayed, c.actionsResolved)
			}
			if c.staticResolved != 0 {
				t.Errorf("%d static abilities resolved", c.staticResolved)
			}
			if c.turnWentBack {
				t.Errorf("an event's turn went back")
			}
		})
	}
}
