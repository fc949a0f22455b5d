"""The gym's schedule in the browser (issue 12): a staff member sets up locations, class types and
weekly classes, cancels a date, pastes the gym website's workout post and imports the front desk's
JSON; then everyone's pages: the day's classes with the date picker and the location filter, the
workouts of the day, and the iCalendar feed read back by a real iCalendar parser.

`make_staff(email)` turns an account into staff (`liftinglog user set-role`)."""

import datetime
import json
import urllib.request
from pathlib import Path

import icalendar

PASSWORD = "correct horse battery staple"
# The gym website's real post, from ../shared/fixtures/ beside the checkout (never copied in).
FIXTURE = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "alchemy" / "workout-page-snippet.html"


def staff_flow(browser, report, inspect, make_staff, base_url):
    """Staff pages and the public pages with JavaScript, checked page by page."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    weekday = str(today.isoweekday())
    next_week = (today + datetime.timedelta(days=7)).isoformat()

    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    with step("a staff member signs up and is made staff"):
        browser.open("/signup")
        browser.fill(email="coach@example.com", password=PASSWORD, first_name="Sam", last_name="Coach", birth_date="1985-05-05")
        browser.press("Create account")
        arrived("/")
        make_staff("coach@example.com")
        browser.open("/")
        browser.follow("Staff")
        arrived("/staff/classes")
        inspect("staff-classes-empty")

    with step("locations and class types"):
        browser.follow("Locations")
        arrived("/staff/locations")
        inspect("staff-locations")
        browser.fill(name="Downtown", address="1 Main Street")
        browser.press("Add location")
        arrived("/staff/locations")
        browser.follow("Class types")
        for name in ("A10", "A20", "AStrong", "APulse"):
            browser.fill(name=name, description=f"{name} class")
            browser.press("Add class type")
            arrived("/staff/class-types")
        inspect("staff-class-types")

    with step("a class that ends before it starts is refused, values kept"):
        browser.follow("Classes")
        browser.follow("Add a class")
        arrived("/staff/classes/new")
        inspect("staff-class-new")
        browser.fill(class_type=option_value(browser, "class_type", "A10"), location=option_value(browser, "location", "Downtown"),
                     coach="Sam", weekday=weekday, first_date=today.isoformat())
        set_times(browser, starts="18:00", ends="17:00")
        browser.press("Add class")
        arrived("/staff/classes", 422)
        assert browser.text("#ends-error"), "no message in #ends-error"
        assert browser.value("coach") == "Sam", "the coach typed was not kept"
        inspect("staff-class-error")

    with step("two overlapping classes are saved, with a warning"):
        set_times(browser, ends="19:00")
        browser.press("Add class")
        arrived("/staff/classes")
        browser.follow("Add a class")
        browser.fill(class_type=option_value(browser, "class_type", "AStrong"), location=option_value(browser, "location", "Downtown"),
                     coach="Kim", weekday=weekday, first_date=today.isoformat())
        set_times(browser, starts="18:30", ends="19:30")
        browser.press("Add class")
        arrived("/staff/classes")
        assert "overlaps A10" in browser.text(".notice--warning"), browser.text("main")
        inspect("staff-classes")

    with step("cancel next week's A10"):
        browser.click("//a[.//strong[contains(., 'A10')]]")
        assert browser.path.startswith("/staff/classes/"), browser.path
        inspect("staff-class")
        browser.click(f"//li[form/input[@name='date'][@value='{next_week}']]//button")
        assert "Restore" in browser.text("main"), "no restore button after cancelling"

    with step("paste the website's workout post, preview, save"):
        if not FIXTURE.exists():
            print(f"skipped: {FIXTURE} is not beside this repository")
        else:
            browser.follow("Workouts of the day")
            arrived("/staff/wod")
            inspect("staff-wod")
            browser.driver.execute_script("document.getElementById('html').value = arguments[0]", FIXTURE.read_text())
            browser.press("Preview")
            arrived("/staff/wod")
            sections = browser.driver.find_elements("css selector", "section.wod")
            assert [section.get_attribute("data-class") for section in sections] == ["A10", "A20", "AStrong", "APulse"], \
                [section.get_attribute("data-class") for section in sections]
            inspect("staff-wod-preview")
            browser.press("Save these workouts")
            arrived("/staff/wod")
            assert browser.query.get("saved") == "1", browser.query

    with step("import the front desk's JSON, naming its location"):
        browser.follow("Import")
        arrived("/staff/schedule/import")
        inspect("staff-import")
        export = {"event_occurrences": [{
            "id": 5001, "name": "APulse", "location_id": 77, "staff_members": [{"name": "Ana"}], "state": "active",
            "start_at": f"{today.isoformat()}T07:00:00Z", "end_at": f"{today.isoformat()}T07:45:00Z"}]}
        browser.driver.execute_script("document.getElementById('json').value = arguments[0]", json.dumps(export))
        browser.press("Import")
        arrived("/staff/schedule/import")
        assert browser.has("input[name='location[77]']"), "no field for the unknown location"
        inspect("staff-import-locations")
        browser.driver.find_element("css selector", "input[name='location[77]']").send_keys("Uptown")
        browser.press("Finish the import")
        arrived("/staff/schedule/import")
        assert "1 new class" in browser.text(".notice"), browser.text(".notice")

    with step("the day's classes, in order, filtered by location"):
        browser.open(f"/schedule?date={today.isoformat()}")
        arrived("/schedule")
        starts = [article.get_attribute("data-start") for article in browser.driver.find_elements("css selector", "article.class")]
        assert starts == ["07:00", "18:00", "18:30"], starts
        assert not FIXTURE.exists() or "15-10-5 reps:" in browser.driver.page_source, "the A10 workout is not with its class"
        inspect("schedule")
        browser.fill(location=option_value(browser, "location", "Uptown"))
        browser.press("Show")
        starts = [article.get_attribute("data-start") for article in browser.driver.find_elements("css selector", "article.class")]
        assert starts == ["07:00"], starts
        uptown = browser.query.get("location")
        browser.click("//a[@rel='next']")
        assert browser.query.get("location") == uptown, f"the next-day link lost the location: {browser.query}"
        assert browser.has("p.empty"), "no empty-day message"
        inspect("schedule-empty")

    with step("a cancelled class is shown, marked"):
        browser.open(f"/schedule?date={next_week}")
        assert browser.has("article.class.cancelled"), "the cancelled class is not marked"
        inspect("schedule-cancelled")

    with step("the workouts of the day"):
        browser.open(f"/wod?date={today.isoformat()}")
        arrived("/wod")
        if FIXTURE.exists():
            lines = browser.text("section.wod[data-class='A10']")
            assert "Every Minute On the Minute: 5 Ring Dips" in lines, lines
        else:
            print(f"skipped: the posted workouts, as {FIXTURE} is not beside this repository")
        inspect("wod")

    with step("the iCalendar feed and one event parse with a real iCalendar parser"):
        feed = fetch_calendar(base_url + "/schedule.ics")
        events = [component for component in feed.walk("VEVENT")]
        assert len(events) == 9, f"{len(events)} events: two weekly classes for 4 weeks and one imported"
        cancelled = [event for event in events if str(event.get("STATUS")) == "CANCELLED"]
        assert len(cancelled) == 1, [str(event.get("SUMMARY")) for event in events]
        first = browser_link(browser, f"/schedule?date={today.isoformat()}", "Add to my calendar")
        single = [component for component in fetch_calendar(base_url + first).walk("VEVENT")]
        assert len(single) == 1 and str(single[0]["UID"]) in {str(event["UID"]) for event in events}, "the UIDs differ"

    with step("staff log out"):
        browser.press("Log out", within="//header")
        arrived("/login")


def visitor_flow(browser, report):
    """Without JavaScript and without an account: the date picker and the location filter are plain forms."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    with report.check("a visitor picks a date and a location without JavaScript", browser, stop=True):
        browser.open("/schedule")
        browser.fill(date=today.isoformat(), location=option_value(browser, "location", "Downtown"))
        browser.press("Show")
        assert browser.path == "/schedule" and browser.query.get("date") == today.isoformat(), browser.driver.current_url
        starts = [article.get_attribute("data-start") for article in browser.driver.find_elements("css selector", "article.class")]
        assert starts == ["18:00", "18:30"], starts
        browser.follow("Workouts of the day")
        # The workouts are the website's post (`FIXTURE`), saved by the staff flow when it is there.
        assert browser.path == "/wod" and (not FIXTURE.exists() or browser.has("section.wod[data-class='AStrong']")), browser.driver.current_url


def set_times(browser, **times):
    """Time fields take typed digits by the browser's locale (12 hours and AM/PM here): set them as a
    time picker does."""
    for name, value in times.items():
        field = browser.driver.find_element("name", name)
        browser.driver.execute_script("arguments[0].value = arguments[1]", field, value)
        assert field.get_property("value") == value, f"{name} holds {field.get_property('value')!r}"


def option_value(browser, name, label):
    """The value of the option labelled `label` in the select `name`."""
    return browser.driver.find_element("xpath", f"//select[@name='{name}']/option[normalize-space()='{label}']").get_attribute("value")


def browser_link(browser, path, text):
    browser.open(path)
    href = browser.driver.find_element("partial link text", text).get_attribute("href")
    return href[len(browser.base_url):]


def fetch_calendar(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        assert response.headers["Content-Type"] == "text/calendar; charset=utf-8", response.headers["Content-Type"]
        body = response.read()
    assert b"\n" not in body.replace(b"\r\n", b""), "a bare line feed"
    assert all(len(line) <= 75 for line in body.split(b"\r\n")), "a line longer than 75 octets"
    return icalendar.Calendar.from_ical(body)
