"""Moving an account in the browser: a lifter logs a workout, downloads the account from Settings, and a
second account on the same server imports that file and reads the report; importing it again adds nothing.
Each step is one check; a failed step ends the flow. `inspect(name)` runs the page checks on the page reached."""

import json
import time

from selenium.webdriver.common.by import By

PASSWORD = "correct horse battery staple"
DAY = "2024-02-29"


def downloaded(folder, pattern, timeout=15):
    """The one file matching `pattern` that Chromium finished writing into `folder`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [path for path in folder.glob(pattern) if not path.name.endswith(".crdownload")]
        if done:
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no {pattern} in {folder} after {timeout} s: {[path.name for path in folder.iterdir()]}")


def account_flow(browser, report, inspect, email, folder):
    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    def sign_up(address, first_name):
        browser.open("/signup")
        browser.fill(email=address, password=PASSWORD, first_name=first_name, last_name="Lovelace", birth_date="1990-03-15")
        browser.press("Create account")
        arrived("/")

    folder.mkdir(parents=True, exist_ok=True)
    browser.driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})

    with step("sign up and log a workout to move"):
        sign_up(email, "Ada")
        browser.open("/workouts/new")
        browser.fill(lift="Back Squat", weight="102.5", unit="kg", reps="5", sets="3", date=DAY, comments="moving \"day\"")
        browser.press("Save workout")

    with step("settings link the export, which downloads the account as JSON"):
        browser.follow("Settings")
        arrived("/settings")
        browser.driver.find_element(By.LINK_TEXT, "Export my account").click()
        document = json.loads(downloaded(folder, "liftinglog-account-*.json").read_text())
        assert document["format"] == "liftinglog-account/1", document.get("format")
        assert document["profile"]["email"] == email, document["profile"]
        workouts = [(entry["lift"], entry["weight"], entry["comments"]) for entry in document["workouts"]]
        assert workouts == [("Back Squat", 102.5, 'moving "day"')], workouts

    with step("another account imports the file and reads the report"):
        browser.press("Log out", within="//header")
        sign_up("new." + email, "Augusta")
        browser.follow("Settings")
        browser.follow("Import an account file…")
        arrived("/settings/import")
        inspect("account-import")
        browser.fill(file=downloaded(folder, "liftinglog-account-*.json"))
        browser.press("Import")
        arrived("/settings/import")
        counts = {name: browser.output(name) for name in ("workouts", "workouts_already", "routes", "searches")}
        assert counts == {"workouts": "1", "workouts_already": "0", "routes": "0", "searches": "0"}, counts
        inspect("account-imported")

    with step("the imported workout is in the log, and importing again adds nothing"):
        browser.open("/workouts/" + DAY)
        assert "Back Squat" in browser.text("main"), browser.text("main")
        browser.open("/settings/import")
        browser.fill(file=downloaded(folder, "liftinglog-account-*.json"))
        browser.press("Import")
        counts = (browser.output("workouts"), browser.output("workouts_already"))
        assert counts == ("0", "1"), counts

    with step("a file that is not an account export is refused, naming the problem"):
        other = folder / "not-an-account.json"
        other.write_text('{"facts": []}')
        browser.open("/settings/import")
        browser.fill(file=other)
        browser.press("Import")
        arrived("/settings/import", 422)
        message = browser.text("#file-error")
        assert message.startswith("This is not a Lifting Log account export"), message
        inspect("account-import-error")
