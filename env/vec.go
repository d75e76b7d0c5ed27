package env

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/lorcana-rl/lorcana/encode"
)

// Frames holds one observation per env, flat and env-major: env i's cards
// are Cards[i*R*F : (i+1)*R*F], and so on (R, F, G, K, H from the Spec).
type Frames struct {
	CardIndex   []int32   // [N*R]
	Cards       []float32 // [N*R*F]
	Globals     []float32 // [N*G]
	Options     []float32 // [N*K*H]
	OptionRefs  []int32   // [N*K*2]
	OptionCards []int32   // [N*K*2]
	Mask        []float32 // [N*K]
	NumOptions  []int32   // [N] legal options listed
	Player      []int32   // [N] the seat whose view each observation is
}

func newFrames(s encode.Spec, n int) Frames {
	z := FramesSize(s, n)
	return Frames{CardIndex: make([]int32, z[0]), Cards: make([]float32, z[1]), Globals: make([]float32, z[2]),
		Options: make([]float32, z[3]), OptionRefs: make([]int32, z[4]), OptionCards: make([]int32, z[5]),
		Mask: make([]float32, z[6]), NumOptions: make([]int32, z[7]), Player: make([]int32, z[8])}
}

// FramesSize is the length of each slice of Frames for n envs: the number
// of elements of CardIndex, Cards, Globals, Options, OptionRefs,
// OptionCards, Mask, NumOptions and Player, in that order.
func FramesSize(s encode.Spec, n int) [9]int {
	return [9]int{n * s.CardRows, n * s.CardRows * s.CardFeatures, n * s.GlobalFeatures,
		n * s.Options * s.OptionFeatures, n * s.Options * s.OptionRefs, n * s.Options * s.OptionRefs,
		n * s.Options, n, n}
}

// fits says whether f holds n observations of spec s.
func (f *Frames) fits(s encode.Spec, n int) error {
	want := FramesSize(s, n)
	got := [9]int{len(f.CardIndex), len(f.Cards), len(f.Globals), len(f.Options), len(f.OptionRefs),
		len(f.OptionCards), len(f.Mask), len(f.NumOptions), len(f.Player)}
	if got != want {
		return fmt.Errorf("lengths %v, want %v for %d envs", got, want, n)
	}
	return nil
}

// view returns env i's observation as an encode.Obs over the buffers.
func (f *Frames) view(s encode.Spec, i int) *encode.Obs {
	r, k := s.CardRows, s.Options
	return &encode.Obs{
		CardIndex:   f.CardIndex[i*r : (i+1)*r],
		Cards:       f.Cards[i*r*s.CardFeatures : (i+1)*r*s.CardFeatures],
		Globals:     f.Globals[i*s.GlobalFeatures : (i+1)*s.GlobalFeatures],
		Options:     f.Options[i*k*s.OptionFeatures : (i+1)*k*s.OptionFeatures],
		OptionRefs:  f.OptionRefs[i*k*s.OptionRefs : (i+1)*k*s.OptionRefs],
		OptionCards: f.OptionCards[i*k*s.OptionRefs : (i+1)*k*s.OptionRefs],
		Mask:        f.Mask[i*k : (i+1)*k],
	}
}

// Batch is what VecEnv returns: the observations of the N envs (each of the
// seat to act, ToPlay) and the results of the last step. All slices are
// preallocated once and overwritten by every Reset and Step.
type Batch struct {
	N    int
	Spec encode.Spec
	Frames
	ToPlay     []int32   // [N] the seat to act in each env
	Rewards    []float32 // [N*Players] per seat, for the last step
	Reward     []float32 // [N] the reward of the seat that acted
	Terminated []bool    // [N] the game ended with a result (and was reset)
	Truncated  []bool    // [N] the game was cut by a limit (and was reset)
	Winner     []int32   // [N] of the game that ended: seat, -2 draw, -1 none; -1 otherwise
	Turns      []int32   // [N] turns of the game that ended; 0 otherwise
	// Final holds, for each env whose game ended in the last step, the
	// last observation of that game (from the view of the seat that acted);
	// rows of other envs are stale.
	Final Frames
}

// VecEnv steps N environments on a fixed pool of goroutines. Env i plays
// games seeded from (seed, i, its game count), so every env's games depend
// only on the seeds and its own actions, never on scheduling.
//
// Finished games are reset in the same step (like Gymnasium's SAME_STEP
// autoreset): Step returns the first observation of the next game with
// Terminated or Truncated set, and the last observation of the finished game
// in Batch.Final. We chose it over NEXT_STEP because every row of every
// batch is then a live decision, so no step is spent on a dummy action that
// a learner must mask out of its loss, and the final observation is still
// there to bootstrap truncated games.
type VecEnv struct {
	envs    []*Env
	batch   Batch
	spec    encode.Spec
	base    uint64   // the seed
	seeds   []uint64 // per env base seed
	games   []uint64 // per env games started
	actions []int32
	errs    []error
	finals  []*encode.Obs // views of Batch.Final per env
	// resetSeeds, during a ResetSeeds round, are the seeds of its games.
	resetSeeds []uint64

	workers int
	start   []chan struct{}
	done    chan struct{}
	reset   bool // the job of this round: reset (true) or step
}

// NewVec builds n environments of cfg, seeded from seed. With an opponent
// (single-agent mode) cfg.NewOpponent must be set: each env needs its own.
// Workers default to GOMAXPROCS; Close stops them.
func NewVec(cfg Config, n int, seed uint64) (*VecEnv, error) {
	return NewVecWorkers(cfg, n, seed, runtime.GOMAXPROCS(0))
}

// NewVecWorkers is NewVec with a given number of worker goroutines.
func NewVecWorkers(cfg Config, n int, seed uint64, workers int) (*VecEnv, error) {
	return NewVecInto(cfg, n, seed, workers, nil, nil)
}

// NewVecInto is NewVecWorkers writing the observations into obs and the
// final observations into final (Batch.Frames and Batch.Final): frames the
// caller provides, such as views of shared memory that another process
// reads, each sized for n envs as FramesSize says. A nil one is allocated.
// The caller must not write to them while the VecEnv is in use.
func NewVecInto(cfg Config, n int, seed uint64, workers int, obs, final *Frames) (*VecEnv, error) {
	if n < 1 {
		return nil, fmt.Errorf("env: %d environments: need at least one", n)
	}
	if cfg.Opponent != nil && cfg.NewOpponent == nil {
		return nil, errors.New("env: a VecEnv needs Config.NewOpponent (one agent per env; an Agent is not safe for concurrent use)")
	}
	b, err := build(cfg)
	if err != nil {
		return nil, err
	}
	workers = min(max(workers, 1), n)
	spec := encode.NewSpec(b.config.Players)
	frames, finals := Frames{}, Frames{}
	if obs == nil {
		frames = newFrames(spec, n)
	} else {
		if err := obs.fits(spec, n); err != nil {
			return nil, fmt.Errorf("env: observation frames: %w", err)
		}
		frames = *obs
	}
	if final == nil {
		finals = newFrames(spec, n)
	} else {
		if err := final.fits(spec, n); err != nil {
			return nil, fmt.Errorf("env: final frames: %w", err)
		}
		finals = *final
	}
	v := &VecEnv{spec: spec, workers: workers, base: seed, seeds: make([]uint64, n), games: make([]uint64, n),
		actions: make([]int32, n), errs: make([]error, n), done: make(chan struct{}, workers)}
	v.batch = Batch{N: n, Spec: spec, Frames: frames, Final: finals,
		ToPlay: make([]int32, n), Rewards: make([]float32, n*spec.Players), Reward: make([]float32, n),
		Terminated: make([]bool, n), Truncated: make([]bool, n), Winner: make([]int32, n), Turns: make([]int32, n)}
	for i := range n {
		e, err := newEnv(b, v.batch.view(spec, i), nil)
		if err != nil {
			return nil, err
		}
		v.envs = append(v.envs, e)
		v.finals = append(v.finals, v.batch.Final.view(spec, i))
		v.seeds[i] = mix(seed, uint64(i))
	}
	for w := range workers {
		ch := make(chan struct{})
		v.start = append(v.start, ch)
		go v.work(w, ch)
	}
	return v, nil
}

// Renumber makes env i play the games of env first+i of a VecEnv of the
// same seed (from its next Reset): a vector cut into slices, each a VecEnv
// renumbered from its first env (bridge's make first_env: one server per
// machine), plays the games of the whole.
func (v *VecEnv) Renumber(first int) {
	for i := range v.seeds {
		v.seeds[i], v.games[i] = mix(v.base, uint64(first+i)), 0
	}
}

// Spec returns the shapes of the observations.
func (v *VecEnv) Spec() encode.Spec { return v.spec }

// Len is the number of environments.
func (v *VecEnv) Len() int { return len(v.envs) }

// Env returns environment i (for inspection: its State, Legal, Seed).
func (v *VecEnv) Env(i int) *Env { return v.envs[i] }

// Info returns env i's Info for the last Reset or Step; after a step that
// ended its game, Final is that game's last observation (a view into
// Batch.Final), Rewards are the step's (a view into Batch.Rewards) and the
// rest describes the new game.
func (v *VecEnv) Info(i int) Info {
	info := v.envs[i].info
	p := v.spec.Players
	info.Rewards = v.batch.Rewards[i*p : (i+1)*p] // the step's, not the new game's
	if v.batch.Terminated[i] || v.batch.Truncated[i] {
		info.Final = v.finals[i]
	}
	return info
}

// Note says why the environments play fallback decks, or is empty.
func (v *VecEnv) Note() string { return v.envs[0].Note() }

// Close stops the worker goroutines. The VecEnv must not be used after.
func (v *VecEnv) Close() {
	for _, ch := range v.start {
		close(ch)
	}
	v.start = nil
}

// Reset starts a new game in every env. Err tells whether every env could.
func (v *VecEnv) Reset() *Batch {
	v.round(true)
	return &v.batch
}

// ResetSeeds starts a new game in every env, env i's the game of seeds[i]
// (the one Env.Reset(seeds[i]) plays); the games after it follow the env's
// own sequence. Err tells whether every env could.
func (v *VecEnv) ResetSeeds(seeds []uint64) (*Batch, error) {
	if len(seeds) != len(v.envs) {
		return &v.batch, fmt.Errorf("env: %d seeds for %d environments", len(seeds), len(v.envs))
	}
	v.resetSeeds = seeds
	v.round(true)
	v.resetSeeds = nil
	return &v.batch, v.Err()
}

// Err is the first error of the last Reset or Step, naming its env, or
// nil.
func (v *VecEnv) Err() error {
	for i, err := range v.errs {
		if err != nil {
			return fmt.Errorf("env %d: %w", i, err)
		}
	}
	return nil
}

// Step takes actions[i] (an option index of env i's current observation)
// in every env. If an index is out of range nothing is stepped and the
// error names the env; an engine failure in some env is returned after the
// others have stepped.
func (v *VecEnv) Step(actions []int32) (*Batch, error) {
	if len(actions) != len(v.envs) {
		return &v.batch, fmt.Errorf("env: %d actions for %d environments", len(actions), len(v.envs))
	}
	if v.start == nil {
		return &v.batch, errors.New("env: the VecEnv is closed")
	}
	for i, a := range actions {
		e := v.envs[i]
		if !e.started {
			return &v.batch, fmt.Errorf("env %d: %w", i, ErrNoGame)
		}
		if a < 0 || int(a) >= e.obs.NumOptions {
			return &v.batch, fmt.Errorf("env %d: action %d out of range: %d options", i, a, e.obs.NumOptions)
		}
	}
	copy(v.actions, actions)
	v.round(false)
	return &v.batch, v.Err()
}

// round runs one job on every worker and waits for all.
func (v *VecEnv) round(reset bool) {
	v.reset = reset
	for _, ch := range v.start {
		ch <- struct{}{}
	}
	for range v.start {
		<-v.done
	}
}

// work is worker w's loop: envs w, w+W, w+2W, ...
//
// The frames may be memory another process maps (NewVecInto); if it
// shrinks the file, writing faults. The worker asks the runtime to turn
// such a fault into a panic (debug.SetPanicOnFault) and job turns the panic
// into that env's error, so a misbehaving peer can't crash the process.
func (v *VecEnv) work(w int, start chan struct{}) {
	debug.SetPanicOnFault(true)
	for range start {
		for i := w; i < len(v.envs); i += v.workers {
			v.job(i)
		}
		v.done <- struct{}{}
	}
}

// job resets or steps env i, turning a panic into the env's error.
func (v *VecEnv) job(i int) {
	defer func() {
		if r := recover(); r != nil {
			v.errs[i] = fmt.Errorf("env: failure writing env %d's results (was the shared memory resized?): %v", i, r)
		}
	}()
	if v.reset {
		v.errs[i] = nil
		v.resetEnv(i)
		v.batch.Terminated[i], v.batch.Truncated[i] = false, false
		v.batch.Winner[i], v.batch.Turns[i] = -1, 0
		clear(v.batch.Rewards[i*v.spec.Players : (i+1)*v.spec.Players])
		v.batch.Reward[i] = 0
		return
	}
	v.stepEnv(i)
}

func (v *VecEnv) resetEnv(i int) {
	e := v.envs[i]
	if v.resetSeeds != nil {
		e.Reset(v.resetSeeds[i])
	} else {
		e.Reset(mix(v.seeds[i], v.games[i]))
		v.games[i]++
	}
	v.record(i)
}

func (v *VecEnv) stepEnv(i int) {
	e := v.envs[i]
	b := &v.batch
	_, r, term, trunc, info, err := e.Step(int(v.actions[i]))
	v.errs[i] = err
	p := v.spec.Players
	copy(b.Rewards[i*p:(i+1)*p], info.Rewards)
	b.Reward[i] = r
	b.Terminated[i], b.Truncated[i] = term, trunc
	b.Winner[i], b.Turns[i] = -1, 0
	if err != nil {
		return
	}
	if term || trunc {
		v.ended(i, info)
		return
	}
	v.record(i)
}

// ended keeps the last observation of env i's game, which just ended, in
// Final and starts its next game.
func (v *VecEnv) ended(i int, info Info) {
	e, b := v.envs[i], &v.batch
	b.Terminated[i], b.Truncated[i] = !e.st.Truncated(), e.st.Truncated()
	b.Winner[i], b.Turns[i] = int32(info.Winner), int32(info.Turn)
	v.finals[i].CopyFrom(e.obs)
	b.Final.NumOptions[i] = int32(e.obs.NumOptions)
	b.Final.Player[i] = int32(e.obs.Player)
	v.resetEnv(i)
}

// record copies env i's scalars into the batch.
func (v *VecEnv) record(i int) {
	e := v.envs[i]
	v.batch.NumOptions[i] = int32(e.obs.NumOptions)
	v.batch.Player[i] = int32(e.obs.Player)
	v.batch.ToPlay[i] = int32(e.info.Player)
}
