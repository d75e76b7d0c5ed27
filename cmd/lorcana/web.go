package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/lorcana-rl/lorcana/web"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.webCmd() })
}

func (a *app) webCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "web",
		Short: "Play against an agent in the browser (a local web app)",
		Long: `web serves a web app to play against an agent: open the address it prints.
The page (embedded in the program) has five parts. New game starts a game (each seat's deck: an
embedded one or a pasted decklist; the opponent: neural, ismcts:N (up to
1000), greedy, random, or a checkpoint of --checkpoints by its file name; your
seat; a seed), then shows the board as your seat sees it, with the legal
options clickable. Watch shows two agents playing each other at a chosen
speed, with pause and step, from either seat or the full board. Replay opens
a record (uploaded, or by its path under the folder --replays, by default
--records) and steps through it both ways, from any view. Draft drafts a pod
against bots and Sealed opens a pool of boosters (4 to 64, of a set or a mix,
as lorcana sealed); both then build a deck of the pool by clicks or keys (or
auto-build it) and play the bot with it.

The server keeps the games and sends the browser only what your seat may see.
It listens on loopback by default; a non-loopback --addr needs --token (at
least 16 characters, such as the output of openssl rand -hex 16), and then
every request must carry it: open the printed address with ?token=... once,
and the page moves it into a cookie and off the address bar. On a wildcard
--addr (0.0.0.0:8080, :8080) it prints the machine's addresses. Games idle for --idle are closed; at most
--max-games are open (an open game holds about 20 KB). With --records DIR each game's record is written there
(web-ID.lrp) when it ends or closes; a restart loses only the games in play.
SIGINT or SIGTERM stops the server, writing the records of open games.`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runWeb,
	}
	f := cmd.Flags()
	f.String("addr", web.DefaultAddr, "TCP address to listen on")
	f.String("token", "", "secret every request must carry, at least 16 characters (required for a non-loopback --addr)")
	f.String("records", "", "folder to write each game's record into")
	f.String("checkpoints", "", "folder of checkpoints the page may choose as opponents")
	f.String("replays", "", "folder of records (*.lrp, in it or its folders) the Replay page may open (default: --records)")
	f.String("idle", web.DefaultIdleTimeout.String(), "close a game idle this long")
	f.Int("max-games", web.DefaultMaxGames, "most games open at once")
	cmd.Long += "\n" + envNote(f)
	return cmd
}

func (a *app) runWeb(cmd *cobra.Command, _ []string) error {
	addr, token := a.str("addr"), a.str("token")
	if err := web.CheckAddr(addr, token); err != nil {
		return a.usage("--addr: %v", err)
	}
	if err := web.CheckToken(token); err != nil {
		return a.usage("--token: %v", err)
	}
	idle, err := time.ParseDuration(a.str("idle"))
	if err != nil || idle <= 0 {
		return a.usage("--idle %q: want a duration such as 30m", a.str("idle"))
	}
	maxGames, err := a.int("max-games")
	if err != nil {
		return err
	}
	if maxGames < 1 {
		return a.usage("--max-games %d: want at least 1", maxGames)
	}
	replays := a.str("replays")
	if replays == "" {
		replays = a.str("records")
	}
	s, err := web.New(web.Options{Token: token, Records: a.str("records"), Replays: replays, Checkpoints: a.str("checkpoints"),
		IdleTimeout: idle, MaxGames: maxGames})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	for i, url := range web.PageURLs(addr, ln.Addr(), token) {
		if i == 0 {
			fmt.Fprintf(a.stdout, "lorcana web: open %s (Ctrl-C stops)\n", url)
		} else {
			fmt.Fprintf(a.stdout, "lorcana web: or %s\n", url)
		}
	}
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 16 << 10}
	stop := make(chan struct{})
	go s.Janitor(stop)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err = srv.Shutdown(sctx)
		cancel()
	}
	close(stop)
	s.CloseAll()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}
