package scenario

import (
	"embed"
	"io/fs"
)

//go:embed testdata
var testdata embed.FS

// Files returns the project's own scenario files (scenario/testdata),
// embedded in the binary: the card coverage report reads which cards they
// name, from any working directory.
func Files() fs.FS {
	sub, err := fs.Sub(testdata, "testdata")
	if err != nil {
		panic(err) // "testdata" is a valid path: this can't happen
	}
	return sub
}
