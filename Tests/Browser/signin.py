"""Issue 40's ways in, in Chromium with JavaScript: two-factor codes (set up from the QR page, then a
login with a recovery code) and passkeys on Chromium's virtual authenticator (added, a logout, a
login with "Sign in with a passkey" and no email typed, removed). The pages are checked (axe in
both schemes, a phone's width). Passkeys are bound to a host name, so this part's server has
--public-url http://localhost:PORT and the browser goes there."""

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


def signin_flow(browser, report, inspect, email):
    browser.sign_up(email, "correct horse battery", "Ada", "Lovelace", "1990-12-10")
    two_factor(browser, report, inspect, email)
    passkeys(browser, report, inspect)


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
        deadline = time.monotonic() + 10
        while "done=added" not in driver.current_url and time.monotonic() < deadline:
            time.sleep(0.1)
        assert "done=added" in driver.current_url, browser.text("#passkey-error") if browser.has("#passkey-error") else driver.current_url
        assert "phone" in browser.text("#passkey-list")
    inspect("passkeys")
    with report.check("after a logout, the passkey logs in without an email or a code", browser, stop=True):
        browser.press("Log out", within="//header")
        browser.open("/login")
        inspect("login with passkeys")
        browser.press("Sign in with a passkey")
        deadline = time.monotonic() + 10
        while "Hello, Ada" not in driver.page_source and time.monotonic() < deadline:
            time.sleep(0.1)
        assert "Hello, Ada" in driver.page_source, driver.current_url
    with report.check("the passkey is removed", browser):
        browser.open("/settings/passkeys")
        browser.press("Remove phone")
        assert "Passkey removed." in driver.page_source
        assert "You have no passkeys yet." in driver.page_source
