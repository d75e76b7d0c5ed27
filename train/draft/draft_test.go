package draft

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/checkpoints"
	"github.com/lorcana-rl/lorcana/configs"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/lorcana-rl/lorcana/train/ppo"
)

func catalog(t *testing.T) []engine.CardDef {
	t.Helper()
	defs, err := cards.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	return defs
}

func newEncoder(t *testing.T, defs []engine.CardDef) *Encoder {
	t.Helper()
	enc, err := NewEncoder(defs)
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

func newDrafter(t *testing.T, net *Net, defs []engine.CardDef, sample bool, seed uint64) *Drafter {
	t.Helper()
	d, err := NewDrafter(net, defs, sample, seed)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// observations drafts a 4-seat pod of set 5 with heuristic drafters and
// returns seat 0's encoded observations (packs of 12 down to 1 card).
func observations(t *testing.T, defs []engine.CardDef, packs int) []Encoded {
	t.Helper()
	sets := make([]string, packs)
	for i := range sets {
		sets[i] = "5"
	}
	d, err := limited.NewDraft(limited.DraftConfig{Seats: 4, Sets: sets, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	enc := newEncoder(t, defs)
	h := &limited.HeuristicDrafter{Defs: defs}
	var out []Encoded
	var o limited.Observation
	for !d.Done() {
		s := d.ToPick()
		if err := d.Observe(s, &o); err != nil {
			t.Fatal(err)
		}
		if s == 0 {
			var x Encoded
			if !enc.Encode(&o, &x) {
				t.Fatal("encode refused a draft's observation")
			}
			out = append(out, x)
		}
		if err := d.PickIndex(s, h.Choose(&o)); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestForwardMatchesGraph(t *testing.T) {
	defs := catalog(t)
	xs := observations(t, defs, 1)
	net, err := NewNet(Arch{Hidden: 16, ValueHidden: 8}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := range net.Params { // non-zero biases, so that they are checked too
		for j := range net.Params[i].Data {
			net.Params[i].Data[j] += 0.05 * float32(math.Sin(float64(i*131+j)))
		}
	}
	l, err := NewLearner(net, 1e-3, 0)
	if err != nil {
		t.Fatal(err)
	}
	logits, values, err := l.GraphForward(xs)
	if err != nil {
		t.Fatal(err)
	}
	for i := range xs {
		var got [PackSlots]float32
		v := net.Forward(&xs[i], &got, nil)
		if d := math.Abs(float64(v - values[i])); d > 1e-4 {
			t.Errorf("decision %d: value %v in Go, %v in the graph", i, v, values[i])
		}
		for k := range PackSlots {
			want := logits[i*PackSlots+k]
			if xs[i].Mask[k] == 0 {
				if got[k] > -1e8 || want > -1e8 {
					t.Errorf("decision %d slot %d is not a legal pick but has logits %v (Go) and %v (graph)", i, k, got[k], want)
				}
				continue
			}
			if d := math.Abs(float64(got[k] - want)); d > 1e-4 {
				t.Errorf("decision %d slot %d: logit %v in Go, %v in the graph", i, k, got[k], want)
			}
		}
	}
}

func TestMaskedPicks(t *testing.T) {
	defs := catalog(t)
	xs := observations(t, defs, 1) // packs of 12, 11, ..., 1
	net, err := NewNet(DefaultArch, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		sample bool
	}{{"greedy", false}, {"sampling", true}} {
		t.Run(tc.name, func(t *testing.T) {
			d := &Drafter{Net: net, Enc: newEncoder(t, defs), Sample: tc.sample, rng: newRNG(5)}
			for i, x := range xs {
				legal := 0
				for _, m := range x.Mask {
					legal += int(m)
				}
				if legal != PackSlots-i {
					t.Fatalf("decision %d: %d legal slots, want %d", i, legal, PackSlots-i)
				}
				for range 20 {
					d.x = x
					slot, logp, _, ok := d.act(tc.sample)
					if !ok || slot < 0 || slot >= legal || x.Mask[slot] == 0 {
						t.Fatalf("decision %d: picked slot %d (ok %v) of a pack of %d", i, slot, ok, legal)
					}
					if logp > 0 || math.IsInf(logp, 0) {
						t.Fatalf("decision %d: log-probability %v", i, logp)
					}
				}
				var p float64
				for k, lp := range d.logp {
					if x.Mask[k] == 0 && !math.IsInf(lp, -1) {
						t.Fatalf("decision %d: illegal slot %d has probability %v", i, k, math.Exp(lp))
					}
					p += math.Exp(lp)
				}
				if math.Abs(p-1) > 1e-9 {
					t.Fatalf("decision %d: probabilities add up to %v", i, p)
				}
			}
		})
	}
	var empty Encoded
	d := &Drafter{Net: net, Enc: newEncoder(t, defs)}
	d.x = empty
	if _, _, _, ok := d.act(false); ok {
		t.Error("a decision with no legal pick was answered")
	}
}

// draftWith drafts a 4-seat pod of one pack round with dr at every seat and
// returns the picks.
func draftWith(t *testing.T, dr limited.Drafter, seed uint64) []engine.DefID {
	t.Helper()
	d, err := limited.NewDraft(limited.DraftConfig{Seats: 4, Sets: []string{"5", "5"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	if err := limited.RunDraft(d, []limited.Drafter{dr, dr, dr, dr}); err != nil {
		t.Fatal(err)
	}
	var out []engine.DefID
	for s := range 4 {
		for _, p := range d.Picks(s) {
			out = append(out, p.Card.Card.Card)
		}
	}
	return out
}

func equalIDs(a, b []engine.DefID) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSeeded(t *testing.T) {
	defs := catalog(t)
	a, _ := NewNet(DefaultArch, 1)
	b, _ := NewNet(DefaultArch, 1)
	c, _ := NewNet(DefaultArch, 2)
	for _, tc := range []struct {
		name       string
		x, y       *Net
		s1, s2     uint64
		sample     bool
		wantEquals bool
	}{
		{"same weights, greedy", a, b, 1, 2, false, true},
		{"same weights and sampling seed", a, b, 9, 9, true, true},
		{"other sampling seed", a, b, 9, 10, true, false},
		{"other weights", a, c, 1, 1, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := draftWith(t, newDrafter(t, tc.x, defs, tc.sample, tc.s1), 3)
			q := draftWith(t, newDrafter(t, tc.y, defs, tc.sample, tc.s2), 3)
			if equalIDs(p, q) != tc.wantEquals {
				t.Errorf("picks equal: %v, want %v", equalIDs(p, q), tc.wantEquals)
			}
		})
	}
}

func TestCheckpointRoundTrip(t *testing.T) {
	defs := catalog(t)
	net, _ := NewNet(DefaultArch, 4)
	dir := t.TempDir()
	ck := &Checkpoint{Arch: net.Arch, Params: net.Params, Update: 3, Config: "seed: 4\n"}
	path := filepath.Join(dir, CheckpointName(3))
	if err := ck.Save(path); err != nil {
		t.Fatal(err)
	}
	for _, from := range []string{path, dir} {
		got, _, err := LoadCheckpoint(from)
		if err != nil {
			t.Fatal(err)
		}
		if got.Update != 3 || got.Config != "seed: 4\n" {
			t.Errorf("%s: update %d config %q", from, got.Update, got.Config)
		}
		loaded, err := got.Net()
		if err != nil {
			t.Fatal(err)
		}
		if !equalIDs(draftWith(t, newDrafter(t, net, defs, false, 0), 5), draftWith(t, newDrafter(t, loaded, defs, false, 0), 5)) {
			t.Errorf("%s: the loaded network drafts other picks", from)
		}
	}
	data, _ := os.ReadFile(path)
	bad := append([]byte(nil), data...)
	bad[len(bad)/2] ^= 0xff
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"not a checkpoint", []byte("hello")},
		{"truncated", data[:len(data)-5]},
		{"damaged", bad},
	} {
		if _, err := DecodeCheckpoint(tc.data); err == nil {
			t.Errorf("%s: decoded without an error", tc.name)
		}
	}
	if _, _, err := LoadCheckpoint(t.TempDir()); err == nil {
		t.Error("an empty folder loaded")
	}
}

// TestUpdateFollowsAdvantage: PPO steps on a decision with a positive
// advantage raise the probability of its pick; with a negative one, lower it.
func TestUpdateFollowsAdvantage(t *testing.T) {
	defs := catalog(t)
	xs := observations(t, defs, 1)[:4]
	for _, tc := range []struct {
		name string
		adv  float32
	}{{"positive", 1}, {"negative", -1}} {
		t.Run(tc.name, func(t *testing.T) {
			net, _ := NewNet(DefaultArch, 6)
			l, err := NewLearner(net, 3e-3, 0)
			if err != nil {
				t.Fatal(err)
			}
			b := &Batch{Inputs: xs}
			before := make([]float64, len(xs))
			for i := range xs {
				var lg [PackSlots]float32
				var lp [PackSlots]float64
				net.Forward(&xs[i], &lg, nil)
				LogProbs(&lg, &xs[i].Mask, &lp)
				b.Actions = append(b.Actions, 1)
				b.OldLogp = append(b.OldLogp, float32(lp[1]))
				b.Advantages = append(b.Advantages, tc.adv)
				b.Returns = append(b.Returns, 0)
				before[i] = lp[1]
			}
			for range 3 {
				if _, err := l.Update(b, []int{0, 1, 2, 3}, ppo.Coefficients{Clip: 0.2, Value: 0.5}); err != nil {
					t.Fatal(err)
				}
			}
			for i := range xs {
				var lg [PackSlots]float32
				var lp [PackSlots]float64
				net.Forward(&xs[i], &lg, nil)
				LogProbs(&lg, &xs[i].Mask, &lp)
				if (lp[1] > before[i]) != (tc.adv > 0) {
					t.Errorf("decision %d: log-probability of the pick went from %.4f to %.4f with advantage %v", i, before[i], lp[1], tc.adv)
				}
			}
			bad := &Batch{Inputs: xs[:1], Actions: []int32{11}, OldLogp: []float32{0}, Advantages: []float32{1}, Returns: []float32{0}}
			if _, err := l.Update(bad, []int{0}, ppo.Coefficients{Clip: 0.2}); err == nil && xs[0].Mask[11] == 0 {
				t.Error("an update on a pick that is not legal went through")
			}
		})
	}
}

func TestConfig(t *testing.T) {
	c, err := ParseConfig(configs.Draft)
	if err != nil {
		t.Fatalf("the embedded configuration: %v", err)
	}
	if c.Pod.Seats != 8 || c.Pod.Player != "neural" {
		t.Errorf("embedded configuration read as %+v", c.Pod)
	}
	dir := t.TempDir()
	for _, tc := range []struct{ name, yaml string }{
		{"unknown key", "nonsense: 1\n"},
		{"wrong type", "pod: {seats: many}\n"},
		{"no opponent seat", "pod: {seats: 4, learners: 4}\n"},
		{"odd games", "pod: {games: 3}\n"},
		{"no opponents", "pod: {opponents: []}\n"},
		{"unknown start", "init: {from: cloning}\n"},
		{"no scale", "init: {from: rating, scale: 0}\n"},
	} {
		f := filepath.Join(dir, "c.yaml")
		os.WriteFile(f, []byte(tc.yaml), 0o644)
		if _, err := ParseConfig(configs.Draft, f); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	if _, err := ParseConfig(configs.Draft, filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("a missing file was accepted")
	}
}

func TestTrainShort(t *testing.T) {
	if testing.Short() {
		t.Skip("plays pods")
	}
	defs := catalog(t)
	dir := t.TempDir()
	f := filepath.Join(dir, "c.yaml")
	os.WriteFile(f, []byte(`total_pods: 4
workers: 2
pod: {seats: 4, sets: ["5", "5", "5"], learners: 2, opponents: [heuristic, random], games: 2}
ppo: {pods_per_update: 2, minibatch: 64, epochs: 1}
eval: {pods: 2}
checkpoint_every: 1
dir: `+dir+"\n"), 0o644)
	cfg, err := ParseConfig(configs.Draft, f)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Train(context.Background(), cfg, defs, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Updates != 2 || sum.Pods != 4 || sum.Picks != 4*2*36 || sum.Final == nil || sum.Final.Games != 2*2*2*2 {
		t.Fatalf("summary %+v (final %+v)", sum, sum.Final)
	}
	ck, _, err := LoadCheckpoint(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ck.Update != 2 || ck.Adam == nil || ck.Adam.Step != 2*3 {
		t.Errorf("checkpoint at update %d, Adam %+v", ck.Update, ck.Adam != nil)
	}
	again, err := ParseConfig(configs.Draft, f)
	if err != nil {
		t.Fatal(err)
	}
	again.Workers = 1
	again.Dir = t.TempDir()
	if _, err := Train(context.Background(), again, defs, io.Discard); err != nil {
		t.Fatal(err)
	}
	ck2, _, err := LoadCheckpoint(again.Dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ck.Params {
		for j, v := range ck.Params[i].Data {
			if ck2.Params[i].Data[j] != v {
				t.Fatalf("weights differ with 1 and 2 workers (%s[%d])", ck.Params[i].Name, j)
			}
		}
	}
}

func TestRegisteredDrafter(t *testing.T) {
	defs := catalog(t)
	net, _ := NewNet(DefaultArch, 8)
	dir := t.TempDir()
	path := filepath.Join(dir, CheckpointName(1))
	if err := (&Checkpoint{Arch: net.Arch, Params: net.Params}).Save(path); err != nil {
		t.Fatal(err)
	}
	junk := filepath.Join(t.TempDir(), "junk.ckpt")
	os.WriteFile(junk, []byte("not a checkpoint"), 0o644)
	want := draftWith(t, newDrafter(t, net, defs, false, 0), 11)
	shippedCk, err := DecodeCheckpoint(checkpoints.Draft)
	if err != nil {
		t.Fatalf("the shipped drafter: %v", err)
	}
	shippedNet, err := shippedCk.Net()
	if err != nil {
		t.Fatal(err)
	}
	shippedPicks := draftWith(t, newDrafter(t, shippedNet, defs, false, 0), 11)
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"ppo:" + path, true},
		{" ppo: " + dir + " ", true},
		{"ppo", true}, // the shipped drafter
		{"ppo:", true},
		{"ppo:" + filepath.Join(dir, "missing.ckpt"), false},
		{"ppo:" + junk, false},
		{"ppo:" + t.TempDir(), false},
	} {
		d, err := limited.NewDrafter(tc.name, defs, 1)
		if (err == nil) != tc.ok {
			t.Errorf("%q: error %v, want ok %v", tc.name, err, tc.ok)
			continue
		}
		w := want
		if strings.TrimSpace(strings.TrimPrefix(tc.name, "ppo")) == "" || tc.name == "ppo:" {
			w = shippedPicks
		}
		if tc.ok && !equalIDs(draftWith(t, d, 11), w) {
			t.Errorf("%q drafts other picks than its network", tc.name)
		}
	}
}

func TestPairInterval(t *testing.T) {
	for _, tc := range []struct {
		shares []float64
		lo, hi float64
	}{
		{nil, 0, 1},
		{[]float64{0.7}, 0, 1},
		{[]float64{0.5, 0.5, 0.5}, 0.5, 0.5},
		{[]float64{0.4, 0.6}, 0.304, 0.696}, // mean 0.5, se 0.1
		{[]float64{1, 1, 0.9, 1}, 0.926, 1},
	} {
		lo, hi := EvalResult{PairShares: tc.shares}.PairInterval()
		if math.Abs(lo-tc.lo) > 1e-3 || math.Abs(hi-tc.hi) > 1e-3 {
			t.Errorf("%v: [%.4f, %.4f], want [%.3f, %.3f]", tc.shares, lo, hi, tc.lo, tc.hi)
		}
	}
}

// A network started as a rating drafter (StartAsRating) drafts greedy a
// card of the best value of each pack for limited.RatingDrafter of the same
// commitment: the value of that drafter's own pick (ties between cards of
// the same value may go either way).
func TestStartAsRating(t *testing.T) {
	defs := catalog(t)
	table, err := limited.DrafterRatings(defs, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, commitment := range []float32{1, 0, 0.5} {
		t.Run(fmt.Sprint(commitment), func(t *testing.T) {
			rd := limited.NewRatingDrafter(defs, table)
			rd.Commitment = float64(commitment)
			net, err := NewNet(DefaultArch, 8)
			if err != nil {
				t.Fatal(err)
			}
			net.StartAsRating(50, commitment)
			dr := newDrafter(t, net, defs, false, 0)
			d, err := limited.NewDraft(limited.DraftConfig{Seats: 4, Sets: []string{"5", "5", "5", "5"}, Seed: 12})
			if err != nil {
				t.Fatal(err)
			}
			var o limited.Observation
			decisions, differ := 0, 0
			for !d.Done() {
				s := d.ToPick()
				if err := d.Observe(s, &o); err != nil {
					t.Fatal(err)
				}
				mine, theirs := dr.Choose(&o), rd.Choose(&o)
				value := func(k int) float32 {
					z, v := dr.x.X[k*InFeatures+fRatingZ], dr.x.X[k*InFeatures+fRatingValue]
					return z + commitment*(v-z)
				}
				if math.Abs(float64(value(mine)-value(theirs))) > 1e-5 {
					t.Fatalf("pick %d of seat %d: the network took a card of value %v, the rating drafter one of %v", len(o.Pool)+1, s+1, value(mine), value(theirs))
				}
				if o.Pack[mine].Card.Card != o.Pack[theirs].Card.Card {
					differ++
				}
				decisions++
				if err := d.PickIndex(s, theirs); err != nil {
					t.Fatal(err)
				}
			}
			if decisions != 4*4*limited.PackSize || differ > decisions/10 {
				t.Errorf("%d decisions, %d of them another card than the rating drafter's", decisions, differ)
			}
		})
	}
}

// A checkpoint of the first networks (no rating features: a first layer of
// InFeaturesV1 rows) loads with zero weights for the rating features, so
// that it drafts as it did.
func TestFirstVersionCheckpointWidens(t *testing.T) {
	net, _ := NewNet(DefaultArch, 6)
	h := net.Arch.Hidden
	w1 := net.Params[pW1].Data
	clear(w1[InFeaturesV1*h:]) // what the old network computed
	old := net.Clone()
	old.Params[pW1].Data = append([]float32(nil), w1[:InFeaturesV1*h]...)
	old.Params[pW1].Shape = []int{InFeaturesV1, h}
	m := make([][]float32, numParams)
	for i, p := range old.Params {
		m[i] = make([]float32, len(p.Data))
	}
	data, err := (&Checkpoint{Arch: old.Arch, Params: old.Params, Adam: &AdamState{M: m, V: m}}).Encode()
	if err != nil {
		t.Fatal(err)
	}
	ck, err := DecodeCheckpoint(data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ck.Net()
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range got.Params {
		if fmt.Sprint(p.Shape) != fmt.Sprint(net.Params[i].Shape) || fmt.Sprint(p.Data) != fmt.Sprint(net.Params[i].Data) {
			t.Errorf("weight %s: %v, want %v as widened", p.Name, p.Shape, net.Params[i].Shape)
		}
		if len(ck.Adam.M[i]) != len(p.Data) {
			t.Errorf("weight %s: %d moments for %d weights", p.Name, len(ck.Adam.M[i]), len(p.Data))
		}
	}
	other := old.Clone()
	other.Params[pW1].Shape = []int{InFeaturesV1 - 1, h}
	other.Params[pW1].Data = other.Params[pW1].Data[:(InFeaturesV1-1)*h]
	data, _ = (&Checkpoint{Arch: other.Arch, Params: other.Params}).Encode()
	if _, err := DecodeCheckpoint(data); err == nil || !strings.Contains(err.Error(), "w1") {
		t.Errorf("a first layer of %d rows loaded (%v)", InFeaturesV1-1, err)
	}
}

// The builder's rank of a pack card counts the pool cards of the pool's two
// main inks that score above it (limited.Score), in 35-card decks, up to 1.
func TestBuilderRank(t *testing.T) {
	defs := catalog(t)
	enc := newEncoder(t, defs)
	// Two implemented single-ink cards of one ink, of different Scores.
	lo, hi := -1, -1
	for id := range defs {
		d := &defs[id]
		if !d.Implemented || d.Inks != engine.InkSet(0).With(0) {
			continue
		}
		switch {
		case lo < 0:
			lo = id
		case hi < 0 && limited.Score(d) > limited.Score(&defs[lo]):
			hi = id
		}
	}
	if lo < 0 || hi < 0 {
		t.Fatal("no two cards of the first ink with different Scores")
	}
	card := func(id engine.DefID) limited.DraftCard {
		var c limited.DraftCard
		c.Card.Card = id
		return c
	}
	for _, tc := range []struct {
		name      string
		pool      int // copies of hi in the pool
		candidate int
		want      float32
	}{
		{"empty pool", 0, lo, 0},
		{"ten above", 10, lo, 10.0 / limited.DraftDeckSize},
		{"a deck above", 40, lo, 1},
		{"none above", 40, hi, 0},
	} {
		o := limited.Observation{Pack: []limited.DraftCard{card(engine.DefID(tc.candidate))}}
		o.Mask[0] = true
		for range tc.pool {
			o.Pool = append(o.Pool, card(engine.DefID(hi)))
		}
		var x Encoded
		if !enc.Encode(&o, &x) {
			t.Fatalf("%s: not encoded", tc.name)
		}
		if got := x.X[fBuilderRank]; math.Abs(float64(got-tc.want)) > 1e-6 {
			t.Errorf("%s: builder rank %v, want %v", tc.name, got, tc.want)
		}
	}
}

// AverageRun is the mean of the weights of a run's checkpoints from an
// update on, with the newest one's record.
func TestAverageRun(t *testing.T) {
	dir := t.TempDir()
	nets := make([]*Net, 3)
	for i := range nets {
		nets[i], _ = NewNet(DefaultArch, uint64(i+1))
		ck := &Checkpoint{Arch: nets[i].Arch, Params: nets[i].Params, Update: 10 * (i + 1), Pods: int64(80 * (i + 1)), Config: fmt.Sprint(i)}
		if err := ck.Save(filepath.Join(dir, CheckpointName(10*(i+1)))); err != nil {
			t.Fatal(err)
		}
	}
	avg, err := AverageRun(dir, 20)
	if err != nil {
		t.Fatal(err)
	}
	if avg.Update != 30 || avg.Pods != 240 || avg.Config != "2" || avg.Adam != nil || !strings.Contains(avg.Averaged, "2 checkpoints, updates 20 to 30") {
		t.Errorf("record: update %d, pods %d, config %q, averaged %q", avg.Update, avg.Pods, avg.Config, avg.Averaged)
	}
	for k, p := range avg.Params {
		for j, v := range p.Data {
			if want := (nets[1].Params[k].Data[j] + nets[2].Params[k].Data[j]) / 2; math.Abs(float64(v-want)) > 1e-7 {
				t.Fatalf("%s[%d] = %v, want %v", p.Name, j, v, want)
			}
		}
	}
	if _, err := AverageRun(dir, 31); err == nil || !strings.Contains(err.Error(), "no checkpoint of update 31") {
		t.Errorf("no checkpoint to average: %v", err)
	}
	small, _ := NewNet(Arch{Hidden: 8, ValueHidden: 4}, 1)
	if err := (&Checkpoint{Arch: small.Arch, Params: small.Params, Update: 40}).Save(filepath.Join(dir, CheckpointName(40))); err != nil {
		t.Fatal(err)
	}
	if _, err := AverageRun(dir, 0); err == nil || !strings.Contains(err.Error(), "not one run") {
		t.Errorf("checkpoints of other sizes averaged: %v", err)
	}
}
