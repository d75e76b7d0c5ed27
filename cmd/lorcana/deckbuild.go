package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/deckbuild"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/fuzz"
	"github.com/lorcana-rl/lorcana/limited"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, (*app).deckbuildCmd)
}

func (a *app) deckbuildCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "deckbuild (--inks INK1,INK2 | --sealed SET[,SET...] [--boosters N] | --pool FILE [--format sealed|draft]) [--gauntlet reference|DECK,...] [--agent SPEC] --budget N [--seed S]",
		Short: "Search for a deck (Core Constructed, or Limited from a pool) that beats a gauntlet",
		Long: `deckbuild searches the implemented catalogue for a Core Constructed deck (60
cards, the inks of --inks, at most four copies of a full name or the card's own
limit: 1.10.1.1), or with --sealed or --pool a Limited deck from a pool (see
Limited below), that wins against a gauntlet of decks, --agent playing both
sides of every game.

It starts from a heuristic deck (package limited's builder over up to four
copies of every card of the inks: a curve, the strongest cards first) or
--start FILE, and hill-climbs: each step swaps one to four copies of a card of
the deck for as many of another card, plays the new deck --games-per-deck
games against each gauntlet deck (half in each seat) and keeps it when it
scores at least as well. Every evaluation plays the same seeds (common random
numbers); --budget is the number of games of the whole search. The score of
the deck it keeps is the best of many noisy ones, so the deck is then measured
again on fresh seeds (--eval-games games against each gauntlet deck), and that
win rate is the one printed with its 95% interval (Wilson).

--gauntlet reference is every embedded reference deck the engine can play;
otherwise a comma-separated list of embedded deck names or decklist files.
The deck is printed as a decklist (the figures as comments), so 'lorcana deck
check' and 'lorcana play --deck1' read it; progress goes to the standard
error.

  lorcana deckbuild --inks amber,steel --gauntlet reference --agent neural --budget 2000 --seed 1 > found.txt

Limited: with --sealed or --pool instead of --inks it builds a Limited deck
from a pool (1.10.1.2: at least 40 cards for Sealed, 35 for Draft, any inks,
as many copies of a card as the pool holds; cards the engine does not
implement are left out). --sealed 5 --boosters 6 opens six boosters of set 5
from --seed, the pool 'lorcana sealed --set 5 --seed S' opens; --sealed
5,5,6,6,7,7 one booster of each set listed. --pool FILE reads the pool as a
decklist (a draft seat's picks, a pool saved from 'lorcana sealed'), built to
--format sealed (40) or draft (35). The deck has the format's least size; the
heuristic start is package limited's builder over the pool.

  lorcana deckbuild --sealed 5 --boosters 6 --gauntlet reference --agent greedy --budget 400 --seed 1 > sealed.txt
  lorcana sealed --set 5 --seed 1 --deck sealed.txt
  lorcana deckbuild --pool picks.txt --format draft --gauntlet reference --budget 400`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runDeckbuild,
	}
	cmd.Flags().StringSlice("inks", nil, "Core Constructed: the deck's inks, one or two, comma separated (amber, amethyst, emerald, ruby, sapphire, steel)")
	cmd.Flags().String("sealed", "", "Limited: open a Sealed pool of this set (with --boosters), or one booster of each set listed (5,5,6,6,7,7), from --seed")
	cmd.Flags().Int("boosters", limited.DefaultSealedBoosters, "with --sealed SET: boosters of the set to open")
	cmd.Flags().String("pool", "", `Limited: a decklist of the pool's cards ("-": standard input)`)
	cmd.Flags().String("format", "sealed", "with --sealed or --pool: sealed (at least 40 cards) or draft (at least 35), 1.10.1.2")
	cmd.Flags().String("gauntlet", "reference", "the decks to beat: reference, or embedded deck names or decklist files, comma separated")
	cmd.Flags().String("agent", "neural", "the agent playing every seat (random, greedy, neural, ismcts[:SIMS], ...)")
	cmd.Flags().Int("budget", 0, "games the search may play in all (required)")
	cmd.Flags().Int("games-per-deck", 2, "games against each gauntlet deck per evaluation of the search (even)")
	cmd.Flags().Int("eval-games", 20, "games against each gauntlet deck to measure the deck found, on fresh seeds (even)")
	cmd.Flags().String("start", "", "a decklist to start from instead of the heuristic deck")
	cmd.Flags().Uint64("seed", 1, "seed")
	cmd.Long += "\n" + envNote(cmd.Flags())
	return cmd
}

func (a *app) runDeckbuild(cmd *cobra.Command, _ []string) error {
	seed, err := a.uint64("seed")
	if err != nil {
		return err
	}
	defs, ix, err := catalog()
	if err != nil {
		return err
	}
	target, err := a.deckbuildRules(cmd, defs, ix, seed)
	if err != nil {
		return err
	}
	r := target.rules
	budget, err := a.int("budget")
	if err != nil {
		return err
	}
	per, err := a.int("games-per-deck")
	if err != nil {
		return err
	}
	evalGames, err := a.int("eval-games")
	if err != nil {
		return err
	}
	switch {
	case budget < 1:
		return a.usage("--budget must be at least 1 game (the search's games in all), not %d", budget)
	case per < 2 || per%2 != 0 || per > deckbuild.MaxGamesPerDeck:
		return a.usage("--games-per-deck must be even, from 2 to %d (the deck in both seats), not %d", deckbuild.MaxGamesPerDeck, per)
	case evalGames < 2 || evalGames%2 != 0 || evalGames > deckbuild.MaxGamesPerDeck:
		return a.usage("--eval-games must be even, from 2 to %d (the deck in both seats), not %d", deckbuild.MaxGamesPerDeck, evalGames)
	}
	spec := a.str("agent")
	opps, err := a.gauntletDecks(a.str("gauntlet"), defs, ix, cmd)
	if err != nil {
		return err
	}
	var seats [2]agents.Agent
	for s := range seats {
		if seats[s], err = agents.New(spec, uint64(s)); err != nil {
			return a.usage("--agent: %v", err)
		}
	}
	g, err := deckbuild.NewGauntlet(defs, opps, seats)
	if err != nil {
		return a.usage("--gauntlet: %v", err)
	}
	if budget < g.GamesFor(per) {
		return a.usage("--budget %d: one evaluation plays %d games (--games-per-deck %d against each of %d gauntlet decks)", budget, g.GamesFor(per), per, len(opps))
	}
	var start *cards.Deck
	if path := a.str("start"); path != "" {
		if start, err = readDeck(path, ix, cmd.InOrStdin()); err != nil {
			return a.usage("--start %s: %v", path, err)
		}
		st := deckbuild.NewState(r)
		if err := st.Set(start); err != nil {
			return a.usage("--start: %v", err)
		}
		if !st.Complete() {
			return a.usage("--start: deck %s holds %d cards: a search starts from a legal deck of %d", start.Name, st.Size(), r.MinSize)
		}
	}
	t0 := time.Now()
	fmt.Fprintf(a.stderr, "deckbuild: %s (%d candidate cards), %d gauntlet decks, agent %s, budget %d games (%d an evaluation)\n",
		target.name, len(r.Candidates), len(opps), spec, budget, g.GamesFor(per))
	res, err := deckbuild.Search(deckbuild.SearchConfig{Rules: r, Gauntlet: g, Start: start, Budget: budget,
		GamesPerDeck: per, Seed: seed, Progress: func(p deckbuild.Progress) {
			mark := " "
			if p.Accepted {
				mark = "+"
			}
			fmt.Fprintf(a.stderr, "deckbuild: eval %d, %d games: %s %d-%d-%d (kept %d-%d-%d) %s\n", p.Eval, p.Games, mark,
				p.Score.Wins, p.Score.Losses, p.Score.Draws, p.Best.Wins, p.Best.Losses, p.Best.Draws, p.Move)
		}})
	if err != nil {
		return err
	}
	fmt.Fprintf(a.stderr, "deckbuild: search done in %v; measuring on fresh seeds\n", time.Since(t0).Round(time.Millisecond))
	fresh := func(d *cards.Deck) (deckbuild.Score, []deckbuild.Score, error) {
		sc, err := g.Play(d.IDs(), measureSeed(seed), evalGames)
		return sc, append([]deckbuild.Score(nil), g.Last()...), err
	}
	final, perDeck, err := fresh(res.Deck)
	if err != nil {
		return err
	}
	first, _, err := fresh(res.Start)
	if err != nil {
		return err
	}
	res.Deck.Name = fmt.Sprintf("deckbuild %s seed %d", target.name, seed)
	w := a.stdout
	fmt.Fprintf(w, "# lorcana deckbuild %s --gauntlet %s --agent %s --budget %d --games-per-deck %d --seed %d\n",
		target.args, a.str("gauntlet"), spec, budget, per, seed)
	if target.pool != "" {
		fmt.Fprintf(w, "# pool: %s; %d implemented cards of it are candidates; the deck: %d cards, %s (%s, 1.10.1.2)\n",
			target.pool, r.MaxSize, res.Deck.Len(), cards.InkNames(res.Deck.Inks(defs)), formatFlag(r.Format))
	}
	fmt.Fprintf(w, "# search: %d evaluations, %d swaps kept, %d games; on the search's seeds %s (the first deck %s)\n",
		res.Evals, res.Accepted, res.Games, scoreWords(res.Score), scoreWords(res.First))
	fmt.Fprintf(w, "# win rate on fresh seeds: %s; the first deck: %s\n", scoreWords(final), scoreWords(first))
	for k, o := range g.Decks() {
		fmt.Fprintf(w, "#   vs %s: %s\n", o.Name, scoreWords(perDeck[k]))
	}
	return cards.WriteDeck(w, res.Deck, defs)
}

// measureSeed is the seed of the measure after a search of seed: not one of
// the search's (deckbuild.Search derives its own from seed).
func measureSeed(seed uint64) uint64 { return seed ^ 0xf7e5_0000_0000_0000 + 0x9e37 }

// scoreWords is "57.5% (46 of 80 games; 95% CI 46.6-67.8%), 2 draws".
func scoreWords(s deckbuild.Score) string {
	lo, hi := agents.Wilson(s.Wins, s.Games())
	out := fmt.Sprintf("%.1f%% (%d of %d games won, 95%% CI %.1f-%.1f%%)", 100*s.Rate(), s.Wins, s.Games(), 100*lo, 100*hi)
	if s.Draws > 0 {
		out += fmt.Sprintf(", %d without a winner", s.Draws)
	}
	return out
}

// gauntletDecks reads --gauntlet: "reference" (the embedded reference decks
// the engine can play), or embedded deck names and decklist files.
func (a *app) gauntletDecks(arg string, defs []engine.CardDef, ix *cards.Index, cmd *cobra.Command) ([]deckbuild.Opponent, error) {
	if arg == "" {
		return nil, a.usage("--gauntlet: name the decks to beat (reference, or deck names or files, comma separated)")
	}
	var out []deckbuild.Opponent
	for _, name := range strings.Split(arg, ",") {
		name = strings.TrimSpace(name)
		if name == "reference" {
			ref, err := fuzz.ReferenceDecks(ix)
			if err != nil {
				return nil, err
			}
			for _, d := range ref {
				out = append(out, deckbuild.Opponent{Name: d.Name, Cards: d.Cards})
			}
			continue
		}
		d, err := readDeck(name, ix, cmd.InOrStdin())
		if err != nil {
			return nil, a.usage("--gauntlet: deck %q: %v", name, err)
		}
		var ps []string
		for _, p := range d.Check(defs, cards.CoreConstructed) {
			if !p.Rules() {
				ps = append(ps, p.Message)
			}
		}
		if len(ps) > 0 {
			return nil, a.usage("--gauntlet: deck %q can't be played: %s", name, strings.Join(ps, "; "))
		}
		out = append(out, deckbuild.OpponentOf(d))
	}
	if len(out) > deckbuild.MaxGauntlet {
		return nil, a.usage("--gauntlet: %d decks, at most %d", len(out), deckbuild.MaxGauntlet)
	}
	return out, nil
}
