package export

import (
	"encoding/json"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Architecture describes an exported network (the .json beside the .npz).
type Architecture struct {
	Format        string       `json:"format"` // "lorcana-policy"
	Version       int          `json:"version"`
	EncodeVersion int          `json:"encode_version"`
	Players       int          `json:"players"`
	Arch          model.Arch   `json:"arch"`
	Dims          DimsJSON     `json:"dims"`
	Layout        LayoutJSON   `json:"layout"`
	Params        []ParamJSON  `json:"params"`
	MaskPenalty   float64      `json:"mask_penalty"`
	Inputs        []InputJSON  `json:"inputs"`
	Outputs       []InputJSON  `json:"outputs"`
	Formulas      []string     `json:"formulas"`
	Training      TrainingJSON `json:"training"`
}

// DimsJSON are the compact observation's shapes.
type DimsJSON struct {
	CardRows       int   `json:"card_rows"`
	CardFeatures   int   `json:"card_features"`
	Globals        int   `json:"globals"`
	Options        int   `json:"options"`
	OptionFeatures int   `json:"option_features"`
	CardVocab      int   `json:"card_vocab"`
	Zones          []int `json:"zones"`
}

// LayoutJSON says how a full observation is cut down to the compact one.
type LayoutJSON struct {
	SpecCardRows int             `json:"spec_card_rows"`
	SpecOptions  int             `json:"spec_options"`
	Sections     []model.Section `json:"sections"`
	Keep         model.Keep      `json:"keep"`
	Note         string          `json:"note"`
}

// ParamJSON names a weight array of the .npz.
type ParamJSON struct {
	Name  string `json:"name"`
	Shape []int  `json:"shape"`
}

// InputJSON is a tensor of the network's interface.
type InputJSON struct {
	Name  string `json:"name"`
	DType string `json:"dtype"`
	Shape []any  `json:"shape"`
}

// TrainingJSON is where the weights come from.
type TrainingJSON struct {
	Updates  int     `json:"updates"`
	EnvSteps int64   `json:"env_steps"`
	Seconds  float64 `json:"seconds"`
}

// Describe returns the architecture description of a checkpoint.
func Describe(f *checkpoint.File, l *model.Layout) Architecture {
	d := f.Dims
	a := Architecture{Format: "lorcana-policy", Version: 1, EncodeVersion: f.EncodeVersion, Players: f.Players, Arch: f.Arch,
		Dims: DimsJSON{d.CardRows, d.CardFeatures, d.Globals, d.Options, d.OptionFeatures, d.CardVocab, d.Zones},
		Layout: LayoutJSON{SpecCardRows: l.Spec.CardRows, SpecOptions: l.Spec.Options, Sections: l.Sections, Keep: l.Keep,
			Note: "compact row To+i is full row From+i of each section; compact options are the first `options` option rows; " +
				"an option_refs entry that is -1 or names a dropped row becomes -1"},
		MaskPenalty: model.MaskPenalty,
		Training:    TrainingJSON{f.Update, f.EnvSteps, f.Seconds}}
	for _, p := range f.Params {
		a.Params = append(a.Params, ParamJSON{p.Name, p.Shape})
	}
	a.Inputs = []InputJSON{
		{"card_index", "int32", []any{"N", d.CardRows}},
		{"cards", "float32", []any{"N", d.CardRows, d.CardFeatures}},
		{"globals", "float32", []any{"N", d.Globals}},
		{"options", "float32", []any{"N", d.Options, d.OptionFeatures}},
		{"option_refs", "int32", []any{"N", d.Options, 2}},
		{"mask", "float32", []any{"N", d.Options}},
	}
	a.Outputs = []InputJSON{{"logits", "float32", []any{"N", d.Options}}, {"value", "float32", []any{"N"}}}
	a.Formulas = []string{
		"e[r] = relu(cards[r] @ card_w + card_embed[card_index[r]] + card_b) * (card_index[r] > 0)",
		"pool[z] = sum of e over the rows of zone z / max(1, occupied rows of zone z)   (zones: consecutive row counts)",
		"x = concat(pool[0], ..., pool[Z-1], globals)",
		"s = relu(relu(x @ trunk_w + trunk_b) @ trunk2_w + trunk2_b)",
		"src = e @ opt_src, tgt = e @ opt_tgt, with a zero row for refs of -1",
		"h[k] = relu(options[k] @ opt_w + src[option_refs[k,0]] + tgt[option_refs[k,1]] + s @ opt_state + opt_b)",
		"logits[k] = h[k] @ opt_out + (mask[k] - 1) * mask_penalty",
		"value = s @ value_w + value_b",
	}
	return a
}

// JSON renders the description, indented.
func (a Architecture) JSON() []byte {
	b, err := json.MarshalIndent(a, "", "  ")
	if err != nil { // plain structs always marshal
		panic(err)
	}
	return append(b, '\n')
}

// Weights returns the network's weights as .npz arrays.
func Weights(f *checkpoint.File) []Array {
	var out []Array
	for _, p := range f.Params {
		out = append(out, Array{Name: p.Name, Shape: p.Shape, F32: p.Data})
	}
	return out
}
