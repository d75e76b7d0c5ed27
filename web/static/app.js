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
  for (const s of ["new", "watch-new", "replay-new", "game"]) $(s).hidden = s !== id;
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

async function loadGame(id) {
  show("game");
  tape = null;
  $("tape-controls").hidden = true;
  const { status, data } = await api("GET", "/api/games/" + encodeURIComponent(id));
  if (status !== 200) { message(data && data.error || "no such game"); return; }
  draw(data);
}

function cardFrame(c, clickable) {
  const f = el("div", "card");
  if (c.hidden) { f.classList.add("facedown"); f.append(el("div", "name", "facedown card")); return f; }
  f.dataset.id = c.id;
  if (c.exerted) f.classList.add("exerted");
  if (c.inks && c.inks.length) f.classList.add("ink-" + c.inks[0]);
  const top = el("div", "top");
  top.append(el("span", "cost", String(c.cost)), el("span", "inkable", c.inkable ? "◆ inkable" : "not inkable"));
  f.append(top, el("div", "name", c.name));
  f.append(el("div", "type", c.type + (c.inks ? " · " + c.inks.join("/") : "")));
  if (c.type === "character" || c.type === "location") {
    const st = el("div", "stats");
    if (c.type === "character") st.append(el("span", "s", "S " + c.strength));
    st.append(el("span", "w", "W " + c.willpower), el("span", "l", "L " + c.lore));
    f.append(st);
  }
  const states = [];
  if (c.damage) states.push(c.damage + " damage");
  if (c.exerted) states.push("exerted");
  if (c.zone === "play" && c.type === "character") states.push(c.drying ? "drying" : "dry");
  if (c.under) states.push(c.under + " under: " + (c.under_cards || []).join(", "));
  if (c.at) states.push("at " + c.at);
  if (states.length) f.append(el("div", "states", states.join(" · ")));
  if (c.keywords && c.keywords.length) f.append(el("div", "keywords", c.keywords.join(", ")));
  if (c.abilities) {
    const ul = el("ul", "abilities");
    c.abilities.forEach((a) => ul.append(el("li", "", a)));
    f.append(ul);
  }
  if (clickable) {
    f.classList.add("clickable");
    if (c.id === selected) f.classList.add("selected");
    f.tabIndex = 0;
    f.title = "Click to see what this card can do";
    const pick = () => { selected = selected === c.id ? -1 : c.id; draw(view); };
    f.addEventListener("click", pick);
    f.addEventListener("keydown", (e) => { if (e.key === "Enter") pick(); });
  }
  return f;
}

function zone(title, cards, clickableIds) {
  const z = el("div", "zone");
  z.append(el("h4", "", title));
  const row = el("div", "cards");
  if (!cards || cards.length === 0) row.append(el("span", "empty", "none"));
  else cards.forEach((c) => row.append(cardFrame(c, clickableIds.has(c.id))));
  z.append(row);
  return z;
}

function draw(v) {
  view = v;
  const clickable = new Set();
  v.options.forEach((o) => { if (o.card >= 0) clickable.add(o.card); if (o.target >= 0) clickable.add(o.target); });
  if (!clickable.has(selected)) selected = -1;
  const lore = v.players.map((p) => p.lore).join(" – ");
  $("status").textContent = `Turn ${v.turn} · ${v.players[v.active].label}'s turn · ${v.phase} phase · lore ${lore}`;
  const ps = $("players");
  ps.replaceChildren();
  const order = v.players.filter((p) => p.seat !== v.seat).concat(v.players.filter((p) => p.seat === v.seat));
  for (const p of order) {
    const box = el("div", "player" + (p.seat === v.seat ? " you" : ""));
    box.append(el("h3", "", `${p.label} — lore ${p.lore}`));
    box.append(el("p", "counts", `hand ${p.hand_size} · deck ${p.deck} · ink ${p.ink_ready}/${p.inkwell} ready · discard ${p.discard.length}` + (p.out ? " · out of the game" : "")));
    if (p.hand) box.append(zone("Hand", p.hand, clickable));  // yours, or every hand in the full view
    else box.append(el("p", "hidden-hand", `Hand: ${p.hand_size} cards`));
    box.append(zone("In play", p.play, clickable));
    const d = el("details", "discard");
    d.append(el("summary", "", `Discard (${p.discard.length})`));
    d.append(zone("", p.discard, clickable));
    box.append(d);
    ps.append(box);
  }
  $("decision").textContent = v.decision;
  const opts = $("options");
  opts.replaceChildren();
  const shown = selected >= 0 ? v.options.filter((o) => o.card === selected || o.target === selected) : v.options;
  $("selected").hidden = selected < 0;
  $("selected").textContent = selected >= 0 ? "Options of the card you picked (click it again for all):" : "";
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
  list("bag", v.bag);
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
  const m = /^#(game|watch|replay)=([0-9a-f]{1,64})$/.exec(location.hash);
  if (m && m[1] === "game") loadGame(m[2]);
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
  $("opponents").replaceChildren(...data.opponents.concat(data.checkpoints).map((o) => new Option(o, o)));
}

async function startWatch(ev) {
  ev.preventDefault();
  message("");
  const req = { p1: $("w-p1").value.trim(), p2: $("w-p2").value.trim(), deck1: $("w-deck1").value, deck2: $("w-deck2").value };
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
  tape = { kind, id, pos: 0, total: 0, done: false };
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
    if (status !== 200) { message(data && data.error || "the server refused"); stopTape(); return; }
    tape.pos = data.pos; tape.total = data.total; tape.done = data.done;
    draw(data);
    const who = `seat 1: ${data.agents[0] || "?"}, seat 2: ${data.agents[1] || "?"}`;
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
  timer = setInterval(() => { if (!busy) seek(tape.pos + 1); }, Number($("t-speed").value));
}

$("watch-form").addEventListener("submit", startWatch);
$("replay-form").addEventListener("submit", openReplayFile);
$("upload-form").addEventListener("submit", uploadReplay);
$("t-first").addEventListener("click", () => seek(0));
$("t-back").addEventListener("click", () => seek(Math.max(0, tape.pos - 1)));
$("t-step").addEventListener("click", () => seek(tape.pos + 1));
$("t-last").addEventListener("click", () => seek(-1));
$("t-play").addEventListener("click", playTape);
$("t-speed").addEventListener("change", () => { if (timer) { stopTape(); playTape(); } });
$("t-slider").addEventListener("change", () => seek(Number($("t-slider").value)));
$("tape-view").addEventListener("change", () => seek(tape.pos));

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
$("concede").addEventListener("click", () => {
  if (confirm("Concede the game?")) answer({ seq: view.seq, n: 0, concede: true });
});
$("nav-new").addEventListener("click", (e) => { e.preventDefault(); location.hash = ""; showNew(); });
$("nav-watch").addEventListener("click", () => { if (location.hash === "#watch") showWatch(); });
$("nav-replay").addEventListener("click", () => { if (location.hash === "#replay") showReplay(); });
window.addEventListener("hashchange", route);
route();
