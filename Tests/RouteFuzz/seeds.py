"""Real data for the fuzzer to reach deep handlers: what a staff member and a member enter
through the app's own forms (a location, a class type, a class, a program, a fact category, a
fact, the day's workouts, an import; a workout, a routine, a route upload, a history import), and
plain values for any field a form leaves empty."""

import json
import uuid

PASSWORD = "correct horse battery staple"

ROUTINE = {"name": "Fuzz strength", "day1-name": "Heavy", "day1-ex1-lift": "Back Squat", "day1-ex1-sets": "3",
           "day1-ex1-reps": "5", "day1-ex1-load": "100", "day1-ex1-rest": "3:00"}

GPX = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="route-fuzz" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Lunch run</name><trkseg>
""" + "\n".join(f'<trkpt lat="{47.6 + i * 0.0005:.5f}" lon="{-122.3 + i * 0.0004:.5f}"><ele>{30 + i}</ele>'
                f'<time>2024-05-01T12:{i // 60:02d}:{i % 60:02d}Z</time></trkpt>' for i in range(0, 600, 10)) + """
</trkseg></trk></gpx>
"""

HISTORY = """Oct 11 2020,Back Squat,1,5,100
Oct 14 2020,Back Squat,1,1,120
Oct 20 2020,Bench Press,1,5,80
"""

WOD = """<p><strong>A10</strong><br>15-10-5 reps:<br>Torpedo Clusters</p><hr>
<p><strong>AStrong</strong><br>Sumo Deadlift 3-3-3-3-3</p>"""

# Strong's layout with names the lifter does not have: a preview to confirm.
STRONG = """Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2020-10-25 08:30:00,Legs,1h,Squat (Barbell),1,125,5,0,0,,,
2020-10-25 08:30:00,Legs,1h,Deadlift (Barbell),1,150,3,0,0,,,
"""

# Withings' weight.csv, a weigh-in with body fat, and one with a waist typed in (issue 38).
WITHINGS = """Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments
"2024-05-02 07:10:00",82.40,14.1,,,,
"2024-05-01 07:05:00",82.90,,,,,
"""

FACTS = json.dumps([{"id": "route-fuzz-1", "value": "The fuzzer lifted this fact with one hand.", "categories": ["fuzz legends"]}])


def front_desk(today):
    return json.dumps({"event_occurrences": [{
        "id": 5001, "name": "APulse", "location_id": 77, "staff_members": [{"name": "Ana"}], "state": "active",
        "start_at": f"{today.isoformat()}T07:00:00Z", "end_at": f"{today.isoformat()}T07:45:00Z"}]})


def staff_steps(today):
    """(page, form action, values, files) in order: each may need what the ones before made."""
    day = {"weekday": str(today.isoweekday()), "first_date": today.isoformat(), "date": today.isoformat(),
           "starts": "18:00", "ends": "19:00", "coach": "Sam", "last_date": ""}
    return [
        ("/staff/locations", "/staff/locations", {"name": "Downtown", "address": "1 Main Street"}, {}),
        ("/staff/class-types", "/staff/class-types", {"name": "A10", "description": "A10 class"}, {}),
        ("/staff/class-types", "/staff/class-types", {"name": "AStrong", "description": "Strength"}, {}),
        ("/staff/classes/new", "/staff/classes", day, {}),
        ("/staff/programs/new", "/staff/programs", ROUTINE, {}),
        ("/staff/facts/categories", "/staff/facts/categories", {"name": "Fuzz legends"}, {}),
        ("/staff/facts/new", "/staff/facts", {"body": "A fact the route fuzzer wrote, long enough to be one.",
                                              "source": "route fuzz"}, {}),
        ("/staff/facts/import", "/staff/facts/import", {"json": FACTS}, {}),
        ("/staff/wod", "/staff/wod", {"html": WOD, "date": today.isoformat()}, {}),
        ("/staff/schedule/import", "/staff/schedule/import", {"json": front_desk(today)}, {}),
    ]


def member_steps(today):
    return [
        ("/workouts/new", "/workouts", {"date": today.isoformat(), "lift": "Back Squat", "sets": "3", "reps": "5",
                                        "weight": "100"}, {}),
        ("/routines/new", "/routines", ROUTINE, {}),
        ("/routes/new", "/routes", {}, {"file": GPX.encode()}),
        ("/history/import", "/history/import", {}, {"file": HISTORY.encode()}),
        ("/history/import", "/history/import", {}, {"file": STRONG.encode()}),
        ("/body", "/body", {"date": today.isoformat(), "weight": "82,5", "unit": "kg", "body_fat": "18", "waist": "84"}, {}),
        ("/body/import", "/body/import", {}, {"file": WITHINGS.encode()}),
    ]


# The query items the handlers read (`queryItems["…"]`, page numbers, filters): sent to every GET
# route, for the ones no page links with a query.
QUERY_NAMES = ["page", "before", "after", "date", "q", "lift", "range", "location", "next", "saved", "done", "changed",
               "again", "fill", "category", "id"]


def fill(form, values, files=None):
    """The form's fields as a browser sends them, with `values` typed in, the files chosen, and a
    plain value in every field left empty; a named button only when `values` names it."""
    files = files or {}
    fields = []
    for name, rendered in form.fields:
        if name in files:
            value = files[name]
        elif name in form.files:
            value = b""  # no file chosen
        elif name in values:
            value = values[name]
        elif rendered == "" and name != "csrf_token":
            value = guess(name, form.choices.get(name))
        else:
            value = rendered
        fields.append((name, value if isinstance(value, bytes) else value.encode()))
    for name, value in form.buttons + form.unchecked:
        if name in values:
            fields.append((name, (values[name] if values[name] is not True else value).encode()))
    return fields


def guess(name, choices=None):
    """A value a person might type into a field named `name`."""
    if choices:
        real = [choice for choice in choices if choice]
        return real[0] if real else ""
    name = name.lower()
    if "client_id" in name:
        return str(uuid.uuid4())
    # Optional parts of a routine's row and a class's extras: left empty, as most people do.
    if any(word in name for word in ("increment", "training", "note", "rpe", "extra_", "last_date", "comments")):
        return ""
    for words, value in [(("email",), "fuzz.seed@example.com"), (("password",), PASSWORD), (("birth",), "1990-01-01"),
                         (("date",), "2024-05-01"), (("starts", "time"), "18:00"), (("ends",), "19:00"),
                         (("weekday",), "3"), (("sets",), "3"), (("reps",), "5"), (("load", "weight"), "100"),
                         (("rest",), "3:00"), (("lift", "exercise"), "Back Squat"), (("first_name", "last_name", "coach"), "Sam"),
                         (("address",), "1 Main Street"), (("name",), "Fuzz seed"), (("zone",), "UTC")]:
        if any(word in name for word in words):
            return value
    return "Fuzz seed"


def fallback(param):
    """A path parameter's value when no page linked to the route: a plausible one."""
    return {"date": "2024-05-01", "slug": "back-squat", "day": "1", "name": "fuzz-legends", "kind": "fuzz"}.get(param, "1")
