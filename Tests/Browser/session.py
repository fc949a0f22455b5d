"""A live session (issue 36) on a phone, 375 px wide in the dark scheme, with axe: start a workout from the
dashboard, add exercises, tick sets (a warm-up, one with an RPE), join two lifts into a superset whose rest
comes after the round, tick two sets with no connection, add a set there and tick it too, add an exercise
there (drawn on the phone from the page's template) and tick its set, see the four sent once it is back,
the new exercise a block of the page, finish, and read the day page. Each step is one check; a failed step ends the flow."""

import sqlite3
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

PASSWORD = "correct horse battery staple"
WAITING = "#pending li[data-client-id]"


def session_flow(report, browser, inspect, email, database):
    def step(name):
        return report.check(name, browser, stop=True)

    def phone_dark():
        browser.emulate_phone(True)
        browser.emulate_color_scheme("dark")

    def check_page(name):
        """axe in both schemes and the phone layout (PageChecks), then back to the phone in the dark."""
        inspect(name)
        phone_dark()

    def wait_for(condition, seconds=10):
        WebDriverWait(browser.driver, seconds, poll_frequency=0.2).until(lambda _: condition())

    def row(lift, number):
        return browser.driver.find_element(By.CSS_SELECTOR, f"tr[data-exercise='{lift}'][data-set='{number}']")

    def fill_row(lift, number, **fields):
        element = row(lift, number)
        for name, value in fields.items():
            field = element.find_element(By.NAME, name)
            if field.tag_name == "select":
                Select(field).select_by_value(value)
            else:
                field.clear()
                field.send_keys(value)

    def tick(lift, number, **fields):
        """Fills a row and taps its "Done"; the page stays (the set is posted in the background)."""
        fill_row(lift, number, **fields)
        element = row(lift, number)
        button = element.find_element(By.CSS_SELECTOR, "[data-tick]")
        browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        wait_for(lambda: row(lift, number).get_attribute("data-done") is not None)

    def tap(xpath):
        """Clicks as a thumb does: scrolled to the middle first, clear of the rest bar fixed at the bottom."""
        element = browser.driver.find_element(By.XPATH, xpath)
        browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        browser._click(element)

    def type_exercise(lift, rest):
        # By id: the rest timer's <output name="rest"> comes first by name.
        for field_id, value in (("lift", lift), ("rest", rest)):
            field = browser.driver.find_element(By.ID, field_id)
            field.clear()
            field.send_keys(value)

    def add_exercise(lift, rest):
        type_exercise(lift, rest)
        tap("//button[normalize-space()='Add an exercise']")

    def block_button(lift, label):
        tap(f"//section[@data-exercise='{lift}']//button[starts-with(normalize-space(), '{label}')]")

    def entries():
        with sqlite3.connect(database) as connection:
            return connection.execute("""
                SELECT w.lift, w.weight, w.reps, w.kind, w.rpe, w.set_group FROM workouts w JOIN users u ON u.id = w.user_id
                WHERE u.email = ? AND w.session_id IS NOT NULL ORDER BY w.id""", (email,)).fetchall()

    def focused_row():
        return browser.driver.execute_script(
            "const row = document.activeElement?.closest('tr'); return row ? [row.dataset.exercise, row.dataset.set] : null")

    def rest_running():
        return browser.driver.execute_script("return !document.getElementById('rest-timer').hidden")

    def offline(on):
        browser.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": on, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    phone_dark()
    with step("sign up, log a squat day, and start a workout from the dashboard"):
        browser.sign_up(email, PASSWORD, "Sam", "Session", "1991-04-02")
        browser.log_workout(lift="Back Squat", weight="95", unit="kg", reps="5", sets="2", date="2024-05-06")
        browser.open("/")
        browser.press("Start a workout")
        assert browser.path.startswith("/sessions/"), browser.path
        path = browser.path
        phone_dark()

    with step("an exercise added is filled in with last time's sets, shown beside them"):
        add_exercise("Back Squat", "1:30")
        assert browser.path == path, browser.path
        assert browser.has("section[data-exercise='Back Squat']"), "no Back Squat block"
        assert row("Back Squat", 1).find_element(By.NAME, "weight").get_property("value") == "95"
        assert "95 kg × 5" in row("Back Squat", 2).text, row("Back Squat", 2).text
        block_button("Back Squat", "Add a set")
        assert browser.has("tr[data-exercise='Back Squat'][data-set='3']"), "Add a set made no row"

    with step("a warm-up ticked is saved at once, starts the 1:30 rest and moves to the next row"):
        tick("Back Squat", 1, weight="60", reps="5", kind="warmup")
        wait_for(lambda: len(entries()) == 1)
        assert entries()[0][:4] == ("Back Squat", 60.0, 5, "warmup"), entries()
        assert rest_running(), "no rest after the set"
        ends = int(browser.driver.find_element(By.CSS_SELECTOR, "output[name=rest]").get_attribute("data-ends"))
        assert 80_000 < ends - time.time() * 1000 <= 90_000, ends
        assert focused_row() == ["Back Squat", "2"], focused_row()

    with step("a set with an RPE is saved with it, and the same tick again stores nothing new"):
        tick("Back Squat", 2, weight="100", reps="5", rpe="RIR 2")
        wait_for(lambda: len(entries()) == 2)
        assert entries()[1][:5] == ("Back Squat", 100.0, 5, "normal", 8.0), entries()
        row("Back Squat", 2).find_element(By.CSS_SELECTOR, "[data-tick]").click()
        time.sleep(1)
        assert len(entries()) == 2, entries()

    with step("two lifts joined as a superset read B1 and B2, and the rest waits for the round"):
        add_exercise("Bench Press", "")
        add_exercise("Barbell Row", "2:00")
        for lift in ("Bench Press", "Barbell Row"):
            block_button(lift, "Add a set")
        block_button("Barbell Row", "Superset with the one above")
        assert browser.text("section[data-exercise='Bench Press'] h2").startswith("B1"), browser.text("section[data-exercise='Bench Press'] h2")
        assert browser.text("section[data-exercise='Barbell Row'] h2").startswith("B2")
        phone_dark()
        browser.driver.execute_script("localStorage.clear()")
        browser.reload()
        phone_dark()
        tick("Bench Press", 1, weight="60", reps="8")
        assert not rest_running(), "a rest started inside the round"
        assert focused_row() == ["Barbell Row", "1"], focused_row()
        wait_for(lambda: len(entries()) == 3)
        assert entries()[2][5] == "B", entries()

    def add_exercise_offline(lift, rest):
        """Taps "Add an exercise" as add_exercise does, but with no connection no page loads to wait for."""
        type_exercise(lift, rest)
        button = browser.driver.find_element(By.XPATH, "//button[normalize-space()='Add an exercise']")
        browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()

    with step("with no connection two sets wait on the phone, marked as waiting, a set added there too, and an exercise"):
        browser.driver.execute_cdp_cmd("Network.enable", {})
        offline(True)
        try:
            tick("Barbell Row", 1, weight="50", reps="8")
            assert rest_running(), "no rest after the round"
            tick("Bench Press", 2, weight="60", reps="8")
            wait_for(lambda: len(browser.driver.find_elements(By.CSS_SELECTOR, WAITING)) == 2)
            assert "is-waiting" in row("Barbell Row", 1).get_attribute("class")
            # "Add a set" copies the last row on the phone: no page load to wait for.
            button = browser.driver.find_element(
                By.XPATH, "//section[@data-exercise='Bench Press']//button[starts-with(normalize-space(), 'Add a set')]")
            browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
            button.click()
            wait_for(lambda: browser.has("tr[data-exercise='Bench Press'][data-set='3']"))
            added = row("Bench Press", 3)
            assert added.find_element(By.NAME, "weight").get_property("value") == "60", "the copy holds the last row's weight"
            assert added.get_attribute("data-done") is None
            tick("Bench Press", 3, weight="62.5", reps="6")
            wait_for(lambda: len(browser.driver.find_elements(By.CSS_SELECTOR, WAITING)) == 3)
            assert len(entries()) == 3, entries()
            # "Add an exercise" draws the block on the phone from the page's template, the lift
            # checked there as the server checks it.
            add_exercise_offline("bench  press", "")
            wait_for(lambda: browser.has("#lift-error"))
            assert "in this workout already" in browser.text("#lift-error"), browser.text("#lift-error")
            assert browser.driver.find_element(By.ID, "lift").get_attribute("aria-invalid") == "true"
            add_exercise_offline("Dumbbell Curl", "1:00")
            wait_for(lambda: browser.has("section[data-exercise='Dumbbell Curl']"))
            assert not browser.has("#lift-error"), browser.text("#lift-error")
            section = "section[data-exercise='Dumbbell Curl']"
            assert browser.text(f"{section} h2") == "Dumbbell Curl", browser.text(f"{section} h2")
            assert "rest 1:00" in browser.text(section), browser.text(section)
            assert "superset, move and remove come once" in browser.text(section), browser.text(section)
            assert not browser.driver.find_elements(By.XPATH, "//section[@data-exercise='Dumbbell Curl']//button[starts-with(normalize-space(), 'Remove')]")
            assert row("Dumbbell Curl", 1).get_attribute("data-done") is None
            tick("Dumbbell Curl", 1, weight="12", reps="10")
            wait_for(lambda: len(browser.driver.find_elements(By.CSS_SELECTOR, WAITING)) == 4)
            ends = int(browser.driver.find_element(By.CSS_SELECTOR, "output[name=rest]").get_attribute("data-ends"))
            assert 50_000 < ends - time.time() * 1000 <= 60_000, "the curl's rest typed with it"
            assert len(entries()) == 3, entries()
            check_page("session-offline-exercise")
        finally:
            offline(False)

    with step("back online, the four sets are sent once, in order, and the rows are done"):
        # Sent on the page's next try (the "online" event, or within 30 s), without a reload.
        wait_for(lambda: browser.has("#pending-sent"), seconds=40)
        wait_for(lambda: not browser.driver.find_elements(By.CSS_SELECTOR, WAITING))
        assert "is-waiting" not in row("Barbell Row", 1).get_attribute("class")
        assert browser.text("#pending-sent") == "4 entries saved on this phone were sent.", browser.text("#pending-sent")
        assert [(lift, group) for lift, *_, group in entries()[3:]] == [
            ("Barbell Row", "B"), ("Bench Press", "B"), ("Bench Press", "B"), ("Dumbbell Curl", None)], entries()
        assert entries()[5][1:3] == (62.5, 6), entries()
        assert entries()[6][1:3] == (12.0, 10), entries()
        browser.reload()
        phone_dark()
        assert row("Barbell Row", 1).get_attribute("data-done") is not None
        assert row("Bench Press", 2).get_attribute("data-done") is not None
        assert row("Bench Press", 3).get_attribute("data-done") is not None, "the set added on the phone has its row"
        lifts = browser.driver.execute_script(
            "return [...document.querySelectorAll('[data-live-session] section[data-exercise]')].map((block) => block.dataset.exercise)")
        assert lifts == ["Back Squat", "Bench Press", "Barbell Row", "Dumbbell Curl"], lifts
        assert row("Dumbbell Curl", 1).get_attribute("data-done") is not None, "the exercise added on the phone is a block with its set"
        assert "rest 1:00" in browser.text("section[data-exercise='Dumbbell Curl']")
        assert browser.driver.find_elements(By.XPATH, "//section[@data-exercise='Dumbbell Curl']//button[starts-with(normalize-space(), 'Move up')]"), \
            "a block of the server's, with its buttons"
        check_page("session")

    with step("Finish shows the summary: duration, work sets, volume without the warm-up"):
        tap("//button[normalize-space()='Finish']")
        phone_dark()
        assert browser.text("[data-sets]") == "6", browser.text("[data-summary]")
        assert browser.text("[data-volume]") == f"{100 * 5 + 60 * 8 * 2 + 50 * 8 + 375 + 12 * 10} kg", browser.text("[data-volume]")
        assert browser.text("[data-duration]"), "no duration"
        check_page("session-finished")

    with step("the day page lists the session's lifts"):
        tap("//a[normalize-space()='See the day']")
        phone_dark()
        main = browser.text("main")
        for lift in ("Back Squat", "Bench Press", "Barbell Row", "Dumbbell Curl"):
            assert lift in main, main
        check_page("session-day")
