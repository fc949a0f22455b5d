// Lifting Log's service worker: copies of a lifter's own pages for a gym with no signal.
// It owns nothing the server does not: the server is the one place an entry becomes real (the
// queue of new entries is Public/app.js's, sent with their client_id so a retry is safe). A page
// is always asked of the server first; a copy is shown only when the server cannot be reached.
// Copies are kept for one user at a time, the one the last page named (its data-user): a page
// naming someone else or no one, a logout and an account deletion drop every other user's copies,
// whoever the worker believed was current (a session can end without a logout, expired or its
// cookie cleared, and another begin). A phone passed from hand to hand keeps no one's pages but
// the lifter's logged in now.

const SHARED = "lifting-log-shared-1"; // the offline pages and the static files they need
const PAGES = "lifting-log-pages-"; // + a user id: that user's copies
const STATE = "lifting-log-state"; // whose pages were shown last, as the offline copies' owner
const CURRENT_USER = "/current-user";
const OFFLINE = "/offline";
const CHANGE_NEEDS_CONNECTION = "/offline/change";
// The pages kept: the log form, the list of days, a day, the history, and the routines with
// their days' session forms, and a live session. Never /staff/ or /settings, never the answer to a POST.
const KEPT = [/^\/workouts$/, /^\/workouts\/new$/, /^\/workouts\/\d{4}-\d{2}-\d{2}$/, /^\/history$/, /^\/routines$/, /^\/routines\/\d+$/,
  /^\/routines\/\d+\/days\/\d+\/start$/, /^\/sessions\/\d+$/];
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
  } else if (request.mode === "navigate" && request.method === "POST" && url.pathname === "/settings/delete") {
    event.respondWith(deleteAccount(request));
  } else if (request.mode === "navigate" && request.method === "POST" && url.pathname.startsWith("/workouts/entries/")) {
    event.respondWith(fetch(request).catch(async () => withOwnNav(await shared(CHANGE_NEEDS_CONNECTION))));
  } else if (request.mode === "navigate" && request.method === "GET") {
    event.respondWith(page(event, url));
  } else if (request.method === "GET" && url.search.startsWith("?v=")) {
    event.respondWith(asset(request));
  }
});

// A page tells whose it is (Public/app.js), so a page opened before this worker took over is kept too.
// Only a path of this site is fetched on a message's word ("/workouts?page=2"): a full address, "//host/…"
// or anything else is ignored, so no message can put another site's page among a lifter's copies.
self.addEventListener("message", (event) => {
  const user = String(event.data?.user ?? "");
  if (!/^\d+$/.test(user)) return;
  const pages = [ownPage("/workouts/new"), ownPage(event.data.page)].filter(Boolean);
  event.waitUntil((async () => {
    await becomeCurrent(user);
    const cache = await caches.open(PAGES + user);
    for (const url of pages) {
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
    return (await copy(url)) || withOwnNav(await shared(OFFLINE));
  }
}

// Keeps a kept page of a logged-in user under that user; any page says who is logged in now.
async function keep(url, response) {
  if (response.status !== 200 || response.redirected || !(response.headers.get("Content-Type") || "").startsWith("text/html")) return;
  const html = await response.text();
  const user = html.match(/<body data-user="(\d+)"/)?.[1] ?? "";
  await becomeCurrent(user);
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

// Logging out drops every copy first, whether or not the server can be reached.
async function logOut(request) {
  await becomeCurrent("");
  return fetch(request).catch(() => shared(OFFLINE));
}

// Deleting the account drops every copy and the account's own waiting entries, once the server says
// it is gone: its redirect to /goodbye (a wrong password, or a session that ended, deletes nothing).
// The redirect is followed here to see where it leads, then handed to the page as a redirect again
// (a navigation may not be answered with a followed one). The account is the one the last page named.
async function deleteAccount(request) {
  const user = await currentUser();
  let response;
  try {
    response = await fetch(new Request(request, { redirect: "follow" }));
  } catch {
    return shared(CHANGE_NEEDS_CONNECTION);
  }
  if (!response.redirected) return response;
  const landing = new URL(response.url);
  if (landing.pathname === "/goodbye") {
    await becomeCurrent("");
    if (user) await dropWaitingEntries(user);
  }
  return Response.redirect(landing.href, 303);
}

// The waiting entries of a deleted account (Public/app.js's queue): no one could ever send them.
// Where there is no queue yet none is made: Public/app.js makes it, with its store and index.
async function dropWaitingEntries(user) {
  const opening = indexedDB.open("lifting-log");
  opening.onupgradeneeded = () => opening.transaction.abort();
  const database = await new Promise((resolve) => {
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
  });
  if (!database?.objectStoreNames.contains("entries")) return database?.close();
  const transaction = database.transaction("entries", "readwrite");
  const store = transaction.objectStore("entries");
  store.index("user").getAllKeys(user).onsuccess = (event) => event.target.result.forEach((key) => store.delete(key));
  await new Promise((resolve) => {
    transaction.oncomplete = resolve;
    transaction.onerror = resolve;
    transaction.onabort = resolve;
  });
  database.close();
}

async function asset(request) {
  const cache = await caches.open(SHARED);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// The offline pages are fetched without a session when the worker installs, so their header is
// a visitor's ("Log in", "Sign up"): shown to a member, it takes the header of a copy of theirs,
// their own navigation (issue 37). Without a fresh copy, the page is shown as it is.
async function withOwnNav(offline) {
  const user = await currentUser();
  if (!user || !(offline.headers.get("Content-Type") || "").startsWith("text/html")) return offline;
  const kept = await (await caches.open(PAGES + user)).match("/workouts/new");
  if (!kept || !(Date.now() - Number(kept.headers.get("X-Saved-At")) < KEEP_FOR_MS)) return offline;
  const header = /<header class="site-header">[\s\S]*?<\/header>/;
  const own = (await kept.text()).match(header)?.[0];
  if (!own) return offline;
  const html = (await offline.text()).replace(header, () => own.replace(/ aria-current="page"/g, ""));
  return new Response(html, { status: offline.status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function shared(path) {
  return (await (await caches.open(SHARED)).match(path))
    || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// A path of this site, as a URL; null for anything else. A path may still name another host:
// "//host/…", and "/\\host/…", which URLs read as "//".
function ownPage(path) {
  if (typeof path !== "string" || !path.startsWith("/")) return null;
  try {
    const url = new URL(path, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null; // "//exa mple": no address at all
  }
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

// The user a page names now ("" for no one): theirs are the only copies kept.
async function becomeCurrent(user) {
  await (await caches.open(STATE)).put(CURRENT_USER, new Response(user));
  for (const name of await caches.keys()) {
    if (name.startsWith(PAGES) && name !== PAGES + user) await caches.delete(name);
  }
}

function escape(text) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
