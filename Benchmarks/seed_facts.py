#!/usr/bin/env python3
"""Adds 10,000 generated facts to a Lifting Log database (for the benchmark only: they are not
true, just realistic in length and vocabulary), with one or two categories each, straight in
SQLite; the schema's triggers keep the full-text index and the category counts. About one fact
in twenty mentions the squat. Usage: seed_facts.py DATABASE"""
import random
import sqlite3
import sys

LIFTS = ["squat", "bench press", "deadlift", "overhead press", "barbell row", "pull-up", "lunge", "hip thrust",
         "power clean", "snatch", "push jerk", "biceps curl", "dip", "push-up", "farmer's carry", "step-up",
         "good morning", "leg press", "calf raise", "face pull", "lat pulldown", "kettlebell swing", "Turkish get-up",
         "sled push", "box jump", "plank", "back extension", "chin-up", "split squat", "Romanian deadlift",
         "incline press", "cable fly", "lateral raise", "shrug", "sit-up", "hanging leg raise", "glute bridge",
         "sumo deadlift", "zercher carry", "landmine press"]
SUBJECTS = ["Novice lifters", "Older adults", "Trained women", "Elite powerlifters", "Sprinters", "Rowers",
            "Teenage athletes", "Masters weightlifters", "Recreational lifters", "Rugby players"]
EFFECTS = ["gained more strength", "built more muscle", "recovered faster", "reported less soreness",
           "improved their technique", "lifted heavier singles", "moved the bar faster", "kept their gains longer"]
CONDITIONS = ["after eight weeks of training", "when they rested three minutes between sets",
              "with two sessions a week", "on a high-protein diet", "after a deload week", "with a slower tempo",
              "when sleeping at least seven hours", "in a randomised trial"]


def fact(rng, number):
    first, second = rng.sample(LIFTS, 2)
    text = (f"{rng.choice(SUBJECTS)} who added the {first} {rng.choice(EFFECTS)} {rng.choice(CONDITIONS)}, "
            f"more than those who only did the {second}; benchmark fact {number}.")
    return text, f"Generated for the benchmark ({number})."


def main(path):
    rng = random.Random(14)
    with sqlite3.connect(path, timeout=30) as db:
        categories = [row[0] for row in db.execute("SELECT id FROM categories")]
        for number in range(1, 10_001):
            body, source = fact(rng, number)
            cursor = db.execute("INSERT INTO facts(body, body_key, source) VALUES (?, ?, ?)", (body, body.lower(), source))
            for category in rng.sample(categories, rng.randint(1, 2)):
                db.execute("INSERT INTO fact_categories(fact_id, category_id) VALUES (?, ?)", (cursor.lastrowid, category))
        # What FTS5's automatic merging arrives at over time, done at once.
        db.execute("INSERT INTO facts_fts(facts_fts) VALUES ('optimize')")
        total = db.execute("SELECT count(*) FROM facts").fetchone()[0]
        squats = db.execute("SELECT count(*) FROM facts_fts WHERE facts_fts MATCH '\"squat\"*'").fetchone()[0]
    print(f"facts={total} squat={squats}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
