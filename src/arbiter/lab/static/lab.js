// The Layer Lab's page: the question is plain data (objects in timestamp order, actions in
// Arbiter's one-line syntax, day or night), sent as JSON to /api/solve; the answer is every
// object's characteristics and layer table. The permalink carries the question in the URL.
"use strict";

const PLAYERS = ["Alice", "Bob"];
const ZONES = ["battlefield", "hand", "graveyard", "exile", "library"];
const FACE_DOWN = ["", "morph", "disguise", "manifest", "cloak"];
const state = { objects: [], actions: [], day_night: "neither" };

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (v === true) e.setAttribute(k, "");
    else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

// -- completion from the card data ---------------------------------------------------------
function complete(input, list, onPick) {
  let timer = null;
  let items = [];
  let active = -1;
  const close = () => { list.hidden = true; list.replaceChildren(); items = []; active = -1; };
  const show = (names) => {
    list.replaceChildren();
    items = names;
    active = names.length ? 0 : -1;
    names.forEach((n, i) => {
      const li = el("li", { role: "option", text: n, class: i === 0 ? "active" : "" });
      li.addEventListener("mousedown", (ev) => { ev.preventDefault(); pick(n); });
      list.append(li);
    });
    list.hidden = names.length === 0;
  };
  const pick = (name) => { input.value = name; close(); onPick(name); };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const q = input.value.trim();
    if (!q) { close(); return; }
    timer = setTimeout(async () => {
      const r = await fetch("/api/cards?q=" + encodeURIComponent(q));
      if (r.ok && input.value.trim() === q) show(await r.json());
    }, 120);
  });
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
      if (!items.length) return;
      ev.preventDefault();
      active = (active + (ev.key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
      [...list.children].forEach((li, i) => li.classList.toggle("active", i === active));
    } else if (ev.key === "Enter") {
      ev.preventDefault();
      if (active >= 0 && !list.hidden) pick(items[active]);
      else if (input.value.trim()) { close(); onPick(input.value.trim()); }
    } else if (ev.key === "Escape") close();
  });
  input.addEventListener("blur", () => setTimeout(close, 150));
}

// -- the question --------------------------------------------------------------------------
function ref(o) { return o.alias || o.card; }

function ensureUniqueRef(o) {
  // A card that appears twice is named by an alias, so attachments and targets are exact.
  if (o.alias) return;
  const same = state.objects.filter((x) => !x.alias && x.card === o.card);
  if (same.length > 1) {
    const slug = o.card.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");
    let n = 1;
    while (state.objects.some((x) => x.alias === `${slug}${n}`)) n += 1;
    o.alias = `${slug}${n}`;
  }
}

function newObject(card) {
  return { card, controller: PLAYERS[0], zone: "battlefield", alias: "", attached_to: "",
           counters: {}, face_down: "", tapped: false, transformed: false, choices: {} };
}

function parseCounters(text) {
  const out = {};
  for (const part of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = part.match(/^(\d+)\s+(.+?)(\s+counters?)?$/i) || part.match(/^()(.+?)(\s+counters?)?$/i);
    const kind = m[2].trim().toLowerCase();
    out[kind] = (out[kind] || 0) + (m[1] ? parseInt(m[1], 10) : 1);
  }
  return out;
}
const countersText = (c) => Object.entries(c).map(([k, n]) => `${n} ${k}`).join(", ");

function parseChoices(text) {
  const out = {};
  for (const part of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [k, ...v] = part.split("=");
    const value = v.join("=").trim();
    if (k.trim() && value) out[k.trim()] = /^\d+$/.test(value) ? parseInt(value, 10) : value;
  }
  return out;
}
const choicesText = (c) => Object.entries(c).map(([k, v]) => `${k}=${v}`).join(", ");

function question() {
  return {
    objects: state.objects.map((o) => {
      const q = { card: o.card };
      if (o.controller !== PLAYERS[0]) q.controller = o.controller;
      if (o.zone !== "battlefield") q.zone = o.zone;
      if (o.alias) q.alias = o.alias;
      if (o.attached_to) q.attached_to = o.attached_to;
      if (Object.keys(o.counters).length) q.counters = o.counters;
      if (o.face_down) q.face_down = o.face_down;
      if (o.tapped) q.tapped = true;
      if (o.transformed) q.transformed = true;
      if (Object.keys(o.choices).length) q.choices = o.choices;
      return q;
    }),
    actions: state.actions.slice(),
    day_night: state.day_night,
  };
}

function load(q) {
  state.objects = (q.objects || []).map((o) => Object.assign(newObject(o.card), o, {
    alias: o.alias || "", attached_to: o.attached_to || "", face_down: o.face_down || "",
    controller: o.controller || PLAYERS[0], zone: o.zone || "battlefield",
    counters: o.counters || {}, choices: o.choices || {},
  }));
  state.actions = (q.actions || []).slice();
  state.day_night = q.day_night || "neither";
  $("day-night").value = state.day_night;
}

// -- permalink -----------------------------------------------------------------------------
function encode(q) {
  const bytes = new TextEncoder().encode(JSON.stringify(q));
  let bin = "";
  bytes.forEach((b) => { bin += String.fromCharCode(b); });
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function decode(text) {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
}
function permalink() { return location.pathname + "#q=" + encode(question()); }

// -- drawing the question ------------------------------------------------------------------
function select(options, value, label, onChange) {
  const s = el("select", { "aria-label": label });
  for (const [v, text] of options) s.append(el("option", { value: v, text }));
  s.value = value;
  s.addEventListener("change", () => onChange(s.value));
  return s;
}

function move(i, j) {
  if (j < 0 || j >= state.objects.length) return;
  const [o] = state.objects.splice(i, 1);
  state.objects.splice(j, 0, o);
  draw();
}

function objectRow(o, i) {
  const li = el("li", { draggable: "true", "data-index": i, "data-card": o.card });
  const row = el("div", { class: "row" });
  row.append(el("span", { class: "card", text: o.card }));
  row.append(el("label", {}, "controller ",
    select(PLAYERS.map((p) => [p, p]), o.controller, "controller", (v) => { o.controller = v; })));
  row.append(el("label", {}, "zone ",
    select(ZONES.map((z) => [z, z]), o.zone, "zone", (v) => { o.zone = v; })));
  const others = state.objects.filter((x) => x !== o && x.zone === "battlefield");
  row.append(el("label", {}, "attached to ",
    select([["", "—"], ...others.map((x) => [ref(x), ref(x)]), ...PLAYERS.map((p) => [p, p])],
      o.attached_to, "attached to", (v) => {
        const host = others.find((x) => ref(x) === v);
        if (host) { ensureUniqueRef(host); o.attached_to = ref(host); draw(); }
        else o.attached_to = v;
      })));
  const counters = el("input", { type: "text", class: "counters", value: countersText(o.counters),
                                 placeholder: "2 +1/+1, flying", "aria-label": "counters" });
  counters.addEventListener("change", () => { o.counters = parseCounters(counters.value); });
  row.append(el("label", {}, "counters ", counters));
  row.append(el("label", {}, "face down ",
    select(FACE_DOWN.map((f) => [f, f || "no"]), o.face_down, "face down", (v) => { o.face_down = v; })));
  for (const flag of ["tapped", "transformed"]) {
    const box = el("input", { type: "checkbox", "aria-label": flag, checked: o[flag] });
    box.addEventListener("change", () => { o[flag] = box.checked; });
    row.append(el("label", {}, box, " " + flag));
  }
  const alias = el("input", { type: "text", value: o.alias, placeholder: "alias", "aria-label": "alias" });
  alias.addEventListener("change", () => { o.alias = alias.value.trim(); draw(); });
  row.append(el("label", {}, "as ", alias));
  const choices = el("input", { type: "text", class: "choices", value: choicesText(o.choices),
                                placeholder: "creature_type=Saproling", "aria-label": "choices" });
  choices.addEventListener("change", () => { o.choices = parseChoices(choices.value); });
  row.append(el("label", {}, "choices ", choices));
  const up = el("button", { type: "button", class: "up", title: "earlier timestamp", text: "↑" });
  up.addEventListener("click", () => move(i, i - 1));
  const down = el("button", { type: "button", class: "down", title: "later timestamp", text: "↓" });
  down.addEventListener("click", () => move(i, i + 1));
  const remove = el("button", { type: "button", class: "remove", title: "remove", text: "✕" });
  remove.addEventListener("click", () => { state.objects.splice(i, 1); draw(); });
  row.append(up, down, remove);
  li.append(row);
  li.addEventListener("dragstart", (ev) => { ev.dataTransfer.setData("text/plain", String(i)); li.classList.add("dragging"); });
  li.addEventListener("dragend", () => li.classList.remove("dragging"));
  li.addEventListener("dragover", (ev) => { ev.preventDefault(); li.classList.add("drop"); });
  li.addEventListener("dragleave", () => li.classList.remove("drop"));
  li.addEventListener("drop", (ev) => {
    ev.preventDefault();
    const from = parseInt(ev.dataTransfer.getData("text/plain"), 10);
    if (!Number.isNaN(from)) move(from, i);
  });
  return li;
}

function draw() {
  $("objects").replaceChildren(...state.objects.map(objectRow));
  $("actions").replaceChildren(...state.actions.map((a, i) => {
    const remove = el("button", { type: "button", class: "remove", title: "remove", text: "✕" });
    remove.addEventListener("click", () => { state.actions.splice(i, 1); draw(); });
    return el("li", { class: "action" }, el("span", { text: a + " " }), remove);
  }));
  const target = $("act-target");
  const keep = target.value;
  target.replaceChildren(el("option", { value: "", text: "—" }),
    ...state.objects.map((o) => el("option", { value: ref(o), text: ref(o) })),
    ...PLAYERS.map((p) => el("option", { value: p, text: p })));
  target.value = keep;
  $("permalink").href = permalink();
}

// -- the answer ----------------------------------------------------------------------------
function table(t) {
  if (!t.layers.length) return el("p", { class: "none", text: "No continuous effect applies to it." });
  const head = el("tr", {}, el("th", { text: "Layer" }),
    ...t.columns.map((c) => el("th", { text: c })), el("th", { text: "Why" }));
  const rows = t.layers.map((row) => el("tr", { "data-layer": row.layer },
    el("th", { text: row.layer, scope: "row" }),
    ...t.columns.map((c) => {
      const text = row.cells[c] || "";
      return el("td", { text, class: text.startsWith("nothing") ? "nothing" : "" });
    }),
    el("td", { class: "why" }, ...row.order.map((r) => el("p", { text: r })))));
  return el("table", { class: "layers" }, el("thead", {}, head), el("tbody", {}, ...rows));
}

function show(answer) {
  $("results").replaceChildren(...answer.objects.map((t) => {
    const where = [t.zone, t.player, ...t.status].join(", ");
    return el("article", { class: "object", "data-object": t.object, "data-zone": t.zone },
      el("h3", { text: `${t.object} (${where})` }),
      el("p", { class: "summary", text: t.summary }),
      table(t));
  }));
  $("command").textContent = answer.command;
  $("command").hidden = false;
  const link = $("download");
  if (link.dataset.url) URL.revokeObjectURL(link.dataset.url);
  link.dataset.url = URL.createObjectURL(new Blob([answer.yaml], { type: "text/yaml" }));
  link.href = link.dataset.url;
  link.hidden = false;
  $("download").dataset.yaml = answer.yaml;
}

function fail(message) {
  $("error").textContent = message;
  $("error").hidden = false;
  $("results").replaceChildren();
}

async function solve() {
  $("error").hidden = true;
  if (!state.objects.length) { fail("Add at least one card."); return; }
  history.replaceState(null, "", permalink());
  $("permalink").href = permalink();
  $("status").textContent = "Solving…";
  try {
    const r = await fetch("/api/solve", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(question()),
    });
    const answer = await r.json();
    if (!r.ok || answer.error) fail(answer.error || `the server answered ${r.status}`);
    else show(answer);
  } catch (e) {
    fail("The Lab's server can't be reached: " + e);
  }
  $("status").textContent = "";
}

// -- wiring --------------------------------------------------------------------------------
function addCard(name) {
  if (!name) return;
  state.objects.push(newObject(name));
  $("new-card").value = "";
  draw();
}

function addAction() {
  const verb = $("act-verb").value;
  const card = $("act-card").value.trim();
  const target = $("act-target").value;
  if (verb === "pass") state.actions.push("pass the turn");
  else if (card) state.actions.push(`${verb} ${card}` + (target ? ` targeting ${target}` : ""));
  $("act-card").value = "";
  draw();
}

document.addEventListener("DOMContentLoaded", () => {
  complete($("new-card"), $("new-card-suggest"), addCard);
  complete($("act-card"), $("act-card-suggest"), () => {});
  $("add-card").addEventListener("click", () => addCard($("new-card").value.trim()));
  $("add-action").addEventListener("click", addAction);
  $("add-action-text").addEventListener("click", () => {
    const text = $("act-text").value.trim();
    if (text) { state.actions.push(text); $("act-text").value = ""; draw(); }
  });
  $("act-text").addEventListener("keydown", (ev) => { if (ev.key === "Enter") $("add-action-text").click(); });
  $("day-night").addEventListener("change", () => { state.day_night = $("day-night").value; draw(); });
  $("solve").addEventListener("click", solve);
  window.addEventListener("hashchange", fromPermalink);
  if (!fromPermalink()) draw();
});

// A permalink (#q=...) opened: the question it carries is drawn and solved.
function fromPermalink() {
  const m = location.hash.match(/^#q=([A-Za-z0-9_-]+)$/);
  if (!m) return false;
  try {
    const q = decode(m[1]);
    if (JSON.stringify(q) === JSON.stringify(question())) return true;  // our own update
    load(q);
  } catch (e) {
    fail("This permalink can't be read.");
    return false;
  }
  draw();
  solve();
  return true;
}
