package main

import (
	"bytes"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, (*app).draftCmd)
}

func (a *app) draftCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "draft [--seats N] [--set S [--packs N] | --sets S1,S2,...] [--drafters D1,D2,...] [--player AGENT] [--seed N]",
		Short: "Run a draft pod: draft, build a deck per seat, play a round robin (Limited); learn ratings, compare drafters",
		Long: fmt.Sprintf(`draft runs a Draft pod: --seats seats (2 to %d) each open --packs packs
(default %d) of --set (default the newest set), or one pack of each set of
--sets per round; each seat takes one card from the pack it holds and passes
the rest, to the left in packs 1, 3, ... and to the right in packs 2, 4, ...
Each seat's drafter (--drafters, seat by seat, rating by default; a list
shorter than --seats starts again at seat 1 when it runs out) chooses its
picks:

  heuristic    the deck builder's score of each card, committing to two inks
  random       a random card of the pack
  rating       card ratings learned from games (the shipped ones, of the sets
               docs/limited.md lists; an unrated card is valued by its
               heuristic score on the ratings' scale, and a note says how many)
  rating:FILE  the ratings of a file made by lorcana draft ratings
  ppo          the shipped PPO drafter (docs/drafter-ppo.md)
  ppo:PATH     a PPO drafter of a checkpoint or a run's folder (lorcana draft
               train)

Then each seat builds a deck of --size cards (at least 35, 1.10.1.2) from its
picks, and every pair of seats plays --games games (even; 0 for none) with
--player at both seats (the shipped bot, neural, by default).

It prints each seat's picks, deck and record, then the standings. The same
arguments give the same pod; docs/limited.md describes the environment.

  lorcana draft --seats 8 --set 5 --drafters rating,random --seed 1
  lorcana draft ratings --set 5 --pods 500 --out ratings.json   (learn ratings)
  lorcana draft eval --a rating --b random --set 5 --pods 200    (compare drafters)
  lorcana draft train --config configs/draft.yaml                (train the PPO drafter)`, limited.MaxSeats, limited.DefaultDraftPacks),
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runDraft,
	}
	cmd.Flags().Int("seats", 8, fmt.Sprintf("seats of the pod (2 to %d)", limited.MaxSeats))
	cmd.Flags().String("set", "", "the set of every pack (1 to 12; default the newest)")
	cmd.Flags().Int("packs", limited.DefaultDraftPacks, fmt.Sprintf("packs each seat opens (1 to %d)", limited.MaxDraftPacks))
	cmd.Flags().String("sets", "", "the set of each pack round, comma separated (5,5,6,6), instead of --set")
	cmd.Flags().String("drafters", "rating", "the drafters of seats 1, 2, ..., comma separated (heuristic, random, rating, rating:FILE, ppo[:PATH]); a shorter list repeats")
	cmd.Flags().String("player", defaultDraftPlayer, "the play agent of every seat in the matches (random, greedy, ismcts[:SIMS], neural, ...)")
	cmd.Flags().Int("games", 2, "games per pair of seats (even: each deck in seat 1 half the time; 0: no matches)")
	cmd.Flags().Int("size", limited.DraftDeckSize, "cards of each built deck (at least 35)")
	cmd.Flags().Uint64("seed", 1, "seed")
	cmd.Long += "\n" + envNote(cmd.Flags())
	cmd.AddCommand(a.draftRatingsCmd(), a.draftEvalCmd(), a.draftTrainCmd())
	return cmd
}

// defaultDraftPlayer is the play agent of draft pods' matches: the shipped
// bot (issue 29), which plays a pod's games about as fast as greedy.
const defaultDraftPlayer = "neural"

func (a *app) runDraft(cmd *cobra.Command, _ []string) error {
	seats, err := a.int("seats")
	if err != nil {
		return err
	}
	if seats < 2 || seats > limited.MaxSeats {
		return a.usage("--seats must be from 2 to %d, not %d", limited.MaxSeats, seats)
	}
	sets, err := a.draftSets(cmd)
	if err != nil {
		return err
	}
	games, err := a.int("games")
	if err != nil {
		return err
	}
	if games != 0 && (games < 2 || games%2 != 0) {
		return a.usage("--games must be 0, or even and 2 or more (each deck in seat 1 half the time), not %d", games)
	}
	size, err := a.int("size")
	if err != nil {
		return err
	}
	if size < limited.DraftDeckSize || size > len(sets)*limited.PackSize {
		return a.usage("--size must be from %d (1.10.1.2) to the %d cards each seat drafts, not %d", limited.DraftDeckSize, len(sets)*limited.PackSize, size)
	}
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	drafters, err := a.seatDrafters(seats)
	if err != nil {
		return err
	}
	defs, _, err := catalog()
	if err != nil {
		return err
	}
	notes, err := ratingNotes(defs, sets, drafters...)
	if err != nil {
		return a.usage("%v", err)
	}
	for _, n := range notes {
		fmt.Fprintf(a.stderr, "note: %s\n", n)
	}
	cfg := limited.DraftEventConfig{
		Draft:    limited.DraftConfig{Seats: seats, Sets: sets, Seed: seed},
		Drafters: drafters,
		DeckSize: size,
		Games:    games,
		Agent:    a.str("player"),
	}
	r, err := limited.RunDraftEvent(defs, cfg)
	if err != nil {
		return a.usage("%v", err)
	}
	var buf bytes.Buffer
	dirs := make([]string, len(sets))
	for i := range dirs {
		dirs[i] = "right"
		if limited.PassLeft(i) {
			dirs[i] = "left"
		}
	}
	fmt.Fprintf(&buf, "Draft: %d seats, packs of sets %s (passed %s), seed %d; %d-card decks", seats, strings.Join(sets, ","), strings.Join(dirs, ", "), seed, size)
	if games > 0 {
		fmt.Fprintf(&buf, "; %d games a pair, player %s", games, cfg.Agent)
	}
	fmt.Fprintln(&buf)
	for i, s := range r.Seats {
		fmt.Fprintf(&buf, "\n## seat %d: %s drafter\npicks:\n", i+1, drafters[i])
		tw := tabwriter.NewWriter(&buf, 0, 0, 2, ' ', 0)
		for _, p := range r.Draft.Picks(i) {
			d := &defs[p.Card.Card.Card]
			fmt.Fprintf(tw, "  p%dp%d\t%s\t%s\t%d\t%s\n", p.Round+1, p.Pick+1, d.FullName, cards.InkNames(d.Inks), d.Cost, d.Type)
		}
		tw.Flush()
		fmt.Fprintf(&buf, "deck (%d cards, %s):\n", s.Built.Deck.Len(), cards.InkNames(s.Built.Deck.Inks(defs)))
		var deck bytes.Buffer
		s.Built.Deck.Name = ""
		if err := cards.WriteDeck(&deck, s.Built.Deck, defs); err != nil {
			return err
		}
		for _, line := range strings.Split(strings.TrimRight(deck.String(), "\n"), "\n") {
			fmt.Fprintf(&buf, "  %s\n", line)
		}
		if games > 0 {
			fmt.Fprintf(&buf, "record: %d wins, %d losses, %d no winner\n", s.Wins, s.Losses, s.Draws)
		}
	}
	if games > 0 {
		fmt.Fprintln(&buf, "\nstandings:")
		tw := tabwriter.NewWriter(&buf, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "seat\tdrafter\tdeck inks\twins\tlosses\tno winner\twin rate")
		for i, s := range r.Seats {
			n := s.Wins + s.Losses + s.Draws
			fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%d\t%d\t%.1f%%\n", i+1, drafters[i], cards.InkNames(s.Built.Deck.Inks(defs)), s.Wins, s.Losses, s.Draws, 100*float64(s.Wins)/float64(n))
		}
		tw.Flush()
	}
	_, err = a.stdout.Write(buf.Bytes())
	return err
}

// draftSets reads --set/--packs or --sets: the set of each pack round.
func (a *app) draftSets(cmd *cobra.Command) ([]string, error) {
	set, list := a.str("set"), a.str("sets")
	switch {
	case set != "" && list != "":
		return nil, a.usage("give --set (with --packs) or --sets, not both")
	case list != "":
		if cmd.Flags().Changed("packs") {
			return nil, a.usage("--packs goes with --set; --sets lists every pack round's set")
		}
		sets, err := limited.ParseSets(list)
		if err != nil {
			return nil, a.usage("--sets: %v", err)
		}
		if len(sets) > limited.MaxDraftPacks {
			return nil, a.usage("--sets lists %d packs; a seat opens at most %d", len(sets), limited.MaxDraftPacks)
		}
		return sets, nil
	case set == "":
		main := limited.MainSets()
		if len(main) == 0 {
			return nil, fmt.Errorf("the card catalogue has no main set")
		}
		set = main[len(main)-1]
	}
	n, err := a.int("packs")
	if err != nil {
		return nil, err
	}
	if n < 1 || n > limited.MaxDraftPacks {
		return nil, a.usage("--packs must be from 1 to %d, not %d", limited.MaxDraftPacks, n)
	}
	sets := make([]string, n)
	for i := range sets {
		sets[i] = set
	}
	return sets, nil
}
