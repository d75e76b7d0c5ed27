// Package configs embeds the default configuration files of the command
// line: train.yaml, the configuration `lorcana train` runs with.
package configs

import _ "embed"

// Train is the default training configuration (train.yaml), documented key
// by key.
//
//go:embed train.yaml
var Train []byte
