#!/usr/bin/env python3
"""Signs a lifter up through the running server, then gives them ten years of daily training
(3,650 days, 50,000 entries) straight in SQLite, and the gym a schedule: 4 locations, 120 weekly
classes and today's workouts of the day. Prints the session cookie for wrk."""
import datetime
import http.cookiejar
import random
import re
import sqlite3
import sys
import urllib.parse
import urllib.request

base, database = sys.argv[1], sys.argv[2]
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
page = opener.open(base + "/signup").read().decode()
token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
form = {"email": "bench@example.com", "password": "benchmark password", "first_name": "Bench",
        "last_name": "Mark", "birth_date": "1990-01-01", "csrf_token": token}
opener.open(base + "/signup", urllib.parse.urlencode(form).encode()).read()
session = next(cookie.value for cookie in jar if cookie.name == "session")

lifts = ["Back Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Front Squat", "Pull Up"]
random.seed(7)
with sqlite3.connect(database, timeout=30) as db:
    user = db.execute("SELECT id FROM users WHERE email = 'bench@example.com'").fetchone()[0]
    days = [(datetime.date(2015, 1, 1) + datetime.timedelta(days=d)).isoformat() for d in range(3650)]
    db.executemany("INSERT OR IGNORE INTO workout_dates(user_id, date) VALUES (?, ?)", [(user, day) for day in days])
    rows = [(user, days[i % len(days)], random.choice(lifts), round(random.uniform(40, 220) * 2) / 2, "kg",
             random.randint(1, 12), random.randint(1, 5), "") for i in range(50_000)]
    db.executemany("INSERT INTO workouts(user_id, date, lift, weight, unit, reps, sets, comments) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    counts = db.execute("SELECT count(*) FROM workout_dates WHERE user_id = ?", (user,)).fetchone()[0]
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
print(f"days={counts}", file=sys.stderr)
print(f"day={days[-1]}", file=sys.stderr)
