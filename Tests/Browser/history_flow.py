"""The strength history as a lifter uses it: import a file through the form, read the result, open the
list and an exercise's chart; with JavaScript, the ruler follows the pointer and the arrow keys; without,
the table carries the values. Called from the user flow while the account exists, after it logged
Back Squat 3 × 5 @ 100 kg on 2024-02-29 (an estimated 112.5 kg)."""

import tempfile
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from checks import CHART_LINES

# The import's limit (HistoryPages.uploadLimit): a file one byte larger is refused before it is read.
UPLOAD_LIMIT = 50 << 20

# The original app's lines: two squat days, a bench day, and one refused row (line 4).
HISTORY = """Oct 11 2020,Back Squat,1,5,100
Oct 11 2020,Back Squat,1,3,110
Oct 14 2020,Back Squat,1,1,120
Oct 14 2020,Bench Press,1,ten,80
Oct 20 2020,Back Squat,1,5,105
Oct 20 2020,Bench Press,1,5,80
"""


def history_steps(step, browser, arrived, inspect, javascript):
    with step("import a history file"):
        browser.follow("History")
        arrived("/history")
        browser.follow("Import from another app")
        arrived("/history/import")
        inspect("history-import")
        upload = Path(tempfile.mkdtemp()) / "fitbod.txt"
        upload.write_text(HISTORY)
        browser.driver.find_element(By.NAME, "file").send_keys(str(upload))
        browser.press("Import")
        arrived("/history/import")
        assert browser.output("imported") == "5", f"imported {browser.output('imported')}"
        assert browser.output("already") == "0"
        refused = browser.text("li[data-line='4']")
        assert refused == "line 4: reps 'ten' is not a whole number", refused
        inspect("history-imported")

    with step("the history lists each exercise with its PR"):
        browser.follow("See your strength history")
        arrived("/history")
        rows = browser.text("tbody")
        assert "Back Squat" in rows and "Bench Press" in rows, rows
        inspect("history")

    with step("an exercise's chart, its table and the ruler"):
        browser.follow("Back Squat")
        arrived("/history/exercises/back-squat")
        assert browser.output("pr") == "120", browser.output("pr")
        assert browser.output("latest") == "112.5", browser.output("latest")
        dates = [row.get_attribute("data-date") for row in browser.driver.find_elements(By.CSS_SELECTOR, "tbody tr[data-date]")]
        assert dates == ["2020-10-11", "2020-10-14", "2020-10-20", "2024-02-29"], dates
        inspect("history-exercise", lines=CHART_LINES)
        if javascript:
            check_ruler(browser)

    with step("a file over the import's limit gets the 413 page naming the limit"):
        # The server answers once the head has arrived and reads and drops the rest, so the
        # browser shows the page instead of "connection reset" (issue 23). A sparse file: no
        # disk is written for its zeros.
        browser.open("/history/import")
        arrived("/history/import")
        upload = Path(tempfile.mkdtemp()) / "too-large.csv"
        with upload.open("wb") as file:
            file.truncate(UPLOAD_LIMIT + 1)
        browser.driver.find_element(By.NAME, "file").send_keys(str(upload))
        browser.press("Import")
        arrived("/history/import", 413)
        assert browser.text("h1") == "Too large", browser.text("h1")
        message = browser.text(".error-page")
        assert "larger than 50 MiB" in message, message
        upload.unlink()


def check_ruler(browser):
    readout = lambda: browser.text(".chart-readout")
    assert "112.5" in readout(), readout()
    first = browser.driver.find_element(By.CSS_SELECTOR, ".chart-points circle")
    ActionChains(browser.driver).move_to_element(first).perform()
    assert "116.5" in readout() and "11 Oct 2020" in readout(), f"under the pointer: {readout()}"
    ActionChains(browser.driver).move_to_element(browser.driver.find_element(By.TAG_NAME, "h1")).perform()
    assert "112.5" in readout(), f"after the pointer left: {readout()}"
    svg = browser.driver.find_element(By.CSS_SELECTOR, ".chart-svg")
    svg.send_keys(Keys.ARROW_LEFT)
    assert "118.1" in readout() and "20 Oct 2020" in readout(), f"after ←: {readout()}"  # 105 × 36 / 32
