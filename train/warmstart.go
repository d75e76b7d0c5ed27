package train

import (
	"fmt"
	"io"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// warmStart loads the weights that model.init names for a new run, after
// checking that the network has the shapes the configuration asks for.
func warmStart(cfg *config.Config, layout *model.Layout, arch model.Arch, log io.Writer) (*model.Net, error) {
	f, path, err := checkpoint.Resolve(cfg.Model.Init)
	if err != nil {
		return nil, fmt.Errorf("train: model.init: %w", err)
	}
	if _, err := f.Layout(); err != nil {
		return nil, fmt.Errorf("train: model.init: %s: %w", path, err)
	}
	var diff []string
	if f.Players != layout.Spec.Players {
		diff = append(diff, fmt.Sprintf("players %d (this run: %d)", f.Players, layout.Spec.Players))
	}
	if f.Arch != arch {
		diff = append(diff, fmt.Sprintf("card_dim/hidden/option_hidden %d/%d/%d (this run: %d/%d/%d)",
			f.Arch.CardDim, f.Arch.Hidden, f.Arch.OptionHidden, arch.CardDim, arch.Hidden, arch.OptionHidden))
	}
	if f.Keep != layout.Keep {
		k, l := f.Keep, layout.Keep
		diff = append(diff, fmt.Sprintf("hand/play/discard/look rows and options %d/%d/%d/%d/%d (this run: %d/%d/%d/%d/%d)",
			k.Hand, k.Play, k.Discard, k.Look, k.Options, l.Hand, l.Play, l.Discard, l.Look, l.Options))
	}
	if len(diff) > 0 {
		return nil, fmt.Errorf("train: model.init: %s has another network: %v; set the model keys to its own", path, diff)
	}
	net, err := f.Net()
	if err != nil {
		return nil, fmt.Errorf("train: model.init: %s: %w", path, err)
	}
	fmt.Fprintf(log, "starting from the weights of %s (trained %d updates, %d env steps)\n", path, f.Update, f.EnvSteps)
	return net, nil
}

// sameLearning reports whether a checkpoint's recorded settings (YAML of
// config.Learning) are cfg's. The record is read over the embedded defaults,
// so a key added since it was written counts as its default. model.init is
// not compared (a resumed run's weights are its own checkpoint's); where cfg
// leaves it empty it takes the record's, which later checkpoints keep.
// eval.held_out is compared where the record has one.
func sameLearning(record string, cfg *config.Config) bool {
	c, err := config.FromLearning(record)
	if err != nil {
		return false
	}
	if cfg.Model.Init == "" {
		cfg.Model.Init = c.Model.Init
	}
	c.Model.Init = cfg.Model.Init
	if len(c.Eval.HeldOut) == 0 {
		// Records written before eval.held_out was recorded have it empty
		// (it could change on resume then): they resume with any.
		c.Eval.HeldOut = cfg.Eval.HeldOut
	}
	return c.Learning() == cfg.Learning()
}
