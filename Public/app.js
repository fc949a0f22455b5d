// Progressive enhancement only: every page works without this file.

// After a failed submit, start keyboard and screen reader users at the list of problems, as
// the GOV.UK error summary does; `autofocus` on the summary does the same where a browser
// honours it on a div. The script is deferred, so the page is parsed by now.
document.getElementById("error-summary")?.focus();

// "More" in the menu is a <details>, open until its summary is tapped again: close it, as a
// menu does, on a tap elsewhere or Escape.
(() => {
  const more = document.querySelector(".site-nav__more");
  if (!more) return;
  document.addEventListener("click", (event) => { if (more.open && !more.contains(event.target)) more.open = false; });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !more.open) return;
    more.open = false;
    more.querySelector("summary").focus();
  });
})();

// While a lift is typed in the workout form, show what was done last time for it and its best
// estimated one-rep max, as Strong and Hevy do. The server renders the same fragment into the
// page after a save, so without this script the hint is there where it matters most.
(() => {
  const box = document.getElementById("last-time");
  const lift = document.getElementById("lift");
  if (!box || !lift) return;
  let timer = 0;
  let asked = lift.value.trim();
  const update = async () => {
    const name = lift.value.trim();
    if (name === asked) return;
    asked = name;
    if (!name) { box.replaceChildren(); return; }
    try {
      const response = await fetch(box.dataset.source + "?lift=" + encodeURIComponent(name), { credentials: "same-origin" });
      // A slower answer for an older name must not overwrite the newer one.
      if (response.ok && name === asked) box.innerHTML = await response.text();
    } catch {
      // Offline or the server is restarting: the hint is a nicety, the form still works.
    }
  };
  lift.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(update, 250); });
  lift.addEventListener("change", update);
})();

// At sign-up, the browser's own time zone, so "today" in the workout form is the lifter's
// today from the start (the server keeps the gym's zone when this is missing or unknown). In
// the settings' list of zones, the browser's own comes first, in a group of its own.
(() => {
  const zone = document.getElementById("time_zone");
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  if (!zone || !browserZone) return;
  if (zone.tagName !== "SELECT") {
    if (!zone.value) zone.value = browserZone;
    return;
  }
  const option = [...zone.options].find((candidate) => candidate.value === browserZone);
  if (!option) return;
  const group = document.createElement("optgroup");
  group.label = "This device's time zone";
  option.textContent = browserZone.replaceAll("_", " ");
  group.append(option);
  zone.insertBefore(group, zone.options[0]?.parentElement === zone ? zone.options[0].nextSibling : zone.firstChild);
})();

// A chart's ruler (the exercise chart, the body page's charts): a vertical line and a readout
// that follow the pointer or finger to the nearest day, and return to the latest day when it
// leaves. With focus on the chart, the arrow keys (and Home/End) move it a day at a time.
// Without this script the readout shows the latest day and the table beside lists every value.
document.querySelectorAll(".chart-svg").forEach((svg) => {
  const figure = svg.closest(".chart");
  if (!figure) return;
  const points = [...svg.querySelectorAll(".chart-points circle")];
  const ruler = svg.querySelector(".chart-ruler");
  const value = figure.querySelector(".chart-readout-value");
  const date = figure.querySelector(".chart-readout-date");
  if (points.length === 0 || !ruler || !value || !date) return;
  const unit = figure.dataset.unit;
  const xs = points.map((point) => Number(point.getAttribute("cx")));
  let current = points.length - 1;
  const show = (index) => {
    current = Math.max(0, Math.min(points.length - 1, index));
    const point = points[current];
    ruler.setAttribute("x1", xs[current]);
    ruler.setAttribute("x2", xs[current]);
    value.textContent = point.dataset.value + " " + unit;
    date.textContent = point.dataset.label;
    points.forEach((other, at) => other.classList.toggle("is-current", at === current));
  };
  const nearest = (event) => {
    const matrix = svg.getScreenCTM();
    if (!matrix) return current;
    const x = (event.clientX - matrix.e) / matrix.a;
    let best = 0;
    xs.forEach((candidate, index) => { if (Math.abs(candidate - x) < Math.abs(xs[best] - x)) best = index; });
    return best;
  };
  svg.addEventListener("pointermove", (event) => show(nearest(event)));
  svg.addEventListener("pointerdown", (event) => show(nearest(event)));
  svg.addEventListener("pointerleave", () => show(points.length - 1));
  svg.addEventListener("keydown", (event) => {
    const moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: points.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]);
  });
  show(current);
});

// A new id for each new entry, so the server stores an entry once however often it is sent
// (a double tap, a retry, the offline queue). Set on every show of the page, as the browser
// may restore the last id into the form when the lifter comes back to it.
const newClientID = () => {
  if (crypto.randomUUID) return crypto.randomUUID();
  // Plain http on the gym's network has no randomUUID: a version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
};
// What counts as the same lift, as the server's LiftName.key: "back  squat" is "Back Squat".
const liftKey = (lift) => lift.trim().toLowerCase().replace(/\s+/g, " ");

const clientIDField = document.getElementById("client_id");
window.addEventListener("pageshow", () => {
  if (clientIDField) clientIDField.value = newClientID();
  // A session from a routine has one per planned set (Views/routines/start.html).
  document.querySelectorAll("[data-client-id]").forEach((field) => { field.value = newClientID(); });
});

// Back (or Forward) to a logged-in page the browser kept whole in its back/forward cache shows that
// page as it was, also after a logout, to whoever holds the phone next. Personal pages are `no-store`
// (Sources/App/Web/Access.swift), which keeps them out of Chromium's and Firefox's such cache, but
// Safari keeps `no-store` pages there too: so such a page is hidden as it is left, and asked for
// again when it comes back (the login page once no one is logged in).
(() => {
  if (!document.body.dataset.user) return;
  window.addEventListener("pagehide", (event) => { if (event.persisted) document.body.hidden = true; });
  window.addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });
})();

// Installed like an app, and pages kept for the gym's basement (Public/sw.js): the worker is
// told whose pages these are, so it keeps them for this user only.
(() => {
  const user = document.body.dataset.user;
  if (!user || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ user, page: location.pathname + location.search }))
    .catch(() => {});
})();

// The plates on the bar for the weight being typed, as the saved page shows them without this
// script (PlateLoading.onTheBar in Sources/Domain): each side's plates, or the nearest weights the
// rack can make. The rack comes with the page, so it works with no connection.
(() => {
  const output = document.querySelector("output[name=plates]");
  const weight = document.getElementById("weight");
  const unit = document.getElementById("unit");
  if (!output || !weight || !unit) return;
  const round = (value) => Math.round(value * 100) / 100;
  const perSide = (rack, total) => {
    let left = (total - rack.bar) / 2;
    const side = [];
    for (const plate of rack.plates) {
      while (left >= plate - 0.001) { side.push(plate); left -= plate; }
    }
    return Math.abs(left) < 0.001 ? side : null;
  };
  const text = (rack, total) => {
    if (total < rack.bar - 0.001) return `Below the ${rack.bar} ${rack.unit} bar`;
    const side = perSide(rack, total);
    if (side) return side.length === 0 ? `${rack.bar} ${rack.unit} bar, no plates` : `${rack.bar} ${rack.unit} bar + ${side.join(" + ")} each side`;
    const step = Math.max(rack.plates[rack.plates.length - 1] * 2, 0.01);
    const below = rack.bar + Math.floor((total - rack.bar) / step) * step;
    let lower = round(below);
    while (lower > rack.bar && !perSide(rack, lower)) lower = round(lower - step);
    let higher = round(below + step);
    for (let tries = 0; tries < 64 && !perSide(rack, higher); tries += 1) higher = round(higher + step);
    return `These plates make ${lower} or ${higher} ${rack.unit}, not ${round(total)}`;
  };
  const update = () => {
    const typed = weight.value.trim().replace(",", ".");
    const [bar, plates] = (output.dataset[unit.value] || "").split(";");
    if (!typed || !Number.isFinite(Number(typed)) || !plates) { output.value = ""; return; }
    output.value = text({ unit: unit.value, bar: Number(bar), plates: plates.split(",").map(Number) }, Number(typed));
  };
  weight.addEventListener("input", update);
  unit.addEventListener("change", update);
  if (weight.value) update();
})();

// The rest between sets: after an entry is saved (online or kept on the phone) a countdown starts
// on the log form, 2:00 or what the lifter last set for that lift with +30 s / −30 s; in a
// session from a routine, a set's "Done" starts the exercise's own rest (its row's data-rest). The end is
// kept in this browser (per user), so it survives a reload and needs no connection; at zero the
// phone vibrates where it can and a notification shows if the lifter allowed them.
const restTimer = (() => {
  const user = document.body.dataset.user;
  const box = document.getElementById("rest-timer");
  const output = box?.querySelector("output[name=rest]");
  const endsKey = `lifting-log-rest-${user}`;
  const timesKey = `lifting-log-rest-times-${user}`;
  const read = (key, fallback) => {
    try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch { return fallback; }
  };
  let ticking = 0;

  const draw = () => {
    const current = read(endsKey, null);
    if (!output || !current) {
      if (box) box.hidden = true;
      return;
    }
    const left = Math.max(0, Math.ceil((current.ends - Date.now()) / 1000));
    output.dataset.ends = String(current.ends);
    output.value = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    box.hidden = false;
    if (left === 0) finish(current);
  };

  const finish = (current) => {
    localStorage.removeItem(endsKey);
    clearInterval(ticking);
    output.value = "0:00";
    navigator.vibrate?.([300, 150, 300]);
    if (window.Notification?.permission === "granted") {
      navigator.serviceWorker?.ready.then((registration) => registration.showNotification("Rest over", { body: `Next set of ${current.lift}` }))
        .catch(() => {});
    }
  };

  const run = () => {
    clearInterval(ticking);
    draw();
    if (read(endsKey, null)) ticking = setInterval(draw, 250);
  };

  box?.addEventListener("click", (event) => {
    const change = event.target.closest("[data-rest]")?.dataset.rest;
    const current = read(endsKey, null);
    if (!change || !current) return;
    if (change === "skip") {
      localStorage.removeItem(endsKey);
      return run();
    }
    if (change === "notify") return window.Notification?.requestPermission().then(() => { event.target.hidden = true; });
    const seconds = Math.max(30, Math.min(600, current.seconds + Number(change)));
    const times = read(timesKey, {});
    times[liftKey(current.lift)] = seconds;
    localStorage.setItem(timesKey, JSON.stringify(times));
    localStorage.setItem(endsKey, JSON.stringify({ ...current, seconds, ends: current.ends + (seconds - current.seconds) * 1000 }));
    run();
  });
  const notify = box?.querySelector("[data-rest=notify]");
  if (notify) notify.hidden = window.Notification?.permission !== "default";
  // A finished workout has no rest left to count.
  if (document.querySelector("[data-summary]")) localStorage.removeItem(endsKey);
  if (user) run();

  return {
    start(lift, planned) {
      if (!user) return;
      const seconds = planned || (read(timesKey, {})[liftKey(lift)] ?? 120);
      localStorage.setItem(endsKey, JSON.stringify({ lift, seconds, ends: Date.now() + seconds * 1000 }));
      run();
    },
  };
})();

// New entries with no connection: when the server cannot be reached, the log form keeps the
// entry in this browser (IndexedDB), lists it as waiting, and sends the waiting entries in
// order, with the session of the user who made them, at the next page load that reaches the
// server or within 30 s while a page stays open. Each carries its client_id, so an entry the
// server got but whose answer was lost is stored once however often it is sent.
(() => {
  const user = document.body.dataset.user;
  if (!user || !window.indexedDB) return;
  const form = clientIDField?.form;
  const section = document.getElementById("pending-entries");
  const list = document.getElementById("pending");
  const status = document.getElementById("pending-status");
  // Beside the form's button, where the eye is when "Save" was pressed on a phone (issue 37).
  const savedHere = document.getElementById("saved-on-phone");
  const token = document.querySelector("input[name=csrf_token]")?.value;

  const done = (request) => new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const entries = async (mode) => {
    const opening = indexedDB.open("lifting-log", 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore("entries", { keyPath: "seq", autoIncrement: true }).createIndex("user", "user");
    };
    return (await done(opening)).transaction("entries", mode).objectStore("entries");
  };
  // This user's entries only, oldest first (an index lists equal keys in primary key order).
  const waiting = async () => done((await entries("readonly")).index("user").getAll(user));

  const show = async () => {
    if (!list) return;
    const items = (await waiting()).map((entry) => {
      const item = document.createElement("li");
      const fields = entry.label || entry.fields;
      item.dataset.clientId = entry.client_id;
      item.textContent = `${fields.lift}: ${fields.sets} × ${fields.reps} @ ${fields.weight} ${fields.unit}, ${fields.date}`;
      return item;
    });
    list.replaceChildren(...items);
    section.hidden = items.length === 0;
    if (items.length === 0) status.textContent = "";
  };

  const announce = (text) => {
    const notice = document.getElementById("pending-sent") || document.createElement("p");
    notice.id = "pending-sent";
    notice.className = "notice notice--success";
    notice.setAttribute("role", "status");
    notice.textContent = text;
    document.querySelector("main h1")?.after(notice);
  };

  // The answer to a stored entry is a 303 to the form with ?saved=, or for a set of a routine's
  // session (sent to its own `action`) to the day's page, or to the live session's page; anything
  // else stored nothing.
  const stored = (response, fromRoutine) => {
    const url = new URL(response.url);
    // A tick of a live session's set is answered with its session's page (Views/sessions/show.html).
    if (fromRoutine) return response.redirected && /^\/(workouts\/\d{4}-\d{2}-\d{2}|sessions\/\d+)$/.test(url.pathname);
    return response.redirected && url.pathname === "/workouts/new" && url.searchParams.has("saved");
  };

  // A weight far above the lifter's best is asked about before it is saved (the form's
  // "save anyway?"): asked again here when the waiting entry is sent, and on "Save anyway" it
  // is sent with the answer. True when the answer was such a question.
  const ask = async (response, entry) => {
    if (response.status !== 422 || !status) return false;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const question = page.querySelector("#far-above-best p")?.textContent;
    if (!question) return false;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button--small";
    button.textContent = "Save anyway";
    button.addEventListener("click", async () => {
      entry.fields = { ...entry.fields, confirm: "1" };
      await done((await entries("readwrite")).put(entry));
      status.textContent = "";
      send();
    });
    status.replaceChildren(`${entry.fields.lift}: ${question} `, button);
    return true;
  };

  // A live session's row once its set is saved, or kept on the phone (`waiting`) until it is sent.
  const markDone = (row, waiting) => {
    row.toggleAttribute("data-done", true);
    row.classList.toggle("is-waiting", waiting);
    const tick = row.querySelector("[data-tick]");
    if (tick?.firstChild) tick.firstChild.textContent = waiting ? "Waiting" : "Save";
    // A done set is unticked before it is removed (its entry is the record): as the server draws the row.
    row.querySelector("[data-remove-set]")?.remove();
  };

  let sending = false;
  const send = async () => {
    if (sending || !token) return;
    sending = true;
    let sent = 0;
    try {
      for (const entry of await waiting()) {
        const body = new URLSearchParams({ ...entry.fields, client_id: entry.client_id, csrf_token: token });
        const response = await fetch(entry.action || "/workouts", { method: "POST", body, credentials: "same-origin" });
        if (!stored(response, Boolean(entry.action))) {
          if (!(await ask(response, entry)) && status) {
            status.textContent = "The server did not take the first waiting entry, so they all wait. Check that you are logged in, then reload this page.";
          }
          break;
        }
        await done((await entries("readwrite")).delete(entry.seq));
        const row = [...document.querySelectorAll("form[data-set-form] input[name=client_id]")]
          .find((field) => field.value === entry.client_id)?.form.closest("tr");
        if (row) markDone(row, false);
        sent += 1;
        await show();
      }
    } catch {
      // Still no connection: the entries wait for the next try.
    } finally {
      sending = false;
    }
    if (sent > 0) {
      announce(`${sent} ${sent === 1 ? "entry" : "entries"} saved on this phone ${sent === 1 ? "was" : "were"} sent.`);
      // Back online with nothing left waiting: the "You are offline" banner of the worker's copy
      // and the note beside the button no longer hold.
      if ((await waiting()).length === 0) {
        document.querySelector("[data-saved-at]")?.remove();
        if (savedHere) savedHere.hidden = true;
      }
    }
  };

  const today = () => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
  };

  const keep = async () => {
    const fields = Object.fromEntries(new FormData(form));
    delete fields.csrf_token;
    delete fields.client_id;
    fields.date ||= today();
    await done((await entries("readwrite")).add({ user, client_id: clientIDField.value, fields, queued_at: Date.now() }));
    clientIDField.value = newClientID();
    // Ready for the next set: the lift, unit, sets and day stay; what changes set to set clears.
    for (const name of ["weight", "reps", "comments"]) if (form.elements[name]) form.elements[name].value = "";
    await show();
    const saved = `Saved on this phone: ${fields.lift}, ${fields.sets} × ${fields.reps} @ ${fields.weight} ${fields.unit}. It will be sent when you are back online.`;
    status.textContent = "Saved on this phone — will be sent when you are back online";
    if (savedHere) {
      savedHere.textContent = saved;
      savedHere.hidden = false;
      savedHere.scrollIntoView({ block: "center", behavior: "smooth" });
    }
    restTimer.start(fields.lift);
  };

  // A session from a routine: with no connection, each filled set is kept as an entry of its own,
  // sent to the session's address with its exercise, so it is linked to the routine as if saved online.
  const session = document.querySelector("form[data-routine-session]");
  const keepSession = async () => {
    const store = await entries("readwrite");
    const date = today();
    let kept = 0;
    for (const row of session.querySelectorAll("tr[data-exercise]")) {
      const field = (name) => row.querySelector(`[name=${name}]`);
      if (!field("weight").value.trim() && !field("reps").value.trim()) continue;
      const fields = { exercise: field("exercise").value, weight: field("weight").value, reps: field("reps").value, date };
      const label = { lift: row.dataset.exercise, sets: 1, reps: fields.reps, weight: fields.weight, unit: row.dataset.unit, date };
      await done(store.add({ user, client_id: field("client_id").value, fields, label, action: session.action, queued_at: Date.now() }));
      field("client_id").value = newClientID();
      field("weight").value = "";
      field("reps").value = "";
      kept += 1;
    }
    await show();
    status.textContent = `${kept} ${kept === 1 ? "set" : "sets"} saved on this phone — will be sent when you are back online`;
  };
  session?.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const response = await fetch(session.action, { method: "POST", body: new URLSearchParams(new FormData(session)), credentials: "same-origin" });
      if (stored(response, true)) return location.assign(response.url);
    } catch {
      return keepSession();
    }
    session.submit();
  });
  session?.addEventListener("click", (event) => {
    const row = event.target.closest("[data-set-done]")?.closest("tr[data-exercise]");
    if (!row) return;
    // Saved with the session's form; marked here so the lifter sees which sets are behind them.
    row.toggleAttribute("data-done", true);
    restTimer.start(row.dataset.exercise, Number(row.dataset.rest));
  });
  session?.querySelectorAll("[data-set-done]").forEach((button) => { button.hidden = false; });

  // A live session (Views/sessions/show.html): a row's "Done" posts that set in the background,
  // marks the row done, starts the rest that follows it (none inside a superset's round: the row's
  // data-rest) and moves to the next row in the order the sets are done (data-next). With no
  // connection the set waits on the phone with the log form's entries, sent as they are, with the
  // row's own client_id, so a set the server got already is stored once. "Undo", "Remove" and a
  // refused set are posted by the browser, which shows the server's page.
  const afterTick = (row) => {
    const rest = Number(row.dataset.rest);
    if (rest > 0) restTimer.start(row.dataset.exercise, rest);
    document.getElementById(`set-${row.dataset.next}`)?.querySelector("[data-tick]")?.focus();
  };
  const keepSet = async (action, row, fields) => {
    const { csrf_token: _, client_id: clientID, ...kept } = fields;
    const label = { lift: row.dataset.exercise, sets: 1, reps: kept.reps, weight: kept.weight, unit: row.dataset.unit, date: today() };
    await done((await entries("readwrite")).add({ user, client_id: clientID, fields: kept, label, action, queued_at: Date.now() }));
    await show();
    status.textContent = "Saved on this phone — will be sent when you are back online";
  };
  const liveSession = document.querySelector("[data-live-session]");
  liveSession?.addEventListener("submit", async (event) => {
    const setForm = event.target;
    if (!setForm.matches("form[data-set-form]") || (event.submitter?.value ?? "done") !== "done") return;
    event.preventDefault();
    const row = setForm.closest("tr");
    const fields = { ...Object.fromEntries(new FormData(setForm)), action: "done" };
    // The attribute: the row's buttons are named "action", which `setForm.action` would give instead.
    const address = setForm.getAttribute("action");
    try {
      const response = await fetch(address, { method: "POST", body: new URLSearchParams(fields), credentials: "same-origin" });
      if (!stored(response, true)) return setForm.submit();
      markDone(row, false);
    } catch {
      await keepSet(address, row, fields);
      markDone(row, true);
    }
    afterTick(row);
  });

  // "Add a set" posts in the background and reloads the page the server answers with, where the
  // eye was. With no connection the block's last row is copied here as the server copies it:
  // its numbers, a client_id of its own and no row id, so its "Done" waits on the phone like any
  // tick and names the exercise and the set's number, and the server adds the row when the tick
  // arrives (SessionRowLookup). A copy not ticked yet is removed here; a refused add (the most
  // sets an exercise holds) is posted by the browser, which shows the server's page.
  let addedHere = 0;
  const hiddenText = (text) => {
    const span = document.createElement("span");
    span.className = "visually-hidden";
    span.textContent = text;
    return span;
  };
  // A row's id is in its elements' ids and in the references to them ("weight-12", "set-form-12").
  const renameRow = (row, from, to) => {
    const own = new RegExp(`-${from}(?=-|$)`);
    for (const element of [row, ...row.querySelectorAll("*")]) {
      for (const name of ["id", "for", "form"]) {
        if (element.hasAttribute(name)) element.setAttribute(name, element.getAttribute(name).replace(own, `-${to}`));
      }
    }
  };
  const copyLastRow = (block, actions) => {
    const rows = block.querySelectorAll("tbody tr[data-row]");
    const last = rows[rows.length - 1];
    if (!last) return;
    if (rows.length >= Number(actions.dataset.maxRows)) {
      if (status) status.textContent = `An exercise holds at most ${actions.dataset.maxRows} sets. Add the lift again as a new exercise.`;
      return;
    }
    const set = rows.length + 1;
    const key = `new-${++addedHere}`;
    const copy = last.cloneNode(true);
    renameRow(copy, last.dataset.row, key);
    copy.querySelectorAll(".error, .done-mark").forEach((element) => element.remove());
    copy.querySelectorAll("[aria-invalid]").forEach((field) => { field.removeAttribute("aria-invalid"); field.removeAttribute("aria-describedby"); });
    copy.querySelectorAll("label, .visually-hidden").forEach((text) => { text.textContent = text.textContent.replace(/set \d+/, `set ${set}`); });
    copy.querySelector("td.last")?.replaceChildren();
    const number = [...copy.querySelector("th").childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (number) number.textContent = String(set);
    Object.assign(copy.dataset, { row: key, set: String(set), next: last.dataset.next });
    copy.removeAttribute("data-done");
    copy.classList.remove("is-waiting");
    const tick = document.createElement("button");
    Object.assign(tick, { type: "submit", name: "action", value: "done", className: "button--small" });
    tick.setAttribute("form", `set-form-${key}`);
    tick.dataset.tick = "";
    tick.append("Done", hiddenText(`: set ${set} of ${copy.dataset.exercise}`));
    const remove = document.createElement("button");
    Object.assign(remove, { type: "button", className: "link-button" });
    remove.dataset.removeSet = "";
    remove.append("Remove", hiddenText(` set ${set} of ${copy.dataset.exercise}`));
    remove.addEventListener("click", () => {
      last.dataset.next = copy.dataset.next;
      copy.remove();
      last.querySelector("[name=weight]")?.focus();
    });
    copy.querySelector("[data-tick]")?.closest("td").replaceChildren(tick, " ", remove);
    last.after(copy);
    last.dataset.next = key;
    // What was typed in the last row, as its copy.
    for (const name of ["weight", "reps", "rpe", "kind"]) {
      const field = copy.querySelector(`[name=${name}]`);
      if (field) field.value = last.querySelector(`[name=${name}]`)?.value ?? "";
    }
    const form = copy.querySelector("form[data-set-form]");
    form.querySelector("[name=row]").value = "";
    form.querySelector("[name=set]").value = String(set);
    form.querySelector("[name=client_id]").value = newClientID();
    if (status) status.textContent = `Set ${set} of ${copy.dataset.exercise} added on this phone; its tick is sent when you are back online.`;
    copy.querySelector("[name=weight]")?.focus();
  };
  liveSession?.addEventListener("submit", async (event) => {
    const actions = event.target;
    if (!actions.matches("form.block-actions") || event.submitter?.value !== "add-set" || actions.dataset.posting) return;
    event.preventDefault();
    const block = actions.closest("[data-block]");
    // A block drawn on this phone is not on the server yet: its sets are added here, always.
    if (block.hasAttribute("data-drawn-here")) return copyLastRow(block, actions);
    const body = new URLSearchParams(new FormData(actions));
    body.set("action", "add-set");
    try {
      // The attribute: the form's buttons are named "action".
      const response = await fetch(actions.getAttribute("action"), { method: "POST", body, credentials: "same-origin" });
      if (response.redirected && /^\/sessions\/\d+$/.test(new URL(response.url).pathname)) {
        // The same page again: a change of its fragment alone would not load it.
        history.replaceState(null, "", `${new URL(response.url).pathname}#block-${block.dataset.block}`);
        return location.reload();
      }
    } catch {
      return copyLastRow(block, actions);
    }
    actions.dataset.posting = "1";
    actions.requestSubmit(event.submitter);
  });

  // "Add an exercise" posts in the background and reloads the page the server answers with. With
  // no connection the exercise is drawn here from the page's <template> of an empty block (the
  // server's own markup, Views/sessions/block.html), its lift and rest checked as the server
  // checks them (AddedExercise). Its rows' ticks wait on the phone like any other, naming the
  // lift, the set's number and the rest, and the server makes the block when the first one
  // arrives (SessionPages.addRow). Superset, move and remove need the block's id from the
  // server, so they wait for the page to be loaded again online; a lift already in the session
  // would have its ticks go to that block, so a second block of it waits for a connection too.
  const addExercise = document.querySelector("form[data-add-exercise]");
  const blank = document.getElementById("new-exercise");
  let drawnHere = 0;
  const fieldError = (name, message) => {
    const field = document.getElementById(name);
    const hint = document.getElementById(`${name}-hint`);
    document.getElementById(`${name}-error`)?.remove();
    const described = [hint?.id, message && `${name}-error`].filter(Boolean).join(" ");
    if (described) field.setAttribute("aria-describedby", described); else field.removeAttribute("aria-describedby");
    if (!message) return field.removeAttribute("aria-invalid");
    field.setAttribute("aria-invalid", "true");
    const error = document.createElement("p");
    Object.assign(error, { className: "error", id: `${name}-error`, textContent: message });
    field.closest(".field").append(error);
  };
  // Trimmed of spaces and tabs and counted in characters as a person sees them, as Swift counts.
  const trimSpaces = (text) => text.replace(/^[ \t]+|[ \t]+$/g, "");
  const characters = (text) => (window.Intl?.Segmenter ? [...new Intl.Segmenter().segment(text)] : [...text]).length;
  // "2:00", "90s" (RoutineQuantity.seconds): null for anything else.
  const restSeconds = (text) => {
    const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
    if (clock) return Number(clock[2]) < 60 ? Number(clock[1]) * 60 + Number(clock[2]) : null;
    const seconds = /^(\d{1,4})[ \t]*[sS]$/.exec(text);
    return seconds ? Number(seconds[1]) : null;
  };
  const drawExercise = () => {
    const lift = trimSpaces(addExercise.elements.lift.value.normalize("NFC"));
    const restText = trimSpaces(addExercise.elements.rest.value);
    const blocks = liveSession.querySelectorAll("section[data-exercise]");
    const max = Number(addExercise.dataset.maxBlocks);
    let liftError = "";
    if (characters(lift) < 1 || characters(lift) > 100) {
      liftError = lift ? "Keep the lift name to 100 characters or fewer." : "Enter the lift to add, e.g. Bench Press.";
    } else if (blocks.length >= max) {
      liftError = `A session holds at most ${max} exercises. Finish this one and start another.`;
    } else if (/^\d+$/.test(lift)) {
      liftError = "With no connection a lift named by a number alone cannot be added: add it once you are back online.";
    } else if ([...blocks].some((block) => liftKey(block.dataset.exercise) === liftKey(lift))) {
      liftError = `${lift} is in this workout already: add a set to it. A second block of it needs a connection.`;
    }
    const rest = restText ? restSeconds(restText) : 0;
    const restError = rest === null || rest > 3600
      ? "Enter the rest as minutes and seconds, e.g. 2:00, or seconds, e.g. 90s, up to 60:00." : "";
    fieldError("lift", liftError);
    fieldError("rest", restError);
    if (liftError || restError) return document.getElementById(liftError ? "lift" : "rest").focus();

    const section = blank.content.firstElementChild.cloneNode(true);
    const placeholder = blank.dataset.lift;
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) walker.currentNode.textContent = walker.currentNode.textContent.replaceAll(placeholder, () => lift);
    const key = `added-${++drawnHere}`;
    const card = section.querySelector("[data-block]");
    card.dataset.block = key;
    card.toggleAttribute("data-drawn-here", true);
    card.querySelector("h2").id = `block-${key}`;
    if (rest > 0) card.querySelector("h2 + p").textContent = `rest ${Math.floor(rest / 60)}:${String(rest % 60).padStart(2, "0")}`;
    section.dataset.exercise = lift;
    const row = section.querySelector("tr[data-row]");
    for (const element of [section, row]) element.removeAttribute("data-template");
    const rowKey = `new-${++addedHere}`;
    renameRow(row, row.dataset.row, rowKey);
    Object.assign(row.dataset, { exercise: lift, row: rowKey, rest: String(rest) });
    const setForm = row.querySelector("form[data-set-form]");
    setForm.elements.row.value = "";
    setForm.elements.exercise.value = lift;
    setForm.elements.client_id.value = newClientID();
    const restField = Object.assign(document.createElement("input"), { type: "hidden", name: "rest", value: restText });
    setForm.append(restField);
    // Not on the server yet: the one row stays (its tick makes the block), and the block's own
    // buttons but "Add a set" wait for its id.
    row.querySelector("[data-remove-set]")?.remove();
    const actions = section.querySelector("form.block-actions");
    actions.querySelectorAll("button:not([value=add-set])").forEach((button) => button.remove());
    const note = document.createElement("p");
    note.className = "muted";
    note.textContent = "Added on this phone: superset, move and remove come once the page is loaded again with a connection.";
    actions.after(note);
    liveSession.append(section);
    addExercise.elements.lift.value = "";
    addExercise.elements.rest.value = "";
    if (status) status.textContent = `${lift} added on this phone; its sets are sent when you are back online.`;
    row.querySelector("[name=weight]")?.focus();
  };
  addExercise?.addEventListener("submit", async (event) => {
    if (addExercise.dataset.posting || !liveSession || !blank) return;
    event.preventDefault();
    try {
      const response = await fetch(addExercise.getAttribute("action"), {
        method: "POST", body: new URLSearchParams(new FormData(addExercise)), credentials: "same-origin" });
      if (response.redirected && /^\/sessions\/\d+$/.test(new URL(response.url).pathname)) return location.reload();
    } catch {
      return drawExercise();
    }
    // Refused (a field to fix): posted by the browser, which shows the server's page.
    addExercise.dataset.posting = "1";
    addExercise.requestSubmit(event.submitter);
  });

  if (form) {
    // A copy shown by the worker holds the day it was saved: a new entry is for today.
    if (document.querySelector("[data-saved-at]") && form.elements.date) form.elements.date.value = today();
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const response = await fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)), credentials: "same-origin" });
        if (stored(response)) {
          restTimer.start(form.elements.lift.value);
          return location.assign(response.url);
        }
      } catch {
        if (!form.checkValidity()) return form.reportValidity();
        return keep();
      }
      // Not stored (a field to fix): posted again by the browser, which shows the server's answer.
      // The same client_id, so were it stored after all, it still is only once.
      form.submit();
    });
  }
  show().then(send);
  setInterval(send, 30_000);
  window.addEventListener("online", send);
})();

// The roster at the door (staff): a check-in made without a connection is kept in memory while
// the page stays open (staff pages are never kept by the service worker) and sent when the
// connection returns, once: one waiting check-in per member, the latest mark, removed as soon
// as the server took it, and one sender at a time. A check-in sets a state, so even a retry the
// server took twice changes nothing.
(() => {
  const forms = document.querySelectorAll("form[data-check-in]");
  if (!forms.length) return;
  const status = document.querySelector("[data-roster-status]");
  const waiting = new Map();
  let sending = false;
  const say = (text) => { if (status) status.textContent = text; };
  const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const mark = (form, value, pending) => {
    form.querySelectorAll("button[name=status]").forEach((button) => button.setAttribute("aria-pressed", String(button.value === value)));
    form.closest("[data-member]")?.toggleAttribute("data-pending", pending);
  };
  const post = (action, entry) => fetch(action, {
    method: "POST", body: new URLSearchParams({ status: entry.value, csrf_token: entry.token }), credentials: "same-origin", redirect: "manual",
  });
  // The server answers a check-in it took with a redirect back to the roster.
  const taken = (response) => response.type === "opaqueredirect" || response.ok;
  const send = async () => {
    if (sending || !waiting.size) return;
    sending = true;
    let sent = 0;
    try {
      for (const [action, entry] of [...waiting]) {
        const response = await post(action, entry);
        if (!taken(response)) {
          say("The server did not take a waiting check-in. Check that you are logged in as staff, then reload this page.");
          break;
        }
        if (waiting.get(action) === entry) waiting.delete(action);
        mark(entry.form, entry.value, waiting.has(action));
        sent += 1;
      }
    } catch {
      // Still no connection: the check-ins wait for the next try.
    } finally {
      sending = false;
    }
    if (sent) say(`${plural(sent, "check-in")} made offline sent.${waiting.size ? ` ${waiting.size} still waiting.` : ""}`);
  };
  forms.forEach((form) => form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const entry = { form, value: event.submitter?.value || "present", token: form.elements.csrf_token.value };
    mark(form, entry.value, true);
    if (!waiting.size) {
      try {
        if (taken(await post(form.action, entry))) return mark(form, entry.value, false);
      } catch {
        // No connection: kept below.
      }
    }
    waiting.set(form.action, entry);
    say(`${plural(waiting.size, "check-in")} kept on this device, sent when the connection returns. Keep this page open.`);
    send();
  }));
  window.addEventListener("online", send);
  setInterval(send, 15_000);
  window.addEventListener("beforeunload", (event) => { if (waiting.size) event.preventDefault(); });
})();
