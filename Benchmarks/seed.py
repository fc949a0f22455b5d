#!/usr/bin/env python3
"""Signs a lifter up through the running server, then gives them ten years of daily training
(3,650 days, 50,000 entries) through the strength-history import, as a Lifting Log CSV, so the
history's records are built the way a real import builds them. Prints the session cookie for
wrk; the seeded figures, a day and an exercise go to standard error. The gym gets a schedule
straight in SQLite: 4 locations, 120 weekly classes and today's workouts of the day.
Usage: seed.py BASE_URL DATABASE"""
import datetime
import http.cookiejar
import random
import re
import sqlite3
import sys
import urllib.parse
import urllib.request
import uuid

base, database = sys.argv[1], sys.argv[2]
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def token(path):
    page = opener.open(base + path).read().decode()
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def multipart(path, fields, filename, data):
    boundary = uuid.uuid4().hex
    body = b"".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                    for name, value in fields.items())
    body += (f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"\r\n'
             f'Content-Type: text/csv\r\n\r\n').encode() + data + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(base + path, data=body,
                                     headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return opener.open(request).read().decode()


form = {"email": "bench@example.com", "password": "benchmark password", "first_name": "Bench",
        "last_name": "Mark", "birth_date": "1990-01-01", "csrf_token": token("/signup")}
opener.open(base + "/signup", urllib.parse.urlencode(form).encode()).read()
session = next(cookie.value for cookie in jar if cookie.name == "session")

lifts = ["Back Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Front Squat", "Pull Up"]
random.seed(7)
days = [(datetime.date(2015, 1, 1) + datetime.timedelta(days=d)).isoformat() for d in range(3650)]
rows = sorted((days[i % len(days)], random.choice(lifts), round(random.uniform(40, 220) * 2) / 2,
               random.randint(1, 12), random.randint(1, 5)) for i in range(50_000))
csv = "date,lift,weight,unit,reps,sets,comments\r\n" + "".join(
    f"{day},{lift},{weight:g},kg,{reps},{sets},\r\n" for day, lift, weight, reps, sets in rows)
page = multipart("/history/import", {"csrf_token": token("/history/import"), "format": "liftinglog"},
                 "seed.csv", csv.encode())
imported = re.search(r'<output name="imported" data-value="(\d+)"', page).group(1)

# A routine of three days over the seeded lifts (issue 27): its page and start form work out
# each exercise's next targets from the ten years of sets logged.
routine = """# Five by five
## Heavy
Back Squat 5x5 @ 100kg, rest 3:00, linear +2.5kg
Bench Press 5x5 @ 80kg, rest 3:00, linear +2.5kg
Barbell Row 5x5 @ 70kg, rest 2:00, linear +2.5kg
## Light
Front Squat 3x8-12 @ 60kg, rest 2:00, double +2.5kg
Overhead Press 3x8-12 @ 40kg, rest 2:00, double +2.5kg
Pull Up 3x8 @ RPE 8, rest 2:00, none
## Pull
Deadlift 1x5 @ 140kg, rest 4:00, linear +5kg
"""
opener.open(base + "/routines/new").read()
response = opener.open(base + "/routines/import", urllib.parse.urlencode({"text": routine, "csrf_token": token("/routines/new")}).encode())
routine_path = urllib.parse.urlparse(response.geturl()).path

with sqlite3.connect(database, timeout=30) as db:
    # The schedule of issue 12: 4 locations, 6 class types, 120 weekly classes spread over the week.
    db.executemany("INSERT INTO locations(name, address) VALUES (?, ?)", [(f"Location {n}", f"{n} Main Street") for n in range(1, 5)])
    types = ["A10", "A20", "AStrong", "APulse", "Yoga", "Open Gym"]
    db.executemany("INSERT INTO class_types(name) VALUES (?)", [(name,) for name in types])
    db.executemany("INSERT INTO classes(class_type_id, location_id, coach, weekday, starts, ends, first_date) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   [(i % 6 + 1, i % 4 + 1, f"Coach {i % 9}", i % 7 + 1, f"{5 + i % 15:02d}:00", f"{5 + i % 15:02d}:45", "2020-01-01")
                    for i in range(120)])
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    db.executemany("INSERT INTO wods(date, class_type_id, body) VALUES (?, ?, ?)",
                   [(today, n, "15-10-5 reps:\nTorpedo Clusters\nTorpedo Abmat Sit-Ups\nEvery Minute On the Minute: 5 Ring Dips")
                    for n in range(1, 7)])
print(f"session={session}")
print(f"days={len(days)}", file=sys.stderr)
print(f"entries={imported}", file=sys.stderr)
print(f"day={days[-1]}", file=sys.stderr)
print("exercise=back-squat", file=sys.stderr)
print(f"routine={routine_path}", file=sys.stderr)
