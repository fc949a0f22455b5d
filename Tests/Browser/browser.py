"""Headless Chromium through Selenium, plus what the suite needs on top: each page's status and raw HTML."""

import base64
import json
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

PHONE = {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True}


class Browser:
    def __init__(self, base_url, javascript, accept_insecure_certs=False):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        # --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        # --lang: date fields then take month, day, year (see fill).
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         "--window-size=1280,900", "--lang=en-US"):
            options.add_argument(argument)
        if not javascript:
            options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        # The ways-in part's single sign-on provider has a certificate from a CA made by the suite,
        # which the app is given with --oidc-ca-file and this browser is told to accept.
        options.accept_insecure_certs = accept_insecure_certs
        # The performance log carries the Network events: each document's status and request id.
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=webdriver.ChromeService("/usr/bin/chromedriver"))
        self.driver.set_script_timeout(30)
        self.base_url = base_url
        self.status = None
        self._request_id = None
        self.request_headers = {}

    def quit(self):
        self.driver.quit()

    # Navigation. Every way of reaching a page goes through _arrive, which records its status.

    def open(self, path):
        self.driver.get(self.base_url + path)
        self._arrive()

    def reload(self):
        """Reloads as the browser's button does: a kept page is asked for with its ETag."""
        self.driver.refresh()
        self._arrive()

    def press(self, label, within=""):
        """Clicks the button labelled `label` (inside the element matched by the XPath `within`)."""
        self._click(self.driver.find_element(By.XPATH, f"{within}//button[normalize-space()='{label}']"))

    def follow(self, link_text):
        """Follows the link with that text; one under the menu's closed "More" is found as a person
        finds it, by opening More first (a link in a closed <details> has no visible text)."""
        links = self.driver.find_elements(By.LINK_TEXT, link_text)
        if not links:
            for more in self.driver.find_elements(By.CSS_SELECTOR, "details.site-nav__more:not([open]) > summary"):
                more.click()
            links = self.driver.find_elements(By.LINK_TEXT, link_text)
        if not links:
            raise NoSuchElementException(f"no link {link_text!r} on {self.path}, More opened")
        self._click(links[0])

    def click(self, xpath):
        self._click(self.driver.find_element(By.XPATH, xpath))

    def _click(self, element):
        page = self.driver.find_element(By.TAG_NAME, "html")
        self._reveal(element)
        element.click()
        WebDriverWait(self.driver, 10).until(lambda driver: _replaced(page))
        self._arrive()

    def _reveal(self, element):
        """Opens the closed menu ("More", a <details>) that holds `element`, as a person taps it first."""
        if element.is_displayed():
            return
        for closed in element.find_elements(By.XPATH, "ancestor::details[not(@open)]"):
            closed.find_element(By.XPATH, "./summary").click()

    def _arrive(self):
        sent = {}
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSentExtraInfo":
                sent[message["params"]["requestId"]] = {name.lower(): value for name, value in message["params"]["headers"].items()}
            if message["method"] == "Network.responseReceived" and message["params"]["type"] == "Document":
                self.status = message["params"]["response"]["status"]
                self._request_id = message["params"]["requestId"]
        # The headers the browser sent for the page, lowercased: If-None-Match shows it revalidated a kept
        # page (Chromium then reports the kept page's status, 200, not the server's 304).
        self.request_headers = sent.get(self._request_id, {})

    def raw_html(self):
        """The bytes the server sent for the current page, even for the answer to a POST (which a second
        request could not reproduce); driver.page_source would be Chromium's re-serialised DOM instead."""
        body = self.driver.execute_cdp_cmd("Network.getResponseBody", {"requestId": self._request_id})
        return base64.b64decode(body["body"]).decode() if body["base64Encoded"] else body["body"]

    # Reading and filling the page.

    @property
    def path(self):
        return urlsplit(self.driver.current_url).path

    @property
    def query(self):
        return {key: values[-1] for key, values in parse_qs(urlsplit(self.driver.current_url).query).items()}

    def text(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css).text

    def has(self, css):
        return bool(self.driver.find_elements(By.CSS_SELECTOR, css))

    def output(self, name):
        """A calculator's exact result: the data-value of its <output> (the text is formatted)."""
        return self.driver.find_element(By.CSS_SELECTOR, f"output[name='{name}']").get_attribute("data-value")

    def value(self, name):
        return self.driver.find_element(By.NAME, name).get_property("value")

    def fill(self, **fields):
        """Fills fields by name the way a user does: typing, choosing an option or a file, clicking a radio button."""
        for name, value in fields.items():
            field = self.driver.find_element(By.NAME, name)
            kind = field.get_attribute("type")
            if field.tag_name == "select":
                Select(field).select_by_value(value)
            elif kind == "file":
                # The path goes to the file chooser; the field then reads C:\fakepath\name.
                field.send_keys(str(value))
            elif kind == "radio":
                self.driver.find_element(By.CSS_SELECTOR, f"input[name='{name}'][value='{value}']").click()
            else:
                field.clear()
                if kind == "date":
                    year, month, day = value.split("-")
                    field.send_keys(month + day + year)
                else:
                    field.send_keys(value)
                typed = field.get_property("value")
                assert typed == value, f"field {name} holds {typed!r} after typing {value!r}"

    # Steps many flows take.

    def sign_up(self, email, password, first_name, last_name, birth_date):
        self.open("/signup")
        self.fill(email=email, password=password, first_name=first_name, last_name=last_name, birth_date=birth_date)
        self.press("Create account")

    def log_workout(self, **fields):
        """Logs an entry from a fresh form, as a lifter does."""
        self.open("/workouts/new")
        self.fill(**fields)
        self.press("Save workout")

    # Emulation for the page checks.

    def emulate_color_scheme(self, scheme):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def emulate_phone(self, on):
        if on:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
        else:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def screenshot(self, path):
        """The whole page, below the fold too, as a PNG."""
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        Path(path).write_bytes(base64.b64decode(shot["data"]))

    def save_failure(self, folder, stem):
        """Saves a screenshot and the page source; returns what it saved."""
        folder.mkdir(parents=True, exist_ok=True)
        screenshot, source = folder / f"{stem}.png", folder / f"{stem}.html"
        self.driver.save_screenshot(str(screenshot))
        source.write_text(self.driver.page_source)
        return [screenshot, source]


def _replaced(element):
    """Whether the page holding `element` has given way to the next one."""
    try:
        element.is_enabled()
        return False
    except WebDriverException:
        # Usually "stale element reference"; but while the next page is being committed, chromedriver
        # now and then says instead that the node "does not belong to the document".
        return True


def axe_source():
    """axe.min.js as bundled in the axe-playwright-python package (found without importing it, as its
    Playwright dependency is not installed)."""
    from importlib.util import find_spec
    return (Path(find_spec("axe_playwright_python").origin).parent / "axe.min.js").read_text()
