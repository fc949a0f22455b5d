"""End-to-end browser suite: starts the app on a free port with a fresh database, runs the user flow and
the routes flow with JavaScript and without, checks every page they visit, and ends with
`browser: N passed, M failed`.

Usage: suite.py BINARY PROJECT_ROOT (run.sh installs what it needs and builds BINARY)."""

import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from browser import Browser, axe_source
from checks import FlowStopped, PageChecks, Report
from flow import user_flow
from routes import route_flow

# A page script that would rename the page: with JavaScript off the title stays.
SCRIPT_PROBE = "data:text/html,<title>off</title><script>document.title = 'on'</script>"


class AppDidNotStart(Exception):
    pass


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def running_app(binary, root, folder):
    port = free_port()
    log = open(folder / "server.log", "w")
    server = subprocess.Popen([binary, "serve", "--port", str(port), "--db", folder / "db.sqlite",
                               "--resources", root, "--log-level", "warning"], stdout=log, stderr=log)
    base_url = f"http://127.0.0.1:{port}"
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


def run_flow(report, base_url, javascript, page_checks, folder):
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
    inspect = (lambda name: page_checks.inspect(browser, name)) if page_checks else (lambda name: None)
    kind = "js" if javascript else "nojs"
    # Each flow has an account of its own, so one stopping does not stop the next.
    flows = [("user", lambda: user_flow(browser, report, inspect, f"ada.{kind}@example.com")),
             ("routes", lambda: route_flow(browser, report, inspect, f"ada.routes.{kind}@example.com", folder / f"routes-{kind}"))]
    try:
        for name, flow in flows:
            print(f"-- {name} flow {label}", flush=True)
            try:
                flow()
            except FlowStopped as stopped:
                print(f"     the {name} flow {label} stopped at: {stopped}", flush=True)
    finally:
        browser.quit()


def main(binary, root):
    folder = Path(tempfile.mkdtemp(prefix="liftinglog-browser-"))
    print(f"Working folder (database, pages, failure screenshots): {folder}", flush=True)
    report = Report(folder / "failures")
    page_checks = PageChecks(report, folder / "pages", axe_source())
    try:
        with running_app(binary, root, folder) as base_url:
            # The pages are the same with or without JavaScript: checking them in one flow is enough.
            run_flow(report, base_url, True, page_checks, folder)
            run_flow(report, base_url, False, None, folder)
    except AppDidNotStart as error:
        report.failed += 1
        print(f"FAIL {error}")
    print("\n== HTML validity", flush=True)
    page_checks.validate()
    if report.failed:
        print(f"\nFailures kept in {folder}")
    else:
        shutil.rmtree(folder)
    print(f"browser: {report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
