"""The service worker on a shared phone (issue 35): one browser, lifters taking turns. Logging out, a session
that ends without a logout followed by someone else's login, and deleting the account each leave the worker's
Cache Storage with no copy of anyone's pages but the lifter's logged in now; after a logout, Back does not show
the last lifter's page; a message naming a page that is not a path of this site is ignored (a little server on
another port stands for another site and counts what it is asked); the waiting entries of a deleted account go,
another lifter's stay, shown to that lifter only, and are sent when they log in.
Each step is one check; a failed step ends the flow."""

import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PASSWORD = "correct horse battery staple"
DAY = "2024-06-03"
EMPTY_DAY = "2024-06-04"
PAGES = "lifting-log-pages-"

# Resolves with every cache's name and the paths it holds.
CACHED = """
const done = arguments[arguments.length - 1];
(async () => {
  const found = {};
  for (const name of await caches.keys()) {
    found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }
  done(found);
})().catch((error) => done({ error: String(error) }));
"""

# A cache of copies for a user the worker never saw: what an earlier user, or an older worker, left behind.
PLANT_COPIES = """
const [name, done] = [arguments[0], arguments[arguments.length - 1]];
caches.open(name).then((cache) => cache.put("/workouts", new Response("<p>someone else's workouts</p>"))).then(() => done(true), (error) => done(String(error)));
"""

# The page queue's database (Public/app.js): adds a waiting entry, or lists the entries as [user, lift].
QUEUE = """
const done = arguments[arguments.length - 1];
const opening = indexedDB.open("lifting-log", 1);
opening.onupgradeneeded = () => opening.result.createObjectStore("entries", { keyPath: "seq", autoIncrement: true }).createIndex("user", "user");
opening.onerror = () => done(String(opening.error));
opening.onsuccess = () => {
  const transaction = opening.result.transaction("entries", "readwrite");
  const store = transaction.objectStore("entries");
  if (arguments[0]) store.add(arguments[0]);
  const all = store.getAll();
  transaction.oncomplete = () => done(all.result.map((entry) => [entry.user, entry.fields.lift]));
};
"""

POST_TO_WORKER = """
const [messages, done] = [arguments[0], arguments[arguments.length - 1]];
navigator.serviceWorker.ready.then((registration) => {
  for (const message of messages) registration.active.postMessage(message);
  done(true);
});
"""


class OtherSite:
    """Another origin on 127.0.0.1: answers every GET with a page claiming to be a lifter's, readable by any
    site (CORS), and counts the requests, so a worker that fetched a page on a message's word is seen."""

    def __init__(self):
        self.requests = []
        self.user = ""
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                site.requests.append(self.path)
                body = f'<!doctype html><body data-user="{site.user}"><main id="main" class="page">planted</main>'.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def shared_phone_flow(report, browser, emails):
    ada, bea = emails

    def step(name):
        return report.check(name, browser, stop=True)

    def wait_for(condition, seconds=10):
        WebDriverWait(browser.driver, seconds, poll_frequency=0.2).until(lambda _: condition())

    def cached():
        found = browser.driver.execute_async_script(CACHED)
        assert "error" not in found, found
        return found

    def copies():
        """The users with a cache of copies, and what each holds."""
        return {name[len(PAGES):]: paths for name, paths in cached().items() if name.startswith(PAGES)}

    def user():
        return browser.driver.execute_script("return document.body.dataset.user || ''")

    def visit_pages():
        """Opens the pages the worker keeps and waits until it holds the day: the log form, the list, the day."""
        for path in ["/workouts", f"/workouts/{DAY}", "/history", "/workouts/new"]:
            browser.open(path)
        wait_for(lambda: browser.driver.execute_script("return navigator.serviceWorker.controller !== null"))
        wait_for(lambda: f"/workouts/{DAY}" in copies().get(user(), []))

    def log_out():
        browser.press("Log out", within="//header")
        assert browser.path == "/login", browser.path

    def log_in(email):
        browser.open("/login")
        browser.fill(email=email, password=PASSWORD)
        browser.press("Log in")
        assert user(), f"not logged in: {browser.path}"

    def queue(entry=None):
        found = browser.driver.execute_async_script(QUEUE, entry)
        assert isinstance(found, list), found
        return found

    def waiting_entry(owner, lift, weight):
        fields = {"lift": lift, "weight": weight, "unit": "kg", "reps": "5", "sets": "1", "date": DAY, "comments": ""}
        return {"user": owner, "client_id": str(uuid.uuid4()), "fields": fields, "queued_at": int(time.time() * 1000)}

    with step("Ada signs up, logs a workout and opens her pages, which the worker keeps"):
        browser.sign_up(ada, PASSWORD, "Ada", "Shared", "1990-01-02")
        browser.log_workout(lift="Zercher Squat", weight="90", unit="kg", reps="5", sets="3", date=DAY)
        visit_pages()
        ada_id = user()

    with step("Back while Ada is logged in shows her page again"):
        browser.open(f"/workouts/{DAY}")
        browser.open("/history")
        browser.driver.back()
        wait_for(lambda: browser.path == f"/workouts/{DAY}" and "Zercher Squat" in browser.text("main"))

    with step("after Ada logs out, Back does not show her page"):
        assert "Zercher Squat" in browser.text("main"), browser.text("main")
        log_out()
        browser.driver.back()
        # A page kept by the browser (its back/forward cache or its HTTP cache) would show her day as it was.
        time.sleep(1)
        wait_for(lambda: browser.path == "/login" and not user(), seconds=5)
        assert "Zercher Squat" not in browser.text("body"), browser.text("body")

    with step("logging out drops the copies of every user, also of one the worker did not believe current"):
        log_in(ada)
        visit_pages()
        assert browser.driver.execute_async_script(PLANT_COPIES, PAGES + "999999") is True
        assert set(copies()) == {ada_id, "999999"}, copies()
        log_out()
        assert copies() == {}, copies()

    with step("Ada's session ends without a logout; Bea logs in: the worker holds none of Ada's pages"):
        log_in(ada)
        visit_pages()
        assert ada_id in copies(), copies()
        # An expired session, or cookies cleared: no logout reached the worker.
        browser.driver.delete_all_cookies()
        browser.sign_up(bea, PASSWORD, "Bea", "Shared", "1991-02-03")
        browser.log_workout(lift="Jefferson Curl", weight="40", unit="kg", reps="8", sets="2", date=DAY)
        visit_pages()
        bea_id = user()
        kept = copies()
        assert set(kept) == {bea_id}, kept
        for path in kept[bea_id]:
            browser.open(path)
            assert "Zercher Squat" not in browser.text("main"), f"{path}: {browser.text('main')}"

    other = OtherSite()
    try:
        with step("the worker ignores a message naming a page that is not a path of this site"):
            other.user = bea_id
            host = other.origin.removeprefix("http:")
            # The site's Content-Security-Policy (default-src 'self') also stops the worker's own fetches to
            # another origin; the worker must not rely on it: the other site's count stays 0 either way, and a
            # path that is no path ("workouts/…", read as one of this site) shows the handler's own check.
            ignored = [other.origin + "/workouts/2030-01-01", host + "/workouts/2030-01-02",
                       "/\\" + host.removeprefix("//") + "/workouts/2030-01-03", "workouts/2030-01-04", 2030]
            messages = [{"user": bea_id, "page": page} for page in ignored] + [{"user": bea_id, "page": f"/workouts/{EMPTY_DAY}"}]
            browser.driver.execute_async_script(POST_TO_WORKER, messages)
            # The last message names a path of this site: once its page is kept, the others were handled too.
            wait_for(lambda: f"/workouts/{EMPTY_DAY}" in copies().get(bea_id, []))
            time.sleep(1)
            assert other.requests == [], f"the worker asked the other site for {other.requests}"
            kept = [path for path in copies().get(bea_id, []) if path.startswith("/workouts/2030")]
            assert kept == [], f"kept on a message's word: {kept}"
    finally:
        other.close()

    with step("another lifter's waiting entry is not shown to Bea; a wrong password deletes nothing"):
        queue(waiting_entry(ada_id, "Pendlay Row", "70"))
        # The server refuses a weight that is not a number, so this entry waits, as one it did not take does.
        queue(waiting_entry(bea_id, "Kettlebell Swing", "heavy"))
        browser.open("/workouts/new")
        wait_for(lambda: "did not take" in browser.text("#pending-status"))
        listed = browser.text("#pending")
        assert "Kettlebell Swing" in listed and "Pendlay Row" not in listed, listed
        browser.follow("Settings")
        browser.follow("Delete my account…")
        browser.fill(password="not the password at all")
        browser.press("Delete my account for good")
        assert browser.status == 422 and browser.path == "/settings/delete", (browser.status, browser.path)
        assert sorted(queue()) == sorted([[ada_id, "Pendlay Row"], [bea_id, "Kettlebell Swing"]]), queue()
        assert bea_id in copies(), copies()

    with step("deleting Bea's account drops her waiting entries and every copy; Ada's entry stays"):
        browser.fill(password=PASSWORD)
        browser.press("Delete my account for good")
        assert browser.text("h1") == "Your account is deleted", browser.text("main")
        assert queue() == [[ada_id, "Pendlay Row"]], queue()
        assert copies() == {}, copies()

    with step("Ada logs in again: her waiting entry is sent, once"):
        log_in(ada)
        # Sent by the first page of hers that loads (the one the login lands on, or the next).
        browser.open("/workouts/new")
        wait_for(lambda: queue() == [], seconds=15)
        browser.open(f"/workouts/{DAY}")
        rows = browser.driver.find_elements(By.XPATH, "//li[@data-exercise='Pendlay Row']//li[@data-kind]")
        assert len(rows) == 1 and "Kettlebell Swing" not in browser.text("main"), browser.text("main")
