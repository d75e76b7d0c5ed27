// Command gen builds the card catalogue (cards/catalog.json) and its decision
// log (cards/CATALOG_DECISIONS.md) from the printings list
// (../shared/cards/cards.json). Run it from anywhere in the module:
//
//	go run ./cards/gen [-in FILE] [-out FILE] [-decisions FILE]
//
// Default paths are relative to the repository root; paths given as flags
// are relative to the current directory.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/lorcana-rl/lorcana/cards/internal/build"
)

func main() {
	in := flag.String("in", "", "printings list (default ../shared/cards/cards.json from the repository root)")
	out := flag.String("out", "", "catalogue to write (default cards/catalog.json)")
	dec := flag.String("decisions", "", "decision log to write (default CATALOG_DECISIONS.md next to -out)")
	flag.Parse()
	if err := run(*in, *out, *dec); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(in, out, dec string) error {
	if in == "" || out == "" {
		root, err := moduleRoot()
		if err != nil {
			return err
		}
		if in == "" {
			in = filepath.Join(root, "..", "shared", "cards", "cards.json")
		}
		if out == "" {
			out = filepath.Join(root, "cards", "catalog.json")
		}
	}
	if dec == "" {
		dec = filepath.Join(filepath.Dir(out), "CATALOG_DECISIONS.md")
	}
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	res, err := build.Generate(data)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, res.Catalog, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(dec, res.Decisions, 0o644); err != nil {
		return err
	}
	fmt.Printf("gen: wrote %d cards to %s and decisions to %s\n", len(res.Cards), out, dec)
	return nil
}

// moduleRoot finds the directory holding go.mod, upwards from the current one.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod not found; run inside the module or pass -in and -out")
		}
		dir = parent
	}
}
