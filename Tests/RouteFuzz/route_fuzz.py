#!/usr/bin/env python3
"""Route fuzzer (issue 35): against the real release binary, running supervised, a visitor, a
member and a staff member send every route of the table the binary prints (`liftinglog routes`)
its real path parameters and the fields of every form and link its pages render, each in turn
replaced by a hostile value (`hostile.py`). Any server process that dies (the supervisor's
"starting a new one" line) or a `/healthz` that stops answering fails the run, with the request
that did it. Standard library only.

    route_fuzz.py BINARY [--seconds 120] [--root DIR] [--crash-route] [--seed N]

Ends with "route-fuzz: N passed, M failed" (requests answered, failures) and exits 1 on any
failure, a route not sent at least once included."""

import argparse
import collections
import datetime
import os
import random
import re
import shutil
import socket
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import hostile  # noqa: E402
import seeds  # noqa: E402
from server import Server  # noqa: E402
from table import Table  # noqa: E402
from web import NoAnswer, Session, parse_page, urlencode  # noqa: E402

TOKEN = object()  # stands for the session's current CSRF token, filled in when a case is sent
# Routes that undo the setting the others need (a session, an account, the data the ids name):
# sent last, so every other route is fuzzed against whole data first. Logging out and deleting
# the account go with a throwaway account's session.
ACCOUNT_ENDING = {("POST", "/logout"), ("POST", "/settings/delete")}
DESTRUCTIVE = {("POST", "/history/rename"), ("POST", "/history/merge")} | ACCOUNT_ENDING
# Never sent, with the reason: none today. The test-only crash route is in the table only when
# its variable is set (--crash-route), and then it is sent like any other.
EXCLUDED = {}


class Stop(Exception):
    """The server is gone: nothing more can be sent."""


class Case:
    """One request to send: who sends it, where, what; `label` says what was made hostile."""

    def __init__(self, session, method, route, path, fields=None, files=(), label="as rendered", rank=-1):
        self.session, self.method, self.route, self.path = session, method, route, path
        self.fields, self.files, self.label, self.rank = fields, set(files), label, rank

    @property
    def destructive(self):
        return (self.method, self.route.pattern) in DESTRUCTIVE or (self.method == "POST" and self.route.pattern.endswith("/delete"))

    def describe(self):
        lines = [f"{self.method} {hostile.shown(self.path.encode(), 300)}  (as {self.session}; {self.label})"]
        for name, value in self.fields or []:
            value = b"<the session's csrf token>" if value is TOKEN else value
            lines.append(f"    {name} = '{hostile.shown(value)}'" + ("  (file)" if name in self.files else ""))
        return "\n".join(lines)


class Fuzzer:
    def __init__(self, server, table, seconds, seed, verbose=False):
        self.verbose = verbose
        self.server, self.table = server, table
        self.deadline = time.monotonic() + seconds
        self.rng = random.Random(seed)
        self.sessions = {}
        self.throwaways = []
        self.sent = 0
        self.statuses = collections.Counter()
        self.covered = collections.Counter()
        self.route_statuses = collections.defaultdict(collections.Counter)
        self.route_seconds = collections.Counter()
        self.failures = []
        self.fresh_locked_out, self.fresh_refusal = 0, ""
        self.server_errors = collections.Counter()
        self.no_answers = []
        self.restarts = 0
        self.forms = collections.OrderedDict()   # (session, form key) -> (session, form)
        self.links = collections.OrderedDict()   # (session, route pattern, query keys) -> link
        self.real = collections.defaultdict(list)  # route -> [(session, path)]
        self.started = time.monotonic()

    # Sessions -----------------------------------------------------------------------------

    def session(self, name):
        return self.sessions[name]

    def open_session(self, name):
        session = Session(name, "127.0.0.1", self.server.port, timeout=60)
        self.sessions[name] = session
        return session

    def sign_up(self, name, email):
        session = self.open_session(name)
        session.email, session.password = email, seeds.PASSWORD
        page = session.get("/signup")
        form = next(form for form in parse_page("/signup", page)[0] if form.action == "/signup")
        answer = session.post("/signup", seeds.fill(form, {"email": email, "password": seeds.PASSWORD}))
        if answer.status != 303:
            raise SystemExit(f"route-fuzz: signing up {email} was answered {answer.status}:\n{answer.text[:2000]}")
        # A login of its own: the device cookie it sets keeps the login throttle, which the
        # visitor's hostile logins trip for the whole address, from refusing this account.
        session.cookies.pop("session", None)
        self.log_in(session)
        return session

    def log_in(self, session):
        page = session.get("/login")
        form = next(form for form in parse_page("/login", page)[0] if form.action.startswith("/login"))
        answer = session.post(form.action, seeds.fill(form, {"email": session.email, "password": session.password}))
        location = answer.header("location") or ""
        if answer.status != 303 or not session.logged_in:
            session.refused = f"{answer.status} {location}".strip()
            return False
        if location.startswith("/settings/password/new") and session.name != "fresh":
            page = session.get(location)
            form = next(form for form in parse_page(location, page)[0] if form.action.startswith("/settings/password/new"))
            session.password = seeds.PASSWORD
            session.post(form.action, seeds.fill(form, {name: seeds.PASSWORD for name, _ in form.fields if "password" in name}))
        session.get("/")
        return session.logged_in

    def ready(self, session):
        """Logged in again when a request ended the session; False when it cannot be."""
        if session.name == "visitor":
            session.cookies.pop("session", None)
            if session.token is None:
                session.get("/")
            return True
        if session.name == "fresh" and getattr(session, "chose_password", False):
            # A hostile request chose a valid password: a new one-time one, so the form is there again.
            session.chose_password = False
            # Its device cookie stays: without it the log-in is an untrusted one from an address
            # the visitor's hostile log-ins keep locked (LoginThrottle), and it was locked out.
            session.cookies.pop("session", None)
            session.password = self.server.reset_password(session.email)
        if session.logged_in:
            return True
        if self.log_in(session):
            return True
        if session.name.startswith("throwaway"):
            # Deleted by a hostile request that still went through: a new one by the admin command.
            session.email = f"throwaway{len(self.throwaways)}.{os.getpid()}@example.com"
            self.throwaways.append(session.email)
            session.password = self.server.add_user(session.email)
            session.cookies.clear()
            return self.log_in(session)
        return False

    # Sending ------------------------------------------------------------------------------

    def send(self, case):
        session = self.session(case.session)
        # A log-in again is the cost of the request that ended the session: counted in its route.
        began = time.monotonic()
        if not self.ready(session):
            if case.session == "fresh":
                # Should the throttle still refuse it (its device cookie locked by 5 failures in
                # 15 minutes), that is no crash, which is what this fuzzer fails on: its requests
                # are counted as not sent, with the log-in's answer, and the run goes on.
                self.fresh_locked_out += 1
                self.fresh_refusal = getattr(session, "refused", "")
                return None
            self.failures.append(f"the {case.session} session could not log in again before:\n{case.describe()}")
            return None
        token = session.token
        if case.method == "GET":
            path = case.path
            if case.fields is not None:
                path += "?" + urlencode([(name, token if value is TOKEN else value) for name, value in case.fields])
            sending = lambda: session.get(path)  # noqa: E731
        else:
            fields = [(name, token if value is TOKEN else value) for name, value in case.fields or [("csrf_token", TOKEN)]]
            sending = lambda: session.post(case.path, fields, case.files)  # noqa: E731
        self.sent += 1
        self.covered[case.route] += 1
        answer = None
        try:
            answer = sending()
            self.statuses[answer.status] += 1
            self.route_statuses[case.route][answer.status] += 1
            if answer.status == 500:
                self.server_errors[f"{case.method} {case.route.pattern}"] += 1
        except NoAnswer as error:
            self.statuses["no answer"] += 1
            self.no_answers.append(f"{error}: {case.describe()}")
        self.route_seconds[case.route] += time.monotonic() - began
        self.check(case, answer)
        if answer is not None and session.name == "visitor":
            session.cookies.pop("session", None)
        if answer is not None and session.name == "fresh" and answer.status == 303 and case.method == "POST":
            session.chose_password = True
        return answer

    def check(self, case, answer):
        """Fails the run on a server process that died while this request was in flight (or
        since the last one), or on a health check that does not answer."""
        restarts = self.server.restarts()
        if answer is None and restarts == self.restarts:
            # The supervisor writes its line once it has reaped the process: give it a moment.
            for _ in range(20):
                time.sleep(0.1)
                restarts = self.server.restarts()
                if restarts > self.restarts:
                    break
        if restarts > self.restarts:
            lines = "\n    ".join(self.server.restart_lines[self.restarts:])
            self.failures.append(f"SERVER CRASH on\n{case.describe()}\n  supervisor: {lines}")
            if answer is None:
                self.no_answers.pop()
            print(f"route-fuzz: CRASH\n{case.describe()}", flush=True)
            self.restarts = restarts
            self.wait_healthy(case)
        elif answer is None or self.sent % 500 == 0:
            # A server that answers nothing, or only some routes, shows here too.
            self.wait_healthy(case)

    def wait_healthy(self, case):
        deadline = time.monotonic() + 30
        while not self.server.healthy(timeout=5):
            if time.monotonic() > deadline or self.server.process.poll() is not None:
                self.failures.append(f"/healthz stopped answering after\n{case.describe()}\n{self.server.log_tail()}")
                raise Stop()
            time.sleep(0.2)

    # Seeds and crawl ---------------------------------------------------------------------

    def record(self, session, path, answer):
        """Keeps the forms and links of a page, and the real paths of the routes they name."""
        if answer is None or not answer.is_html or answer.status >= 500:
            return []
        page, _ = self.table.find("GET", path)
        if page is not None and answer.status == 200:
            self.add_real(page, session.name, path.split("?")[0])
        forms, links = parse_page(path, answer)
        for form in forms:
            route, _ = self.table.find(form.method, form.action)
            if route is None:
                continue
            self.add_real(route, session.name, form.action.split("?")[0])
            key = (session.name, route.pattern, form.key()[2:])
            same_route = sum(1 for (name, pattern, _) in self.forms if (name, pattern) == (session.name, route.pattern))
            if key not in self.forms and same_route < 3:
                self.forms[key] = (session.name, form)
        followed = []
        for link in links:
            route, _ = self.table.find("GET", link)
            if route is None:
                continue
            self.add_real(route, session.name, link.split("?")[0])
            if "?" in link:
                keys = tuple(sorted(urllib.parse.parse_qs(link.split("?", 1)[1], keep_blank_values=True)))
                self.links.setdefault((session.name, route.pattern, keys), link)
            followed.append(link)
        return followed

    def add_real(self, route, session, path):
        if (session, path) not in self.real[route] and len(self.real[route]) < 12:
            self.real[route].append((session, path))

    def crawl(self, name, limit):
        """Every page a session can reach from the parameterless GET routes and the pages the
        seeding was sent to, a few of each route."""
        session = self.session(name)
        queue = collections.deque(route.pattern for route in self.table.routes if route.method == "GET" and not route.params)
        queue.extendleft(path for route, paths in self.real.items() if route.method == "GET" and route.params
                         for owner, path in paths if owner == name)
        seen, per_route = set(), collections.Counter()
        while queue and len(seen) < limit:
            path = queue.popleft()
            route, _ = self.table.find("GET", path)
            if path in seen or route is None or per_route[route] >= 2 or (("GET", route.pattern) in DESTRUCTIVE):
                continue
            if route.pattern == "/metrics" or route.pattern.startswith("/test-only/"):
                continue
            seen.add(path)
            per_route[route] += 1
            if not self.ready(session):
                break
            answer = self.send(Case(name, "GET", route, path, label="crawl"))
            queue.extend(self.record(session, path, answer))

    def seed(self):
        member = self.session("member")
        today = datetime.datetime.now(datetime.timezone.utc).date()
        for name, steps in (("staff", seeds.staff_steps(today)), ("member", seeds.member_steps(today))):
            session = self.session(name)
            for path, action, overrides, files in steps:
                self.submit(session, path, action, overrides, files)
        # The member copies the staff's program, from the first program's page.
        program = self.table.route("GET", "/programs/:id")
        for link in [link for link in parse_page("/programs", member.get("/programs"))[1] if program and program.match(link)][:1]:
            self.submit(member, link, link + "/copy", {}, {})
        # A search made on the site, so the search page shows the form that clears them.
        member.get("/facts/search?q=legend")
        self.record(member, "/facts/search", member.get("/facts/search"))
        # Today's workout, whose entry pages the day links to.
        self.record(member, f"/workouts/{today}", member.get(f"/workouts/{today}"))
        # A cancelled date on the class (today is its weekday), which the class page offers to undo.
        staff = self.session("staff")
        for _, path in self.real[self.table.route("GET", "/staff/classes/:id")][:1]:
            self.submit(staff, path, path + "/cancellations", {"date": today.isoformat()}, {})
        # An account made by the administrator's command, still to choose its own password: the
        # one page it may open is that form.
        fresh = self.open_session("fresh")
        fresh.email = f"fresh.{os.getpid()}@example.com"
        fresh.password = self.server.add_user(fresh.email)
        self.log_in(fresh)
        self.record(fresh, "/settings/password/new", fresh.get("/settings/password/new"))

    def submit(self, session, path, action, overrides, files):
        """Opens `path`, fills the form going to `action` and sends it; follows a page that
        answers with a form of its own to confirm (an import's preview)."""
        answer = session.get(path)
        self.record(session, path, answer)
        forms = [form for form in parse_page(path, answer)[0] if form.method == "POST" and form.action == action]
        if not forms:
            return
        form = forms[0]
        answer = session.post(form.action, seeds.fill(form, overrides, files), set(files) | form.files)
        if self.verbose:
            print(f"route-fuzz: seed {session.name} POST {form.action}: {answer.status} {answer.header('location') or ''}")
            if answer.status >= 400:
                print(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", answer.text))[:1500])
        self.follow(session, form.action, answer)
        # An import's preview to confirm, the day's workouts to save, the locations to name.
        confirm = [next_form for next_form in parse_page(form.action, answer)[0] if next_form.method == "POST"
                   and (next_form.action.endswith("/confirm") or (answer.status == 200 and next_form.action == form.action))]
        if confirm:
            pressed = {name: True for name, _ in confirm[0].buttons[:1]}
            answer = session.post(confirm[0].action, seeds.fill(confirm[0], pressed), confirm[0].files)
            self.follow(session, confirm[0].action, answer)

    def follow(self, session, path, answer):
        self.record(session, path, answer)
        location = answer.header("location")
        if answer.status in (301, 302, 303) and location:
            location = urllib.parse.urlsplit(location)
            path = location.path + ("?" + location.query if location.query else "")
            self.record(session, path, session.get(path))
        return path

    # Cases --------------------------------------------------------------------------------

    def base_fields(self, route, session):
        """The fields of a rendered form for `route`, the session's own first."""
        found = [form for (name, pattern, _), (_, form) in self.forms.items() if pattern == route.pattern]
        mine = [form for (name, pattern, _), (_, form) in self.forms.items() if pattern == route.pattern and name == session]
        form = (mine or found or [None])[0]
        if form is None:
            return ([("csrf_token", TOKEN)] if route.method == "POST" else None), set()
        return fields_of(form), form.files

    def real_path(self, route, session):
        paths = [path for name, path in self.real[route] if name == session] or [path for _, path in self.real[route]]
        if paths:
            return paths[0]
        return route.path({name: seeds.fallback(name) for name in route.params})

    def cases(self):
        base, hostile_cases = [], []
        for route in self.table.routes:
            for session in ("visitor", "member", "staff"):
                if (route.method, route.pattern) in ACCOUNT_ENDING and session != "visitor":
                    session = "throwaway"
                fields, files = self.base_fields(route, session)
                base.append(Case(session, route.method, route, self.real_path(route, session), fields, files))
            owner = (self.real[route] or [("member", None)])[0][0]
            if (route.method, route.pattern) in ACCOUNT_ENDING:
                owner = "throwaway"
            fields, files = self.base_fields(route, owner)
            path = self.real_path(route, owner)
            values = route.match(path.split("?")[0]) or {}
            for param in route.params:
                own = values.get(param, "1").encode()
                for rank, (label, value) in enumerate(hostile.for_field(own)):
                    if value is hostile.REPEAT:
                        continue
                    hostile_cases.append(Case(owner, route.method, route, route.path({**values, param: value}), fields, files,
                                              f":{param} = {label}", rank))
        token_fuzzed = set()
        for (session, pattern, names), (_, form) in self.forms.items():
            # Staff pages' member forms are the member's: sent once, by the member.
            if session == "staff" and ("member", pattern, names) in self.forms:
                continue
            route, _ = self.table.find(form.method, form.action)
            if (route.method, route.pattern) in ACCOUNT_ENDING and session != "visitor":
                session = "throwaway"
            # Every POST checks its token with the same code before its handler: one form of
            # each session gets hostile tokens, the others spend their requests on their own fields.
            skip = {"csrf_token"} if session in token_fuzzed else set()
            if any(name == "csrf_token" for name, _ in form.fields):
                token_fuzzed.add(session)
            hostile_cases += self.field_cases(session, route, form.action, fields_of(form), form.files,
                                              form.buttons + form.unchecked, skip)
        for (session, pattern, _), link in self.links.items():
            route, _ = self.table.find("GET", link)
            path, query = link.split("?", 1)
            fields = [(name.encode().decode(), value.encode())
                      for name, value in urllib.parse.parse_qsl(query, keep_blank_values=True)]
            hostile_cases += self.field_cases(session, route, path, fields, set(), [], set())
        # The query names the handlers read, all at once, on every GET route.
        for route in self.table.routes:
            if route.method != "GET":
                continue
            owner = (self.real[route] or [("member", None)])[0][0]
            path = self.real_path(route, owner)
            for rank, (label, value) in enumerate(hostile.for_field(b"1")):
                if value is hostile.REPEAT:
                    fields = [(name, b"1") for name in seeds.QUERY_NAMES for _ in (0, 1)]
                else:
                    fields = [(name, value) for name in seeds.QUERY_NAMES]
                hostile_cases.append(Case(owner, "GET", route, path, fields, (), f"every query name = {label}", rank))
        hostile_cases.sort(key=lambda case: case.rank)
        return base, hostile_cases

    def field_cases(self, session, route, action, fields, files, extras, skip):
        cases = []
        # A GET form's fields replace the query of its action, as a browser sends them.
        path = action.split("?")[0] if route.method == "GET" else action
        slots = [(index, name, value) for index, (name, value) in enumerate(fields)] + [(None, name, value) for name, value in extras]
        for index, name, own in slots:
            if name in skip:
                continue
            own = b"" if own is TOKEN else (own if isinstance(own, bytes) else own.encode())
            for rank, (label, value) in enumerate(hostile.for_field(own)):
                changed = list(fields)
                if value is hostile.REPEAT:
                    changed.append((name, own))
                    if index is None:
                        changed.append((name, own))
                elif index is None:
                    changed.append((name, value))
                else:
                    changed[index] = (name, value)
                cases.append(Case(session, route.method, route, path, changed, files, f"{name} = {label}", rank))
        return cases

    def random_case(self, cases):
        """A case of the fixed ones with one more field (or parameter) made hostile at random."""
        case = self.rng.choice(cases)
        if not case.fields:
            return case
        fields = list(case.fields)
        index = self.rng.randrange(len(fields))
        name, own = fields[index]
        own = b"" if own is TOKEN else own
        fields[index] = (name, hostile.random_value(self.rng, own))
        return Case(case.session, case.method, case.route, case.path, fields, case.files,
                    f"{case.label}; {name} = random", case.rank)

    # The run ------------------------------------------------------------------------------

    def run(self, crawl_limit):
        self.open_session("visitor").get("/")
        self.sign_up("member", f"member.{os.getpid()}@example.com")
        staff = self.sign_up("staff", f"staff.{os.getpid()}@example.com")
        self.server.make_staff(staff.email)
        staff.get("/")
        self.sign_up("throwaway", f"throwaway.{os.getpid()}@example.com")
        self.seed()
        for name in ("visitor", "member", "staff"):
            self.crawl(name, crawl_limit)
        base, cases = self.cases()
        if self.verbose:
            for route in self.table.routes:
                print(f"route-fuzz: real {route}: {self.real[route][:4]}")
        print(f"route-fuzz: {len(self.table.routes)} routes, {len(self.forms)} forms, {len(self.links)} links with queries, "
              f"{len(base) + len(cases)} fixed requests; {self.left():.0f} s left after seeding and crawling", flush=True)
        keep = [case for case in base if not case.destructive]
        last = [case for case in base if case.destructive]
        for case in keep:
            self.send(case)
        gentle = [case for case in cases if not case.destructive]
        harsh = [case for case in cases if case.destructive]
        sent_fixed = 0
        for case in self.fair(gentle):
            if self.left() < self.cost(last + harsh):
                break
            self.send(case)
            sent_fixed += 1
        while gentle and sent_fixed == len(gentle) and self.left() > self.cost(last + harsh):
            self.send(self.random_case(gentle))
        for case in last:
            self.send(case)
        for case in harsh:
            if self.left() <= 0:
                break
            self.send(case)
            sent_fixed += 1
        self.fixed = (sent_fixed, len(gentle) + len(harsh))
        if not self.server.healthy():
            self.failures.append(f"/healthz does not answer at the end\n{self.server.log_tail()}")

    def fair(self, cases):
        """The cases in their order for each route, the next one always from the route that has
        taken the least time so far: a route that hashes a password on every request (0.1 to 1 s)
        gets its share of a short run, not the whole of it."""
        queues = collections.OrderedDict()
        for case in cases:
            queues.setdefault(case.route, collections.deque()).append(case)
        while queues:
            route = min(queues, key=lambda route: (self.route_seconds[route], self.covered[route]))
            yield queues[route].popleft()
            if not queues[route]:
                del queues[route]

    def cost(self, cases):
        """How long `cases` will take, at each route's pace so far (a logout's includes the log-in
        after it), with a margin: the time to keep for the cases sent last."""
        pace = (time.monotonic() - self.started) / max(self.sent, 1)
        each = {route: self.route_seconds[route] / self.covered[route] for route in self.covered if self.covered[route]}
        return 1.5 * sum(each.get(case.route, pace) for case in cases) + 2

    def left(self):
        return self.deadline - time.monotonic()

    def finish(self):
        elapsed = time.monotonic() - self.started
        uncovered = [route for route in self.table.routes if self.covered[route] == 0 and route.pattern not in EXCLUDED]
        for route in uncovered:
            self.failures.append(f"route never sent: {route}")
        print(f"\nroute-fuzz: {self.sent} requests in {elapsed:.0f} s ({self.sent / max(elapsed, 0.001):.0f}/s); "
              f"statuses {dict(sorted(self.statuses.items(), key=str))}")
        fixed = getattr(self, "fixed", None)
        if self.fresh_locked_out:
            print(f"route-fuzz: {self.fresh_locked_out} requests of the one-time-password account not sent: "
                  f"it could not log in again (answered {self.fresh_refusal})")
        if fixed:
            print(f"route-fuzz: {fixed[0]} of {fixed[1]} fixed hostile requests sent"
                  + ("" if fixed[0] == fixed[1] else " (the time ran out: --seconds longer sends them all)"))
        print(f"route-fuzz: routes covered {len(self.table.routes) - len(uncovered)}/{len(self.table.routes)}"
              + "".join(f"\n    excluded {pattern}: {reason}" for pattern, reason in EXCLUDED.items()))
        for route in self.table.routes:
            statuses = " ".join(f"{status}×{count}" for status, count in sorted(self.route_statuses[route].items(), key=str))
            print(f"    {self.covered[route]:6d} {self.route_seconds[route]:6.1f} s  {str(route):45s} {statuses}")
        if self.server_errors:
            print("route-fuzz: 500 answers (an error no handler expected, or a request the crash quarantine refused):")
            for what, count in self.server_errors.most_common(20):
                print(f"    {count:5d}  {what}")
        if self.no_answers:
            print(f"route-fuzz: {len(self.no_answers)} requests got no answer (the server stayed up):")
            for line in self.no_answers[:5]:
                print("    " + line.replace("\n", "\n    "))
        for failure in self.failures:
            print("\nroute-fuzz: FAILED: " + failure)
        failed = len(self.failures)
        print(f"route-fuzz: {self.sent - failed} passed, {failed} failed")
        return 1 if failed else 0


def fields_of(form):
    return [(name, TOKEN if name == "csrf_token" else value.encode()) for name, value in form.fields]


def free_port():
    rng = random.SystemRandom()
    for _ in range(100):
        port = rng.randint(20000, 29999)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise SystemExit("route-fuzz: no free port in 20000-29999")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=120, help="how long to fuzz (default 120; try 3600)")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2]), help="folder holding Views/ and Public/")
    parser.add_argument("--crash-route", action="store_true",
                        help="start the server with its TEST-ONLY crash route: the run must fail (proves detection)")
    parser.add_argument("--seed", type=int, default=None, help="random seed for the long run's random values")
    parser.add_argument("--crawl-limit", type=int, default=150, help="pages each session opens to find forms and ids")
    parser.add_argument("--verbose", action="store_true", help="print the seeding's answers and the ids found")
    parser.add_argument("--keep", action="store_true", help="keep the data folder and the server log")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(1 << 32)
    folder = tempfile.mkdtemp(prefix="route-fuzz-")
    server = Server(os.path.abspath(arguments.binary), arguments.root, folder, free_port(), arguments.crash_route)
    table = Table.read(server.binary, server.arguments, server.environment)
    print(f"route-fuzz: {len(table.routes)} routes from `liftinglog routes`; port {server.port}; seed {seed}; "
          f"{arguments.seconds:.0f} s; data in {folder}", flush=True)
    fuzzer = Fuzzer(server, table, arguments.seconds, seed, arguments.verbose)
    status = 1
    try:
        server.start()
        try:
            fuzzer.run(arguments.crawl_limit)
        except Stop:
            pass
        status = fuzzer.finish()
    finally:
        server.stop()
        if status or arguments.keep:
            print(f"route-fuzz: data folder and server log kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
