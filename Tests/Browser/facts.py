"""The facts pages, as a visitor, a lifter and a staff member: a random fact, search (refused,
then found and marked, then the next page), a category, a fact's share page and its card, recent
searches, the staff's forms and the JSON import. With JavaScript the search runs in place and a
refused one leaves the facts on the page; without, every step is a page of its own.

Each step is one check; a failed step ends the flow. `inspect(name)` runs the page checks (axe in
both colour schemes, the phone layout, HTML validity later) on the page just reached."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PASSWORD = "correct horse battery staple"



def import_json(label):
    """A search result of two facts, new to the database in each flow (`label` tells them apart)."""
    return ('{"total": 2, "result": ['
            f'{{"id": "browser-{label}-1", "value": "The gym legend imported this fact {label} with one hand.", "categories": ["gym legends"]}},'
            f'{{"id": "browser-{label}-2", "value": "Chuck Norris once finished a browser test {label} before it started.", "categories": ["dev"]}}]}}')


def facts_flow(browser, report, inspect, email, javascript, make_staff):
    label = "with JavaScript" if javascript else "without JavaScript"

    def step(name):
        return report.check(name, browser, stop=True)

    def arrived(path, status=200):
        assert (browser.path, browser.status) == (path, status), \
            f"expected {path} with status {status}, got {browser.path} with status {browser.status}"

    def wait_for(css, timeout=10):
        WebDriverWait(browser.driver, timeout).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, css))

    def search(query):
        """Types a query and submits it: a page of its own without JavaScript, in place with it."""
        browser.fill(q=query)
        if javascript:
            browser.driver.find_element(By.XPATH, "//form[contains(@class, 'fact-search')]//button").click()
        else:
            browser.press("Search")

    with step("the facts page shows a fact with its source and categories"):
        browser.open("/facts")
        arrived("/facts")
        assert browser.has("article.fact p.fact-text"), "no fact"
        assert browser.has("article.fact cite"), "no source"
        assert browser.has("article.fact a[rel='tag']"), "no category links"
        assert browser.has(".category-cloud a[data-weight]"), "no category cloud"
        inspect("facts")

    with step("a two-letter search is refused and the facts stay"):
        shown = browser.text("article.fact p.fact-text")
        search("ab")
        if javascript:
            wait_for("#search-problem .notice--error")
            assert "at least 3 characters" in browser.text("#search-problem"), browser.text("#search-problem")
            assert browser.text("article.fact p.fact-text") == shown, "the fact on the page changed"
            assert browser.path == "/facts", browser.path
        else:
            arrived("/facts/search", 422)
            assert "at least 3 characters" in browser.text("#q-error"), browser.text("#q-error")
            assert browser.has("article.fact"), "the refused search page has no facts"
            inspect("facts-search-refused")

    with step("a search finds facts and marks the matches"):
        search("squat")
        if javascript:
            wait_for("#fact-results mark")
            assert browser.path == "/facts/search", f"the address did not follow: {browser.path}"
            assert not browser.text("#search-problem"), "the earlier message stayed"
            browser.open("/facts/search?q=squat")
        arrived("/facts/search")
        assert "squat" in browser.text("#fact-results mark").lower(), browser.text("#fact-results mark")
        inspect("facts-search")

    with step("a long list of results goes on to its next page"):
        browser.open("/facts/search?q=the")
        assert browser.has("a[rel='next']"), "no next page"
        browser.follow("Next →")
        arrived("/facts/search")
        assert browser.query.get("page") == "2", browser.query

    with step("a category lists its facts"):
        browser.open("/facts")
        browser.click("//ul[@class='cloud']//a[starts-with(normalize-space(), 'history')]")
        arrived("/facts/categories/history")
        assert browser.has("article.fact"), "no facts in history"
        inspect("facts-category")

    with step("a fact's page has its link, its share tags and its card"):
        browser.click("(//article[@class='fact']//a[starts-with(normalize-space(), 'Share this fact')])[1]")
        assert browser.path.startswith("/facts/") and browser.status == 200, browser.path
        for tag in ("og:title", "og:description", "og:url"):
            assert browser.has(f"meta[property='{tag}']"), f"no {tag}"
        assert browser.has("meta[name='twitter:card']"), "no twitter:card"
        og_url = browser.driver.find_element(By.CSS_SELECTOR, "meta[property='og:url']").get_attribute("content")
        assert og_url == browser.driver.current_url, f"og:url {og_url} is not the page's address (--public-url)"
        link = browser.driver.find_element(By.CSS_SELECTOR, "a.share-link")
        assert link.get_attribute("href").endswith(browser.path), link.get_attribute("href")
        copy = browser.driver.find_element(By.CSS_SELECTOR, "[data-copy-link]")
        has_clipboard = javascript and browser.driver.execute_script("return !!navigator.clipboard")
        assert copy.is_displayed() == has_clipboard, f"copy button shown: {copy.is_displayed()}"
        card = browser.driver.find_element(By.CSS_SELECTOR, ".fact-card img")
        WebDriverWait(browser.driver, 10).until(
            lambda driver: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", card))
        inspect("fact")
        fact_path = browser.path
        browser.open(fact_path + "/card.svg")
        arrived(fact_path + "/card.svg")

    with step("a lifter's searches are remembered and can be cleared"):
        browser.open("/signup")
        browser.fill(email=email, password=PASSWORD, first_name="Fay", last_name="Facts", birth_date="1990-03-15")
        browser.press("Create account")
        arrived("/")
        assert browser.has(".fact-of-the-day article.fact"), "no fact of the day on the dashboard"
        browser.open("/facts/search?q=Protein")
        browser.open("/facts/search?q=milo")
        browser.open("/facts")
        recent = [element.text for element in browser.driver.find_elements(By.CSS_SELECTOR, ".recent-searches li a")]
        assert recent == ["milo", "protein"], recent
        inspect("facts-recent")
        browser.press("Clear recent searches")
        arrived("/facts")
        assert not browser.has(".recent-searches"), "still listed"

    with step("staff add a fact, after a mistake"):
        make_staff(email)
        browser.open("/staff/facts")
        arrived("/staff/facts")
        inspect("staff-facts")
        browser.follow("Add a fact")
        arrived("/staff/facts/new")
        browser.fill(body="Too short")
        browser.press("Add fact")
        arrived("/staff/facts", 422)
        assert browser.text("#body-error"), "no message by the text"
        inspect("staff-fact-error")
        browser.fill(body=f"Browsers {label} render a fact like this one with its tags.", source="Lifting Log browser suite (2026).")
        browser.driver.find_element(By.XPATH, "//input[@name='categories'][@value='records']").click()
        browser.press("Add fact")
        arrived("/staff/facts")
        assert "Fact added." in browser.text(".notice"), browser.text(".notice")

    with step("staff import facts and see the report"):
        browser.follow("Import")
        arrived("/staff/facts/import")
        browser.fill(json=import_json(label))
        browser.press("Import")
        arrived("/staff/facts/import")
        added = browser.output("added")
        assert (added, browser.output("updated"), browser.output("skipped")) == ("2", "0", "0"), added
        inspect("staff-import")
        browser.open("/facts/search?q=browser%20test")
        assert browser.has("article.fact"), "the imported fact is not found"

    with step("staff see the categories"):
        browser.open("/staff/facts/categories")
        arrived("/staff/facts/categories")
        assert browser.has("a[href='/facts/categories/dev']"), "the imported category is missing"
        inspect("staff-categories")
