"""The body log (issue 38) on a phone, 375 px wide in the dark scheme, with axe: weigh-ins logged on /body (a
decimal comma, body fat, a waist), a weight out of range and a day in the future refused by their fields with
what was typed kept, one edited and one deleted, the body-weight chart read point by point beside its table and
its 7-day average, a Withings weight.csv imported twice (added, then already there), the latest weigh-in in the
settings and the strength-points calculator, the total's points at each training day's body weight on
/body/strength, and an Apple Health export.zip as the Health app shares it (the real export of version 8 in
../shared/fixtures with weight records added, as the App tests build theirs). Each step is one check; a failed
step ends the flow."""

import datetime
import zipfile
from pathlib import Path

from selenium.webdriver.common.by import By

from checks import CHART_LINES

PASSWORD = "correct horse battery staple"


def body_flow(report, browser, inspect, email, folder):
    today = datetime.datetime.now(datetime.timezone.utc).date()

    def day(days_ago):
        return (today - datetime.timedelta(days=days_ago)).isoformat()

    def step(name):
        return report.check(name, browser, stop=True)

    def phone_dark():
        browser.emulate_phone(True)
        browser.emulate_color_scheme("dark")

    def check_page(name, **options):
        """axe in both schemes and the phone layout (PageChecks), then back to the phone in the dark."""
        inspect(name, **options)
        phone_dark()

    def weigh_in(weight, date, **fields):
        browser.open("/body")
        phone_dark()
        if any(place in fields for place in ("waist", "measurement_name")):
            # The tape measurements sit under a closed "Measurements", as a person finds them.
            browser.driver.find_element(By.CSS_SELECTOR, "details.subfields > summary").click()
        browser.fill(weight=weight, date=date, **fields)
        browser.press("Save weigh-in")
        phone_dark()

    def weigh_in_row(date):
        return browser.driver.find_element(By.CSS_SELECTOR, f"table.weigh-ins tr[data-date='{date}']")

    def listed_dates():
        return [row.get_attribute("data-date") for row in browser.driver.find_elements(By.CSS_SELECTOR, "table.weigh-ins tbody tr")]

    def field_error(name):
        """The message by the field, as a screen reader reaches it from the field (aria-describedby)."""
        field = browser.driver.find_element(By.NAME, name)
        assert field.get_attribute("aria-invalid") == "true", f"{name} is not marked invalid"
        described = field.get_attribute("aria-describedby").split()
        assert f"{name}-error" in described, described
        error = browser.driver.find_element(By.ID, f"{name}-error")
        # Next to it: in the same field block, right under the control.
        assert error.find_element(By.XPATH, "..") == field.find_element(By.XPATH, ".."), f"the error of {name} is not by its field"
        assert error.is_displayed(), f"the error of {name} is not shown"
        return error.text

    def chart(section):
        """The chart's points and its table's rows, each as [(date, value)], and the readout a person reads."""
        points = [(point.get_attribute("data-date"), point.get_attribute("data-value"))
                  for point in browser.driver.find_elements(By.CSS_SELECTOR, f"#{section} .chart-points circle")]
        rows = [(row.get_attribute("data-date"), row.find_elements(By.TAG_NAME, "td")[1].text)
                for row in browser.driver.find_elements(By.CSS_SELECTOR, f"#{section} table.chart-table tbody tr")]
        return points, rows, browser.text(f"#{section} .chart-readout")

    def imported():
        return {name: browser.text(f"output[name='{name}']") for name in ("added", "already", "refused")}

    def upload(path):
        """Sends a file from the import form (open) and returns the report's counts."""
        browser.fill(file=path)
        browser.press("Import")
        phone_dark()
        assert browser.status == 200, browser.status
        return imported()

    # The lifts of a total on two training days, the same weights: only the body weight changes.
    training_days = (day(6), day(1))
    lifts = (("Back Squat", "150"), ("Bench Press", "100"), ("Deadlift", "180"))

    phone_dark()
    with step("sign up, log a total on two days, and choose the sex the points formulas ask for"):
        browser.sign_up(email, PASSWORD, "Bo", "Body", "1990-06-15")
        for date in training_days:
            for lift, weight in lifts:
                browser.log_workout(lift=lift, weight=weight, unit="kg", reps="1", sets="1", date=date)
                assert browser.status == 200 and browser.path.startswith("/workouts"), f"{lift} on {date}: {browser.path}"
        browser.open("/settings")
        browser.fill(sex="male")
        browser.press("Save profile")
        assert browser.path == "/settings", browser.path
        assert browser.value("sex") == "male", browser.value("sex")
        phone_dark()

    with step("a weigh-in with a decimal comma is saved and listed as a number"):
        weigh_in("82,4", day(9))
        assert browser.path == "/body", browser.path
        assert browser.text(".notice") == "Weigh-in saved.", browser.text("main")
        cell = weigh_in_row(day(9)).find_element(By.CSS_SELECTOR, "td[data-value]")
        assert (cell.get_attribute("data-value"), cell.text) == ("82.4", "82.4 kg"), cell.text

    with step("a weigh-in with body fat and a waist shows both in the list"):
        weigh_in("81.6", day(5), body_fat="18,5", waist="84")
        row = weigh_in_row(day(5)).text
        assert "81.6 kg" in row and "18.5 %" in row and "waist 84 cm" in row, row
        weigh_in("81.2", day(2))
        weigh_in("90", day(1))
        assert listed_dates() == [day(1), day(2), day(5), day(9)], listed_dates()

    with step("a weight outside 20 to 400 kg is refused by its field, with what was typed kept"):
        for typed in ("19,5", "400.5"):
            weigh_in(typed, day(0))
            assert browser.status == 422, browser.status
            assert field_error("weight") == "Enter a body weight from 20 to 400 kg.", field_error("weight")
            assert browser.value("weight") == typed, browser.value("weight")
        check_page("body-errors")

    with step("a day in the future is refused by the date field, with the day and the weight kept"):
        future = (today + datetime.timedelta(days=3)).isoformat()
        weigh_in("80", future)
        assert browser.status == 422, browser.status
        assert field_error("date") == "Enter the day you weighed yourself as a real date, today or earlier.", field_error("date")
        assert (browser.value("date"), browser.value("weight")) == (future, "80")
        assert not browser.has("#weight-error"), browser.text("#weight-error")
        assert listed_dates() == [day(1), day(2), day(5), day(9)], "a refused weigh-in was stored"

    with step("a weigh-in edited shows its new weight"):
        browser.open("/body")
        browser._click(weigh_in_row(day(2)).find_element(By.LINK_TEXT, "Edit"))
        phone_dark()
        assert browser.path.endswith("/edit"), browser.path
        assert (browser.value("weight"), browser.value("date")) == ("81.2", day(2))
        check_page("body-edit")
        browser.fill(weight="80,8")
        browser.press("Save changes")
        phone_dark()
        assert browser.text(".notice") == "Weigh-in saved.", browser.text("main")
        assert weigh_in_row(day(2)).find_element(By.CSS_SELECTOR, "td[data-value]").text == "80.8 kg", weigh_in_row(day(2)).text

    with step("a weigh-in deleted is gone from the list"):
        browser._click(weigh_in_row(day(1)).find_element(By.LINK_TEXT, "Edit"))
        browser.press("Delete this weigh-in and its measurements")
        phone_dark()
        assert browser.text(".notice") == "Weigh-in deleted.", browser.text("main")
        assert listed_dates() == [day(2), day(5), day(9)], listed_dates()

    with step("the body-weight chart plots each day, its table beside it lists the same, with the 7-day average"):
        points, rows, readout = chart("body-weight")
        expected = [(day(9), "82.4"), (day(5), "81.6"), (day(2), "80.8")]
        assert points == expected, points
        # The table lists the newest of the range's days, oldest first as the chart does.
        assert rows == expected, rows
        assert readout.startswith("80.8 kg"), readout
        # 7 days ending on each day: day 9 alone, days 9 and 5, days 5 and 2.
        averages = [cell.text for cell in browser.driver.find_elements(By.CSS_SELECTOR, "#body-weight td[data-average]")]
        assert averages == ["82.4", "82", "81.2"], averages
        assert browser.has("#body-weight .chart-line--average"), "no average line"
        assert "7-day moving average dashed" in browser.text("#body-weight figcaption"), browser.text("#body-weight figcaption")
        fat_points, _, fat_readout = chart("body-fat")
        assert fat_points == [(day(5), "18.5")], fat_points
        assert fat_readout.startswith("18.5 %"), fat_readout
        waist = browser.driver.find_element(By.XPATH, "//section[contains(@class, 'body-chart')][h2[normalize-space()='Waist']]")
        assert [point.get_attribute("data-value") for point in waist.find_elements(By.CSS_SELECTOR, ".chart-points circle")] == ["84"]
        check_page("body", lines=CHART_LINES)

    # Withings' weight.csv as its app writes it: newest first, fat mass in kg, one row without a date.
    csv = folder / "weight.csv"
    folder.mkdir(parents=True, exist_ok=True)
    csv.write_text('Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments\n'
                   f'"{day(12)} 07:12:40",83.10,16.62,3.10,63.40,45.20,\n'
                   f'"{day(16)} 07:30:02",83.50,,,,,\n'
                   'yesterday,83.70,,,,,\n'
                   f'"{day(20)} 21:37:34",84.00,17.64,3.12,63.10,45.00,\n')

    with step("a Withings weight.csv imports, and the report says what was added and what was refused"):
        browser.open("/body")
        browser.follow("Import from a scale or phone")
        phone_dark()
        assert browser.path == "/body/import", browser.path
        check_page("body-import")
        counts = upload(csv)
        assert "From Withings" in browser.text("main"), browser.text("main")
        assert counts == {"added": "3", "already": "0", "refused": "1"}, counts
        refused = browser.text("ul.refused")
        assert refused.startswith("line 4: “yesterday” is not a date and time"), refused
        check_page("body-imported")

    with step("the same file again adds nothing: all already there"):
        browser.open("/body/import")
        counts = upload(csv)
        assert counts == {"added": "0", "already": "3", "refused": "1"}, counts
        browser.follow("See your body log")
        points, _, _ = chart("body-weight")
        assert [date for date, _ in points] == [day(20), day(16), day(12), day(9), day(5), day(2)], points
        assert weigh_in_row(day(12)).find_element(By.CSS_SELECTOR, "td[data-value]").text == "83.1 kg"
        # Fat mass 16.62 of 83.1 kg.
        assert "20 %" in weigh_in_row(day(12)).text, weigh_in_row(day(12)).text

    with step("the settings and the strength-points calculator hold the latest weigh-in"):
        browser.open("/settings")
        assert (browser.value("body_weight"), browser.value("body_weight_unit"), browser.value("body_weight_date")) == ("80.8", "kg", day(2))
        browser.open("/calculators/wilks")
        browser.follow("Use my best lifts")
        phone_dark()
        assert browser.value("bodyweight") == "80.8", browser.value("bodyweight")
        assert (browser.value("squat"), browser.value("bench"), browser.value("deadlift")) == ("150", "100", "180")

    with step("/body/strength scores the same total higher at the lighter body weight"):
        browser.open("/body")
        browser.follow("Strength relative to body weight")
        phone_dark()
        assert browser.path == "/body/strength", browser.path
        rows = {row.get_attribute("data-date"): row for row in browser.driver.find_elements(By.CSS_SELECTOR, "table.strength-table tbody tr")}
        assert set(rows) == set(training_days), list(rows)
        heavier, lighter = (rows[date] for date in training_days)
        # Each day's body weight is the latest weigh-in on or before it.
        assert [row.get_attribute("data-body-weight") for row in (heavier, lighter)] == ["82.4", "80.8"]
        assert [row.get_attribute("data-total") for row in (heavier, lighter)] == ["430", "430"]
        assert float(lighter.get_attribute("data-dots")) > float(heavier.get_attribute("data-dots")), (heavier.text, lighter.text)
        cells = [cell.text for cell in lighter.find_elements(By.TAG_NAME, "td")]
        assert cells[1:6] == ["80.8", "150", "100", "180", "430"], cells
        assert cells[6] == lighter.get_attribute("data-dots"), cells
        dots = browser.driver.find_elements(By.CSS_SELECTOR, ".body-chart .chart-points circle")
        assert (training_days[1], lighter.get_attribute("data-dots")) in [(point.get_attribute("data-date"), point.get_attribute("data-value"))
                                                                          for point in dots], "no chart point for the lighter day's DOTS"
        check_page("body-strength", lines=CHART_LINES)

    with step("an Apple Health export.zip imports its weight in pounds, body fat and waist, and refuses 2000 kg"):
        export = apple_health_export(folder, [
            health_record("BodyMass", "lb", "185.0", f"{day(30)} 07:00:00 +0200"),
            health_record("BodyFatPercentage", "%", "0.21", f"{day(30)} 07:00:00 +0200"),
            health_record("WaistCircumference", "cm", "88", f"{day(30)} 07:00:00 +0200"),
            health_record("BodyMass", "kg", "2000", f"{day(29)} 07:00:00 +0200"),
        ])
        browser.open("/body/import")
        counts = upload(export)
        assert "From Apple Health" in browser.text("main"), browser.text("main")
        assert counts == {"added": "2", "already": "0", "refused": "1"}, counts
        assert "2000 kg is not from 20 to 400 kg" in browser.text("ul.refused"), browser.text("ul.refused")
        browser.follow("See your body log")
        row = weigh_in_row(day(30))
        # 185 lb is 83.91 kg; an older weigh-in, so the latest stays the one logged by hand.
        assert row.find_element(By.CSS_SELECTOR, "td[data-value]").text == "185 lb", row.text
        assert "21 %" in row.text, row.text
        waist = browser.driver.find_element(By.XPATH, "//section[contains(@class, 'body-chart')][h2[normalize-space()='Waist']]")
        assert [point.get_attribute("data-value") for point in waist.find_elements(By.CSS_SELECTOR, ".chart-points circle")] == ["88", "84"]


def health_record(kind, unit, value, date):
    """A `Record` as Apple Health writes one (Tests/TestSupport/AppleHealthFixture.swift)."""
    return (f' <Record type="HKQuantityTypeIdentifier{kind}" sourceName="Withings" sourceVersion="4.1" unit="{unit}" '
            f'creationDate="{date}" startDate="{date}" endDate="{date}" value="{value}">\n'
            '  <MetadataEntry key="HKWasUserEntered" value="0"/>\n </Record>\n')


def apple_health_export(folder, records):
    """export.zip with apple_health_export/export.xml: the real version-8 export (its DTD, no weight) with
    `records` added before its end, or, where ../shared/fixtures is not beside the checkout, its opening alone."""
    real = Path(__file__).resolve().parents[2].parent / "shared/fixtures/real/body/apple-health-v8-steps-only-rgosdin.xml"
    base = real.read_text() if real.exists() else (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData ANY>\n]>\n'
        '<HealthData locale="en_US">\n <ExportDate value="2026-01-01 00:00:00 +0000"/>\n</HealthData>\n')
    end = base.rindex("</HealthData>")
    path = folder / "export.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("apple_health_export/export.xml", base[:end] + "".join(records) + base[end:])
    return path
