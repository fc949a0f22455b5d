#!/usr/bin/env python3
"""Signs a lifter up through the running server, then gives them ten years of daily training
(3,650 days, 50,000 entries) through the strength-history import, as a Lifting Log CSV, so the
history's records are built the way a real import builds them. Prints the session cookie for
wrk; the seeded figures, a day and an exercise go to standard error. The gym gets a schedule
straight in SQLite: 4 locations, 120 weekly classes and today's workouts of the day.
Usage: seed.py BASE_URL DATABASE"""
import datetime
import sqlite3
import sys
import urllib.parse

from lifter import Lifter, TEN_YEARS

base, database = sys.argv[1], sys.argv[2]
lifter = Lifter(base).sign_up("bench@example.com")
opener, token, session = lifter.opener, lifter.token, lifter.session
imported = lifter.import_ten_years()

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
print(f"days={len(TEN_YEARS)}", file=sys.stderr)
print(f"entries={imported}", file=sys.stderr)
print(f"day={TEN_YEARS[-1]}", file=sys.stderr)
print("exercise=back-squat", file=sys.stderr)
print(f"routine={routine_path}", file=sys.stderr)
