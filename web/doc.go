// Package web is lorcana web: a local web app to play against an agent in
// the browser, watch two agents play (at a chosen speed, paused, stepped,
// from either seat or the full board) and replay records both ways. The server keeps every game; the browser gets only what the
// person's seat may see (View: the opponent's hand and deck as counts,
// facedown cards without a name or an id), so the page can't leak what the
// rules hide. A test plays whole games and checks that no byte sent names an
// opponent's card the seat never saw (inked cards are revealed, 4.2.1).
//
// # Choices
//
// The page is plain modern HTML, CSS and JavaScript embedded with go:embed
// (static/): no build step, no framework, nothing vendored; it draws the
// View it is sent with textContent only. The transport is JSON over plain
// HTTP (net/http): the bot answers inside the person's request (about 20 µs
// to 0.2 ms a decision for the shipped neural bot), so there is nothing to
// push and no WebSocket is needed; a second tab sees the same game by asking
// for it.
//
// # API
//
//	GET    /api/setup               the embedded decks and opponents (Setup)
//	POST   /api/games               a new game (NewGame) -> Created; bad decklists -> 400 DeckError
//	GET    /api/games/{id}          the game as the person's seat sees it (View)
//	POST   /api/games/{id}/answer   option N of decision Seq, or a concession (Answer) -> View
//	DELETE /api/games/{id}          close the game (its record is written)
//	POST   /api/watch               two agents play each other (NewWatch) -> TapeCreated
//	GET    /api/replays             the records of the folder given at start (ReplayList)
//	POST   /api/replays/file        open one of them ({"file": NAME}) -> TapeCreated
//	POST   /api/replays/upload      open an uploaded record (the .lrp bytes, at most 8 MB) -> TapeCreated
//	GET    /api/tapes/{id}?at=K&view=full|1|2
//	                                a watched game or a replay at action K (-1: the end;
//	                                a watched game plays on, 50 decisions a request at most) (TapeView)
//
// Errors are {"error": "..."} with 400 (malformed or illegal), 401 (no
// token), 403 (another host name), 404 (no such game), 409 (the decision was
// answered already: the body carries the current view), 413 (too large) and
// 503 (too many games); the game goes on after any of them.
//
// # Robustness
//
// Requests are bounded (64 KB for a new game, 1 KB for an answer, 200
// decklist lines), JSON is decoded strictly (unknown fields refused), text
// echoed back is clipped, and an opponent from the browser is one of the
// known agents with at most MaxSims simulations, or a checkpoint of the
// folder given at start (no other path is opened). Without a token the
// server answers only requests addressed to a loopback name (no DNS
// rebinding) and refuses cross-origin POSTs (http.CrossOriginProtection);
// CheckAddr refuses a non-loopback address without a token, and with one
// every request must carry it. Game ids are 128 random bits.
//
// At most MaxGames games are open; a game idle for IdleTimeout (30 minutes
// by default) is closed. An open game holds about 20 KB (its state, log and
// record; TestMemoryPerGame: 100 games on turn 13 take 21 KB each, bound
// 128 KB), because games share the engine.Game of their deck pair and
// borrow their agent from a small pool for each of its turns (a neural
// agent holds about 520 KB of buffers). A restart loses the games in play;
// with Records set, each game's record is written when it ends or is closed.
package web
