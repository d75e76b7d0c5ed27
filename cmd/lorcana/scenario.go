package main

import (
	"fmt"

	"github.com/lorcana-rl/lorcana/scenario"
	"github.com/spf13/cobra"
)

func init() { moreCommands = append(moreCommands, (*app).scenarioCmd) }

func (a *app) scenarioCmd() *cobra.Command {
	sc := &cobra.Command{
		Use:   "scenario",
		Short: "Run scenario files",
		Args:  usageArgs(cobra.NoArgs),
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	run := &cobra.Command{
		Use:   "run PATH...",
		Short: "Run the scenarios in YAML files and folders",
		Long: `run plays every scenario in the given files and folders (folders are
walked for *.yaml and *.yml) and prints one line per failing scenario, then
"N passed, N failed". The exit status is 1 when any scenario fails.

The format is described in package scenario (go doc ./scenario).`,
		Args: usageArgs(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, paths []string) error {
			_, nfailed, err := scenario.Run(paths, a.stdout)
			if err != nil {
				return fmt.Errorf("scenario run: %w", err)
			}
			if nfailed > 0 {
				return failed
			}
			return nil
		},
	}
	sc.AddCommand(run)
	return sc
}
