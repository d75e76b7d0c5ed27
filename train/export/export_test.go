package export

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/model"
	"google.golang.org/protobuf/encoding/protowire"
)

func testFile(t *testing.T) (*checkpoint.File, *model.Layout) {
	l, err := model.NewLayout(encode.NewSpec(2), model.Keep{Hand: 2, Play: 2, Look: 1, Options: 4})
	if err != nil {
		t.Fatal(err)
	}
	arch := model.Arch{CardDim: 2, Hidden: 3, OptionHidden: 2}
	net, err := model.New(l.Dims(), arch, 1)
	if err != nil {
		t.Fatal(err)
	}
	return &checkpoint.File{EncodeVersion: encode.Version, Players: 2, Keep: l.Keep, Arch: arch, Dims: net.Dims, Params: net.Params}, l
}

// The .npz is a zip of .npy files whose headers and data numpy reads.
func TestNPZ(t *testing.T) {
	var b bytes.Buffer
	arrays := []Array{{Name: "a", Shape: []int{2, 3}, F32: []float32{1, 2, 3, 4, 5, -6.5}}, {Name: "b", Shape: []int{1}, I32: []int32{-7}}}
	if err := WriteNPZ(&b, arrays); err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(b.Bytes()), int64(b.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if len(z.File) != 2 || z.File[0].Name != "a.npy" || z.File[1].Name != "b.npy" {
		t.Fatalf("members %v", z.File)
	}
	r, _ := z.File[0].Open()
	data, _ := io.ReadAll(r)
	hlen := int(binary.LittleEndian.Uint16(data[8:10]))
	header := string(data[10 : 10+hlen])
	if !strings.HasPrefix(string(data), "\x93NUMPY\x01\x00") || (10+hlen)%64 != 0 ||
		!strings.Contains(header, "'descr': '<f4'") || !strings.Contains(header, "'shape': (2, 3)") {
		t.Errorf("header %q", header)
	}
	if v := math.Float32frombits(binary.LittleEndian.Uint32(data[10+hlen+20:])); v != -6.5 {
		t.Errorf("last value %v", v)
	}
	r, _ = z.File[1].Open()
	data, _ = io.ReadAll(r)
	if !strings.Contains(string(data), "'descr': '<i4'") || !strings.Contains(string(data), "'shape': (1,)") {
		t.Errorf("int header %q", data[:80])
	}
	if WriteNPZ(io.Discard, []Array{{Name: "x", Shape: []int{3}, F32: []float32{1}}}) == nil {
		t.Error("a short array was accepted")
	}
}

func TestDescribe(t *testing.T) {
	f, l := testFile(t)
	var a Architecture
	if err := json.Unmarshal(Describe(f, l).JSON(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Format != "lorcana-policy" || len(a.Params) != model.NumParams || a.Dims.CardRows != 2+2*2+1 ||
		len(a.Layout.Sections) != 4 || a.Layout.Sections[1].From != l.Spec.PlayStart || a.Inputs[4].Name != "option_refs" {
		t.Errorf("description %+v", a)
	}
}

// The ONNX model is a ModelProto of IR 7 and opset 13 with every weight as
// an initializer and the named inputs and outputs. (Its numbers are checked
// against Go's by bridge/python/tests/test_policy.py.)
func TestONNXStructure(t *testing.T) {
	f, _ := testFile(t)
	data, err := ONNX(f)
	if err != nil {
		t.Fatal(err)
	}
	fields := map[protowire.Number][][]byte{}
	var ir uint64
	for b := data; len(b) > 0; {
		num, typ, n := protowire.ConsumeTag(b)
		b = b[n:]
		if typ == protowire.VarintType {
			v, n := protowire.ConsumeVarint(b)
			b = b[n:]
			if num == 1 {
				ir = v
			}
			continue
		}
		v, n := protowire.ConsumeBytes(b)
		if n < 0 {
			t.Fatal("bad protobuf")
		}
		b = b[n:]
		fields[num] = append(fields[num], v)
	}
	if ir != IRVersion || len(fields[7]) != 1 || len(fields[8]) != 1 {
		t.Fatalf("model fields: ir %d, %d graphs, %d opsets", ir, len(fields[7]), len(fields[8]))
	}
	graph := string(fields[7][0])
	for _, name := range append(model.ParamNames[:], "card_index", "option_refs", "mask", "logits", "value", "GatherND") {
		if !strings.Contains(graph, name) {
			t.Errorf("graph lacks %q", name)
		}
	}
}
