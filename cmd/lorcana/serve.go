package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/lorcana-rl/lorcana/bridge"
	"github.com/spf13/cobra"
)

func init() {
	moreCommands = append(moreCommands, func(a *app) *cobra.Command { return a.serveCmd() })
}

func (a *app) serveCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve environments to other programs (the Python client) over a socket",
		Long: `serve listens on a TCP address (loopback by default) or a Unix socket and
serves Lorcana environments with the bridge protocol (docs/bridge.md): the
Python client in bridge/python speaks it. Each connection makes its own
environments; they close with it.

--token makes every client give the same token in its hello. Listening on an
address that is not loopback needs --token, or --insecure to serve anyone who
can reach it. Clients name embedded decks or send a decklist's text; with
--deck-dir they may also name decklist files inside that folder (never
outside it). Opponents name agents, and with --checkpoints the checkpoint
files inside that folder by name (never a path). Decklists, simulations
(--max-sims), a request's time (--max-request), unread replies
(--write-timeout) and the memory of frames (--frame-memory) are bounded;
docs/bridge.md's "Threat model" lists every bound and says what a client
can make the server do. SIGTERM or SIGINT (or, with --exit-with-stdin, standard input
closing) shuts down gracefully: requests in progress have --grace to finish,
then they are cut short and the server exits within 2 seconds more.`,
		Args: usageArgs(cobra.NoArgs),
		RunE: a.runServe,
	}
	f := cmd.Flags()
	f.String("addr", "127.0.0.1:7777", "TCP address to listen on")
	f.String("unix", "", "Unix socket path to listen on instead of --addr")
	f.String("token", "", "shared secret clients must give in their hello")
	f.Int("max-frame", 64<<20, "largest frame accepted or sent, in bytes")
	f.Int64("frame-memory", 0, "memory all connections together may use to read and inflate frames, in bytes (0: 4 × --max-frame; at least --max-frame + 1 MiB)")
	f.Int("max-envs", 4096, "most environments open on one connection")
	f.Int("max-conns", 64, "most connections served at once")
	f.Duration("idle", 10*time.Minute, "close a connection idle this long (0: never)")
	f.Bool("insecure", false, "allow a non-loopback --addr without --token (anyone who reaches it may use the server)")
	f.String("checkpoints", "", "folder of checkpoints clients may name for the neural opponents (none: the shipped bot only)")
	f.Int("max-sims", bridge.DefaultMaxSims, "most simulations per decision of a search opponent a client asks for")
	f.Duration("max-request", bridge.DefaultMaxRequest, "longest one request may compute before it is cut short (0: no limit)")
	f.Duration("write-timeout", bridge.DefaultWriteTimeout, "drop a client that does not read a reply for this long (0: never)")
	f.Duration("grace", 10*time.Second, "on SIGTERM, SIGINT or --exit-with-stdin, how long requests in progress may finish before they are cut short")
	f.Int("max-deck-cards", bridge.DefaultMaxDeckCards, "most cards in one deck a client gives")
	f.String("deck-dir", "", "folder of decklist files clients may name in make (none: embedded decks and decklist text only)")
	f.Bool("exit-with-stdin", false, "shut down when standard input closes (for a parent process that starts the server)")
	f.Bool("verbose", false, "log connections to stderr (failed tokens are logged always)")
	cmd.Long += "\n" + envNote(f)
	return cmd
}

func (a *app) runServe(cmd *cobra.Command, _ []string) error {
	var o bridge.Options
	var err error
	o.Token = a.str("token")
	if o.MaxFrame, err = a.int("max-frame"); err != nil {
		return err
	}
	fm := a.str("frame-memory")
	if o.FrameMemory, err = strconv.ParseInt(fm, 10, 64); err != nil || o.FrameMemory < 0 {
		return a.badValue("frame-memory", fm, "a number of bytes, or 0 for 4 × --max-frame")
	}
	if o.MaxEnvs, err = a.int("max-envs"); err != nil {
		return err
	}
	if o.MaxConns, err = a.int("max-conns"); err != nil {
		return err
	}
	idle := a.str("idle")
	if o.IdleTimeout, err = time.ParseDuration(idle); err != nil || o.IdleTimeout < 0 {
		return a.badValue("idle", idle, "a duration such as 10m or 0")
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = -1 // never
	}
	for _, d := range []struct {
		flag string
		v    *time.Duration
	}{{"max-request", &o.MaxRequest}, {"write-timeout", &o.WriteTimeout}} {
		s := a.str(d.flag)
		if *d.v, err = time.ParseDuration(s); err != nil || *d.v < 0 {
			return a.badValue(d.flag, s, "a duration such as 1m or 0")
		}
		if *d.v == 0 {
			*d.v = -1 // no limit
		}
	}
	graceFlag := a.str("grace")
	grace, err := time.ParseDuration(graceFlag)
	if err != nil || grace < 0 {
		return a.badValue("grace", graceFlag, "a duration such as 10s")
	}
	withStdin, err := a.bool("exit-with-stdin")
	if err != nil {
		return err
	}
	verbose, err := a.bool("verbose")
	if err != nil {
		return err
	}
	insecure, err := a.bool("insecure")
	if err != nil {
		return err
	}
	if o.MaxDeckCards, err = a.int("max-deck-cards"); err != nil {
		return err
	}
	if o.MaxSims, err = a.int("max-sims"); err != nil {
		return err
	}
	o.DeckDir, o.Checkpoints = a.str("deck-dir"), a.str("checkpoints")
	if o.MaxFrame < 1<<10 || o.MaxEnvs < 1 || o.MaxConns < 1 || o.MaxDeckCards < 1 || o.MaxSims < 1 {
		return a.usage("--max-frame must be at least 1024, --max-envs, --max-conns, --max-deck-cards and --max-sims at least 1")
	}
	if verbose {
		o.Log = slog.New(slog.NewTextHandler(a.stderr, nil))
	} else { // failed tokens only (rate limited: a few lines a second at most)
		o.Log = slog.New(slog.NewTextHandler(a.stderr, &slog.HandlerOptions{Level: bridge.LevelSecurity}))
	}

	network, addr := "tcp", a.str("addr")
	if p := a.str("unix"); p != "" {
		network, addr = "unix", p
	} else if !loopback(addr) && o.Token == "" && !insecure {
		return a.usage("--addr %s is not a loopback address: give --token too (or --insecure to serve anyone who reaches it)", addr)
	}
	srv, err := bridge.New(o)
	if err != nil {
		return a.usage("%v", err)
	}
	if network == "unix" {
		// A socket file left by a server that died is removed; a live one is not.
		if c, err := net.Dial("unix", addr); err == nil {
			c.Close()
			return fmt.Errorf("serve: %s: a server is already listening there", addr)
		}
		if fi, err := os.Lstat(addr); err == nil && fi.Mode()&os.ModeSocket != 0 {
			os.Remove(addr)
		}
	}
	l, err := net.Listen(network, addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if network == "unix" {
		defer os.Remove(addr)
	}

	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	if withStdin {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		defer cancel()
		go func() { io.Copy(io.Discard, os.Stdin); cancel() }()
	}
	fmt.Fprintf(a.stdout, "lorcana serve: listening on %s %s\n", network, l.Addr())
	if f, ok := a.stdout.(*os.File); ok {
		f.Sync()
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(l) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	fmt.Fprintln(a.stderr, "lorcana serve: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-errc; serr != nil && !errors.Is(serr, bridge.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return err
}

// loopback reports whether a listen address is on the loopback interface.
func loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
