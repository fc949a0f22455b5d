"""A lifter's whole life in the app, from signing up to deleting the account, as one flow of steps.

Each step is one check; a failed step ends the flow, since the next steps build on it. `inspect(name)`
runs the page checks on the page just reached (a no-op in the flow without JavaScript)."""

from history_flow import history_steps

PASSWORD = "correct horse battery staple"
BIRTH_DATE = "1990-03-15"
DAY = "2024-02-29"  # a past day, so it is allowed whenever the suite runs

# From the formulas as published by OpenPowerlifting: a 90 kg man, raw, 200 + 140 + 250 kg.
POINTS = {"total": "590", "wilks": "376.65", "wilks2020": "452.53", "dots": "381.49", "ipf_gl": "78.44"}


def user_flow(browser, report, inspect, email, javascript):
    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    def shows(css, text):
        found = browser.text(css)
        assert text in found, f"{css} reads {found!r}, without {text!r}"

    with step("home page links to sign-up"):
        browser.open("/")
        arrived("/")
        inspect("home")
        browser.follow("Sign up")
        arrived("/signup")
        inspect("signup")

    with step("sign-up with a short password is refused"):
        browser.fill(email=email, password="too short", first_name="Ada", last_name="Lovelace",
                     birth_date=BIRTH_DATE)
        browser.press("Create account")
        arrived("/signup", 422)
        assert browser.text("#password-error"), "no message in #password-error"
        assert browser.value("email") == email, "the email typed was not kept"
        inspect("signup-error")

    with step("sign up"):
        browser.fill(password=PASSWORD)
        browser.press("Create account")
        arrived("/")
        shows("h1", "Hello, Ada")
        inspect("dashboard")

    with step("log out from the header"):
        browser.press("Log out", within="//header")
        arrived("/login")
        inspect("login")

    with step("log in"):
        browser.fill(email=email, password=PASSWORD)
        browser.press("Log in")
        arrived("/")
        shows("h1", "Hello, Ada")

    with step("a workout with a mistake is refused"):
        browser.follow("Log")
        arrived("/workouts/new")
        inspect("workout-new")
        browser.fill(lift="Back Squat", weight="100", unit="kg", reps="five", sets="3", date=DAY,
                     comments="Felt strong")
        browser.press("Save workout")
        arrived("/workouts", 422)
        assert browser.text("#reps-error"), "no message in #reps-error"
        assert browser.value("lift") == "Back Squat", "the lift typed was not kept"
        inspect("workout-new-error")

    with step("log two workouts"):
        browser.fill(reps="5")
        browser.press("Save workout")
        arrived("/workouts/new")
        assert browser.query.get("saved", "").isdigit(), f"query is {browser.query}"
        shows(".notice", "Workout saved: Back Squat, 3 × 5 @ 100 kg.")
        assert browser.has(f".notice a[href='/workouts/{DAY}']"), "no link to the day"
        assert browser.value("date") == DAY, "the date was not kept for the next set"
        assert browser.value("lift") == "Back Squat" and browser.value("weight") == "100", "the lift is kept for the next set"
        inspect("workout-saved")
        browser.follow("Same lift again")
        assert browser.value("lift") == "Back Squat" and browser.value("weight") == "100", "same lift again was not filled in"
        browser.fill(lift="Bench Press", weight="80", unit="kg", reps="5", sets="3", date=DAY)
        browser.press("Save workout")
        arrived("/workouts/new")
        # Long words and decimals are what once broke mid-letter on a phone.
        browser.fill(lift="Front Squat with Safety Squat Bar Pause", weight="116.67", unit="kg", reps="5", sets="3", date=DAY,
                     comments="Felt heavy; notes at https://example.com/training/2024/front-squat-safety-bar")
        browser.press("Save workout")
        arrived("/workouts/new")

    with step("the day is in the list, with both entries"):
        browser.follow("Workouts")
        arrived("/workouts")
        inspect("workouts")
        browser.click(f"//main//a[@href='/workouts/{DAY}']")
        arrived(f"/workouts/{DAY}")
        rows = browser.text(".logbook")
        assert "Back Squat" in rows and "3 × 5 @ 100 kg" in rows, rows
        assert "Bench Press" in rows and "3 × 5 @ 80 kg" in rows, rows
        assert "Felt strong" in rows, rows
        inspect("workout-day")

    bench_edit_link = "//li[@data-exercise='Bench Press']//a[contains(@href, '/edit')]"

    with step("edit an entry"):
        browser.click(bench_edit_link)
        assert browser.path.startswith("/workouts/entries/") and browser.path.endswith("/edit"), browser.path
        inspect("workout-edit")
        browser.fill(weight="82.5")
        browser.press("Save changes")
        arrived(f"/workouts/{DAY}")
        assert "3 × 5 @ 82.5 kg" in browser.text(".logbook"), browser.text(".logbook")

    with step("delete an entry"):
        browser.click(bench_edit_link)
        browser.follow("Delete entry…")
        assert browser.path.endswith("/delete"), browser.path
        inspect("workout-delete")
        browser.press("Delete entry")
        arrived(f"/workouts/{DAY}")
        rows = browser.text(".logbook")
        assert "Bench Press" not in rows and "Back Squat" in rows, rows

    history_steps(step, browser, arrived, inspect, javascript)

    with step("one-rep max calculator"):
        browser.follow("Calculators")
        arrived("/calculators/one-rep-max")
        inspect("one-rep-max")
        browser.fill(weight="225", reps="5", unit="lb")
        browser.press("Calculate")
        arrived("/calculators/one-rep-max")
        headline = browser.output("brzycki")
        assert headline == "253.13", f"Brzycki gives {headline} for 225 lb × 5"
        epley = browser.output("epley")
        assert epley == "262.5", f"Epley gives {epley} for 225 lb × 5"
        inspect("one-rep-max-result")

    with step("strength points calculator"):
        browser.follow("Strength points")
        arrived("/calculators/wilks")
        inspect("wilks")
        browser.fill(sex="male", unit="kg", equipment="raw", bodyweight="90", squat="200", bench="140",
                     deadlift="250")
        browser.press("Calculate")
        arrived("/calculators/wilks")
        points = {name: browser.output(name) for name in POINTS}
        assert points == POINTS, f"got {points}, expected {POINTS}"
        inspect("wilks-result")

    with step("change the unit in settings"):
        browser.follow("Settings")
        arrived("/settings")
        inspect("settings")
        browser.fill(unit="lb")
        browser.press("Save profile")
        arrived("/settings")
        assert browser.query.get("saved") == "profile", f"query is {browser.query}"
        shows(".notice", "Profile saved.")
        assert browser.value("unit") == "lb", "the unit shown is not the one saved"
        inspect("settings-saved")

    with step("the new unit is the new workout's default"):
        browser.follow("Log")
        assert browser.value("unit") == "lb", f"the unit is {browser.value('unit')}"

    with step("delete the account"):
        browser.follow("Settings")
        browser.follow("Delete my account…")
        arrived("/settings/delete")
        inspect("account-delete")
        browser.fill(password=PASSWORD)
        browser.press("Delete my account for good")
        shows("h1", "Your account is deleted")
        inspect("goodbye")

    with step("logging in no longer works"):
        browser.open("/login")
        browser.fill(email=email, password=PASSWORD)
        browser.press("Log in")
        assert browser.path == "/login" and browser.status >= 400, \
            f"got {browser.path} with status {browser.status}"
        assert browser.text(".notice--error"), "no message"
        inspect("login-refused")

    with step("an unknown page is a 404"):
        browser.open("/no-such-page")
        arrived("/no-such-page", 404)
        inspect("not-found")
