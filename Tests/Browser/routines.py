"""Routines in the browser (issue 27): make one in the editor (first with a mistake), add a day without
JavaScript's help, read the routine's targets, start a day, save the session, and see the next targets
move; the routine as text, and the gym's programs; then a day with a superset planned as text, a warm-up
and RPE sets, read at 375 px in the dark (issue 36). Each step is one check; a failed step ends the flow.
`inspect(name)` runs the page checks (axe in both colour schemes, a phone screen) on the page just reached.
With JavaScript, also the gym mode of a session: "Done" starts the exercise's own rest, and with no
connection the sets wait on the phone and are sent when it is back."""

import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PASSWORD = "correct horse battery staple"


def routine_flow(browser, report, inspect, email, javascript):
    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    with step("sign up for the routine checks"):
        browser.sign_up(email, PASSWORD, "Ada", "Lovelace", "1990-03-15")
        arrived("/")

    with step("the routines page invites a first routine"):
        browser.follow("Routines")
        arrived("/routines")
        inspect("routines-empty")
        browser.follow("Make a routine")
        arrived("/routines/new")
        inspect("routine-new")

    with step("a routine with a bad rep range is refused beside the field, the input kept"):
        browser.fill(**{"name": "Strength", "day1-name": "Heavy", "day1-ex1-lift": "Back Squat", "day1-ex1-sets": "3",
                        "day1-ex1-reps": "5-x", "day1-ex1-load": "100", "day1-ex1-rest": "3:00"})
        browser.press("Save routine")
        arrived("/routines", 422)
        message = browser.text("#day1-ex1-reps-error")
        assert message == "Reps are a number from 1 to 100, or a range such as 8-12", f"#day1-ex1-reps-error reads {message!r}"
        assert browser.value("day1-ex1-lift") == "Back Squat", "the lift typed was not kept"
        inspect("routine-new-error")

    with step("the fixed routine is saved and shows its next targets"):
        browser.fill(**{"day1-ex1-reps": "5"})
        browser.press("Save routine")
        assert re.fullmatch(r"/routines/\d+", browser.path), f"arrived at {browser.path}"
        targets = browser.text(".targets")
        assert targets == "3 × 5 @ 100 kg", f"the targets read {targets!r}"
        inspect("routine")
    routine = browser.path

    with step("a day is added in the editor with a submit button"):
        browser.open(routine + "/edit")
        inspect("routine-edit")
        browser.press("Add a day")
        arrived(routine)
        assert browser.has("input[name='day2-name']") and browser.has("input[name='day2-ex1-lift']"), "no second day"
        assert browser.value("day1-ex1-lift") == "Back Squat", "the first day was lost"

    with step("a day's start form is filled in with the targets, a row a set"):
        browser.open(routine)
        browser.click(f"//a[@href='{routine}/days/1/start']")
        arrived(routine + "/days/1/start")
        rows = browser.driver.find_elements(By.CSS_SELECTOR, "tr[data-exercise='Back Squat']")
        assert [row.get_attribute("data-set") for row in rows] == ["1", "2", "3"], "not a row per set"
        weights = [row.find_element(By.NAME, "weight").get_property("value") for row in rows]
        assert weights == ["100", "100", "100"], f"the weights read {weights}"
        assert rows[0].get_attribute("data-rest") == "180", "the rest time is not on the row"
        inspect("routine-start")

    with step("saving the session logs today's sets and shows the day"):
        browser.press("Save session")
        assert re.fullmatch(r"/workouts/\d{4}-\d{2}-\d{2}", browser.path), f"arrived at {browser.path}"
        assert browser.text(".logbook").count("1 × 5 @ 100 kg") == 3, "the three sets are not on the day"
    day = browser.path

    with step("the next targets follow what was logged"):
        browser.open(routine)
        targets = browser.text(".targets")
        assert targets == "3 × 5 @ 102.5 kg", f"after a session of every set done the targets read {targets!r}"

    if javascript:
        gym_mode(browser, step, routine, day)

    with step("the routine as text"):
        browser.open(routine + ".txt")
        text = browser.driver.find_element(By.TAG_NAME, "body").text
        assert "Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg" in text, f"the text reads {text!r}"

    with step("the gym's programs"):
        browser.open("/programs")
        arrived("/programs")
        inspect("programs")

    logbook_day(browser, step, inspect, arrived)


# Read in the page: the colour of the greyed warm-ups and of the other sets, and how tall each closed line is.
LOGBOOK_LOOKS = """
const style = (selector) => getComputedStyle(document.querySelector(selector));
return {warmup: style('.set-run--warmup').color, sets: style('.logbook__sets').color,
        muted: getComputedStyle(document.documentElement).getPropertyValue('--muted').trim(),
        lines: [...document.querySelectorAll('.logbook summary')].map((line) => Math.round(line.getBoundingClientRect().height)),
        text: parseFloat(style('.logbook__sets').lineHeight) || 24};
"""


def logbook_day(browser, step, inspect, arrived):
    """Issue 36: a day with a warm-up, a set with RPE and a superset reads as a logbook on a phone in the dark."""
    with step("a superset planned as text is logged from the routine with a warm-up and an RPE set"):
        browser.open("/routines/new")
        browser.fill(text="# Supersets\n## Upper\nA1 Bench Press 2x8 @ 60kg, none\nA2 Barbell Row 2x8 @ 50kg, none\n")
        browser.press("Import")
        assert re.fullmatch(r"/routines/\d+", browser.path), f"arrived at {browser.path}"
        superset = browser.path
        assert "A1 Bench Press" in browser.text("main") and "A2 Barbell Row" in browser.text("main"), browser.text("main")
        browser.open(superset + "/days/1/start")
        browser.press("Save session")
        assert re.fullmatch(r"/workouts/\d{4}-\d{2}-\d{2}", browser.path), f"arrived at {browser.path}"
        day = browser.path
        browser.log_workout(lift="Front Squat", weight="40", unit="kg", reps="5", sets="1", kind="warmup")
        browser.log_workout(lift="Front Squat", weight="80", unit="kg", reps="5", sets="1", rpe="RIR 2")
        browser.log_workout(lift="Front Squat", weight="80", unit="kg", reps="4", sets="1", rpe="8")

    with step("the day at 375 px in the dark: a line per exercise, warm-ups grey, RPE and A1/A2 marked"):
        browser.emulate_phone(True)
        browser.emulate_color_scheme("dark")
        try:
            browser.open(day)
            arrived(day)
            looks = browser.driver.execute_script(LOGBOOK_LOOKS)
            assert len(looks["lines"]) == 4, f"{len(looks['lines'])} lines, not the Back Squat of the first routine, Bench Press, Barbell Row and Front Squat"
            assert all(height < 1.5 * looks["text"] + 24 for height in looks["lines"]), f"a closed line is taller than one row: {looks}"
            assert looks["warmup"] != looks["sets"], f"the warm-up is not greyed: {looks}"
            front = browser.text("li[data-exercise='Front Squat'] summary")
            assert "80 kg × 5, 4 @ 8" in front or "80 × 5, 4 @ 8" in front, f"the Front Squat line reads {front!r}"
            assert browser.text("li[data-superset='A1'] .superset-label") == "A1", "no A1"
            assert browser.text("li[data-superset='A2'] .superset-label") == "A2", "no A2"
            browser.driver.find_element(By.CSS_SELECTOR, "li[data-exercise='Front Squat'] summary").click()
            assert "RPE 8 (2 RIR)" in browser.text("li[data-exercise='Front Squat']"), "the opened line shows the RPE both ways"
            inspect("workout-day-logbook")
        finally:
            browser.emulate_phone(False)
            browser.emulate_color_scheme("light")


def gym_mode(browser, step, routine, day):
    def waiting():
        return browser.driver.execute_script("return [...document.querySelectorAll('#pending li')].map((item) => item.textContent)")

    def wait_for(condition, seconds=10):
        WebDriverWait(browser.driver, seconds, poll_frequency=0.2).until(lambda _: condition())

    def network(offline):
        browser.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    with step("a set's Done starts the rest timer at the exercise's rest"):
        browser.open(routine + "/days/1/start")
        browser.driver.find_element(By.CSS_SELECTOR, "tr[data-set='1'] [data-set-done]").click()
        wait_for(lambda: browser.driver.find_element(By.ID, "rest-timer").is_displayed())
        shown = browser.driver.find_element(By.CSS_SELECTOR, "output[name=rest]").text
        assert shown in ("3:00", "2:59"), f"the timer shows {shown!r}, not the routine's 3:00"

    with step("offline, the session's sets wait on the phone, then are sent"):
        browser.driver.execute_cdp_cmd("Network.enable", {})
        network(True)
        try:
            browser.driver.find_element(By.XPATH, "//button[normalize-space()='Save session']").click()
            wait_for(lambda: len(waiting()) == 3)
            status = browser.text("#pending-status")
            assert status == "3 sets saved on this phone — will be sent when you are back online", status
        finally:
            network(False)
        wait_for(lambda: waiting() == [], seconds=40)
        sent = browser.text("#pending-sent")
        assert sent == "3 entries saved on this phone were sent.", sent
        browser.open(day)
        stored = browser.text("main").count("5 @ 102.5 kg")
        assert stored == 3, f"the day holds {stored} sets of 5 at 102.5 kg, not the 3 queued"
