// Command mutate is the ability language's mutation check: it breaks each
// builder of engine/lang_*.go on purpose, one at a time, rebuilds the CLI with
// the broken builder (through `go build -overlay`, so the source tree is never
// touched) and runs every scenario file, then, if they all pass, the
// engine's Go tests (some effects, such as a revealed hand, are visible only
// there). A builder is "killed" when some scenario or test then fails or the
// catalogue refuses to load, and "survived" when everything still passes:
// nothing checks what the builder does.
//
// How a builder is broken depends on what it returns:
//
//   - a method that returns its receiver's type (Filter.Opposing,
//     Step.Optional, Ability.Once, Cond.AndWhile) returns the receiver
//     unchanged: the modifier is dropped;
//   - an ability constructor (*Ability) builds the ability and then drops
//     its effects (Steps and Statics);
//   - a Step (or each Step of a []Step) does nothing: it becomes "draw 0
//     cards", as the catalogue refuses an empty Step when it loads and that
//     would kill the mutant without any scenario checking the step;
//   - anything else returns the zero value of its type (an empty Filter,
//     Cond, StaticEffect, a nil slice).
//
// Usage (from the module root; it needs the Go toolchain):
//
//	go run ./tools/mutate                      # every builder
//	go run ./tools/mutate --since a7df304      # builders new since a commit
//	go run ./tools/mutate --only Deal,Banish   # just these
//	go run ./tools/mutate --json > mutants.json
//
// The CLI is built once with every mutant in it, each guarded by its number:
// mutant k is switched on by the environment variable LORCANA_MUTANT=k, read
// before any card is defined. Each mutant then costs one scenario run (a
// second or two); a build with no mutant on must pass every scenario first.
// A progress bar shows the way.
package main
