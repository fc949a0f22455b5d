"""The main menu as a person meets it (issue 37): at 375, 768 and 1280 px, light and dark, with and
without JavaScript, at most five places in one row with nothing clipped and nothing past the screen's
edge, every other place one tap away under "More", and the open page marked once. A staff member's
menu, the longest there is."""

from selenium.webdriver.common.by import By

PASSWORD = "correct horse battery staple"
WIDTHS = (375, 768, 1280)

# Each visible item of the menu that is clipped (its text wider than its box), past the screen's edge,
# or covered by something else at its centre; and the rows the always-visible places take.
MENU_PROBLEMS = """
const width = document.documentElement.clientWidth;
const problems = [];
if (document.documentElement.scrollWidth > width)
  problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
const items = [...document.querySelectorAll('.site-nav a, .site-nav summary, .site-nav button')];
for (const item of items) {
  // A closed <details> keeps its content laid out but unpainted (content-visibility), so the box
  // alone does not tell whether a person sees it.
  if (!item.checkVisibility({visibilityProperty: true})) continue;
  const box = item.getBoundingClientRect();
  const name = `"${item.textContent.trim()}"`;
  if (box.left < 0 || box.right > width) problems.push(`${name} spans ${Math.round(box.left)}px to ${Math.round(box.right)}px`);
  if (item.scrollWidth > item.clientWidth + 1) problems.push(`${name} is cut: ${item.scrollWidth}px of text in ${item.clientWidth}px`);
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && !item.contains(hit) && !hit.contains(item)) problems.push(`${name} is covered by ${hit.tagName.toLowerCase()}.${hit.className}`);
  if (box.height < 24) problems.push(`${name} is ${Math.round(box.height)}px tall`);
}
const primary = [...document.querySelectorAll('.site-nav__primary > li')].map(item => item.getBoundingClientRect());
if (primary.length > 5) problems.push(`${primary.length} places in sight, not at most five`);
if (primary.length && Math.max(...primary.map(box => box.top)) >= Math.min(...primary.map(box => box.bottom)))
  problems.push('the menu takes more than one row');
if (document.querySelectorAll('.site-nav [aria-current="page"]').length > 1) problems.push('more than one place is marked as open');
return problems;
"""

# Every place of the menu: its name and whether a person can see it now.
PLACES = """
return [...document.querySelectorAll('.site-nav a, .site-nav button')]
  .map(item => [item.textContent.trim(), item.checkVisibility({visibilityProperty: true})]);
"""

EXPECTED = {"Today", "Log", "Workouts", "History", "Schedule", "WOD", "My bookings", "Routines", "Programs", "Routes",
            "Body", "Calculators", "Facts", "Staff", "Settings", "Log out"}


def navigation_checks(browser, report, email, make_staff, screenshots, javascript):
    label = "with JavaScript" if javascript else "without JavaScript"

    for width in (320,) + WIDTHS:
        with report.check(f"a visitor's menu at {width} px {label}: in one row, nothing past the edge", browser):
            browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                           {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 500})
            for path in ("/signup", "/login", "/facts", "/schedule"):
                browser.open(path)
                problems = browser.driver.execute_script(MENU_PROBLEMS)
                assert not problems, f"{path}: " + "; ".join(problems)
    browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    with report.check(f"a staff member signs up for the menu checks {label}", browser, stop=True):
        browser.sign_up(email, PASSWORD, "Nav", "Igator", "1990-03-15")
        make_staff(email)

    for width in (320,) + WIDTHS:
        for scheme in ("light", "dark"):
            with report.check(f"the menu at {width} px, {scheme}, {label}: five places in one row, the rest under More", browser):
                browser.emulate_color_scheme(scheme)
                browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                               {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 500})
                browser.open("/routines")
                problems = browser.driver.execute_script(MENU_PROBLEMS)
                assert not problems, "; ".join(problems)
                places = dict(browser.driver.execute_script(PLACES))
                assert set(places) == EXPECTED, f"the menu holds {sorted(places)}"
                hidden = {name for name, seen in places.items() if not seen}
                assert hidden and "Routines" in hidden, "the rest waits under More"
                browser.driver.find_element(By.CSS_SELECTOR, ".site-nav__more > summary").click()
                problems = browser.driver.execute_script(MENU_PROBLEMS)
                assert not problems, "with More open: " + "; ".join(problems)
                still_hidden = [name for name, seen in browser.driver.execute_script(PLACES) if not seen]
                assert not still_hidden, f"not reachable with More open: {still_hidden}"
                if javascript:
                    screenshots.mkdir(parents=True, exist_ok=True)
                    browser.screenshot(screenshots / f"menu-{width}-{scheme}.png")
                browser.follow("Settings")
                assert browser.path == "/settings", f"More → Settings went to {browser.path}"
    browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.emulate_color_scheme("light")

    if javascript:
        with report.check("More closes on Escape and on a tap elsewhere", browser):
            browser.open("/routines")
            more = browser.driver.find_element(By.CSS_SELECTOR, ".site-nav__more")
            more.find_element(By.TAG_NAME, "summary").click()
            assert more.get_attribute("open") is not None, "More opened"
            browser.driver.find_element(By.TAG_NAME, "h1").click()
            assert more.get_attribute("open") is None, "a tap elsewhere closed it"
            more.find_element(By.TAG_NAME, "summary").click()
            browser.driver.switch_to.active_element.send_keys("\ue00c")
            assert more.get_attribute("open") is None, "Escape closed it"

    with report.check(f"a long unbroken lift name wraps inside its card at 375 px {label}", browser):
        name = "Supercalifragilisticexpialidocious" * 2 + "Press"
        browser.log_workout(lift=name, weight="100", reps="5", sets="3")
        browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 375, "height": 800, "deviceScaleFactor": 1, "mobile": True})
        for path in ("/", "/workouts"):
            browser.open(path)
            assert name[:20] in browser.driver.page_source, f"{path} shows the lift"
            width = browser.driver.execute_script("return document.documentElement.scrollWidth")
            assert width <= 375, f"{path} is {width}px wide on a 375px screen"
        browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    for width in WIDTHS[1:]:
        with report.check(f"the dashboard's cards of a row start and end level at {width} px {label}", browser):
            browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                           {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False})
            browser.open("/")
            boxes = browser.driver.execute_script(
                "return [...document.querySelectorAll('.dashboard-grid > .card')].map((card) => {"
                " const box = card.getBoundingClientRect(); return [Math.round(box.top), Math.round(box.bottom)]; })")
            rows = {}
            for top, bottom in boxes:
                rows.setdefault(top, set()).add(bottom)
            assert len(boxes) == 3, boxes
            assert len(rows) < len(boxes), f"no two cards share a row at {width} px: {boxes}"
            assert all(len(bottoms) == 1 for bottoms in rows.values()), f"cards of a row end apart: {boxes}"
        browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
