package train

import (
	"fmt"
	"io"
	"slices"

	"github.com/lorcana-rl/lorcana/train/checkpoint"
	"github.com/lorcana-rl/lorcana/train/config"
	"github.com/lorcana-rl/lorcana/train/model"
)

// warmStart loads the weights that model.init names for a new run, after
// checking that the network has the shapes the configuration asks for, and
// the phases they went through (its History; a checkpoint of format 1,
// which has none, counts as one phase whose decks are not recorded).
func warmStart(cfg *config.Config, layout *model.Layout, arch model.Arch, log io.Writer) (*model.Net, []checkpoint.Phase, error) {
	f, path, err := checkpoint.Resolve(cfg.Model.Init)
	if err != nil {
		return nil, nil, fmt.Errorf("train: model.init: %w", err)
	}
	if _, err := f.Layout(); err != nil {
		return nil, nil, fmt.Errorf("train: model.init: %s: %w", path, err)
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
		return nil, nil, fmt.Errorf("train: model.init: %s has another network: %v; set the model keys to its own", path, diff)
	}
	net, err := f.Net()
	if err != nil {
		return nil, nil, fmt.Errorf("train: model.init: %s: %w", path, err)
	}
	fmt.Fprintf(log, "starting from the weights of %s (trained %d updates, %d env steps)\n", path, f.Update, f.EnvSteps)
	history := slices.Clone(f.History)
	if len(history) == 0 {
		fmt.Fprintf(log, "%s has no record of its training decks (%s): this run's checkpoints record an earlier phase whose decks are unknown\n",
			path, f.HistoryProblem())
		history = []checkpoint.Phase{unrecordedPhase(f, path)}
	}
	return net, history, nil
}

// unrecordedPhase stands for the training of a checkpoint without a
// history: its counts are known, its decks are not.
func unrecordedPhase(f *checkpoint.File, path string) checkpoint.Phase {
	return checkpoint.Phase{Updates: f.Update, EnvSteps: f.EnvSteps, Seconds: f.Seconds, Unrecorded: true,
		Note: "the training of " + path + ", a checkpoint of format " + fmt.Sprint(f.Format) + " without a record of its decks"}
}

// resumedHistory is the history a resumed run goes on with: the
// checkpoint's, whose last phase is this run's; for a checkpoint of format
// 1, this run's phase (its decks are the configuration's, which resuming
// checked are the same), after an unrecorded one where it was itself a
// warm start.
func (t *Trainer) resumedHistory(f *checkpoint.File) ([]checkpoint.Phase, error) {
	if len(f.History) > 0 {
		return slices.Clone(f.History), nil
	}
	var h []checkpoint.Phase
	if t.cfg.Model.Init != "" {
		h = append(h, checkpoint.Phase{Unrecorded: true, Note: "the training of the weights of " + t.cfg.Model.Init + " this run started from"})
	}
	p, err := NewPhase(t.cfg, t.opt.ConfigName, t.trainDecks, t.heldOut)
	if err != nil {
		return nil, err
	}
	return append(h, p), nil
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
