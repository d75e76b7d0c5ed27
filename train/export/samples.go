package export

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/model"
)

// Samples records n observations from games between random players on the
// default decks (seeded from seed; every third decision), of as many
// players as the network plays (layout.Spec.Players), and returns them,
// full and compact, with the network's logits and values on them, as .npz
// arrays: full_card_index, full_cards, ... (the encode.Obs fields), the
// compact card_index, cards, globals, options, option_refs, mask, and
// logits, value.
func Samples(net *model.Net, layout *model.Layout, n int, seed uint64) ([]Array, error) {
	if n < 1 {
		return nil, fmt.Errorf("export: %d samples", n)
	}
	cfg := env.DefaultConfig()
	cfg.Players = layout.Spec.Players
	e, err := env.New(cfg)
	if err != nil {
		return nil, err
	}
	spec := e.Spec()
	R, F, G, K, H := spec.CardRows, spec.CardFeatures, spec.GlobalFeatures, spec.Options, spec.OptionFeatures
	full := struct {
		ci, refs             []int32
		cards, gl, opt, mask []float32
	}{}
	batch := layout.NewBatch(n)
	rng := engine.NewRNG(seed)
	game := uint64(0)
	obs, _ := e.Reset(seed)
	for got, step := 0, 0; got < n; step++ {
		if step%3 == 0 {
			full.ci = append(full.ci, obs.CardIndex...)
			full.cards = append(full.cards, obs.Cards...)
			full.gl = append(full.gl, obs.Globals...)
			full.opt = append(full.opt, obs.Options...)
			full.refs = append(full.refs, obs.OptionRefs...)
			full.mask = append(full.mask, obs.Mask...)
			layout.Compact(model.FrameOf(obs), batch, got)
			got++
		}
		var term, trunc bool
		obs, _, term, trunc, _, err = e.Step(rng.Intn(obs.NumOptions))
		if err != nil {
			return nil, err
		}
		if term || trunc {
			game++
			obs, _ = e.Reset(seed + game)
		}
	}
	r, err := model.NewRunner(net)
	if err != nil {
		return nil, err
	}
	d := layout.Dims()
	logits, values := make([]float32, n*d.Options), make([]float32, n)
	if err := r.Run(batch, logits, values); err != nil {
		return nil, err
	}
	return []Array{
		{Name: "full_card_index", Shape: []int{n, R}, I32: full.ci},
		{Name: "full_cards", Shape: []int{n, R, F}, F32: full.cards},
		{Name: "full_globals", Shape: []int{n, G}, F32: full.gl},
		{Name: "full_options", Shape: []int{n, K, H}, F32: full.opt},
		{Name: "full_option_refs", Shape: []int{n, K, 2}, I32: full.refs},
		{Name: "full_mask", Shape: []int{n, K}, F32: full.mask},
		{Name: "card_index", Shape: []int{n, d.CardRows}, I32: batch.CardIndex},
		{Name: "cards", Shape: []int{n, d.CardRows, d.CardFeatures}, F32: batch.Cards},
		{Name: "globals", Shape: []int{n, d.Globals}, F32: batch.Globals},
		{Name: "options", Shape: []int{n, d.Options, d.OptionFeatures}, F32: batch.Options},
		{Name: "option_refs", Shape: []int{n, d.Options, 2}, I32: batch.OptionRefs},
		{Name: "mask", Shape: []int{n, d.Options}, F32: batch.Mask},
		{Name: "logits", Shape: []int{n, d.Options}, F32: logits},
		{Name: "value", Shape: []int{n}, F32: values},
	}, nil
}
