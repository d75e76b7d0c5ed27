// Lorcana web: draws the View the server sends (textContent only) and
// posts the person's answers. The address keeps the game id (#game=ID),
// so a reload resumes the game.
"use strict";

const $ = (id) => document.getElementById(id);
let view = null;     // the last View
let selected = -1;   // the card clicked, or -1
let busy = false;
let tape = null;     // Watch or Replay: {kind, id, pos, total, done}
let timer = null;    // playing a tape
const openPiles = new Set(); // the seats whose discard pile is open: they stay open across redraws

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function message(text) {
  const m = $("msg");
  m.textContent = text || "";
  m.hidden = !text;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  let data = null;
  try { data = await r.json(); } catch (e) { data = null; }
  return { status: r.status, data };
}

// --- new game ---

function show(id) {
  for (const s of ["new", "draft-new", "sealed-new", "draft", "watch-new", "replay-new", "game"]) $(s).hidden = s !== id;
  if (id !== "game") stopTape();
}

async function setup() {
  const { status, data } = await api("GET", "/api/setup");
  if (status !== 200) { message(data && data.error || "the server did not answer"); return null; }
  return data;
}

async function showNew() {
  show("new");
  const data = await setup();
  if (!data) return;
  for (const id of ["deck1", "deck2"]) {
    const sel = $(id);
    if (sel.options.length) continue;
    data.decks.forEach((d) => sel.append(new Option(d, d)));
  }
  $("deck2").selectedIndex = Math.min(1, data.decks.length - 1);
  const bag = $("bag");
  if (!bag.options.length) (data.bags || ["lorcana"]).forEach((b) => bag.append(new Option(b, b)));
  const dl = $("opponents");
  dl.replaceChildren(...data.opponents.concat(data.checkpoints).map((o) => new Option(o, o)));
}

async function startGame(ev) {
  ev.preventDefault();
  message("");
  $("problems").replaceChildren();
  const seed = $("seed").value.trim();
  const req = {
    deck1: $("deck1").value, deck2: $("deck2").value,
    deck1_text: $("deck1-text").value, deck2_text: $("deck2-text").value,
    opponent: $("opponent").value.trim(),
    players: Number($("player-count").value),
    seat: Number(document.querySelector("input[name=seat]:checked").value),
    bag: $("bag").value,
  };
  if (seed !== "") {
    if (!/^\d{1,16}$/.test(seed) || !Number.isSafeInteger(Number(seed))) { message("The seed is a whole number up to 9007199254740991 (or empty for a random one)."); return; }
    req.seed = Number(seed);
  }
  const { status, data } = await api("POST", "/api/games", req);
  if (status !== 201) {
    message(data && data.error || "the game could not start");
    if (data && data.problems) $("problems").replaceChildren(...data.problems.map((p) => el("li", "", p)));
    return;
  }
  location.hash = "game=" + data.id;  // hashchange draws it
  view = data.view;
}

// --- the board ---

// clearBoard forgets the game shown, so that an error shows alone.
function clearBoard() {
  view = null;
  selected = -1;
  $("game").hidden = true;
  for (const id of ["players", "options", "news", "log", "detail"]) $(id).replaceChildren();
  $("banner").hidden = true;
  delete document.body.dataset.seq;
  delete document.body.dataset.over;
}

async function loadGame(id) {
  show("game");
  tape = null;
  clearBoard();
  $("tape-controls").hidden = true;
  const { status, data } = await api("GET", "/api/games/" + encodeURIComponent(id));
  if (status !== 200) { message(data && data.error || "no such game"); return; }
  $("game").hidden = false;
  draw(data);
}

const typeMark = { character: "Character", action: "Action", item: "Item", location: "Location" };

// splitName: "Moana - Of Motunui" is the name "Moana" and the version "Of Motunui".
function splitName(n) {
  const i = n.indexOf(" - ");
  return i < 0 ? [n, ""] : [n.slice(0, i), n.slice(i + 3)];
}

function stat(cls, label, value) {
  const s = el("span", "st " + cls);
  s.append(el("b", "", String(value)), el("small", "", label));
  return s;
}

// cardFace draws a card as a typographic face: cost, name, type and ink,
// keywords, strength / willpower / lore (a location: move cost / willpower /
// lore); damage as a counter; an exerted
// card turned sideways.
function cardFace(c, withOptions, small) {
  const slot = el("div", "slot" + (small ? " small" : ""));
  const f = el("div", "card");
  slot.append(f);
  if (c.hidden) { f.classList.add("facedown"); f.append(el("span", "back", "Lorcana")); f.title = "a facedown card"; return slot; }
  f.dataset.id = c.id;
  f.classList.add("t-" + c.type, "ink-" + (c.inks && c.inks.length ? c.inks[0] : "none"));
  if (c.inks && c.inks.length > 1) f.classList.add("dual");
  if (c.exerted) { slot.classList.add("exerted"); f.classList.add("exerted"); }
  const [name, version] = splitName(c.name);
  const top = el("div", "c-top");
  const cost = el("span", "cost" + (c.inkable ? " inkable" : ""), String(c.cost));
  cost.title = c.inkable ? "cost " + c.cost + ", inkable" : "cost " + c.cost + ", not inkable";
  top.append(cost, el("span", "c-ink", c.inks ? c.inks.join("/") : ""));
  f.append(top, el("div", "c-name", name));
  if (version) f.append(el("div", "c-ver", version));
  const tl = el("div", "c-type", typeMark[c.type] || c.type);
  if (c.zone === "play" && c.type === "character" && c.drying) tl.append(el("span", "flag", "drying"));
  if (c.under) tl.append(el("span", "flag", c.under + " under"));
  f.append(tl);
  if (c.keywords && c.keywords.length) f.append(el("div", "c-kw", c.keywords.join(" · ")));
  else if (c.abilities && c.abilities.length) f.append(el("div", "c-kw", c.abilities.length === 1 ? "1 ability" : c.abilities.length + " abilities"));
  const st = el("div", "c-stats");
  if (c.type === "character") st.append(stat("s", "S", c.strength), stat("w", "W", c.willpower), stat("l", "L", c.lore));
  else if (c.type === "location") st.append(stat("m", "M", c.move_cost), stat("w", "W", c.willpower), stat("l", "L", c.lore));
  if (st.childElementCount) f.append(st);
  if (c.damage) { const d = el("span", "dmg", String(c.damage)); d.title = c.damage + " damage"; f.append(d); }
  f.tabIndex = 0;
  f.classList.add("pickable");
  if (withOptions) f.classList.add("clickable");
  if (c.id === selected) f.classList.add("selected");
  f.title = c.name + (withOptions ? ": click to see what it can do" : ": click to read it");
  const pick = () => { selected = selected === c.id ? -1 : c.id; draw(view); if (selected >= 0 && window.innerWidth < 800) $("detail").scrollIntoView({ block: "nearest" }); };
  f.addEventListener("click", pick);
  f.addEventListener("keydown", (e) => { if (e.key === "Enter") pick(); });
  return slot;
}

function row(cls, title, cards, optioned, small) {
  const r = el("div", "row " + cls);
  r.append(el("h4", "", title));
  const cs = el("div", "cards");
  cards.forEach((c) => cs.append(cardFace(c, optioned.has(c.id), small)));
  r.append(cs);
  return r;
}

// pips draws n of max as dots (lore to 20, ink ready of the inkwell).
function counter(cls, label, value, of, filled, total) {
  const c = el("div", "counter " + cls);
  const num = el("div", "num");
  num.append(el("b", "", String(value)), el("small", "", of));
  c.append(el("div", "lbl", label), num);
  const p = el("div", "pips");
  for (let i = 0; i < total; i++) p.append(el("i", i < filled ? "on" : ""));
  c.append(p);
  return c;
}

// side draws one player's half of the table: near (the bottom: you, or
// seat 2 in the full view) or far, mirrored, across the top.
function side(p, v, optioned, near) {
  const you = p.seat === v.seat;
  const box = el("div", "player" + (you ? " you" : " them") + (near ? " near" : " far") + (p.seat === v.active && !v.over ? " active" : ""));
  const head = el("div", "side-head");
  const who = el("div", "who");
  who.append(el("h3", "", p.label), el("p", "counts", `deck ${p.deck} · hand ${p.hand_size}` + (p.out ? " · out of the game" : "")));
  head.append(who,
    counter("lore", "lore", p.lore, "/20", Math.min(p.lore, 20), 20),
    counter("ink", "ink", p.ink_ready, "/" + p.inkwell + " ready", p.ink_ready, p.inkwell));
  const d = el("details", "discard");
  d.open = openPiles.has(p.seat);
  d.addEventListener("toggle", () => { if (d.open) openPiles.add(p.seat); else openPiles.delete(p.seat); });
  d.append(el("summary", "", `discard ${p.discard.length}`));
  if (p.discard.length) d.append(row("pile", "", p.discard.slice().reverse(), optioned, true));
  else d.append(el("p", "empty", "empty"));
  head.append(d);

  const play = p.play;
  const locs = play.filter((c) => c.type === "location");
  const atLoc = new Set(locs.map((c) => c.id));
  const chars = play.filter((c) => c.type === "character" && !atLoc.has(c.at_id));
  const items = play.filter((c) => c.type !== "character" && c.type !== "location");
  const field = el("div", "field");
  field.append(row("characters", "Characters", chars, optioned));
  const lrow = el("div", "row locations");
  lrow.append(el("h4", "", "Locations"));
  const lcs = el("div", "cards");
  for (const l of locs) {
    const g = el("div", "loc-group");
    g.append(cardFace(l, optioned.has(l.id)));
    const here = play.filter((c) => c.type === "character" && c.at_id === l.id);
    if (here.length) { const h = el("div", "here"); here.forEach((c) => h.append(cardFace(c, optioned.has(c.id)))); g.append(h); }
    lcs.append(g);
  }
  lrow.append(lcs);
  field.append(lrow, row("items", "Items", items, optioned));
  for (const r of field.children) if (!r.querySelector(".card")) r.classList.add("none");
  if (!play.length) field.append(el("p", "empty", "nothing in play"));

  let hand;
  if (p.hand) {
    hand = el("div", "zone hand");
    hand.append(el("h4", "", "Hand"));
    const cs = el("div", "cards");
    p.hand.forEach((c) => cs.append(cardFace(c, optioned.has(c.id))));
    if (!p.hand.length) cs.append(el("span", "empty", "no cards"));
    hand.append(cs);
  } else {
    hand = el("div", "hidden-hand");
    hand.title = `${p.hand_size} cards in hand`;
    for (let i = 0; i < p.hand_size; i++) hand.append(el("span", "back-mini"));
    hand.append(el("span", "n", `hand: ${p.hand_size}`));
  }
  // Across the table the order is mirrored: the hand at the outer edge.
  if (near) box.append(field, head, hand); else box.append(hand, head, field);
  return box;
}

function detail(c) {
  const d = $("detail");
  d.replaceChildren();
  d.hidden = !c;
  if (!c) return;
  d.className = "ink-" + (c.inks && c.inks.length ? c.inks[0] : "none");
  d.append(el("h4", "", c.name));
  const facts = [typeMark[c.type] || c.type, c.inks ? c.inks.join("/") : "", "cost " + c.cost, c.inkable ? "inkable" : "not inkable"].filter((x) => x);
  d.append(el("p", "facts", facts.join(" · ")));
  if (c.type === "character") d.append(el("p", "facts", `strength ${c.strength} · willpower ${c.willpower} · lore ${c.lore}`));
  if (c.type === "location") d.append(el("p", "facts", `move cost ${c.move_cost} · willpower ${c.willpower} · lore ${c.lore}`));
  const states = [];
  if (c.damage) states.push(c.damage + " damage");
  if (c.exerted) states.push("exerted");
  if (c.zone === "play" && c.type === "character") states.push(c.drying ? "drying (played this turn)" : "dry");
  if (c.at) states.push("at " + c.at);
  if (c.under) states.push(c.under + " under: " + (c.under_cards || []).join(", "));
  states.unshift("in " + (c.zone === "play" ? "play" : c.zone === "hand" ? "hand" : "the " + c.zone));
  d.append(el("p", "states", states.join(" · ")));
  if (c.keywords && c.keywords.length) d.append(el("p", "kw", c.keywords.join(", ")));
  if (c.abilities && c.abilities.length) {
    const ul = el("ul", "abilities");
    c.abilities.forEach((a) => ul.append(el("li", "", a)));
    d.append(ul);
  }
}

function banner(v) {
  const b = $("banner");
  b.hidden = !v.over;
  if (!v.over) return;
  let title = "Game over";
  let cls = "";
  if (v.winner === -2) title = "A draw";
  else if (v.winner >= 0 && v.seat >= 0) { title = v.winner === v.seat ? "You win" : "You lose"; cls = v.winner === v.seat ? "win" : "lose"; }
  else if (v.winner >= 0) title = `Player ${v.winner + 1} wins`;
  b.className = cls;
  $("banner-title").textContent = title;
  $("banner-text").textContent = (v.outcome || "") + (v.seed !== undefined ? ` · seed ${v.seed}: a new game with this seed and these decks deals it again` : "");
}

function draw(v) {
  view = v;
  const optioned = new Set();
  v.options.forEach((o) => { if (o.card >= 0) optioned.add(o.card); if (o.target >= 0) optioned.add(o.target); });
  const cards = new Map();
  for (const p of v.players) for (const z of [p.hand || [], p.play, p.discard]) for (const c of z) if (!c.hidden) cards.set(c.id, c);
  if (!cards.has(selected)) selected = -1;
  const act = v.players[v.active];
  $("status").textContent = v.over ? `Turn ${v.turn} · the game is over` : `Turn ${v.turn} · ${act ? act.label : "?"}'s turn · ${v.phase} phase`;
  banner(v);
  const order = v.players.filter((p) => p.seat !== v.seat).concat(v.players.filter((p) => p.seat === v.seat));
  const ps = $("players");
  ps.replaceChildren();
  order.forEach((p, i) => {
    if (i === order.length - 1) {
      const mid = el("div", "midline");
      if (v.bag.length) {
        const bag = el("div", "bag");
        bag.append(el("h4", "", "The bag"));
        const ul = el("ul", "");
        ul.id = "bag";
        v.bag.forEach((l) => ul.append(el("li", "", l)));
        bag.append(ul);
        mid.append(bag);
      }
      ps.append(mid);
    }
    ps.append(side(p, v, optioned, i === order.length - 1));
  });
  $("decision").textContent = v.decision;
  detail(selected >= 0 ? cards.get(selected) : null);
  const opts = $("options");
  opts.replaceChildren();
  let shown = v.options;
  if (selected >= 0) shown = v.options.filter((o) => o.card === selected || o.target === selected);
  // Identical copies give options of identical text (two copies of a card
  // in hand both "inks ..."): a person sees each distinct choice once.
  const seen = new Set();
  shown = shown.filter((o) => !seen.has(o.text) && seen.add(o.text));
  $("selected").hidden = selected < 0;
  $("selected").textContent = selected < 0 ? "" : shown.length ? "What this card can do (click it again for every option):" : "This card has no option now (click it again for every option).";
  for (const o of shown) {
    const li = el("li");
    const b = el("button", "option", o.text);
    b.type = "button";
    b.dataset.n = o.n;
    b.addEventListener("click", () => answer({ seq: v.seq, n: o.n }));
    li.append(b);
    opts.append(li);
  }
  $("concede").hidden = v.over || tape !== null;
  const list = (id, lines) => $(id).replaceChildren(...(lines.length ? lines.map((l) => el("li", "", l)) : [el("li", "empty", "none")]));
  list("news", v.opponent.filter((l) => l !== ""));
  const log = $("log");
  log.replaceChildren(...v.log.filter((l) => l !== "").map((l) => el("li", /^Turn \d+/.test(l) ? "turn" : "", l)));
  log.scrollTop = log.scrollHeight;
  document.body.dataset.over = v.over ? "1" : "0";
  document.body.dataset.seq = String(v.seq);
}

async function answer(body) {
  if (busy || !view) return;
  busy = true;
  message("");
  const t0 = performance.now();
  try {
    const { status, data } = await api("POST", `/api/games/${encodeURIComponent(view.game)}/answer`, body);
    // The time from the click to the page drawn with the bot's answers.
    if (status === 200) { selected = -1; draw(data); document.body.dataset.answerMs = (performance.now() - t0).toFixed(1); return; }
    message(data && data.error || "the server refused the answer");
    if (data && data.view) draw(data.view);
  } finally {
    busy = false;
  }
}

function route() {
  message("");
  const m = /^#(game|watch|replay|draft)=([0-9a-f]{1,64})$/.exec(location.hash);
  if (m && m[1] === "game") loadGame(m[2]);
  else if (m && m[1] === "draft") loadDraft(m[2]);
  else if (location.hash === "#draft") showDraftNew();
  else if (location.hash === "#sealed") showSealedNew();
  else if (m) openTape(m[1], m[2]);
  else if (location.hash === "#watch") showWatch();
  else if (location.hash === "#replay") showReplay();
  else showNew();
}

// --- Watch and Replay ---

async function showWatch() {
  show("watch-new");
  const data = await setup();
  if (!data) return;
  for (const id of ["w-deck1", "w-deck2"]) {
    const sel = $(id);
    if (!sel.options.length) data.decks.forEach((d) => sel.append(new Option(d, d)));
  }
  $("w-deck2").selectedIndex = Math.min(1, data.decks.length - 1);
  const bag = $("w-bag");
  if (!bag.options.length) (data.bags || ["lorcana"]).forEach((b) => bag.append(new Option(b, b)));
  $("opponents").replaceChildren(...data.opponents.concat(data.checkpoints).map((o) => new Option(o, o)));
}

async function startWatch(ev) {
  ev.preventDefault();
  message("");
  const req = { p1: $("w-p1").value.trim(), p2: $("w-p2").value.trim(), deck1: $("w-deck1").value, deck2: $("w-deck2").value, bag: $("w-bag").value };
  const seed = $("w-seed").value.trim();
  if (seed !== "") {
    if (!/^\d{1,16}$/.test(seed) || !Number.isSafeInteger(Number(seed))) { message("The seed is a whole number up to 9007199254740991 (or empty for a random one)."); return; }
    req.seed = Number(seed);
  }
  const { status, data } = await api("POST", "/api/watch", req);
  if (status !== 201) { message(data && (data.problems ? data.problems.join("; ") : data.error) || "the game could not start"); return; }
  location.hash = "watch=" + data.id;
}

async function showReplay() {
  show("replay-new");
  const { status, data } = await api("GET", "/api/replays");
  if (status !== 200) { message(data && data.error || "the server did not answer"); return; }
  $("r-files").replaceChildren(...data.files.map((f) => new Option(f, f)));
  $("replay-form").hidden = data.files.length === 0;
}

async function openReplayFile(ev) {
  ev.preventDefault();
  message("");
  const { status, data } = await api("POST", "/api/replays/file", { file: $("r-files").value });
  if (status !== 201) { message(data && data.error || "the record could not be opened"); return; }
  location.hash = "replay=" + data.id;
}

async function uploadReplay(ev) {
  ev.preventDefault();
  message("");
  const f = $("r-upload").files[0];
  if (!f) { message("Choose a .lrp file first."); return; }
  const r = await fetch("/api/replays/upload", { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: f });
  let data = null;
  try { data = await r.json(); } catch (e) { data = null; }
  if (r.status !== 201) { message(data && data.error || "the record could not be opened"); return; }
  location.hash = "replay=" + data.id;
}

async function openTape(kind, id) {
  show("game");
  clearBoard();
  tape = { kind, id, pos: 0, total: 0, done: false, shown: false };
  $("tape-controls").hidden = false;
  $("t-play").textContent = "▶ play";
  await seek(0);
}

async function seek(at) {
  if (!tape || busy) return;
  busy = true;
  try {
    const q = `at=${at}&view=${encodeURIComponent($("tape-view").value)}`;
    const { status, data } = await api("GET", `/api/tapes/${encodeURIComponent(tape.id)}?${q}`);
    if (status !== 200) {
      message(data && data.error || "the server refused");
      stopTape();
      if (!tape.shown || status === 404) { clearBoard(); tape = null; }  // the error alone, not over an old board
      return;
    }
    tape.pos = data.pos; tape.total = data.total; tape.done = data.done; tape.shown = true;
    $("game").hidden = false;
    draw(data);
    const who = `seat 1: ${data.agents[0] || "?"}, seat 2: ${data.agents[1] || "?"}${data.bag_model ? " · " + data.bag_model + " bag" : ""}`;
    $("t-pos").textContent = `action ${data.pos} of ${data.total}${data.done ? "" : "+"} · ${who}`;
    $("decision").textContent = data.next ? "next: " + data.next : data.decision;
    const sl = $("t-slider");
    sl.max = String(data.total); sl.value = String(data.pos);
    document.body.dataset.pos = String(data.pos);
    document.body.dataset.total = String(data.total);
    document.body.dataset.done = data.done ? "1" : "0";
    if (data.pos >= data.total && data.done) stopTape();
  } finally {
    busy = false;
  }
}

function stopTape() {
  if (timer) clearInterval(timer);
  timer = null;
  $("t-play").textContent = "▶ play";
}

function playTape() {
  if (timer) { stopTape(); return; }
  $("t-play").textContent = "⏸ pause";
  timer = setInterval(() => { if (!busy && tape) seek(tape.pos + 1); }, Number($("t-speed").value));
}

// toEnd shows the last action; a Watch still being played then follows
// the game as it goes on (pause stops it).
async function toEnd() {
  if (!tape) return;
  stopTape();
  await seek(-1);
  if (tape && !tape.done) playTape();
}

$("watch-form").addEventListener("submit", startWatch);
$("replay-form").addEventListener("submit", openReplayFile);
$("upload-form").addEventListener("submit", uploadReplay);
$("t-first").addEventListener("click", () => seek(0));
$("t-back").addEventListener("click", () => { if (tape) seek(Math.max(0, tape.pos - 1)); });
$("t-step").addEventListener("click", () => { if (tape) seek(tape.pos + 1); });
$("t-last").addEventListener("click", toEnd);
$("t-play").addEventListener("click", playTape);
$("t-speed").addEventListener("change", () => { if (timer) { stopTape(); playTape(); } });
$("t-slider").addEventListener("change", () => seek(Number($("t-slider").value)));
$("tape-view").addEventListener("change", () => { if (tape) seek(tape.pos); });

// Another tab may answer in the same game: every 2 s, while this page shows
// a game being played and is visible, ask for it and redraw if it moved on.
async function refresh() {
  if (!view || tape !== null || busy || document.hidden || $("game").hidden || view.over) return;
  const m = /^#game=([0-9a-f]{1,64})$/.exec(location.hash);
  if (!m || m[1] !== view.game) return;
  const { status, data } = await api("GET", "/api/games/" + encodeURIComponent(view.game));
  if (status === 200 && !busy && data.seq !== view.seq) draw(data);
}
setInterval(refresh, 2000);

$("new-form").addEventListener("submit", startGame);
// The seats offered are those of the table: a seat past it is unchecked.
$("player-count").addEventListener("change", () => {
  const n = Number($("player-count").value);
  for (const r of document.querySelectorAll("input[name=seat]")) {
    const off = Number(r.value) > n;
    r.parentElement.hidden = off;
    if (off && r.checked) document.querySelector("input[name=seat][value='1']").checked = true;
  }
});
$("concede").addEventListener("click", () => {
  if (confirm("Concede the game?")) answer({ seq: view.seq, n: 0, concede: true });
});
$("nav-new").addEventListener("click", (e) => { e.preventDefault(); location.hash = ""; showNew(); });
$("nav-watch").addEventListener("click", () => { if (location.hash === "#watch") showWatch(); });
$("nav-replay").addEventListener("click", () => { if (location.hash === "#replay") showReplay(); });
window.addEventListener("hashchange", route);
// The first draw waits for limited.js, the page's second script.
document.addEventListener("DOMContentLoaded", route);
