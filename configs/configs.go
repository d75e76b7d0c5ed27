// Package configs embeds the default configuration files of the command
// line: train.yaml, the configuration `lorcana train` runs with.
package configs

import _ "embed"

// Train is the default training configuration (train.yaml), documented key
// by key.
//
//go:embed train.yaml
var Train []byte

// Draft is the default configuration of the PPO drafter's training
// (draft.yaml, `lorcana draft train`), documented key by key.
//
//go:embed draft.yaml
var Draft []byte
