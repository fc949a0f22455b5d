"""End-to-end browser suite: starts the app on a free port with a fresh database, runs the user flow
with JavaScript and without, checks every page it visits, and ends with `browser: N passed, M failed`.

Usage: suite.py BINARY PROJECT_ROOT (run.sh installs what it needs and builds BINARY). While working on one
part, BROWSER_PARTS=shared-phone,gym (a comma-separated list of PARTS) runs only those; unset, all of them run."""

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from account import account_flow
from body import body_flow
from browser import Browser, axe_source
from checks import FlowStopped, PageChecks, Report
from facts import facts_flow
from flow import user_flow
from gym import gym_flow
from gym_floor import gym_floor_flow
from metrics import TOKEN as METRICS_TOKEN, metrics_checks
from navigation import navigation_checks
from revalidation import revalidation_flow
from routes import route_flow
from routines import routine_flow
from schedule_flow import staff_flow, visitor_flow
from session import session_flow
from shared_phone import shared_phone_flow
from oidc_provider import CLIENT_ID as OIDC_CLIENT_ID, CLIENT_SECRET as OIDC_CLIENT_SECRET, Provider
from signin import signin_flow

# A page script that would rename the page: with JavaScript off the title stays.
SCRIPT_PROBE = "data:text/html,<title>off</title><script>document.title = 'on'</script>"


class AppDidNotStart(Exception):
    pass


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def running_app(binary, root, folder, port=None, host="127.0.0.1", options=()):
    port = port or free_port()
    log = open(folder / "server.log", "a")
    # UTC, so the schedule flow's "today" is the server's.
    base_url = f"http://{host}:{port}"
    # The site's own address, as a deployment sets it: the share tags need it (og:url). The
    # flows sign up more lifters from this one address than the 10 an hour a server allows.
    server = subprocess.Popen([binary, "serve", "--port", str(port), "--db", folder / "db.sqlite",
                               "--resources", root, "--log-level", "warning", "--timezone", "UTC",
                               "--metrics-token", METRICS_TOKEN, "--public-url", base_url,
                               "--signups-per-hour", "1000", *options], stdout=log, stderr=log)
    try:
        # At warning level the server announces nothing, so wait for its health check to answer.
        deadline = time.monotonic() + 15
        while True:
            try:
                urllib.request.urlopen(base_url + "/healthz", timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise AppDidNotStart(f"the app did not start; see {folder / 'server.log'}")
                time.sleep(0.1)
        yield base_url
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


def staff_maker(binary, folder):
    """A function that makes an account staff with the app's own command, as an administrator would."""
    def make_staff(email):
        subprocess.run([binary, "user", "set-role", email, "staff", "--db", folder / "db.sqlite"], check=True, capture_output=True)
    return make_staff


def run_flow(report, base_url, javascript, page_checks, make_staff, folder):
    label = "with JavaScript" if javascript else "without JavaScript"
    print(f"\n== flow {label}", flush=True)
    browser = None
    try:
        with report.check(f"Chromium starts {label}", stop=True):
            browser = Browser(base_url, javascript)
        if not javascript:
            with report.check("JavaScript is really off", browser, stop=True):
                browser.driver.get(SCRIPT_PROBE)
                assert browser.driver.title == "off", "a page script ran"
    except FlowStopped as stopped:
        print(f"     the flow {label} stopped at: {stopped}", flush=True)
        if browser:
            browser.quit()
        return
    inspect = (lambda name, **options: page_checks.inspect(browser, name, **options)) if page_checks else (lambda name, **options: None)
    kind = "js" if javascript else "nojs"

    def facts():
        # A visitor again: the previous flow's account is gone or logged in, its cookies with it.
        browser.open("/facts")
        browser.driver.delete_all_cookies()
        facts_flow(browser, report, inspect, f"fay.{kind}@example.com", javascript, make_staff)

    def routes():
        browser.open("/")
        browser.driver.delete_all_cookies()
        route_flow(browser, report, inspect, f"ada.routes.{kind}@example.com", folder / f"routes-{kind}")

    def routines():
        browser.open("/")
        browser.driver.delete_all_cookies()
        routine_flow(browser, report, inspect, f"ada.routines.{kind}@example.com", javascript)

    def account():
        browser.open("/")
        browser.driver.delete_all_cookies()
        account_flow(browser, report, inspect, f"ada.moving.{kind}@example.com", folder / f"account-{kind}")

    def navigation():
        browser.open("/")
        browser.driver.delete_all_cookies()
        navigation_checks(browser, report, f"nav.{kind}@example.com", make_staff,
                          page_checks.screenshots if page_checks else folder / "screenshots", javascript)

    def revalidation():
        browser.open("/")
        browser.driver.delete_all_cookies()
        revalidation_flow(browser, report, f"rae.{kind}@example.com", javascript)

    # Each flow has an account of its own, so one stopping does not stop the next.
    flows = [("user", lambda: user_flow(browser, report, inspect, f"ada.{kind}@example.com", javascript)),
             ("routes", routes), ("routines", routines), ("account", account), ("facts", facts), ("navigation", navigation),
             ("revalidation", revalidation)]
    try:
        for name, flow in flows:
            print(f"-- {name} flow {label}", flush=True)
            try:
                flow()
            except FlowStopped as stopped:
                print(f"     the {name} flow {label} stopped at: {stopped}", flush=True)
    finally:
        browser.quit()


def run_schedule(report, base_url, page_checks, make_staff):
    """Issue 12's pages: staff and public with JavaScript (checked page by page), a visitor without."""
    for javascript in (True, False):
        label = "with JavaScript" if javascript else "without JavaScript"
        print(f"\n== schedule {label}", flush=True)
        browser = None
        try:
            with report.check(f"Chromium starts for the schedule {label}", stop=True):
                browser = Browser(base_url, javascript)
            if javascript:
                staff_flow(browser, report, lambda name: page_checks.inspect(browser, name), make_staff, base_url)
            else:
                visitor_flow(browser, report)
        except FlowStopped as stopped:
            print(f"     the schedule {label} stopped at: {stopped}", flush=True)
        finally:
            if browser:
                browser.quit()


def run_in_browser(report, base_url, heading, name, flow):
    """One part in a browser of its own with JavaScript: `flow(browser)`; a failed step ends this part only."""
    print(f"\n== {heading}", flush=True)
    browser = None
    try:
        with report.check(f"Chromium starts for {name}", stop=True):
            browser = Browser(base_url, True)
        flow(browser)
    except FlowStopped as stopped:
        print(f"     {name} stopped at: {stopped}", flush=True)
    finally:
        if browser:
            browser.quit()


def run_shared_phone(report, base_url):
    """Issue 35: one browser with JavaScript, lifters taking turns on it."""
    run_in_browser(report, base_url, "the service worker on a shared phone", "the shared phone",
                   lambda browser: shared_phone_flow(report, browser, ["ada.shared@example.com", "bea.shared@example.com"]))


def run_gym(report, binary, root, folder):
    """Issue 26's gym mode, on a server of its own that the flow stops and starts again on one port."""
    print("\n== gym mode: installed, and logging with no connection", flush=True)
    gym_folder = folder / "gym"
    gym_folder.mkdir()
    port = free_port()
    try:
        gym_flow(report, lambda base_url: Browser(base_url, True), lambda: running_app(binary, root, gym_folder, port),
                 gym_folder / "db.sqlite", "gil@example.com")
    except FlowStopped as stopped:
        print(f"     gym mode stopped at: {stopped}", flush=True)
    except AppDidNotStart as error:
        report.failed += 1
        print(f"FAIL {error}")


def run_session(report, base_url, page_checks, database):
    """Issue 36's live session, on a phone in the dark, with JavaScript."""
    run_in_browser(report, base_url, "a live session on a phone", "the live session", lambda browser: session_flow(
        report, browser, lambda name: page_checks.inspect(browser, name), "sam.session@example.com", database))


def run_signin(report, binary, root, folder, page_checks):
    """Issue 40's two-factor codes, passkeys and single sign-on, on a server of its own reached as
    localhost (a passkey is bound to a host name, never to an address), with an OpenID Connect
    provider of the suite's own on loopback over TLS (Tests/Browser/oidc_provider.py)."""
    print("\n== ways in: two-factor codes, passkeys, single sign-on", flush=True)
    signin_folder = folder / "signin"
    signin_folder.mkdir()
    browser = None
    provider = None
    try:
        with report.check("the OpenID Connect provider starts", stop=True):
            provider = Provider(signin_folder)
        secret_file = signin_folder / "oidc-secret"
        secret_file.write_text(OIDC_CLIENT_SECRET + "\n")
        options = ["--oidc-issuer", provider.issuer, "--oidc-client-id", OIDC_CLIENT_ID, "--oidc-client-secret-file", secret_file,
                   "--oidc-ca-file", provider.ca_file, "--oidc-name", "Gym ID", "--oidc-signup"]
        with running_app(binary, root, signin_folder, host="localhost", options=options) as base_url:
            with report.check("Chromium starts for the ways in", stop=True):
                browser = Browser(base_url, True, accept_insecure_certs=True)
            signin_flow(browser, report, lambda name: page_checks.inspect(browser, name), "ada.signin@example.com", provider)
    except FlowStopped as stopped:
        print(f"     the ways in stopped at: {stopped}", flush=True)
    except AppDidNotStart as error:
        report.failed += 1
        print(f"FAIL {error}")
    finally:
        if browser:
            browser.quit()
        if provider:
            provider.stop()


def run_gym_floor(report, base_url, page_checks, make_staff):
    """Issue 39: a staff member's browser and a member's, both with JavaScript."""
    print("\n== the gym floor: booking, check-in offline, scores", flush=True)
    browsers = []
    try:
        with report.check("Chromium starts for the gym floor", stop=True):
            browsers = [Browser(base_url, True), Browser(base_url, True)]
        gym_floor_flow(report, browsers[0], browsers[1], page_checks.inspect, make_staff)
    except FlowStopped as stopped:
        print(f"     the gym floor stopped at: {stopped}", flush=True)
    finally:
        for browser in browsers:
            browser.quit()


def run_body(report, base_url, page_checks, folder):
    """Issue 38's body log, on a phone in the dark, with JavaScript."""
    run_in_browser(report, base_url, "the body log: weigh-ins, charts, a scale's import, strength at body weight", "the body log",
                   lambda browser: body_flow(report, browser, lambda name, **options: page_checks.inspect(browser, name, **options),
                                             "bo.body@example.com", folder / "body"))


PARTS = ["flow-js", "flow-nojs", "schedule", "metrics", "shared-phone", "gym", "session", "signin", "gym-floor", "body"]


def chosen_parts():
    """The parts BROWSER_PARTS names, or all of them."""
    named = [part for part in os.environ.get("BROWSER_PARTS", "").split(",") if part]
    unknown = set(named) - set(PARTS)
    if unknown:
        sys.exit(f"BROWSER_PARTS names {sorted(unknown)}; the parts are {PARTS}")
    return set(named or PARTS)


def run_parts(chosen, runners):
    """Runs the chosen parts in the order given, each followed by its wall time, so the time CI
    spends (its whole run is kept under 20 minutes) can be seen part by part."""
    for name, run in runners.items():
        if name in chosen:
            started = time.monotonic()
            run()
            print(f"   (part {name}: {time.monotonic() - started:.0f} s)", flush=True)


def main(binary, root):
    parts = chosen_parts()
    folder = Path(tempfile.mkdtemp(prefix="liftinglog-browser-"))
    print(f"Working folder (database, pages, failure screenshots): {folder}", flush=True)
    report = Report(folder / "failures")
    # Kept after a passing run too, to be looked at: the pages with drawings, at each width and scheme.
    screenshots = Path(root) / ".build" / "browser-screenshots"
    page_checks = PageChecks(report, folder / "pages", axe_source(), screenshots)
    try:
        with running_app(binary, root, folder) as base_url:
            make_staff = staff_maker(binary, folder)
            # The pages are the same with or without JavaScript: checking them in one flow is enough.
            run_parts(parts, {
                "flow-js": lambda: run_flow(report, base_url, True, page_checks, make_staff, folder),
                "flow-nojs": lambda: run_flow(report, base_url, False, None, make_staff, folder),
                "schedule": lambda: run_schedule(report, base_url, page_checks, make_staff),
                "metrics": lambda: metrics_checks(report, base_url),
                "shared-phone": lambda: run_shared_phone(report, base_url),
                "session": lambda: run_session(report, base_url, page_checks, folder / "db.sqlite"),
                "gym-floor": lambda: run_gym_floor(report, base_url, page_checks, make_staff),
                "body": lambda: run_body(report, base_url, page_checks, folder),
            })
        # These start servers of their own.
        run_parts(parts, {
            "gym": lambda: run_gym(report, binary, root, folder),
            "signin": lambda: run_signin(report, binary, root, folder, page_checks),
        })
    except AppDidNotStart as error:
        report.failed += 1
        print(f"FAIL {error}")
    print("\n== HTML validity", flush=True)
    page_checks.validate()
    if report.failed:
        print(f"\nFailures kept in {folder}")
    else:
        shutil.rmtree(folder)
    print(f"Screenshots of the drawings in {screenshots}")
    print(f"browser: {report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
