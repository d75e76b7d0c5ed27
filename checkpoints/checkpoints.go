// Package checkpoints holds the trained bots shipped with the project,
// embedded in the binary: the "neural" agent without an argument plays the
// one made for the game's number of players (`lorcana eval --agent neural
// --vs greedy`, `lorcana eval --players 3 --agent neural --vs greedy`),
// and the PPO drafter, which the "ppo" drafter without an argument drafts
// with (draft.ckpt, a checkpoint of package train/draft without its
// optimiser state, made by `lorcana draft train` and `lorcana export
// --format ckpt`; docs/drafter-ppo.md says how and how strong it is).
//
// bot.ckpt, the 2-player bot, is a checkpoint (package train/checkpoint)
// without training state, made by `lorcana train` in five phases
// (configs/full*.yaml) and `lorcana export --format ckpt`; its record of
// those phases and their decks (`lorcana history`) was written from
// bot-phases.yaml with `export --phases`. ffa3.ckpt and ffa4.ckpt, the 3-
// and 4-player bots, were made the same way by one run each
// (configs/ffa3.yaml and configs/ffa4.yaml read under
// configs/ffa3-ship.yaml and configs/ffa4-ship.yaml) and record it
// themselves. docs/training.md says how each was trained and how strong it
// is. Training runs write their own checkpoints into run/ (ignored by git)
// unless configured otherwise.
package checkpoints

import (
	_ "embed"
	"fmt"
)

// BotFile is the shipped 2-player bot's file name in this folder.
const BotFile = "checkpoints/bot.ckpt"

// Bot is the shipped 2-player bot's checkpoint file.
//
//go:embed bot.ckpt
var Bot []byte

//go:embed ffa3.ckpt
var ffa3 []byte

//go:embed ffa4.ckpt
var ffa4 []byte

// A Shipped bot: the checkpoint file of the network made for games of
// Players seats, and the name users give it (`lorcana history
// --checkpoint NAME`, `lorcana export --checkpoint NAME`).
type Shipped struct {
	Name    string
	File    string
	Players int
	Data    []byte
}

// Bots are the shipped bots, one per number of players, 2 to 4.
var Bots = []Shipped{
	{"bot", BotFile, 2, Bot},
	{"ffa3", "checkpoints/ffa3.ckpt", 3, ffa3},
	{"ffa4", "checkpoints/ffa4.ckpt", 4, ffa4},
}

// ForPlayers is the shipped bot for games of players seats.
func ForPlayers(players int) (Shipped, error) {
	for _, b := range Bots {
		if b.Players == players {
			return b, nil
		}
	}
	return Shipped{}, fmt.Errorf("no bot is shipped for %d-player games (the shipped bots play 2, 3 and 4)", players)
}

// Named is the shipped bot of a name ("bot", "ffa3", "ffa4"); ok is false
// for any other.
func Named(name string) (b Shipped, ok bool) {
	for _, b := range Bots {
		if b.Name == name {
			return b, true
		}
	}
	return Shipped{}, false
}

// DraftFile is the shipped PPO drafter's file name in this folder.
const DraftFile = "checkpoints/draft.ckpt"

// Draft is the shipped PPO drafter's checkpoint file.
//
//go:embed draft.ckpt
var Draft []byte
