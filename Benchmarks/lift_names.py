#!/usr/bin/env python3
"""What a new exercise name costs as a lifter's names grow (issue 35): signs a new lifter up and
imports STEPS files of 1,000 sets, each set a name the lifter has never used ("Move 00001" and
on, no two alike, so no preview asks about them), printing for each import the names the lifter
had before it, the time from the upload to the result page and the server's CPU time for it.
Then one more import of a single new name, which a server that caps names at 5,000 refuses with
its 422. Last, the log form: 10 saves of a new name each by a lifter of 10 names and by one of
4,990 (their last 10 before the cap), the mean time of a save and its server CPU time.
Usage: lift_names.py BASE_URL SERVER_PID [STEPS, default 5]"""
import http.cookiejar
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

from history_upload import import_request

base, pid = sys.argv[1], sys.argv[2]
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 5
per_import = 1000
opener = None


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """A save's 303 is its answer: the page it points to is not the save's cost."""
    def redirect_request(self, *args):
        return None


def post(path, form):
    try:
        opener.open(base + path, urllib.parse.urlencode(form).encode()).read()
    except urllib.error.HTTPError as answer:
        assert answer.code == 303, answer.code


def lifter():
    """A new lifter, signed up; their browser is `opener` from now on."""
    global opener
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirect)
    form = {"email": f"names-{uuid.uuid4().hex[:8]}@example.com", "password": "benchmark password", "first_name": "Name",
            "last_name": "Cost", "birth_date": "1990-01-01", "csrf_token": token("/signup")}
    post("/signup", form)


def token(page_path):
    page = opener.open(base + page_path).read().decode()
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def cpu():
    """The server's user and system time so far, in seconds (fields 14 and 15 of its stat)."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def history(first, count):
    """A Lifting Log CSV of one set of each of `count` new names from number `first` on."""
    rows = "".join(f"2024-01-{n % 28 + 1:02d},Move {n:05d},{40 + n % 100},kg,5,1,\r\n" for n in range(first, first + count))
    return ("date,lift,weight,unit,reps,sets,comments\r\n" + rows).encode()


def upload(data):
    """The result page's status and text."""
    try:
        response = opener.open(import_request(base, token("/history/import"), data), timeout=600)
        return response.status, response.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode()


def saves(first, count=10):
    """The mean seconds and server CPU seconds of `count` saves of the log form, each a new name."""
    csrf = token("/workouts/new")
    cpu0, start = cpu(), time.monotonic()
    for n in range(first, first + count):
        form = {"lift": f"Move {n:05d}", "weight": "60", "unit": "kg", "reps": "5", "sets": "1", "comments": "",
                "date": "2024-02-01", "csrf_token": csrf}
        post("/workouts", form)
    return (time.monotonic() - start) / count, (cpu() - cpu0) / count


lifter()
print(f"{'names before':>12}  {'import of 1,000 new names':>26}  {'server cpu':>10}")
for step in range(steps):
    data = history(step * per_import, per_import)
    cpu0 = cpu()
    start = time.monotonic()
    status, page = upload(data)
    seconds = time.monotonic() - start
    imported = re.search(r'<output name="imported" data-value="(\d+)"', page)
    outcome = f"{imported.group(1)} sets" if imported else f"status {status}"
    print(f"{step * per_import:>12,}  {seconds:>10.3f} s ({outcome:>10})  {cpu() - cpu0:>8.2f} s")
status, page = upload(history(steps * per_import, 1))
message = re.search(r'class="error"[^>]*>([^<]*)<', page)
print(f"one more new name at {steps * per_import:,}: status {status}" + (f", \"{message.group(1).strip()}\"" if message else ""))
lifter()
upload(history(0, 10))
small = saves(10)
lifter()
upload(history(0, 4990))
large = saves(4990)
print(f"a save of a new name: {small[0] * 1000:.1f} ms (cpu {small[1] * 1000:.1f} ms) at 10 names, "
      f"{large[0] * 1000:.1f} ms (cpu {large[1] * 1000:.1f} ms) at 4,990")
