"""Workout routes in the browser: upload a track (first a broken one), read the route's figures, its map
and legend, find it in the list, and delete it. Each step is one check; a failed step ends the flow.
`inspect(name)` runs the page checks (axe in both colour schemes, a phone screen) on the page just reached;
on the route's page also the contrast of every line of the map and its legend."""

import gzip
import math
import re
import zipfile
from pathlib import Path

from selenium.webdriver.common.by import By

from checks import ROUTE_LINES

PASSWORD = "correct horse battery staple"
BIRTH_DATE = "1990-03-15"
TITLE = "Lunch loop"


def gpx_track():
    """A 2 km loop of 120 points, heart rate rising from 100 to 180 bpm, then a segment without heart rate:
    every band and the grey line. Returns the file's text and the figures the page must show."""
    points = []
    for index in range(120):
        angle = 2 * math.pi * index / 120
        latitude, longitude = 47.37 + 0.003 * math.sin(angle), 8.54 + 0.0045 * math.cos(angle)
        seconds = 10 * index
        points.append(f'<trkpt lat="{latitude:.7f}" lon="{longitude:.7f}"><ele>{408 + index % 7}</ele>'
                      f'<time>2024-06-01T12:{seconds // 60:02d}:{seconds % 60:02d}Z</time><extensions>'
                      f'<gpxtpx:TrackPointExtension><gpxtpx:hr>{100 + 80 * index // 119}</gpxtpx:hr>'
                      f'</gpxtpx:TrackPointExtension></extensions></trkpt>')
    pause = [f'<trkpt lat="47.37{index}" lon="8.5445"><time>2024-06-01T12:25:{index:02d}Z</time></trkpt>' for index in range(5)]
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="StravaGPX" '
            'xmlns="http://www.topografix.com/GPX/1/1" '
            'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
            '<trk><name>Zurich lunch</name><type>9</type>\n<trkseg>\n' + "\n".join(points) + '\n</trkseg>\n<trkseg>\n'
            + "\n".join(pause) + '\n</trkseg></trk>\n</gpx>\n')
    return text, {"hr_min": "100", "hr_max": "180", "duration_s": "1504"}


def broken_track():
    return "[[47.37,8.54,100],[47.38,8.54,110],[95.2,8.54,120]]\n"


def route_flow(browser, report, inspect, email, folder):
    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    folder.mkdir(parents=True, exist_ok=True)
    text, figures = gpx_track()
    good, broken, archive = folder / "lunch.gpx", folder / "broken.json", folder / "export.zip"
    good.write_text(text)
    broken.write_text(broken_track())
    # A bulk export as Strava writes it: the same activity under two names, a broken FIT file, a CSV.
    with zipfile.ZipFile(archive, "w") as export:
        export.writestr("activities/1.gpx.gz", gzip.compress(text.encode(), mtime=0))
        export.writestr("activities/2.gpx", text, compress_type=zipfile.ZIP_DEFLATED)
        export.writestr("activities/3.fit", b"\x0e\x20\x5d\x08\x10\x00\x00\x00.FIT\x00\x00\x40")  # cut after its header
        export.writestr("activities.csv", "Activity ID,Activity Name\n1,Zurich lunch\n")

    with step("sign up for the route checks"):
        browser.open("/signup")
        browser.fill(email=email, password=PASSWORD, first_name="Ada", last_name="Lovelace", birth_date=BIRTH_DATE)
        browser.press("Create account")
        arrived("/")

    with step("the routes page invites an upload"):
        browser.follow("Routes")
        arrived("/routes")
        inspect("routes-empty")
        browser.follow("Upload your first route")
        arrived("/routes/new")
        inspect("route-new")

    with step("a broken file is refused, naming the point"):
        browser.fill(file=broken, title=TITLE)
        browser.press("Upload route")
        arrived("/routes", 422)
        message = browser.text("#file-error")
        assert message == "point 3: latitude 95.2 is outside −90…90", f"#file-error reads {message!r}"
        assert browser.value("title") == TITLE, "the title typed was not kept"
        inspect("route-new-error")

    with step("upload a GPX"):
        browser.fill(file=good, kind="ride")
        browser.press("Upload route")
        assert re.fullmatch(r"/routes/[0-9]+", browser.path) and browser.status == 200, \
            f"got {browser.path} with status {browser.status}"
        assert browser.text("h1") == TITLE, f"the title is {browser.text('h1')!r}"
        shown = {name: browser.output(name) for name in figures}
        assert shown == figures, f"got {shown}, expected {figures}"
        assert browser.output("speed_kmh"), "a ride shows its speed"
        inspect("route", lines=ROUTE_LINES)

    with step("the map is drawn by band with its start, end and legend"):
        # Read through WebDriver, not a page script, so it holds with JavaScript off too.
        svg = browser.driver.find_element(By.CSS_SELECTOR, "svg.route-map__drawing")
        assert svg.size["width"] > 200 and svg.size["height"] > 200, f"the map is {svg.size}"
        paths = svg.find_elements(By.TAG_NAME, "path")
        classes = [path.get_attribute("class") for path in paths]
        assert classes == ["no-hr", "band-1", "band-2", "band-3", "band-4"], classes
        assert all(path.size["width"] > 0 or path.size["height"] > 0 for path in paths), "a line of the map is not drawn"
        assert svg.find_elements(By.CSS_SELECTOR, ".start") and svg.find_elements(By.CSS_SELECTOR, ".end"), "no start or end"
        legend = browser.driver.find_element(By.CSS_SELECTOR, ".route-legend")
        bounds = (legend.get_attribute("data-min"), legend.get_attribute("data-max"))
        assert bounds == ("100", "180"), bounds
        items = legend.find_elements(By.TAG_NAME, "li")
        assert len(items) == 6, f"{len(items)} legend entries: four bands, no heart rate, start and end"
        named = [browser.driver.find_element(By.ID, id).get_attribute("textContent") for id in svg.get_attribute("aria-labelledby").split()]
        assert "heart rate from 100 to 180 beats per minute" in " ".join(named), named

    with step("colour by my zones: the map and the zone table in the zones' colours, remembered"):
        note = browser.text(".route-legend__note")
        assert note.startswith("Coloured by this workout's range: 100–180 bpm"), note
        browser.press("my zones")
        assert re.fullmatch(r"/routes/[0-9]+", browser.path), browser.path
        def drawn():
            return {path.get_attribute("class") for path in browser.driver.find_elements(By.CSS_SELECTOR, "svg.route-map__drawing path")}
        zones = drawn() - {"no-hr"}
        assert zones and all(name.startswith("zone-") for name in zones), zones
        rows = {line.get_attribute("class") for line in browser.driver.find_elements(By.CSS_SELECTOR, ".route-zones th line")}
        assert zones <= rows, f"the map draws {sorted(zones)}, the table shows {sorted(rows)}"
        assert browser.text(".route-legend__note").startswith("Coloured by your heart-rate zones"), browser.text(".route-legend__note")
        inspect("route-zones", lines=ROUTE_LINES + [("zone swatch", ".route-zones th line", "stroke")])
        browser.open(browser.path)
        assert drawn() - {"no-hr"} == zones, "the choice is not remembered"
        browser.press("this workout")
        assert drawn() == {"no-hr", "band-1", "band-2", "band-3", "band-4"}, drawn()

    with step("the list shows the route"):
        browser.follow("← All routes")
        arrived("/routes")
        rows = browser.text("tbody")
        # Weighted by time: each reading holds until the next point, so the last (180) counts
        # for nothing and the 119 before it average 139.3.
        assert TITLE in rows and "Ride" in rows and "139 bpm" in rows, rows
        inspect("routes")

    with step("delete the route after a confirmation"):
        browser.follow(TITLE)
        browser.follow("Delete route…")
        assert browser.path.endswith("/delete"), browser.path
        inspect("route-delete")
        browser.press("Delete route")
        arrived("/routes")
        assert browser.has(".empty-state"), "the list is not empty"

    with step("a bulk export's zip is imported with a report"):
        browser.follow("Upload your first route")
        browser.fill(file=archive)
        browser.press("Upload route")
        arrived("/routes")
        assert browser.text("h1") == "Archive imported", f"the heading is {browser.text('h1')!r}"
        shown = {name: browser.output(name) for name in ["imported", "already", "refused"]}
        assert shown == {"imported": "1", "already": "1", "refused": "1"}, shown
        refused = browser.text("[data-list=refused]")
        assert refused.startswith("activities/3.fit: not a FIT file this app can read: byte "), refused
        inspect("route-archive")
        browser.follow("Zurich lunch")
        assert re.fullmatch(r"/routes/[0-9]+", browser.path), browser.path

    zwift = Path(__file__).resolve().parents[3] / "shared/fixtures/real/routes/unsupported/zwift-sportstracker.fit"
    if zwift.exists():
        with step("a Zwift ride uploaded 'as in the file' is an indoor ride: speed, no map, titled by kind, day and time"):
            browser.open("/routes/new")
            assert browser.value("kind") == "", "the kind is 'As in the file'"
            browser.fill(file=zwift)
            browser.press("Upload route")
            assert re.fullmatch(r"/routes/[0-9]+", browser.path), browser.path
            assert re.fullmatch(r"Indoor ride, \w{3} \d{1,2} \w{3} \d\d:\d\d", browser.text("h1")), browser.text("h1")
            assert browser.output("speed_kmh") and not browser.has("output[name=pace_s_per_km]"), "a ride shows speed, not pace"
            assert not browser.has("svg.route-map__drawing"), "an indoor ride has no map"
            assert "indoors" in browser.text(".route-indoor"), browser.text("main")
            inspect("route-indoor")
