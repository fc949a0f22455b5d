"""A repeat visit (issues 16 and 35): a member's page is never kept by the browser (`no-store`, so Back
after a logout on a shared phone cannot show it), so a reload asks the server again, without a tag, and
the server answers from its own page cache; after an edit the page shows the edit, never a kept copy.
With the browser's own cache turned off, a page asked for twice comes the second time from the server's
page cache; a workout logged after that must still show on it.
After a logout, Back shows the login page, not the member's last page, with JavaScript and without.
Each step is one check; a failed step ends the flow."""

import time

PASSWORD = "correct horse battery staple"
DAY = "2024-03-01"
NEXT_DAY = "2024-03-02"


def revalidation_flow(browser, report, email, javascript):
    def step(name):
        return report.check(name, browser, stop=True)

    def day_rows():
        browser.open(f"/workouts/{DAY}")
        return browser.text(".logbook")

    with step("sign up and log a workout for the revalidation flow"):
        browser.sign_up(email, PASSWORD, "Rae", "Load", "1991-04-02")
        browser.log_workout(lift="Deadlift", weight="150", unit="kg", reps="3", sets="2", date=DAY)
        assert "2 × 3 @ 150 kg" in day_rows(), browser.text("main")

    with step("a reloaded page is asked for again, not taken from the browser's store"):
        browser.reload()
        assert "if-none-match" not in browser.request_headers, f"the reload sent {browser.request_headers}"
        assert "2 × 3 @ 150 kg" in browser.text(".logbook"), browser.text("main")

    with step("after an edit the kept page is not shown: the new one is"):
        browser.click("//li[@data-exercise='Deadlift']//a[contains(@href, '/edit')]")
        browser.fill(weight="160")
        browser.press("Save changes")
        assert browser.path == f"/workouts/{DAY}", browser.path
        rows = browser.text(".logbook")
        assert "2 × 3 @ 160 kg" in rows and "150 kg" not in rows, rows
        browser.reload()
        assert "2 × 3 @ 160 kg" in browser.text(".logbook"), browser.text(".logbook")

    with step("the server's kept list, asked for without a tag, shows a workout logged since"):
        browser.driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        try:
            for _ in range(2):
                browser.open("/workouts")
                assert "if-none-match" not in browser.request_headers, f"the list was asked for with {browser.request_headers}"
                assert browser.status == 200 and f'href="/workouts/{DAY}"' in browser.raw_html(), browser.text("main")
            browser.open("/workouts/new")
            browser.fill(lift="Deadlift", weight="100", unit="kg", reps="5", sets="1", date=NEXT_DAY)
            browser.press("Save workout")
            browser.open("/workouts")
            assert f'href="/workouts/{NEXT_DAY}"' in browser.raw_html(), browser.text("main")
        finally:
            browser.driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})

    with step("after logging out the kept page is not shown again"):
        browser.press("Log out", within="//header")
        browser.open(f"/workouts/{DAY}")
        assert browser.path == "/login", f"logged out, {DAY} opened {browser.path}"

    with step(f"after logging out, Back does not show the member's page ({'with' if javascript else 'without'} JavaScript)"):
        browser.open("/login")
        browser.fill(email=email, password=PASSWORD)
        browser.press("Log in")
        browser.open(f"/workouts/{DAY}")
        assert "Deadlift" in browser.text("main"), browser.text("main")
        browser.press("Log out", within="//header")
        assert browser.path == "/login", browser.path
        browser.driver.back()
        # A kept page would show the day as it was; `no-store` keeps it out of the browser's
        # caches, so the browser asks again and is sent to the login page.
        deadline = time.time() + 5
        while time.time() < deadline and browser.path != "/login":
            time.sleep(0.1)
        assert browser.path == "/login" and "Deadlift" not in browser.text("body"), (browser.path, browser.text("body"))
