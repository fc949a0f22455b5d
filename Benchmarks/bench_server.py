"""A liftinglog for an upload benchmark (route_archive.py, apple_health.py, upload_memory.py): started under its
supervisor on a port of its own and waited for, its serving child's memory read from /proc, and a
cookie-keeping opener signed up as a new lifter, with the CSRF token of any page."""
import http.cookiejar
import re
import subprocess
import time
import urllib.parse
import urllib.request


class BenchServer:
    def __init__(self, binary, database, port):
        self.port = port
        self.database = database
        self.base = f"http://127.0.0.1:{port}"
        self.supervisor = subprocess.Popen([binary, "serve", "--port", str(port), "--db", database, "--timezone", "UTC"],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                urllib.request.urlopen(self.base + "/healthz").read()
                break
            except OSError:
                time.sleep(0.1)
        # The supervisor's child serves: its memory is the one measured.
        self.child = int(subprocess.run(["pgrep", "-P", str(self.supervisor.pid)], capture_output=True, text=True).stdout.split()[0])
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def megabytes(self, field):
        """A /proc/PID/status field of the serving child (VmRSS, VmHWM), in MB."""
        with open(f"/proc/{self.child}/status") as lines:
            return next(int(line.split()[1]) for line in lines if line.startswith(field)) / 1024

    def reset_peak(self):
        with open(f"/proc/{self.child}/clear_refs", "w") as clear:
            clear.write("5")  # resets VmHWM to the resident size now

    def token(self, page):
        return re.search(r'name="csrf_token" value="([^"]+)"', self.opener.open(self.base + page).read().decode()).group(1)

    def sign_up(self, email, first_name, last_name):
        form = {"email": email, "password": "benchmark password", "first_name": first_name, "last_name": last_name,
                "birth_date": "1990-01-01", "csrf_token": self.token("/signup")}
        self.opener.open(self.base + "/signup", urllib.parse.urlencode(form).encode()).read()

    def close(self):
        self.supervisor.terminate()
        self.supervisor.wait()
