#!/usr/bin/env python3
"""The server's peak memory for each upload route (issue 23): starts a release build, uploads a
large file of the kind each route takes as a new lifter, and reads how far the serving child's
peak resident size (VmHWM, reset before each upload through /proc/PID/clear_refs) rose above its
resident size just before the upload. The files are made here: a 32 MB account document of 120,000
workouts and 40 routes, the 32 MB `[[0],[0],…]` that is refused as not an object, a 48 MB Hevy
export (25 sets a day over 30 years), a 19 MB GPX track and a 6 MB JSON track.
Usage: Benchmarks/upload_memory.py [BINARY]   (default .build/release/liftinglog, built first)
TRACE=1 prints the server's memory as it changes during each upload; ONLY=text picks uploads by label."""
import json
import shutil
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

from bench_server import BenchServer

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else None
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "liftinglog"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    binary = os.path.join(root, ".build/release/liftinglog")
work = tempfile.mkdtemp(prefix="upload-memory-")
random.seed(23)
LIFTS = ["Back Squat", "Barbell Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Front Squat", "Pull Up", "Dip",
         "Romanian Deadlift", "Incline Dumbbell Press", "Lat Pulldown", "Leg Press", "Hip Thrust", "Face Pull", "Barbell Curl"]


def account_document(path, limit=32 << 20):
    """A document as "Export my account" writes it: 120,000 hand-logged sets, each with its own
    time, and 40 hour-long runs of 5,000 points with heart rate, elevation and time."""
    start = 1_400_000_000
    with open(path, "w") as out:
        out.write('{"format":"liftinglog-account/1","exported_at":"2026-11-26T12:00:00Z","profile":{"email":"ada@example.com",'
                  '"first_name":"Ada","last_name":"Lovelace","birth_date":"1990-12-10","unit":"kg","time_zone":"Europe/London",'
                  '"sex":"female","body_weight":{"value":61.5,"unit":"kg","date":"2024-05-01"},"max_heart_rate":190},"workouts":[')
        for n in range(120_000):
            moment = start + n * 2_600
            day = time.strftime("%Y-%m-%d", time.gmtime(moment))
            comment = random.choice(["", "", "", "felt strong", "left knee a bit sore, kept the depth"])
            out.write(("," if n else "") + json.dumps({
                "date": day, "lift": random.choice(LIFTS), "weight": random.randint(8, 120) * 2.5, "unit": "kg",
                "reps": random.randint(1, 12), "sets": random.randint(1, 5), "comments": comment, "source": "form",
                "warmup": random.random() < 0.1, "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(moment))},
                separators=(",", ":")))
        out.write('],"routes":[')
        for r in range(40):
            lat, lon, t = 45.6 + r * 0.01, 5.14, (start + r * 86_400) * 1000
            points = []
            for p in range(5_000):
                lat += random.uniform(-1e-4, 1e-4)
                lon += random.uniform(-1e-4, 1e-4)
                points.append(f"[{lat:.7f},{lon:.7f},{random.randint(110, 180)},{random.uniform(200, 400):.1f},{t + p * 1000}]")
            out.write(("," if r else "") + json.dumps({"title": f"Run {r}", "subtitle": "", "kind": "run", "format": "gpx",
                                                       "created_at": start + r * 86_400}, separators=(",", ":"))[:-1]
                      + ',"segments":[[' + ",".join(points) + "]]}")
        out.write('],"recent_searches":[]}')
    assert os.path.getsize(path) <= limit, os.path.getsize(path)


def list_of_lists(path, limit=32 << 20):
    with open(path, "w") as out:
        out.write("[" + "[0]," * ((limit - 8) // 4) + "[0]]")


def hevy_export(path, size=48 << 20):
    header = '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index",' \
             '"set_type","weight_kg","reps","distance_km","duration_seconds","rpe"\n'
    with open(path, "w") as out:
        out.write(header)
        written, line_number = len(header), 0
        while written < size - 200:
            # 25 sets a workout, a workout a day over 30 years, then round again.
            day = line_number // 25 % 10_950
            when = time.strftime("%-d %b %Y", time.gmtime(631_152_000 + day * 86_400))
            line = (f'"Morning","{when}, 07:30","{when}, 08:40","","{random.choice(LIFTS)}",,"",{line_number % 5},"normal",'
                    f'{random.randint(8, 120) * 2.5},{random.randint(1, 12)},,,\n')
            out.write(line)
            written += len(line)
            line_number += 1


def gpx_track(path, points=92_000):
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1" '
                  'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><name>Long day</name><trkseg>\n')
        lat, lon = 45.6, 5.14
        for p in range(points):
            lat += random.uniform(-1e-4, 1e-4)
            lon += random.uniform(-1e-4, 1e-4)
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(1_700_000_000 + p))
            out.write(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><ele>{random.uniform(200, 400):.1f}</ele><time>{stamp}</time>'
                      f'<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>{random.randint(110, 180)}</gpxtpx:hr>'
                      f'</gpxtpx:TrackPointExtension></extensions></trkpt>\n')
        out.write("</trkseg></trk></gpx>\n")


def json_track(path, points=250_000):
    lat, lon, items = 45.6, 5.14, []
    for _ in range(points):
        lat += random.uniform(-1e-4, 1e-4)
        lon += random.uniform(-1e-4, 1e-4)
        items.append(f"[{lat:.6f},{lon:.6f},{random.randint(110, 180)}]")
    with open(path, "w") as out:
        out.write("[" + ",".join(items) + "]")


def front_desk_export(path, occurrences=10_000):
    """The front desk's schedule as `/staff/schedule/import` takes it (issue 35): its most
    occurrences, each with the fields a real export carries beside the ones read, 3.9 MB."""
    names = ["A10", "Yoga Flow", "Olympic Lifting", "Mobility", "Strongman Saturday", "Open Gym", "Kids Club", "Barbell Basics"]
    coaches = ["Sam Carter", "Kim Lee", "Alex Moreau", "Jo Brandt", "Ravi Patel", "Mia Rossi"]
    items = []
    for n in range(occurrences):
        day = time.strftime("%Y-%m-%d", time.gmtime(1_767_225_600 + n // 14 * 86_400))
        hour = 6 + n % 14
        items.append(json.dumps({
            "id": 500_000 + n, "name": random.choice(names), "description": "Bring water and a towel; scale as you need.",
            "start_at": f"{day}T{hour:02d}:00:00-08:00", "end_at": f"{day}T{hour:02d}:45:00-08:00",
            "location_id": 7 + n % 3, "capacity": 16, "waitlist": True,
            "staff_members": [{"id": 40 + n % 6, "name": random.choice(coaches), "email": "coach@example.com"}],
            "state": "cancelled" if n % 50 == 0 else "active", "created_at": f"{day}T00:00:00Z", "updated_at": f"{day}T00:00:00Z"}))
    with open(path, "w") as out:
        out.write('{"event_occurrences":[\n' + ",\n".join(items) + "\n]}")


def front_desk_crowd(path, size=4_000_000):
    """More occurrences than one import takes (10,000), small ones, as many as 3.9 MB hold:
    refused, after the whole file was read as a tree before issue 35."""
    with open(path, "w") as out:
        out.write('{"event_occurrences":[')
        written, n = 23, 0
        while written < size - 100:
            item = ("," if n else "") + f'{{"id":{n},"name":"A","start_at":"2026-01-01T06:00:00Z","end_at":"2026-01-01T07:00:00Z","location_id":1}}'
            out.write(item)
            written += len(item)
            n += 1
        out.write("]}")


files = {name: os.path.join(work, name) for name in ["account.json", "lists.json", "hevy.csv", "track.gpx", "track.json", "schedule.json",
                                                     "crowd.json", "schedule-lists.json"]}
account_document(files["account.json"])
list_of_lists(files["lists.json"])
hevy_export(files["hevy.csv"])
gpx_track(files["track.gpx"])
json_track(files["track.json"])
front_desk_export(files["schedule.json"])
front_desk_crowd(files["crowd.json"])
list_of_lists(files["schedule-lists.json"], limit=4_000_000)



class Server(BenchServer):
    """A release server of its own for each upload, so no upload's memory is left to the next."""

    def __init__(self):
        port = 20000 + random.randrange(20000)
        super().__init__(binary, os.path.join(work, f"{port}.sqlite"), port)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()


def trace(server, stop):
    """With TRACE=1: the server's anonymous and file-backed resident memory as they change."""
    start, last = time.monotonic(), None
    while not stop.is_set():
        now = (round(server.megabytes("RssAnon")), round(server.megabytes("RssFile")))
        if now != last:
            print(f"    {time.monotonic() - start:6.2f} s   anonymous {now[0]:5d} MB   file {now[1]:3d} MB", flush=True)
            last = now
        time.sleep(0.01)


def upload(path, route, form_page, fields, filename, label, staff=False, known_locations=False, kept=False):
    """kept: the schedule import's second round (the locations named): the file is uploaded
    first, unmeasured, and the measured request is the page's answer, naming the upload the
    server kept by its `upload` id; its peak is given against the kept file's size."""
    """A new lifter uploads the file; prints the peak above what the server held just before.
    ONLY=text measures only the uploads whose label holds the text."""
    if os.environ.get("ONLY", "") not in label:
        return
    with Server() as server:
        opener, token = server.opener, server.token
        server.sign_up("upload@example.com", "Up", "Load")
        if staff:
            subprocess.run([binary, "user", "set-role", "upload@example.com", "staff", "--db", server.database], check=True,
                           stdout=subprocess.DEVNULL)
        if known_locations:
            # The front desk's locations named by a small import first, as after a first import.
            small = '{"event_occurrences":[' + ",".join(
                f'{{"id":{n},"name":"A10","start_at":"2026-01-01T06:00:00Z","end_at":"2026-01-01T06:45:00Z","location_id":{7 + n}}}'
                for n in range(3)) + "]}"
            names = [(f"location[{7 + n}]", f"Gym {n}") for n in range(3)]
            opener.open(server.base + form_page, urllib.parse.urlencode(
                [("csrf_token", token(form_page)), ("json", small)] + names).encode()).read()
        boundary = uuid.uuid4().hex
        file_part = f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"\r\n' \
            f'Content-Type: application/octet-stream\r\n\r\n'.encode() + open(path, "rb").read() + f"\r\n--{boundary}--\r\n".encode()
        if kept:
            first = b"".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                             for name, value in [("csrf_token", token(form_page))]) + file_part
            asked = opener.open(urllib.request.Request(server.base + route, data=first, headers={
                "Content-Type": f"multipart/form-data; boundary={boundary}"})).read().decode()
            fields = fields + [("upload", re.search(r'name="upload" value="([0-9]+)"', asked).group(1))]
            file_part = f"--{boundary}--\r\n".encode()
        # The form page comes last, right before the upload: an idle server gives its code pages
        # back after a quiet second, and the upload would count mapping them in again.
        body = b"".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                        for name, value in [("csrf_token", token(form_page))] + fields) + file_part
        request = urllib.request.Request(server.base + route, data=body,
                                         headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
        idle = server.megabytes("VmRSS")
        server.reset_peak()
        stop = threading.Event()
        tracer = threading.Thread(target=trace, args=(server, stop))
        if os.environ.get("TRACE"):
            tracer.start()
        start = time.monotonic()
        try:
            response = opener.open(request)
            code, page = response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            code, page = error.code, error.read().decode()
        seconds = time.monotonic() - start
        stop.set()
        peak = server.megabytes("VmHWM") - idle
        megabytes = (os.path.getsize(path) if kept else len(body)) / 2**20
        refused = re.search(r'<p class="error"[^>]*>(.*?)</p>', page, re.S)
        note = f"  ({refused.group(1).strip()[:50]}…)" if refused else ""
        print(f"{label:<36} body {megabytes:5.1f} MB  {code}  {seconds:6.2f} s  idle {idle:5.1f} MB  peak +{peak:6.1f} MB"
              f"  {peak / megabytes:5.2f} × body{note}", flush=True)


print(binary)
upload(files["account.json"], "/settings/import", "/settings/import", [], "account.json", "/settings/import, account document")
upload(files["lists.json"], "/settings/import", "/settings/import", [], "lists.json", "/settings/import, [[0],[0],…]")
upload(files["hevy.csv"], "/history/import", "/history/import", [("format", "auto"), ("unit", "kg")], "hevy.csv",
       "/history/import, Hevy CSV")
upload(files["track.gpx"], "/routes", "/routes/new", [("title", "Long day"), ("subtitle", ""), ("kind", "run")], "track.gpx",
       "/routes, GPX")
upload(files["track.json"], "/routes", "/routes/new", [("title", "Original app"), ("subtitle", ""), ("kind", "run")], "track.json",
       "/routes, JSON track")
upload(files["schedule.json"], "/staff/schedule/import", "/staff/schedule/import", [], "schedule.json",
       "/staff/schedule/import, locations known", staff=True, known_locations=True)
upload(files["schedule.json"], "/staff/schedule/import", "/staff/schedule/import", [], "schedule.json",
       "/staff/schedule/import, locations asked", staff=True)
upload(files["schedule.json"], "/staff/schedule/import", "/staff/schedule/import", [(f"location[{7 + n}]", f"Gym {n}") for n in range(3)],
       "schedule.json", "/staff/schedule/import, locations named", staff=True, kept=True)
upload(files["crowd.json"], "/staff/schedule/import", "/staff/schedule/import", [], "crowd.json",
       "/staff/schedule/import, 37,840 occurrences (refused)", staff=True)
upload(files["schedule-lists.json"], "/staff/schedule/import", "/staff/schedule/import", [], "lists.json",
       "/staff/schedule/import, [[0],[0],…] (refused)", staff=True)
shutil.rmtree(work)
