"""The gym floor (issue 39) in the browser: staff give a class places and score tomorrow's workout;
a member books, cancels and books again; staff check the member in at the door with the connection
gone and see the check-in sent once it returns; the member posts a score and reads the whiteboard.
The schedule, the roster and the board are checked with axe in both schemes and on a phone."""

import datetime

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from schedule_flow import option_value, set_times

PASSWORD = "correct horse battery staple"


def gym_floor_flow(report, staff, member, inspect, make_staff):
    tomorrow = datetime.datetime.now(datetime.timezone.utc).date() + datetime.timedelta(days=1)
    day = tomorrow.isoformat()

    def step(name, browser):
        return report.check(name, browser, stop=True)

    def click(browser, label):
        """A button whose text starts with `label` (the rest is for screen readers), as a person taps it."""
        browser.click(f"//button[starts-with(normalize-space(), '{label}')]")

    def wait_for(browser, condition, seconds=20):
        WebDriverWait(browser.driver, seconds, poll_frequency=0.2).until(lambda _: condition())

    with step("staff set up a class with one place tomorrow and score its workout", staff):
        staff.sign_up("floor.coach@example.com", PASSWORD, "Flo", "Coach", "1985-05-05")
        make_staff("floor.coach@example.com")
        staff.open("/staff/locations")
        staff.fill(name="Floor", address="")
        staff.press("Add location")
        staff.open("/staff/class-types")
        staff.fill(name="WOD", description="")
        staff.press("Add class type")
        staff.open("/staff/classes/new")
        staff.fill(class_type=option_value(staff, "class_type", "WOD"), location=option_value(staff, "location", "Floor"), coach="Flo",
                   weekday=str(tomorrow.isoweekday()), first_date=day, capacity="1")
        set_times(staff, starts="23:00", ends="23:45")
        staff.press("Add class")
        assert staff.path == "/staff/classes", staff.path
        class_id = staff.query["saved"]
        staff.open(f"/staff/wod?date={day}")
        staff.fill(**{"wod[WOD]": "Fran: 21-15-9 Thrusters and Pull-ups"})
        staff.press("Save workouts")
        staff.fill(score_type="time", time_cap="12:00", benchmark="Fran")
        click(staff, "Save scoring")
        assert "Scoring saved" in staff.text(".notice"), staff.text("main")

    with step("a member books the last place, cancels, and books again", member):
        member.sign_up("floor.member@example.com", PASSWORD, "Mia", "Member", "1990-01-01")
        member.open(f"/schedule?date={day}")
        assert member.text("[data-places-left]") == "1 place left", member.text(".booking")
        click(member, "Book a place")
        assert member.query.get("booking") == "booked", member.driver.current_url
        assert member.text("[data-booking]") == "You are booked."
        inspect(member, "schedule-booked")
        click(member, "Cancel my booking")
        assert member.query.get("booking") == "cancelled", member.driver.current_url
        click(member, "Book a place")
        assert member.text("[data-booking]") == "You are booked."

    with step("staff check the member in with no connection; it is sent once the connection returns", staff):
        staff.open(f"/staff/classes/{class_id}/{day}/roster")
        inspect(staff, "roster")
        staff.driver.execute_cdp_cmd("Network.enable", {})
        staff.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        try:
            staff.driver.find_element(By.XPATH, "//form[@data-check-in]//button[@value='present']").click()
            wait_for(staff, lambda: "kept on this device" in staff.text("[data-roster-status]"))
            assert staff.driver.find_element(By.XPATH, "//form[@data-check-in]//button[@value='present']").get_attribute("aria-pressed") == "true"
        finally:
            staff.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
                "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        staff.driver.execute_script("window.dispatchEvent(new Event('online'))")
        wait_for(staff, lambda: "1 check-in made offline sent." in staff.text("[data-roster-status]"))
        staff.reload()
        assert staff.has("[data-checked-in='present']"), staff.text("main")

    with step("the member posts a score and reads the whiteboard", member):
        member.open(f"/wod?date={day}")
        member.fill(score="4:35", division="rx", note="unbroken")
        click(member, "Post my score")
        assert member.query.get("posted") == "1", member.driver.current_url
        row = member.driver.find_element(By.CSS_SELECTOR, "table.whiteboard tr[data-place='1'][data-division='rx']")
        assert "Mia M." in row.text and "4:35" in row.text, row.text
        inspect(member, "wod-whiteboard")
        member.follow("Fran")
        assert member.path == "/benchmarks/fran", member.path
        assert member.has("tr[data-best='true']"), member.text("main")
