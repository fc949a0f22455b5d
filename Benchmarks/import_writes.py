#!/usr/bin/env python3
"""Other lifters' saves while one lifter's big history import runs (issue 23): 20 lifters save
workouts in a loop from the moment the upload starts until its answer arrives. Prints the import's
time and every save's answers and latency (p50, p99, max). Writes a Fitbod history of MB MiB (five
lifts over ten years of training days) to FILE first when FILE does not exist.
Usage: import_writes.py BASE_URL FILE [MB] [SAVERS]"""
import collections
import http.cookiejar
import os
import re
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

from history_upload import import_request

base, path = sys.argv[1], sys.argv[2]
megabytes = int(sys.argv[3]) if len(sys.argv) > 3 else 49
saver_count = int(sys.argv[4]) if len(sys.argv) > 4 else 20


def write_history(path, megabytes):
    months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
    lifts = ["Back Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row"]
    with open(path, "w") as out:
        line, size = 0, 0
        while size < megabytes << 20:
            day = line // 60 % 3600
            text = f"{months[day // 28 % 12]} {day % 28 + 1} {2010 + day // 336},{lifts[line % 5]},1,{line % 12 + 1},{45 + line % 300}\n"
            out.write(text)
            size += len(text)
            line += 1


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


def lifter():
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    form = {"email": f"w-{uuid.uuid4().hex[:10]}@example.com", "password": "benchmark password", "first_name": "W",
            "last_name": "S", "birth_date": "1990-01-01", "csrf_token": token(opener, "/signup")}
    try:
        opener.open(base + "/signup", urllib.parse.urlencode(form).encode())
    except urllib.error.HTTPError as redirect:
        assert redirect.code == 303, redirect.code
    return opener


def token(opener, page_path):
    page = opener.open(base + page_path).read().decode()
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


if not os.path.exists(path):
    write_history(path, megabytes)
importer = lifter()
savers = [lifter() for _ in range(saver_count)]
done = threading.Event()
saves = []
lock = threading.Lock()


def run_import():
    try:
        upload()
    finally:
        done.set()


def upload():
    data = open(path, "rb").read()
    request = import_request(base, token(importer, "/history/import"), data)
    start = time.monotonic()
    page = importer.open(request, timeout=600).read().decode()
    imported = re.search(r'<output name="imported" data-value="(\d+)"', page).group(1)
    print(f"import: {time.monotonic() - start:.2f} s, {imported} sets, file {len(data) / 2**20:.1f} MiB")


def save(number, opener):
    csrf = token(opener, "/workouts/new")
    day = 0
    while not done.is_set():
        day += 1
        form = {"lift": "Front Squat", "weight": str(60 + number), "unit": "kg", "reps": "5", "sets": "1", "comments": "",
                "date": f"2024-01-{day % 28 + 1:02d}", "csrf_token": csrf}
        start = time.monotonic()
        try:
            status = opener.open(base + "/workouts", urllib.parse.urlencode(form).encode(), timeout=60).status
        except urllib.error.HTTPError as answer:
            status = answer.code
        with lock:
            saves.append((status, time.monotonic() - start))
        time.sleep(0.02)


threads = [threading.Thread(target=run_import)] + [threading.Thread(target=save, args=(n, o)) for n, o in enumerate(savers)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
if not saves:
    sys.exit(0)
latencies = sorted(seconds for _, seconds in saves)
statuses = collections.Counter(status for status, _ in saves)
print(f"saves by {saver_count} lifters meanwhile: {len(saves)}, answers {dict(statuses)}, "
      f"p50 {latencies[len(latencies) // 2] * 1000:.0f} ms, p99 {latencies[len(latencies) * 99 // 100] * 1000:.0f} ms, "
      f"max {latencies[-1] * 1000:.0f} ms")
