// Lorcana web, Limited (issue 29 part 5): draft against bots or open a
// Sealed pool, build a deck of the pool card by card (or auto-build), play
// the bot. Loaded after app.js, whose helpers it uses ($, el, api, show).
"use strict";

// --- Draft: pick from the packs, build, play the bot ---

let draft = null; // the last DraftView

async function showDraftNew() {
  show("draft-new");
  const data = await setup();
  if (!data) return;
  const sets = $("d-set"), bots = $("d-drafter");
  if (!sets.options.length) (data.sets || []).forEach((x) => sets.append(new Option("set " + x, x)));
  if (!bots.options.length) (data.drafters || []).forEach((x) => bots.append(new Option(x, x)));
  if (bots.querySelector("option[value=rating]")) bots.value = "rating";
  $("opponents").replaceChildren(...data.opponents.concat(data.checkpoints).map((o) => new Option(o, o)));
}

async function startDraft(ev) {
  ev.preventDefault();
  message("");
  const req = { seats: Number($("d-seats").value), packs: Number($("d-packs").value), set: $("d-set").value, drafter: $("d-drafter").value };
  const seed = $("d-seed").value.trim();
  if (seed !== "") {
    if (!/^\d{1,16}$/.test(seed) || !Number.isSafeInteger(Number(seed))) { message("The seed is a whole number up to 9007199254740991 (or empty for a random one)."); return; }
    req.seed = Number(seed);
  }
  const { status, data } = await api("POST", "/api/drafts", req);
  if (status !== 201) { message(data && data.error || "the draft could not start"); return; }
  draft = data;
  location.hash = "draft=" + data.id; // hashchange draws it
}

async function loadDraft(id) {
  show("draft");
  if (!draft || draft.id !== id) {
    draft = null;
    const { status, data } = await api("GET", "/api/drafts/" + encodeURIComponent(id));
    if (status !== 200) { $("draft").hidden = true; message(data && data.error || "no such draft"); return; }
    draft = data;
  }
  $("d-problems").replaceChildren();
  restoreBuild();
  drawDraft();
}

// draftCard draws a card of a pack or a pool: cost, name, inks and type.
function draftCard(c) {
  const li = el("li", "dcard ink-" + c.inks.split("/")[0].replace(/\W/g, ""));
  li.append(el("b", "cost" + (c.inkable ? " inkable" : ""), String(c.cost)), el("span", "name", c.name),
    el("small", "", `${c.inks || "no ink"} · ${c.type}${c.implemented ? "" : " · not implemented"}`));
  return li;
}

function drawCurve(box, curve) {
  const top = Math.max(1, ...curve);
  box.replaceChildren(...curve.map((n, cost) => {
    const col = el("div", "bar");
    const fill = el("span", "fill");
    fill.style.height = Math.round(100 * n / top) + "%";
    col.title = `${n} card${n === 1 ? "" : "s"} of cost ${cost}${cost === curve.length - 1 ? " or more" : ""}`;
    col.append(el("small", "", String(n)), fill, el("b", "", cost === curve.length - 1 ? cost + "+" : String(cost)));
    return col;
  }));
}

function drawInks(box, inks) {
  box.replaceChildren(...Object.keys(inks).sort().map((k) => el("li", "ink-" + k, `${k}: ${inks[k]}`)));
}

function drawDraft() {
  const d = draft;
  document.body.dataset.draftPicks = String(d.num_picks);
  document.body.dataset.draftDone = d.done ? "1" : "0";
  document.body.dataset.format = d.format;
  $("d-status").textContent = d.format === "sealed"
    ? `Sealed pool: ${d.packs} boosters of set${d.set.includes(",") ? "s" : ""} ${d.set}, ${d.pool.length} cards. Build a deck of at least ${d.deck_size}, then play the bot.`
    : d.done
      ? `Draft over: ${d.pool.length} cards picked. Build a deck of at least ${d.deck_size}, then play the bot.`
      : `Pack ${d.round} of ${d.packs}, pick ${d.pick} · ${d.seats} seats, bots: ${d.drafter} · passing ${d.pass_left ? "left" : "right"}`;
  $("d-picking").hidden = d.done;
  $("d-building").hidden = !d.done;
  $("d-pool-box").hidden = d.done;
  $("d-pack").replaceChildren(...d.pack.map((c, i) => {
    const li = draftCard(c);
    li.classList.add("clickable");
    li.tabIndex = 0;
    li.addEventListener("click", () => pick(i));
    li.addEventListener("keydown", (e) => { if (e.key === "Enter") pick(i); });
    return li;
  }));
  $("d-pool-count").textContent = `(${d.pool.length})`;
  $("d-pool").replaceChildren(...d.pool.map(draftCard));
  drawCurve($("d-curve"), d.curve);
  drawInks($("d-inks"), d.inks);
  if (d.done) drawBuild();
}

async function pick(i) {
  if (busy || !draft) return;
  busy = true;
  try {
    const { status, data } = await api("POST", `/api/drafts/${encodeURIComponent(draft.id)}/pick`, { num_picks: draft.num_picks, index: i });
    if (status !== 200) message(data && data.error || "the pick was refused");
    else message("");
    const v = status === 200 ? data : data && data.view;
    if (v) { draft = v; drawDraft(); }
  } finally {
    busy = false;
  }
}

// --- Build: the deck of the pool, card by card, then play ---

let deck = new Map(); // the deck being built: card id → copies

const buildKey = () => "lorcana-build-" + draft.id;
const poolLine = (id) => draft.lines.find((l) => l.id === id);

// The deck being built outlives a reload of the tab (sessionStorage), as
// the pool outlives it on the server; copies the pool lacks are dropped.
function restoreBuild() {
  deck = new Map();
  let saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(buildKey()) || "null"); } catch (e) { saved = null; }
  if (!Array.isArray(saved)) return;
  for (const x of saved) {
    const l = Array.isArray(x) && poolLine(x[0]);
    if (l && Number.isInteger(x[1]) && x[1] > 0) deck.set(l.id, Math.min(x[1], l.count));
  }
}

function saveBuild() {
  try { sessionStorage.setItem(buildKey(), JSON.stringify([...deck])); } catch (e) { /* private mode: the deck lives in the page */ }
}

function changeDeck(id, by) {
  const l = poolLine(id);
  if (!l) return;
  const n = Math.max(0, Math.min(l.count, (deck.get(id) || 0) + by));
  if (n === 0) deck.delete(id); else deck.set(id, n);
  saveBuild();
  $("d-problems").replaceChildren();
  drawBuild();
}

const byCost = (a, b) => a.cost - b.cost || a.name.localeCompare(b.name);

// buildCard is a card of the pool or the deck that adds or takes out a
// copy by click, Enter, + or −; key names it to keep the focus on redraw.
function buildCard(l, key, text, onClick) {
  const li = draftCard(l);
  li.dataset.key = key;
  li.append(el("span", "copies", text));
  li.tabIndex = 0;
  li.addEventListener("click", onClick);
  li.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onClick(); }
    else if (e.key === "+" || e.key === "=") changeDeck(l.id, 1);
    else if (e.key === "-" || e.key === "Delete" || e.key === "Backspace") changeDeck(l.id, -1);
  });
  return li;
}

function drawBuild() {
  const d = draft;
  const focus = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : undefined;
  const focusAt = focus ? [...document.querySelectorAll("#b-deck li")].findIndex((x) => x.dataset.key === focus) : -1;
  // The pool, by ink (a card of two inks with its pair) then cost, or by
  // cost (7 and up together) then ink.
  const byInk = $("b-group").value !== "cost";
  const top = d.curve.length - 1;
  const groups = new Map();
  for (const l of [...d.lines].sort(byInk ? byCost : (a, b) => a.inks.localeCompare(b.inks) || byCost(a, b))) {
    const k = byInk ? l.inks || "no ink" : Math.min(l.cost, top);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(l);
  }
  $("b-pool-count").textContent = `(${d.pool.length} cards, ${d.lines.length} different)`;
  $("b-pool").replaceChildren(...[...groups.keys()].sort(byInk ? undefined : (a, b) => a - b).map((k) => {
    const ls = groups.get(k);
    const box = el("div", "ink-group");
    const have = ls.reduce((n, l) => n + l.count, 0), used = ls.reduce((n, l) => n + (deck.get(l.id) || 0), 0);
    const name = byInk ? k : `cost ${k}${k === top ? "+" : ""}`;
    box.append(el("h4", byInk ? "ink-" + k.split("/")[0].replace(/\W/g, "") : "", `${name} · ${have} cards, ${used} in the deck`));
    const ul = el("ul", "draft-cards small");
    ul.append(...ls.map((l) => {
      const n = deck.get(l.id) || 0;
      const li = buildCard(l, "p" + l.id, `${n}/${l.count}`, () => changeDeck(l.id, 1));
      li.title = n < l.count ? "add a copy to the deck" : "every copy of your pool is in the deck";
      li.setAttribute("role", "button");
      li.setAttribute("aria-label", `${l.name}: ${n} of ${l.count} in the deck; add a copy`);
      li.classList.add(n < l.count ? "clickable" : "used");
      return li;
    }));
    box.append(ul);
    return box;
  }));
  // The deck: its cards, count, curve and inks.
  const ls = [...deck.keys()].map(poolLine).sort(byCost);
  const curve = new Array(d.curve.length).fill(0), inks = {};
  let n = 0;
  for (const l of ls) {
    const k = deck.get(l.id);
    n += k;
    curve[Math.min(l.cost, curve.length - 1)] += k;
    for (const ink of l.inks ? l.inks.split("/") : []) inks[ink] = (inks[ink] || 0) + k;
  }
  $("b-deck").replaceChildren(...ls.map((l) => {
    const li = buildCard(l, "d" + l.id, "×" + deck.get(l.id), () => changeDeck(l.id, -1));
    li.title = "take a copy out of the deck";
    li.setAttribute("role", "button");
    li.setAttribute("aria-label", `${l.name}: ${deck.get(l.id)} in the deck; take a copy out`);
    li.classList.add("clickable");
    return li;
  }));
  if (!ls.length) $("b-deck").append(el("li", "empty", "No card yet: click cards of your pool, or Auto-build."));
  drawCurve($("b-curve"), curve);
  drawInks($("b-inks"), inks);
  $("d-deck").value = ls.map((l) => `${deck.get(l.id)} ${l.name}`).join("\n");
  $("b-count").textContent = `(${n} of at least ${d.deck_size})`;
  // Play only a legal deck (1.10.1.2): enough cards, each one the engine plays.
  const off = ls.filter((l) => !l.implemented);
  const legal = n >= d.deck_size && !off.length;
  $("b-legal").textContent = d.pool.length < d.deck_size ? `your pool holds ${d.pool.length} cards, fewer than a deck's ${d.deck_size}: no deck can be played`
    : n < d.deck_size ? `${n} cards: add ${d.deck_size - n} more to play`
    : off.length ? `${off[0].name} is not implemented yet: take it out to play` : `${n} cards: ready to play`;
  $("b-legal").className = legal ? "ok" : "";
  $("d-play").disabled = !legal;
  document.body.dataset.deckCount = String(n);
  if (focus) {
    const again = document.querySelector(`[data-key="${focus}"]`) || (focusAt >= 0 && $("b-deck").children[Math.min(focusAt, $("b-deck").children.length - 1)]);
    if (again && again.tabIndex === 0) again.focus();
  }
}

async function buildDraft() {
  message("");
  const { status, data } = await api("POST", `/api/drafts/${encodeURIComponent(draft.id)}/build`);
  if (status !== 200) { message(data && data.error || "the deck could not be built"); return; }
  deck = new Map();
  for (const c of data.deck) deck.set(c.id, (deck.get(c.id) || 0) + 1);
  saveBuild();
  $("d-problems").replaceChildren();
  drawBuild();
  document.body.dataset.draftBuilt = "1";
}

async function playDraft() {
  message("");
  $("d-problems").replaceChildren();
  const req = { deck: [...deck].map(([id, count]) => ({ id, count })), opponent: $("d-opponent").value.trim() };
  const { status, data } = await api("POST", `/api/drafts/${encodeURIComponent(draft.id)}/play`, req);
  if (status !== 201) {
    message(data && data.error || "the game could not start");
    if (data && data.problems) $("d-problems").replaceChildren(...data.problems.map((p) => el("li", "", p)));
    return;
  }
  location.hash = "game=" + data.id; // hashchange draws it
  view = data.view;
}

// --- Sealed: open boosters, then the same build ---

async function showSealedNew() {
  show("sealed-new");
  const data = await setup();
  if (!data) return;
  const sets = $("s-set");
  if (!sets.options.length) {
    (data.sets || []).forEach((x) => sets.append(new Option("set " + x, x)));
    sets.selectedIndex = sets.options.length - 1; // the newest, as lorcana sealed
  }
  $("opponents").replaceChildren(...data.opponents.concat(data.checkpoints).map((o) => new Option(o, o)));
}

async function startSealed(ev) {
  ev.preventDefault();
  message("");
  const req = {};
  const mix = $("s-sets").value.trim();
  if (mix !== "") req.sets = mix;
  else { req.set = $("s-set").value; req.boosters = Number($("s-boosters").value); }
  const seed = $("s-seed").value.trim();
  if (seed !== "") {
    if (!/^\d{1,16}$/.test(seed) || !Number.isSafeInteger(Number(seed))) { message("The seed is a whole number up to 9007199254740991 (or empty for a random one)."); return; }
    req.seed = Number(seed);
  }
  const { status, data } = await api("POST", "/api/sealed", req);
  if (status !== 201) { message(data && data.error || "the pool could not be opened"); return; }
  draft = data;
  location.hash = "draft=" + data.id; // hashchange draws it
}

$("draft-form").addEventListener("submit", startDraft);
$("d-build").addEventListener("click", buildDraft);
$("d-play").addEventListener("click", playDraft);
$("b-group").addEventListener("change", () => { if (draft && draft.done) drawBuild(); });
$("b-clear").addEventListener("click", () => { deck = new Map(); saveBuild(); drawBuild(); });
$("sealed-form").addEventListener("submit", startSealed);
$("nav-sealed").addEventListener("click", () => { if (location.hash === "#sealed") showSealedNew(); });
$("nav-draft").addEventListener("click", () => { if (location.hash === "#draft") showDraftNew(); });
