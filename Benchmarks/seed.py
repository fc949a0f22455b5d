#!/usr/bin/env python3
"""Signs a lifter up through the running server, then gives them ten years of daily training
(3,650 days, 50,000 entries) straight in SQLite. Prints the session cookie for wrk."""
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
print(f"session={session}")
print(f"days={counts}", file=sys.stderr)
print(f"day={days[-1]}", file=sys.stderr)
