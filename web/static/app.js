// Lorcana web: draws the View the server sends (textContent only) and
// posts the person's answers. The address keeps the game id (#game=ID),
// so a reload resumes the game.
"use strict";

const $ = (id) => document.getElementById(id);
let view = null;     // the last View
let selected = -1;   // the card clicked, or -1
let busy = false;

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

async function showNew() {
  $("game").hidden = true;
  $("new").hidden = false;
  const { status, data } = await api("GET", "/api/setup");
  if (status !== 200) { message(data && data.error || "the server did not answer"); return; }
  for (const id of ["deck1", "deck2"]) {
    const sel = $(id);
    if (sel.options.length) continue;
    data.decks.forEach((d) => sel.append(new Option(d, d)));
  }
  $("deck2").selectedIndex = Math.min(1, data.decks.length - 1);
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
  };
  if (seed !== "") {
    if (!/^\d{1,19}$/.test(seed)) { message("The seed is a whole number (or empty for a random one)."); return; }
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
  $("new").hidden = true;
  $("game").hidden = false;
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
  if (c.drying) states.push("drying");
  if (c.under) states.push(c.under + " under");
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
    if (p.seat === v.seat) box.append(zone("Hand", p.hand, clickable));
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
  $("concede").hidden = v.over;
  $("bag").replaceChildren(...v.bag.map((b) => el("li", "", b)));
  $("news").replaceChildren(...v.opponent.filter((l) => l !== "").map((l) => el("li", "", l)));
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
  try {
    const { status, data } = await api("POST", `/api/games/${encodeURIComponent(view.game)}/answer`, body);
    if (status === 200) { selected = -1; draw(data); return; }
    message(data && data.error || "the server refused the answer");
    if (data && data.view) draw(data.view);
  } finally {
    busy = false;
  }
}

function route() {
  message("");
  const m = /^#game=([0-9a-f]{1,64})$/.exec(location.hash);
  if (m) loadGame(m[1]); else showNew();
}

$("new-form").addEventListener("submit", startGame);
$("concede").addEventListener("click", () => {
  if (confirm("Concede the game?")) answer({ seq: view.seq, n: 0, concede: true });
});
$("nav-new").addEventListener("click", (e) => { e.preventDefault(); location.hash = ""; showNew(); });
window.addEventListener("hashchange", route);
route();
