package export

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/model"
	"google.golang.org/protobuf/encoding/protowire"
)

// ONNX element types and attribute types (onnx.proto).
const (
	onnxFloat = 1
	onnxInt32 = 6
	onnxInt64 = 7

	attrFloat = 1
	attrInt   = 2
	attrInts  = 7
)

// ONNX IR and operator-set versions of the exported model.
const (
	IRVersion = 7
	Opset     = 13
)

// msg is a protobuf message being written.
type msg []byte

func (m msg) bytes(field protowire.Number, b []byte) msg {
	m = protowire.AppendTag(m, field, protowire.BytesType)
	return protowire.AppendBytes(m, b)
}
func (m msg) str(field protowire.Number, s string) msg { return m.bytes(field, []byte(s)) }
func (m msg) int(field protowire.Number, v int64) msg {
	m = protowire.AppendTag(m, field, protowire.VarintType)
	return protowire.AppendVarint(m, uint64(v))
}
func (m msg) float(field protowire.Number, v float32) msg {
	m = protowire.AppendTag(m, field, protowire.Fixed32Type)
	return protowire.AppendFixed32(m, math.Float32bits(v))
}

// tensor is a TensorProto with raw little-endian data.
func tensor(name string, dtype int, dims []int, raw []byte) msg {
	var t msg
	for _, d := range dims {
		t = t.int(1, int64(d))
	}
	t = t.int(2, int64(dtype))
	t = t.str(8, name)
	return t.bytes(9, raw)
}

func f32raw(x []float32) []byte {
	b := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func i64raw(x []int64) []byte {
	b := make([]byte, 8*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(v))
	}
	return b
}

func i32raw(x []int32) []byte {
	b := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return b
}

// valueInfo is a ValueInfoProto of a tensor whose dims are ints or names.
func valueInfo(name string, dtype int, dims []any) msg {
	var shape msg
	for _, d := range dims {
		var dim msg
		switch d := d.(type) {
		case int:
			dim = dim.int(1, int64(d))
		case string:
			dim = dim.str(2, d)
		}
		shape = shape.bytes(1, dim)
	}
	var tt msg
	tt = tt.int(1, int64(dtype))
	tt = tt.bytes(2, shape)
	var typ msg
	typ = typ.bytes(1, tt)
	var vi msg
	vi = vi.str(1, name)
	return vi.bytes(2, typ)
}

// graphBuilder collects nodes and constants.
type graphBuilder struct {
	nodes  []msg
	inits  []msg
	counts int
}

type attr struct {
	name string
	i    *int64
	f    *float32
	ints []int64
}

func (g *graphBuilder) tmp(prefix string) string {
	g.counts++
	return fmt.Sprintf("%s_%d", prefix, g.counts)
}

// op adds a node with one output and returns the output's name.
func (g *graphBuilder) op(opType string, inputs []string, attrs ...attr) string {
	return g.opNamed(opType, g.tmp(opType), inputs, attrs...)
}

// opNamed adds a node whose output is named out.
func (g *graphBuilder) opNamed(opType, out string, inputs []string, attrs ...attr) string {
	var n msg
	for _, in := range inputs {
		n = n.str(1, in)
	}
	n = n.str(2, out)
	n = n.str(3, out)
	n = n.str(4, opType)
	for _, a := range attrs {
		var am msg
		am = am.str(1, a.name)
		switch {
		case a.i != nil:
			am = am.int(20, attrInt)
			am = am.int(3, *a.i)
		case a.f != nil:
			am = am.int(20, attrFloat)
			am = am.float(2, *a.f)
		default:
			am = am.int(20, attrInts)
			for _, v := range a.ints {
				am = am.int(8, v)
			}
		}
		n = n.bytes(5, am)
	}
	g.nodes = append(g.nodes, n)
	return out
}

func (g *graphBuilder) constI64(vals ...int64) string {
	name := g.tmp("const")
	g.inits = append(g.inits, tensor(name, onnxInt64, []int{len(vals)}, i64raw(vals)))
	return name
}

func (g *graphBuilder) scalarF32(v float32) string {
	name := g.tmp("const")
	g.inits = append(g.inits, tensor(name, onnxFloat, nil, f32raw([]float32{v})))
	return name
}

func (g *graphBuilder) scalarI32(v int32) string {
	name := g.tmp("const")
	g.inits = append(g.inits, tensor(name, onnxInt32, nil, i32raw([]int32{v})))
	return name
}

func iattr(name string, v int64) attr { return attr{name: name, i: &v} }

// ONNX returns the network as an ONNX model (serialised ModelProto) that
// computes the same logits and value as model.Forward, on compact inputs
// with a free batch size N.
func ONNX(f *checkpoint.File) ([]byte, error) {
	net, err := f.Net()
	if err != nil {
		return nil, err
	}
	d := net.Dims
	g := &graphBuilder{}
	w := map[string]string{}
	for _, p := range net.Params {
		g.inits = append(g.inits, tensor(p.Name, onnxFloat, p.Shape, f32raw(p.Data)))
		w[p.Name] = p.Name
	}
	relu := func(x string) string { return g.op("Relu", []string{x}) }
	add := func(a, b string) string { return g.op("Add", []string{a, b}) }
	matmul := func(a, b string) string { return g.op("MatMul", []string{a, b}) }
	slice1 := func(x string, from, to int, axis int64) string {
		return g.op("Slice", []string{x, g.constI64(int64(from)), g.constI64(int64(to)), g.constI64(axis)})
	}

	// Card rows.
	emb := g.op("Gather", []string{w["card_embed"], "card_index"}, iattr("axis", 0))
	e := relu(add(add(matmul("cards", w["card_w"]), emb), w["card_b"]))
	present := g.op("Cast", []string{g.op("Greater", []string{"card_index", g.scalarI32(0)})}, iattr("to", onnxFloat))
	e = g.op("Mul", []string{e, g.op("Unsqueeze", []string{present, g.constI64(2)})})

	// Zones.
	var parts []string
	start := 0
	for _, n := range d.Zones {
		sum := g.op("ReduceSum", []string{slice1(e, start, start+n, 1), g.constI64(1)}, iattr("keepdims", 0))
		cnt := g.op("ReduceSum", []string{slice1(present, start, start+n, 1), g.constI64(1)}, iattr("keepdims", 1))
		cnt = g.op("Max", []string{cnt, g.scalarF32(1)})
		parts = append(parts, g.op("Div", []string{sum, cnt}))
		start += n
	}
	parts = append(parts, "globals")
	x := g.op("Concat", parts, iattr("axis", 1))
	s := relu(add(matmul(x, w["trunk_w"]), w["trunk_b"]))
	s = relu(add(matmul(s, w["trunk2_w"]), w["trunk2_b"]))

	// Options.
	pads := g.constI64(0, 0, 0, 0, 1, 0) // one zero row after the card rows
	src := g.op("Pad", []string{matmul(e, w["opt_src"]), pads})
	tgt := g.op("Pad", []string{matmul(e, w["opt_tgt"]), pads})
	refs := g.op("Cast", []string{"option_refs"}, iattr("to", onnxInt64))
	zero64, rows64 := g.constI64(0), g.constI64(int64(d.CardRows))
	refs = g.op("Where", []string{g.op("Less", []string{refs, zero64}), rows64, refs})
	srcIdx := slice1(refs, 0, 1, 2)
	tgtIdx := slice1(refs, 1, 2, 2)
	h := matmul("options", w["opt_w"])
	h = add(h, g.op("GatherND", []string{src, srcIdx}, iattr("batch_dims", 1)))
	h = add(h, g.op("GatherND", []string{tgt, tgtIdx}, iattr("batch_dims", 1)))
	h = add(h, g.op("Unsqueeze", []string{matmul(s, w["opt_state"]), g.constI64(1)}))
	h = relu(add(h, w["opt_b"]))
	raw := matmul(h, w["opt_out"])
	penalty := g.op("Mul", []string{g.op("Sub", []string{"mask", g.scalarF32(1)}), g.scalarF32(model.MaskPenalty)})
	g.opNamed("Add", "logits", []string{raw, penalty})
	g.opNamed("Add", "value", []string{matmul(s, w["value_w"]), w["value_b"]})

	var graph msg
	for _, n := range g.nodes {
		graph = graph.bytes(1, n)
	}
	graph = graph.str(2, "lorcana_policy")
	for _, t := range g.inits {
		graph = graph.bytes(5, t)
	}
	ins := []struct {
		name  string
		dtype int
		dims  []any
	}{
		{"card_index", onnxInt32, []any{"N", d.CardRows}},
		{"cards", onnxFloat, []any{"N", d.CardRows, d.CardFeatures}},
		{"globals", onnxFloat, []any{"N", d.Globals}},
		{"options", onnxFloat, []any{"N", d.Options, d.OptionFeatures}},
		{"option_refs", onnxInt32, []any{"N", d.Options, 2}},
		{"mask", onnxFloat, []any{"N", d.Options}},
	}
	for _, in := range ins {
		graph = graph.bytes(11, valueInfo(in.name, in.dtype, in.dims))
	}
	graph = graph.bytes(12, valueInfo("logits", onnxFloat, []any{"N", d.Options}))
	graph = graph.bytes(12, valueInfo("value", onnxFloat, []any{"N"}))

	var model_ msg
	model_ = model_.int(1, IRVersion)
	model_ = model_.str(2, "lorcana")
	model_ = model_.str(3, "1")
	model_ = model_.str(6, "Lorcana policy/value network (train/model); inputs are the compact observation, see the .json of lorcana export --format npz")
	model_ = model_.bytes(7, graph)
	var opset msg
	opset = opset.str(1, "")
	opset = opset.int(2, Opset)
	model_ = model_.bytes(8, opset)
	return model_, nil
}
