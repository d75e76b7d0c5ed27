// Package checkpoints holds the trained bot shipped with the project,
// embedded in the binary: the "neural" agent without an argument plays it
// (`lorcana eval --agent neural --vs greedy`); and the PPO drafter, which
// the "ppo" drafter without an argument drafts with (draft.ckpt, a
// checkpoint of package train/draft without its optimiser state, made by
// `lorcana draft train` and `lorcana export --format ckpt`;
// docs/drafter-ppo.md says how and how strong it is).
//
// bot.ckpt is a checkpoint (package train/checkpoint) without training
// state, made by `lorcana train` in five phases (configs/full*.yaml) and
// `lorcana export --format ckpt`; its record of those phases and their
// decks (`lorcana history`) was written from bot-phases.yaml with `export
// --phases`. docs/training.md says how it was trained and how strong it is. Training runs write their own checkpoints into run/ (ignored
// by git) unless configured otherwise.
package checkpoints

import _ "embed"

// BotFile is the shipped bot's file name in this folder.
const BotFile = "checkpoints/bot.ckpt"

// Bot is the shipped bot's checkpoint file.
//
//go:embed bot.ckpt
var Bot []byte

// DraftFile is the shipped PPO drafter's file name in this folder.
const DraftFile = "checkpoints/draft.ckpt"

// Draft is the shipped PPO drafter's checkpoint file.
//
//go:embed draft.ckpt
var Draft []byte
