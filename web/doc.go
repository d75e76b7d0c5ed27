// Package web is lorcana web: a local web app to play against an agent in
// the browser, watch two agents play (at a chosen speed, paused, stepped,
// from either seat or the full board) and replay records both ways. The
// server keeps every game; the browser gets only what the person's seat may
// see (View: the opponent's hand and deck as counts,
// facedown cards without a name or an id), so the page can't leak what the
// rules hide. A test plays whole games and checks that no byte sent names an
// opponent's card the seat never saw (inked cards are revealed, 4.2.1).
//
// # Choices
//
// Transport: JSON over plain HTTP requests (net/http), with polling, not a
// WebSocket library. The bot answers inside the person's request (10-60 µs
// a decision on average for the shipped neural bot, a few ms at most), so
// the answer already carries the bot's moves and there is nothing to push;
// only a second tab on the same game needs news, and it asks every 2 s
// while visible. Plain requests also keep every request a bounded,
// stateless thing to check (size, token, host, origin), where a socket
// would add a second protocol, per-connection state and keep-alives to
// harden, for no gain at this latency.
//
// Page: plain modern HTML, CSS and JavaScript embedded with go:embed
// (static/): no build step, no framework, nothing vendored from npm, as
// the page is one screen of DOM built with textContent only (so no text
// from a game or a browser becomes markup); a Content-Security-Policy
// allows only its own scripts. Tests drive Debian's chromium with
// github.com/chromedp/chromedp.
//
// The board is drawn as a card table: the other side across the top, the
// viewer's at the bottom with its hand along the bottom edge; lore (to 20)
// and ink as counters; characters, locations (each with the characters at
// it, View's at_id) and items in rows, exerted cards turned sideways and
// damage as a counter; card faces are typographic (cost, name, type, ink
// colour, keywords, strength, willpower, lore), there is no card art. A
// click on any card shows its full description and the options that name
// it; the bag shows while it holds something; a banner gives the result.
// It is laid out for 1400x900 and for a phone's 390x844.
//
// # API
//
//	GET    /api/setup               the embedded decks and opponents (Setup)
//	POST   /api/games               a new game (NewGame) -> Created; bad decklists -> 400 DeckError
//	GET    /api/games/{id}          the game as the person's seat sees it (View)
//	POST   /api/games/{id}/answer   option N of decision Seq, or a concession (Answer) -> View
//	DELETE /api/games/{id}          close the game (its record is written)
//	POST   /api/watch               two agents play each other (NewWatch, under a bag model as NewGame) -> TapeCreated
//	GET    /api/replays             the records under the folder given at start, 4 levels deep (ReplayList)
//	POST   /api/replays/file        open one ({"file": "PATH"}, relative to the folder, with /) -> TapeCreated
//	POST   /api/replays/upload      open an uploaded record (the .lrp bytes, at most 8 MB) -> TapeCreated
//	GET    /api/tapes/{id}?at=K&view=full|1|2
//	                                a watched game or a replay at action K (-1: the end, where a
//	                                watched game still being played plays on first; a watched game
//	                                plays on 50 decisions or 1 s a request at most) (TapeView)
//	POST   /api/drafts              a draft: the person in seat 1, bots in the others (NewDraft) -> DraftView
//	GET    /api/drafts/{id}         the draft as seat 1 sees it: pack in hand, pool, curve, inks (DraftView)
//	POST   /api/drafts/{id}/pick    card Index of the pack shown after NumPicks picks (DraftPick) -> DraftView;
//	                                the bots then pick until seat 1 is to pick again
//	POST   /api/sealed              a Sealed pool: Boosters (4 to 64) of Set, or Sets "5,5,6,6,7,7", as
//	                                lorcana sealed opens them (NewSealed) -> DraftView, a draft already over
//	POST   /api/drafts/{id}/build   the deck limited.Build makes of the pool (DraftBuilt)
//	POST   /api/drafts/{id}/play    a game of seat 1's deck (auto-built; Deck, cards of its pool by ID
//	                                and copies; or DeckText, a list; checked by limited.CheckDeck, 35
//	                                cards for Draft, 40 for Sealed) against the bot's auto-built deck
//	                                (seat 2's; in Sealed, of a pool of its own) (DraftPlay) -> Created
//	DELETE /api/drafts/{id}         close the draft or the Sealed pool
//
// Errors are {"error": "..."} with 400 (malformed or illegal), 401 (no
// token), 403 (another host name), 404 (no such game), 409 (the decision was
// answered already: the body carries the current view), 413 (too large) and
// 503 (too many games); the game goes on after any of them.
//
// # Robustness
//
// Requests are bounded (64 KB for a new game, 1 KB for an answer, 200
// decklist lines, 8 MB for a record), JSON is decoded strictly (unknown
// fields refused, the wrong type named), text echoed back is clipped and
// stripped of control characters, and an opponent from the browser is one
// of the known agents with at most MaxSims simulations and MaxRolloutTurns
// rollout turns, or a checkpoint of the folder given at start, by its name
// (no other path is opened, and the server's paths are not shown). A
// record opens by a path under the replays folder through an os.Root
// (no "..", no hidden names, no link out of it). Without a token the
// server answers only requests addressed to a loopback name (no DNS
// rebinding) and refuses cross-site POSTs (http.CrossOriginProtection);
// CheckAddr refuses a non-loopback address without a token, and with one
// every request must carry it (a token has at least MinTokenLength
// characters: CheckToken, New). A page opened with ?token= gets it as an
// HttpOnly, SameSite=Strict cookie and a 303 to its address without the
// token, which so leaves the address bar and the history; PageURLs are the
// addresses to print (a wildcard address lists the machine's). Game ids are 128 random bits. A seed the
// server drew is never sent: with it and the decklists, the engine would
// deal the hidden cards again.
//
// A draft has 2 to 8 seats and 3 to 16 packs (36 cards at least, room
// for a 35-card Draft deck), a Sealed pool 4 to 64 boosters of main sets;
// at most MaxDrafts of both are open (idle ones close as games do). A pick out of the pack, of a pack no longer shown (409), or
// after the end is refused and the draft is unchanged; so is a deck sent to
// play that names a card not of the pool, more copies than the pool holds,
// a card twice, fewer cards than the format's least (1.10.1.2), or more
// than 16 KB: the answer lists the problems, and the page keeps the deck
// being built. The seed is not sent (with it the other seats' packs, or the
// bot's pool, could be dealt again).
//
// At most MaxGames games, watched games and replays are open; one idle for
// IdleTimeout (30 minutes by default) is closed (Janitor looks every
// minute). An open game holds about 20 KB of live heap (its state, log and
// record; TestMemoryPerGame: 100 games against neural on turn 13 take 20 KB
// each, the bound it checks is 128 KB; the lorcana web process grew by
// 70 KB of resident memory a game for the same 100, the garbage
// collector's slack included), because games share the engine.Game of
// their deck pair and borrow their agent from a small pool for each of its
// turns (a neural agent holds about 520 KB of buffers). A restart loses
// the games in play; with Records set, each game's record is written when
// it ends or is closed.
package web
