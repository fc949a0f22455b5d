"""The strength history as a lifter uses it: import a file through the form, read the result, open the
list and an exercise's chart; with JavaScript, the ruler follows the pointer and the arrow keys; without,
the table carries the values. Called from the user flow while the account exists, after it logged
Back Squat 3 × 5 @ 100 kg on 2024-02-29 (an estimated 112.5 kg)."""

import datetime
import tempfile
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

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

    lift_names_steps(step, browser, arrived, inspect)
    long_history_steps(step, browser, arrived, inspect)

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


# Strong's comma layout (invented rows): its "Squat (Barbell)" is the lifter's Back Squat, its
# "Deadlift (Barbell)" like nothing they have.
STRONG = """Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2020-10-25 08:30:00,Legs,1h,Squat (Barbell),1,125,5,0,0,,,
2020-10-25 08:30:00,Legs,1h,Deadlift (Barbell),1,150,3,0,0,,,
"""


def lift_names_steps(step, browser, arrived, inspect):
    """Issue 24: the import's preview proposes the lifter's own lift for a new spelling; the
    history's forms rename and merge exercises (first with a mistake)."""
    with step("an import's new names are previewed, the lifter's lift proposed"):
        browser.open("/history/import")
        upload = Path(tempfile.mkdtemp()) / "strong.csv"
        upload.write_text(STRONG)
        browser.driver.find_element(By.NAME, "file").send_keys(str(upload))
        browser.press("Import")
        arrived("/history/import")
        assert browser.text("h1") == "Check the exercise names", browser.text("h1")
        squat = Select(browser.driver.find_element(By.CSS_SELECTOR, "[data-spelling='Squat (Barbell)'] select"))
        assert squat.first_selected_option.text == "Back Squat", squat.first_selected_option.text
        # A name like none of the lifter's is not asked about: it is listed as new, with a folded rename field.
        assert browser.has(".new-names [data-spelling='Deadlift (Barbell)']"), "the new name is listed"
        assert len(browser.driver.find_elements(By.CSS_SELECTOR, ".lift-names select")) == 1, "one question: the squat"
        assert browser.text("output[name='rows']") == "2", browser.text("output[name='rows']")
        inspect("history-preview")
        browser.press("Import")
        arrived("/history/import/confirm")
        assert browser.output("imported") == "2", browser.output("imported")
        browser.open("/history/exercises/back-squat")
        assert browser.output("pr") == "140.6", f"125 × 5 from Strong (× 36 / 32) is the Back Squat's PR now: {browser.output('pr')}"

    with step("rename an exercise, after an empty name"):
        browser.open("/history")
        arrived("/history")
        inspect("history-names")
        browser.fill(rename_lift="deadlift (barbell)", name=" ")
        browser.press("Rename")
        arrived("/history/rename", 422)
        assert browser.text("#name-error") == "Enter the new name, e.g. Back Squat.", browser.text("#name-error")
        inspect("history-rename-error")
        browser.fill(rename_lift="deadlift (barbell)", name="Deadlift")
        browser.press("Rename")
        arrived("/history")
        assert "Deadlift (Barbell)" not in browser.text("tbody") and "Deadlift" in browser.text("tbody"), browser.text("tbody")

    with step("merge two exercises, after merging one into itself"):
        browser.fill(merge_lift="bench press", into="bench press")
        browser.press("Merge")
        arrived("/history/merge", 422)
        assert "cannot be merged into itself" in browser.text("#into-error"), browser.text("#into-error")
        browser.fill(merge_lift="bench press", into="deadlift")
        browser.press("Merge")
        arrived("/history")
        rows = browser.text("tbody")
        assert "Bench Press" not in rows and "Deadlift" in rows, rows


def long_history_steps(step, browser, arrived, inspect):
    """Issue 28: 500 days of one lift plot each week's best day and every PR day, and the table
    pages through every day, newest first, PR days marked."""
    with step("a long history: weekly points, every PR, the table in pages"):
        start = datetime.date(2021, 1, 4)
        days = [start + datetime.timedelta(days=n) for n in range(500)]
        upload = Path(tempfile.mkdtemp()) / "long.txt"
        # A PR on each of the first 30 days, none after.
        upload.write_text("".join(f"{day:%b} {day.day} {day.year},Overhead Press,1,1,{40 + n % 30}\n" for n, day in enumerate(days)))
        browser.open("/history/import")
        browser.driver.find_element(By.NAME, "file").send_keys(str(upload))
        browser.press("Import")
        if browser.text("h1") == "Check the exercise names":
            browser.press("Import")
        assert browser.output("imported") == "500", browser.output("imported")
        browser.open("/history/exercises/overhead-press?range=all")
        arrived("/history/exercises/overhead-press")
        plotted = {circle.get_attribute("data-date") for circle in browser.driver.find_elements(By.CSS_SELECTOR, ".chart-points circle")}
        assert 72 <= len(plotted) <= 110, f"{len(plotted)} points: a week's best and the PR days"
        assert {day.isoformat() for day in days[:30]} <= plotted, "every PR day is plotted"
        rows = browser.driver.find_elements(By.CSS_SELECTOR, "tbody tr[data-date]")
        assert len(rows) == 400 and rows[-1].get_attribute("data-date") == days[-1].isoformat(), len(rows)
        inspect("history-exercise-long", lines=CHART_LINES)
        browser.follow("Older →")
        arrived("/history/exercises/overhead-press")
        rows = browser.driver.find_elements(By.CSS_SELECTOR, "tbody tr[data-date]")
        assert [row.get_attribute("data-date") for row in rows] == [day.isoformat() for day in days[:100]]
        assert len(browser.driver.find_elements(By.CSS_SELECTOR, "tbody .pr-badge")) == 30
        inspect("history-exercise-older")


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
