"""The real binary under test: started supervised on a loopback port with a data folder of its
own, its log read for the supervisor's restarts, and its own account commands."""

import os
import re
import subprocess
import time
import urllib.request

# The supervisor's line for every server process it replaced (Sources/App/Supervisor/Supervisor.swift).
RESTART = re.compile(rb"server process \d+ ran .* starting a new one")
METRICS_TOKEN = "route-fuzz-metrics-token"


class Server:
    def __init__(self, binary, root, folder, port, crash_route):
        self.binary, self.folder, self.port = binary, folder, port
        self.database = os.path.join(folder, "db.sqlite")
        self.log_path = os.path.join(folder, "server.log")
        self.arguments = ["--host", "127.0.0.1", "--port", str(port), "--db", self.database, "--resources", root,
                          "--log-level", "warning", "--timezone", "UTC", "--metrics-token", METRICS_TOKEN]
        self.environment = {key: value for key, value in os.environ.items() if not key.startswith("LIFTINGLOG_")}
        if crash_route:
            self.environment["LIFTINGLOG_TEST_ONLY_CRASH_ROUTE"] = "1"
        self.process = None
        self.log_read = 0
        self.restart_lines = []

    def start(self):
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen([self.binary, "serve", *self.arguments], stdout=log, stderr=log, env=self.environment)
        log.close()
        deadline = time.monotonic() + 60
        while not self.healthy(timeout=1):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"route-fuzz: the server did not start; see {self.log_path}:\n{self.log_tail()}")
            time.sleep(0.2)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def healthy(self, timeout=10):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=timeout) as answer:
                return answer.status == 200
        except OSError:
            return False

    def restarts(self):
        """How many server processes the supervisor has replaced so far."""
        with open(self.log_path, "rb") as log:
            log.seek(self.log_read)
            new = log.read()
        # Only whole lines: the rest is read again next time.
        end = new.rfind(b"\n") + 1
        self.log_read += end
        self.restart_lines += [line.decode("utf-8", "replace") for line in new[:end].splitlines() if RESTART.search(line)]
        return len(self.restart_lines)

    def log_tail(self, lines=20):
        with open(self.log_path, "rb") as log:
            return b"\n".join(log.read().splitlines()[-lines:]).decode("utf-8", "replace")

    def command(self, *words):
        return subprocess.run([self.binary, *words, "--db", self.database], env=self.environment,
                              check=True, capture_output=True, text=True).stdout

    def make_staff(self, email):
        self.command("user", "set-role", email, "staff")

    def reset_password(self, email):
        """A new one-time password, as the administrator's command prints it."""
        output = self.command("user", "reset-password", email)
        return re.search(r"one-time password for \S+: (\S+)", output).group(1)

    def add_user(self, email):
        """A new account by the administrator's command; its one-time password."""
        output = self.command("user", "add", email, "Throw", "Away", "1990-01-01")
        return re.search(r"one-time password: (\S+)", output).group(1)
