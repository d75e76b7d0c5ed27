package bridge

import (
	"net"
	"unsafe"

	"github.com/lorcana-rl/lorcana/bridge/wire"
	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/vmihailenco/msgpack/v5"
)

// The shm transport (make's "transport": "shm", for a local client): the
// group's batch lives in a shared memory file that the client maps once.
// The VecEnv of an autoreset group encodes observations straight into it
// (a manual group's observations are copied in), the server writes the
// per-env results and int8 masks beside them after every reset and step,
// and the reply to reset, step and observe of every env is only
// {"shm": rounds}. Every array of the file is named in make's reply with
// its offset, dtype and shape; docs/bridge.md has the layout.

// shmAlign is the alignment of every array in the file (a cache line).
const shmAlign = 64

// shmArray is one array of the file.
type shmArray struct {
	name   string
	dtype  string
	shape  []int
	offset int
}

// shmBatch is the shared memory of one group and the views of it.
type shmBatch struct {
	file   *shmFile
	size   int
	arrays []shmArray // in file order: obs fields, final_obs fields, results
	fields fieldSet
	spec   encode.Spec

	// The VecEnv's frames: requested fields are views of the file, the
	// others (and the float mask) the server's own memory. A manual group
	// has no final frames.
	obs, final env.Frames
	mask       []byte // |i1 [n, K], nil when the mask is not requested
	finalMask  []byte

	toPlay, winner, turn []int32
	reward, rewards      []float32
	term, trunc          []bool
	rounds               uint64 // batches written
}

// shmLayout lays out the file of n envs of spec s and fields f (with final
// observations for an autoreset group): it returns the arrays and the
// file's size.
func shmLayout(s encode.Spec, n int, f fieldSet, final bool) ([]shmArray, int) {
	var arrays []shmArray
	off := 0
	add := func(name, dtype string, shape ...int) {
		arrays = append(arrays, shmArray{name, dtype, shape, off})
		size := elemSize(dtype)
		for _, d := range shape {
			size *= d
		}
		off += (size + shmAlign - 1) / shmAlign * shmAlign
	}
	for _, prefix := range []string{"obs.", "final_obs."} {
		if prefix == "final_obs." && !final {
			break
		}
		for i := range fieldNames {
			if f&(1<<i) != 0 {
				dtype, one := fieldShape(s, i)
				add(prefix+fieldNames[i], dtype, append([]int{n}, one...)...)
			}
		}
	}
	add("num_options", wire.DtypeInt32, n)
	add("to_play", wire.DtypeInt32, n)
	add("reward", wire.DtypeFloat32, n)
	add("rewards", wire.DtypeFloat32, n, s.Players)
	add("terminated", wire.DtypeBool, n)
	add("truncated", wire.DtypeBool, n)
	add("winner", wire.DtypeInt32, n)
	add("turn", wire.DtypeInt32, n)
	return arrays, off
}

// newShmBatch makes the shared memory of a group of n envs (with final
// observations for an autoreset group).
func newShmBatch(s encode.Spec, n int, f fieldSet, final bool) (*shmBatch, error) {
	arrays, size := shmLayout(s, n, f, final)
	file, err := createShm(size)
	if err != nil {
		return nil, err
	}
	b := &shmBatch{file: file, size: size, arrays: arrays, fields: f, spec: s}
	z := env.FramesSize(s, n)
	var tables [2]env.Frames
	var masks [2][]byte
	for k, prefix := range []string{"obs.", "final_obs."} {
		if k == 1 && !final {
			break
		}
		fr := &tables[k]
		fr.CardIndex = shmView[int32](b, prefix+"card_index", z[0])
		fr.Cards = shmView[float32](b, prefix+"cards", z[1])
		fr.Globals = shmView[float32](b, prefix+"globals", z[2])
		fr.Options = shmView[float32](b, prefix+"options", z[3])
		fr.OptionRefs = shmView[int32](b, prefix+"option_refs", z[4])
		fr.OptionCards = shmView[int32](b, prefix+"option_cards", z[5])
		fr.Mask = make([]float32, z[6])
		fr.NumOptions = make([]int32, z[7])
		fr.Player = make([]int32, z[8])
		if f&fieldMask != 0 {
			masks[k] = shmView[byte](b, prefix+"mask", z[6])
		}
	}
	tables[0].NumOptions = shmView[int32](b, "num_options", n)
	b.obs, b.final = tables[0], tables[1]
	b.mask, b.finalMask = masks[0], masks[1]
	b.toPlay = shmView[int32](b, "to_play", n)
	b.reward = shmView[float32](b, "reward", n)
	b.rewards = shmView[float32](b, "rewards", n*s.Players)
	b.term = shmView[bool](b, "terminated", n)
	b.trunc = shmView[bool](b, "truncated", n)
	b.winner = shmView[int32](b, "winner", n)
	b.turn = shmView[int32](b, "turn", n)
	return b, nil
}

// shmView is the array name of the file as a slice of count elements, or
// a slice of the server's own memory when the file has no such array (a
// field not requested).
func shmView[T any](b *shmBatch, name string, count int) []T {
	for _, a := range b.arrays {
		if a.name == name {
			return unsafe.Slice((*T)(unsafe.Pointer(&b.file.mem[a.offset])), count)
		}
	}
	return make([]T, count)
}

// publish writes into the file what is not there yet after a reset, step
// or restore of the envs sel: the per-env results and the masks as int8,
// and for a manual group the observations of sel.
func (b *shmBatch) publish(g *group, sel []int) {
	r := g.results()
	copy(b.obs.NumOptions, r.numOptions) // an autoreset group's are there already
	copy(b.toPlay, r.toPlay)
	copy(b.reward, r.reward)
	copy(b.rewards, r.rewards)
	copy(b.term, r.term)
	copy(b.trunc, r.trunc)
	copy(b.winner, r.winner)
	copy(b.turn, r.turn)
	k := b.spec.Options
	if bt := g.last; g.vec != nil {
		if b.mask != nil {
			toInt8(b.mask, bt.Mask)
			for i := range bt.N {
				if bt.Terminated[i] || bt.Truncated[i] {
					toInt8(b.finalMask[i*k:(i+1)*k], bt.Final.Mask[i*k:(i+1)*k])
				}
			}
		}
	} else {
		var row encode.Obs
		for _, i := range sel {
			if o := g.obs[i]; o != nil {
				fillView(&row, &b.obs, b.spec, i)
				row.CopyFrom(o)
				if b.mask != nil {
					toInt8(b.mask[i*k:(i+1)*k], o.Mask)
				}
			}
		}
	}
	b.rounds++
}

func toInt8(dst []byte, m []float32) {
	for i, x := range m {
		v := byte(0)
		if x != 0 {
			v = 1
		}
		dst[i] = v
	}
}

// describe writes the file's description for make's reply.
func (b *shmBatch) describe(e *msgpack.Encoder) {
	e.EncodeMapLen(3)
	e.EncodeString("path")
	e.EncodeString(b.file.path)
	e.EncodeString("size")
	e.EncodeInt(int64(b.size))
	e.EncodeString("arrays")
	e.EncodeMapLen(len(b.arrays))
	for _, a := range b.arrays {
		e.EncodeString(a.name)
		e.EncodeMapLen(3)
		e.EncodeString("offset")
		e.EncodeInt(int64(a.offset))
		e.EncodeString("dtype")
		e.EncodeString(a.dtype)
		e.EncodeString("shape")
		e.EncodeArrayLen(len(a.shape))
		for _, d := range a.shape {
			e.EncodeInt(int64(d))
		}
	}
}

func (b *shmBatch) close() { b.file.close() }

// shmRefusal says why connection nc cannot have the shm transport, or ""
// when it can: the client must share this machine's memory (a Unix socket
// or loopback TCP), and arrays are written in the host's byte order, which
// must be the wire's.
func shmRefusal(nc net.Conn) string {
	switch {
	case !shmSupported:
		return "this server's platform cannot map shared memory"
	case !wire.LittleEndianHost:
		return "this server's host is big-endian"
	case !isLocal(nc):
		return "the client is not on this machine (shm needs a Unix socket or a loopback address)"
	}
	return ""
}

// isLocal says whether the peer of nc is on this machine.
func isLocal(nc net.Conn) bool {
	if _, ok := nc.LocalAddr().(*net.UnixAddr); ok {
		return true
	}
	if a, ok := nc.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.IsLoopback()
	}
	return false
}
