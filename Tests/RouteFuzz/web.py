"""HTTP for the route fuzzer, standard library only: a session with its own cookies over one
kept-alive connection, request bodies as forms or multipart with bytes that need not be UTF-8,
and the forms and links of a page as the browser would see them."""

import http.client
import re
import secrets
import time
import urllib.parse
from html.parser import HTMLParser


class Answer:
    """One response: status, headers (lower-case names, every Set-Cookie kept) and body."""

    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body

    def header(self, name):
        values = [value for key, value in self.headers if key == name]
        return values[0] if values else None

    @property
    def is_html(self):
        return (self.header("content-type") or "").startswith("text/html")

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")


class NoAnswer(Exception):
    """The connection ended (or timed out) before a whole response came."""


class Session:
    """A browser of one person: its cookies, the latest CSRF token a page gave it, and how it
    logs in again when a request (a logout, a password change) ended its session."""

    def __init__(self, name, host, port, timeout):
        self.name = name
        self.host, self.port, self.timeout = host, port, timeout
        self.cookies = {}
        self.token = None
        self.email = None
        self.password = None
        self.connection = None
        self.last_used = 0

    def send(self, method, target, body=None, content_type=None):
        headers = {"Host": f"{self.host}:{self.port}", "Sec-Fetch-Site": "same-origin"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = content_type
            headers["Content-Length"] = str(len(body))
        # A kept-alive connection is reused only while fresh: one the server may have closed for
        # idling would fail as a crash does, and a request is never sent twice.
        if self.connection is not None and time.monotonic() - self.last_used > 1:
            self.close()
        if self.connection is None:
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        try:
            self.connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
            for name, value in headers.items():
                self.connection.putheader(name, value)
            self.connection.endheaders(body)
            response = self.connection.getresponse()
            answer = Answer(response.status, [(k.lower(), v) for k, v in response.getheaders()], response.read())
            if response.will_close:
                self.close()
        except (OSError, http.client.HTTPException) as error:
            self.close()
            raise NoAnswer(f"{type(error).__name__}: {error}") from None
        finally:
            self.last_used = time.monotonic()
        self.keep_cookies(answer)
        if answer.is_html:
            match = re.search(rb'name="csrf_token" value="([^"]+)"', answer.body)
            if match:
                self.token = match.group(1).decode()
        return answer

    def keep_cookies(self, answer):
        for key, value in answer.headers:
            if key != "set-cookie":
                continue
            pair, _, attributes = value.partition(";")
            name, _, cookie = pair.strip().partition("=")
            if cookie == "" or re.search(r"max-age=0\b", attributes, re.I):
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = cookie

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def get(self, path):
        return self.send("GET", path)

    def post(self, path, fields, files=()):
        """`fields` is a list of (name, bytes); names in `files` go as file parts (multipart)."""
        if files:
            body, content_type = multipart(fields, files)
        else:
            body, content_type = urlencode(fields).encode(), "application/x-www-form-urlencoded"
        return self.send("POST", path, body, content_type)

    @property
    def logged_in(self):
        return "session" in self.cookies


def urlencode(fields):
    return "&".join(quote(name) + "=" + quote(value) for name, value in fields)


def quote(value):
    return urllib.parse.quote_from_bytes(value if isinstance(value, bytes) else value.encode(), safe="")


def multipart(fields, files):
    boundary = "fuzz" + secrets.token_hex(12)
    parts = []
    for name, value in fields:
        value = value if isinstance(value, bytes) else value.encode()
        disposition = f'form-data; name="{name}"'
        kind = b""
        if name in files:
            # An empty part is "no file chosen", as a browser sends it.
            disposition += f'; filename="{name}.txt"' if value else '; filename=""'
            kind = b"Content-Type: application/octet-stream\r\n"
        parts.append(b"--" + boundary.encode() + b"\r\nContent-Disposition: " + disposition.encode() + b"\r\n" + kind
                     + b"\r\n" + value + b"\r\n")
    body = b"".join(parts) + b"--" + boundary.encode() + b"--\r\n"
    return body, "multipart/form-data; boundary=" + boundary


class Form:
    """A <form> as rendered: where it goes, how, and its fields in order. `buttons` are the named
    submit buttons and `unchecked` the boxes not ticked, each sent only when pressed or ticked;
    `files` the names of file inputs, `choices` the options of each select."""

    def __init__(self, action, method, multipart_encoded):
        self.action, self.method, self.multipart = action, method, multipart_encoded
        self.fields = []
        self.buttons = []
        self.unchecked = []
        self.files = set()
        self.choices = {}

    def key(self):
        return (self.method, self.action, tuple(name for name, _ in self.fields), tuple(self.buttons))


class PageParser(HTMLParser):
    """Every form (inputs, selects with their selected or first option, textareas, buttons)
    and every same-site link of a page."""

    def __init__(self, page_path):
        super().__init__(convert_charrefs=True)
        self.page_path = page_path
        self.forms, self.links = [], []
        self.form = None
        self.select = None
        self.textarea = None

    def handle_starttag(self, tag, attrs):
        attrs = {name: value or "" for name, value in attrs}
        if tag == "a" and "href" in attrs:
            self.link(attrs["href"])
        elif tag == "form":
            action = self.local(attrs.get("action") or self.page_path)
            if action is not None:
                self.form = Form(action, attrs.get("method", "get").upper(), attrs.get("enctype") == "multipart/form-data")
                self.forms.append(self.form)
        elif tag == "option" and self.select is not None:
            value = attrs.get("value", "")
            if self.select[2] is None:
                self.select[2] = value
            if self.form is not None:
                self.form.choices.setdefault(self.select[0], []).append(value)
            if "selected" in attrs:
                self.select[1] = value
        elif self.form is None or "name" not in attrs:
            return
        elif tag == "input":
            kind = attrs.get("type", "text").lower()
            if kind in ("submit", "image", "button", "reset"):
                if kind == "submit":
                    self.form.buttons.append((attrs["name"], attrs.get("value", "")))
            elif kind in ("checkbox", "radio") and "checked" not in attrs:
                self.form.unchecked.append((attrs["name"], attrs.get("value", "on")))
            else:
                self.form.fields.append((attrs["name"], attrs.get("value", "on" if kind in ("checkbox", "radio") else "")))
                if kind == "file":
                    self.form.files.add(attrs["name"])
        elif tag == "button" and attrs.get("type", "submit") == "submit":
            self.form.buttons.append((attrs["name"], attrs.get("value", "")))
        elif tag == "select":
            self.select = [attrs["name"], None, None]
        elif tag == "textarea":
            self.textarea = [attrs["name"], ""]

    def handle_data(self, data):
        if self.textarea is not None:
            self.textarea[1] += data

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        elif tag == "select" and self.select is not None:
            name, selected, first = self.select
            if self.form is not None:
                self.form.fields.append((name, selected if selected is not None else (first or "")))
            self.select = None
        elif tag == "textarea" and self.textarea is not None:
            if self.form is not None:
                self.form.fields.append((self.textarea[0], self.textarea[1].lstrip("\n")))
            self.textarea = None

    def link(self, href):
        local = self.local(href)
        if local is not None:
            self.links.append(local)

    def local(self, href):
        """The path and query of a link to this site, or None for another site or a fragment."""
        parts = urllib.parse.urlsplit(urllib.parse.urljoin("http://site" + self.page_path, href))
        if parts.netloc != "site" or parts.scheme != "http":
            return None
        return parts.path + ("?" + parts.query if parts.query else "")


def parse_page(path, answer):
    parser = PageParser(path.split("?")[0])
    try:
        parser.feed(answer.text)
        parser.close()
    except Exception:  # a page the parser cannot read has no forms for us, not a fuzzer failure
        return [], []
    return parser.forms, parser.links
