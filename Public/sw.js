// Lifting Log's service worker: copies of a lifter's own pages for a gym with no signal.
// It owns nothing the server does not: the server is the one place an entry becomes real (the
// queue of new entries is Public/app.js's, sent with their client_id so a retry is safe). A page
// is always asked of the server first; a copy is shown only when the server cannot be reached.
// Copies are kept per user (the page's data-user) and dropped at logout.

const SHARED = "lifting-log-shared-1"; // the offline pages and the static files they need
const PAGES = "lifting-log-pages-"; // + a user id: that user's copies
const STATE = "lifting-log-state"; // whose pages were shown last, as the offline copies' owner
const CURRENT_USER = "/current-user";
const OFFLINE = "/offline";
const CHANGE_NEEDS_CONNECTION = "/offline/change";
// The pages kept: the log form, the list of days, a day, the history, and the routines with
// their days' session forms. Never /staff/ or /settings, never the answer to a POST.
const KEPT = [/^\/workouts$/, /^\/workouts\/new$/, /^\/workouts\/\d{4}-\d{2}-\d{2}$/, /^\/history$/, /^\/routines$/, /^\/routines\/\d+$/,
  /^\/routines\/\d+\/days\/\d+\/start$/];
// A copy older than this is not shown: "opened in the last days".
const KEEP_FOR_MS = 7 * 24 * 3600 * 1000;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHARED);
    for (const path of [OFFLINE, CHANGE_NEEDS_CONNECTION]) {
      const response = await fetch(path, { credentials: "omit" });
      await cache.put(path, response.clone());
      // The fingerprinted stylesheet and script the page links to, so it looks right offline.
      const html = await response.text();
      await cache.addAll([...html.matchAll(/(?:href|src)="(\/[^"?]+\?v=[^"]+)"/g)].map((match) => match[1]));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    for (const name of await caches.keys()) {
      if (name.startsWith("lifting-log-shared-") && name !== SHARED) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/logout") {
    event.respondWith(logOut(request));
  } else if (request.mode === "navigate" && request.method === "POST" && url.pathname.startsWith("/workouts/entries/")) {
    event.respondWith(fetch(request).catch(() => shared(CHANGE_NEEDS_CONNECTION)));
  } else if (request.mode === "navigate" && request.method === "GET") {
    event.respondWith(page(event, url));
  } else if (request.method === "GET" && url.search.startsWith("?v=")) {
    event.respondWith(asset(request));
  }
});

// A page tells whose it is (Public/app.js), so a page opened before this worker took over is kept too.
self.addEventListener("message", (event) => {
  const user = String(event.data?.user ?? "");
  if (!/^\d+$/.test(user)) return;
  event.waitUntil((async () => {
    await setCurrentUser(user);
    const cache = await caches.open(PAGES + user);
    for (const path of ["/workouts/new", event.data.page]) {
      const url = new URL(path, self.location.origin);
      if (!isKept(url) || (await cache.match(copyKey(url)))) continue;
      try {
        await keep(url, await fetch(url, { credentials: "same-origin" }));
      } catch {
        // No connection now: kept at the next visit.
      }
    }
  })());
});

async function page(event, url) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    event.waitUntil(keep(url, response.clone()));
    return response;
  } catch {
    return (await copy(url)) || shared(OFFLINE);
  }
}

// Keeps a kept page of a logged-in user under that user; any page says who is logged in now.
async function keep(url, response) {
  if (response.status !== 200 || response.redirected || !(response.headers.get("Content-Type") || "").startsWith("text/html")) return;
  const html = await response.text();
  const user = html.match(/<body data-user="(\d+)"/)?.[1] ?? "";
  await setCurrentUser(user);
  if (!user || !isKept(url) || (url.pathname === "/workouts/new" && url.search)) return;
  const headers = { "Content-Type": "text/html; charset=utf-8", "X-Saved-At": String(Date.now()) };
  await (await caches.open(PAGES + user)).put(copyKey(url), new Response(html, { headers }));
}

// The current user's copy of the page, with a banner saying when it was saved.
async function copy(url) {
  const user = await currentUser();
  if (!user || !isKept(url)) return null;
  const kept = await (await caches.open(PAGES + user)).match(copyKey(url));
  const savedAt = Number(kept?.headers.get("X-Saved-At"));
  if (!kept || !(Date.now() - savedAt < KEEP_FOR_MS)) return null;
  const saved = new Date(savedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
  const banner = `<p class="notice notice--warning" role="status" data-saved-at="${savedAt}">You are offline: this is the copy saved on this phone on ${escape(saved)}.</p>`;
  const html = (await kept.text()).replace('<main id="main" class="page">', (main) => main + "\n" + banner);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// Logging out drops the user's copies first, whether or not the server can be reached.
async function logOut(request) {
  const user = await currentUser();
  if (user) await caches.delete(PAGES + user);
  await setCurrentUser("");
  return fetch(request).catch(() => shared(OFFLINE));
}

async function asset(request) {
  const cache = await caches.open(SHARED);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function shared(path) {
  return (await (await caches.open(SHARED)).match(path))
    || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function isKept(url) {
  return KEPT.some((pattern) => pattern.test(url.pathname));
}

// The form is one copy whatever its query (?saved=, ?again=); other pages keep theirs (?page=2).
function copyKey(url) {
  return url.pathname === "/workouts/new" ? url.pathname : url.pathname + url.search;
}

async function currentUser() {
  const kept = await (await caches.open(STATE)).match(CURRENT_USER);
  return kept ? kept.text() : "";
}

async function setCurrentUser(user) {
  await (await caches.open(STATE)).put(CURRENT_USER, new Response(user));
}

function escape(text) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
