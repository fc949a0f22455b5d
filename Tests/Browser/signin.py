"""Issue 40's ways in, in Chromium with JavaScript: two-factor codes (set up from the QR page, then a
login with a recovery code), passkeys on Chromium's virtual authenticator (added, a logout, a
login with "Sign in with a passkey" and no email typed, removed), and single sign-on with the
suite's OpenID Connect provider (a new member made at the first sign-in; an existing account
joined once with its password and a code, another with its passkey, then signed into directly).
The pages are checked (axe in both schemes, a phone's width). Passkeys are bound to a host name,
so this part's server has --public-url http://localhost:PORT and the browser goes there."""

import base64
import hashlib
import hmac
import struct
import time

from selenium.webdriver.common.by import By

from checks import FlowStopped


def totp(secret, at):
    """RFC 6238 with SHA-1, six digits, 30-second steps, as an authenticator app makes them."""
    key = base64.b32decode(secret + "=" * (-len(secret) % 8))
    digest = hmac.new(key, struct.pack(">Q", int(at) // 30), hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    return "%06d" % ((struct.unpack(">I", digest[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000)


def wait_until(condition, describe):
    """Waits up to ten seconds for what a script does after a click (an authenticator's answer posted)."""
    deadline = time.monotonic() + 10
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert condition(), describe()


def signin_flow(browser, report, inspect, email, provider):
    browser.sign_up(email, "correct horse battery", "Ada", "Lovelace", "1990-12-10")
    recovery_codes = two_factor(browser, report, inspect, email)
    passkeys(browser, report, inspect)
    single_sign_on(browser, report, inspect, provider, email, recovery_codes[1])


def two_factor(browser, report, inspect, email):
    with report.check("the two-factor page shows the key and its QR code", browser, stop=True):
        browser.open("/settings/two-factor")
        secret = browser.text("code#totp-secret")
        assert len(secret) == 32, secret
        assert browser.has("figure.qr svg"), "no QR code"
    inspect("two-factor set-up")
    with report.check("a code from the app turns it on and shows ten recovery codes", browser, stop=True):
        browser.fill(code=totp(secret, time.time()))
        browser.press("Turn on two-factor codes")
        codes = [item.text for item in browser.driver.find_elements(By.CSS_SELECTOR, "ol#recovery-codes li")]
        assert len(codes) == 10, codes
    inspect("recovery codes")
    with report.check("the login asks for a code after the password, and a recovery code does", browser, stop=True):
        browser.press("Log out", within="//header")
        browser.open("/login")
        browser.fill(email=email, password="correct horse battery")
        browser.press("Log in", within="//form[@action='/login']")
        assert browser.path == "/login/two-factor", browser.path
        browser.fill(code=codes[0])
        browser.press("Log in")
        assert browser.path == "/", browser.path
    return codes


def passkeys(browser, report, inspect):
    driver = browser.driver
    with report.check("Chromium's virtual authenticator is on", stop=True):
        driver.execute_cdp_cmd("WebAuthn.enable", {})
        driver.execute_cdp_cmd("WebAuthn.addVirtualAuthenticator", {"options": {
            "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
            "isUserVerified": True, "automaticPresenceSimulation": True}})
    with report.check("a passkey is added under a name", browser, stop=True):
        browser.open("/settings/passkeys")
        browser.fill(name="phone")
        browser.press("Add a passkey")
        wait_until(lambda: "done=added" in driver.current_url,
                   lambda: browser.text("#passkey-error") if browser.has("#passkey-error") else driver.current_url)
        assert "phone" in browser.text("#passkey-list")
    inspect("passkeys")
    with report.check("after a logout, the passkey logs in without an email or a code", browser, stop=True):
        browser.press("Log out", within="//header")
        browser.open("/login")
        inspect("login with passkeys")
        browser.press("Sign in with a passkey")
        wait_until(lambda: "Hello, Ada" in driver.page_source, lambda: driver.current_url)
    with report.check("the passkey is removed", browser):
        browser.open("/settings/passkeys")
        browser.press("Remove phone")
        assert "Passkey removed." in driver.page_source
        assert "You have no passkeys yet." in driver.page_source


def single_sign_on(browser, report, inspect, provider, email, recovery_code):
    driver = browser.driver

    def sign_in_as(subject, address, given, family):
        """Logged out, then "Sign in with Gym ID": the provider signs in whoever it is told to."""
        if browser.has("header form[action='/logout']"):
            browser.press("Log out", within="//header")
        provider.user = {"sub": subject, "email": address, "given_name": given, "family_name": family}
        browser.open("/login")
        browser.follow("Sign in with Gym ID")

    with report.check("a first single sign-on makes the member, who gives their birth date in settings", browser, stop=True):
        sign_in_as("grace-1", "grace.signin@example.com", "Grace", "Hopper")
        assert browser.path == "/settings", browser.path
        browser.open("/")
        assert "Hello, Grace" in driver.page_source
    with report.check("an account with codes on joins once with its password and a code", browser, stop=True):
        sign_in_as("ada-1", email, "Ada", "Lovelace")
        assert "Join your account" in driver.page_source, browser.path
        assert browser.has("input[name='code']"), "no code field"
    inspect("join with password and code")
    with report.check("the join, then straight in next time", browser, stop=True):
        browser.fill(password="correct horse battery", code=recovery_code)
        browser.press("Join and log in")
        assert browser.path == "/", browser.path
        assert "Hello, Ada" in driver.page_source
        sign_in_as("ada-1", email, "Ada", "Lovelace")
        assert browser.path == "/", browser.path
        assert "Hello, Ada" in driver.page_source
    with report.check("an account with a passkey is offered to join with it", browser, stop=True):
        browser.press("Log out", within="//header")
        browser.sign_up("bea.signin@example.com", "correct horse battery", "Bea", "Baker", "1991-03-04")
        browser.open("/settings/passkeys")
        browser.fill(name="laptop")
        browser.press("Add a passkey")
        wait_until(lambda: "done=added" in driver.current_url, lambda: driver.current_url)
        sign_in_as("bea-1", "bea.signin@example.com", "Bea", "Baker")
        assert "Join with a passkey" in driver.page_source, browser.path
    inspect("join with a passkey")
    with report.check("the passkey confirms the join, then straight in next time", browser, stop=True):
        browser.press("Join with a passkey")
        wait_until(lambda: "Hello, Bea" in driver.page_source, lambda: driver.current_url)
        sign_in_as("bea-1", "bea.signin@example.com", "Bea", "Baker")
        assert browser.path == "/" and "Hello, Bea" in driver.page_source, browser.path
