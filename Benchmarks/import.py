#!/usr/bin/env python3
"""Times one strength-history import end to end over HTTP (the upload to the result page) for a new
lifter, the server's CPU time for it (steadier than the wall clock on a busy machine), and how far
the server's peak resident memory rose above where it stood before.
Usage: import.py BASE_URL FILE SERVER_PID [LABEL]"""
import http.cookiejar
import os
import re
import sys
import time
import urllib.parse
import urllib.request
import uuid

from history_upload import import_request

base, path, pid = sys.argv[1], sys.argv[2], sys.argv[3]
label = sys.argv[4] if len(sys.argv) > 4 else path
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def token(page_path):
    page = opener.open(base + page_path).read().decode()
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def memory(field):
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith(field)) / 1024


def cpu():
    """The server's user and system time so far, in seconds (fields 14 and 15 of its stat)."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


form = {"email": f"import-{uuid.uuid4().hex[:8]}@example.com", "password": "benchmark password", "first_name": "Imp",
        "last_name": "Ort", "birth_date": "1990-01-01", "csrf_token": token("/signup")}
opener.open(base + "/signup", urllib.parse.urlencode(form).encode()).read()
data = open(path, "rb").read()
request = import_request(base, token("/history/import"), data)
with open(f"/proc/{pid}/clear_refs", "w") as clear:
    clear.write("5")  # resets the peak resident size, so VmHWM below is this import's peak
before = memory("VmRSS")
cpu0 = cpu()
start = time.monotonic()
page = opener.open(request).read().decode()
seconds = time.monotonic() - start
cpus = cpu() - cpu0
imported = re.search(r'<output name="imported" data-value="(\d+)"', page).group(1)
print(f"{label:<28} {seconds:8.3f} s   {imported} sets imported   file {len(data) / 2**20:.1f} MB"
      f"   cpu {cpus:.2f} s   peak memory +{memory('VmHWM') - before:.1f} MB")
