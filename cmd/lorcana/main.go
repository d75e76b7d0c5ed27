// Command lorcana is the command line of the Lorcana rules engine:
// benchmarks, scenario tests and deck checks (and, later, training).
//
// Every flag can also be set in the environment as LORCANA_<FLAG>, with
// dashes as underscores (LORCANA_GAMES=500, LORCANA_FORMAT=limited); a flag
// given on the command line wins.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
)

const envPrefix = "LORCANA"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes the command line args and returns the exit status: 0 on
// success, 1 on failure (a failed check, a failed scenario, an error), 2 on
// a usage error.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	return runIn(ctx, args, nil, stdout, stderr)
}

// runIn is run with stdin as the standard input (os.Stdin if nil).
func runIn(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil { // never show a user a stack trace
			fmt.Fprintf(stderr, "lorcana: internal error: %v\n", r)
			code = 1
		}
	}()
	root := newRoot(stdout, stderr)
	if stdin != nil {
		root.SetIn(stdin)
	}
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return 0
	}
	var ex *exitError
	if errors.As(err, &ex) {
		if ex.err != nil {
			fmt.Fprintf(stderr, "lorcana: %v\n", ex.err)
		}
		return ex.code
	}
	var ue *usageError
	if errors.As(err, &ue) || strings.HasPrefix(err.Error(), "unknown command") {
		path := "lorcana"
		if ue != nil && ue.cmd != "" {
			path = ue.cmd
		}
		fmt.Fprintf(stderr, "%s: %v\nRun '%s --help' for usage.\n", path, err, path) // "lorcana bench: unknown flag: --foo"
		return 2
	}
	fmt.Fprintf(stderr, "lorcana: %v\n", err)
	return 1
}

// exitError ends the program with a status; err (if any) is printed first.
// A nil err means the command has already said what went wrong.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// failed is the error of a command that has printed its own report.
var failed = &exitError{code: 1}

// usageError is a bad flag or argument (of the command cmd, if known).
type usageError struct {
	err error
	cmd string
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usageArgs(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := check(cmd, args); err != nil {
			return &usageError{err, cmd.CommandPath()}
		}
		return nil
	}
}

// app is what the commands share: the output streams and the settings.
type app struct {
	stdout, stderr io.Writer
	v              *viper.Viper
	cmdPath        string // the command that runs ("lorcana bench")
}

// usage returns a usage error of the command that runs.
func (a *app) usage(format string, args ...any) error {
	return &usageError{fmt.Errorf(format, args...), a.cmdPath}
}

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	a := &app{stdout: stdout, stderr: stderr, v: viper.New()}
	a.v.SetEnvPrefix(envPrefix)
	a.v.SetEnvKeyReplacer(strings.NewReplacer("-", "_"))
	a.v.AutomaticEnv()

	root := &cobra.Command{
		Use:   "lorcana",
		Short: "Disney Lorcana rules engine: benchmarks, scenarios, deck checks, boosters and Sealed pools",
		Long: `lorcana runs the Disney Lorcana TCG rules engine.

Every flag can also be set in the environment as LORCANA_<FLAG> (dashes as
underscores), e.g. LORCANA_GAMES=500; the command line wins.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// Bind the flags of the command that runs, so viper sees them
		// together with the environment.
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			a.cmdPath = cmd.CommandPath()
			return a.v.BindPFlags(cmd.Flags())
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &usageError{err, cmd.CommandPath()}
	})
	root.CompletionOptions.DisableDefaultCmd = true
	root.AddCommand(a.benchCmd(), a.deckCmd())
	for _, c := range moreCommands {
		root.AddCommand(c(a))
	}
	return root
}

// moreCommands are the commands that files of their own register (in init).
var moreCommands []func(*app) *cobra.Command

// Typed settings read through viper, with clear errors for bad values in
// the environment.

func (a *app) str(key string) string { return strings.TrimSpace(a.v.GetString(key)) }

func (a *app) int(key string) (int, error) {
	s := a.str(key)
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, a.badValue(key, s, "a whole number")
	}
	return n, nil
}

func (a *app) uint64(key string) (uint64, error) {
	s := a.str(key)
	n, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, a.badValue(key, s, "a whole number from 0 to 2^64-1")
	}
	return n, nil
}

func (a *app) float(key string) (float64, error) {
	s := a.str(key)
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return 0, a.badValue(key, s, "a number")
	}
	return x, nil
}

func (a *app) bool(key string) (bool, error) {
	s := a.str(key)
	b, err := strconv.ParseBool(s)
	if err != nil {
		return false, a.badValue(key, s, "true or false")
	}
	return b, nil
}

func (a *app) badValue(key, val, want string) error {
	return a.usage("--%s (or %s): %q is not %s", key, envName(key), val, want)
}

func envName(key string) string {
	return envPrefix + "_" + strings.ToUpper(strings.ReplaceAll(key, "-", "_"))
}

// envNote lists the environment variables of a command's flags, for its help.
func envNote(fs *pflag.FlagSet) string {
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Name != "help" {
			names = append(names, envName(f.Name))
		}
	})
	if len(names) == 0 {
		return ""
	}
	return "\nEnvironment: " + strings.Join(names, ", ") + "."
}
