#!/usr/bin/env python3
"""The lifters of saves.sh, signed up through the form as a browser does, one line each for
saves.lua: session cookie, CSRF token. With --ten-years each first imports ten years of training
(50,000 entries, lifter.py), so a save lands in a long history (issue 41).
Usage: saves_lifters.py BASE_URL COUNT [--ten-years]"""
import sys

from lifter import Lifter

base, count = sys.argv[1], int(sys.argv[2])
for n in range(count):
    lifter = Lifter(base).sign_up(f"saver{n}@example.com", "Saver", str(n))
    if "--ten-years" in sys.argv:
        lifter.import_ten_years(seed=n)
    print(lifter.session, lifter.token("/workouts/new"))
