#!/usr/bin/env python3
"""The machine's raw rate of durable writes one at a time: the physical limit for commits that
each wait for their own fsync. Writes a 4 KB page and syncs it, again and again, in a file in
FOLDER (put it on the filesystem the database lives on), as SQLite's WAL does at each commit
with synchronous=FULL: the page goes over an earlier one (the WAL is reused from its start after a
checkpoint), then fdatasync (what SQLite calls on Linux) and, for comparison, fsync.
Prints syncs per second and the median and p99 time of one write plus its sync.
Usage: fsync_rate.py FOLDER [seconds per kind, default 3]"""
import os
import sys
import tempfile
import time

folder = sys.argv[1]
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
page = os.urandom(4096)
pages = 64


def measure(sync):
    fd, path = tempfile.mkstemp(dir=folder, prefix="fsync-rate-")
    try:
        # The file's blocks exist before the clock starts, as a WAL's do once it has been used.
        os.write(fd, page * pages)
        os.fsync(fd)
        times = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            start = time.monotonic()
            os.pwrite(fd, page, (len(times) % pages) * len(page))
            sync(fd)
            times.append(time.monotonic() - start)
        times.sort()
        total = sum(times)
        return len(times) / total, times[len(times) // 2] * 1000, times[int(len(times) * 0.99)] * 1000
    finally:
        os.close(fd)
        os.unlink(path)


for name, sync in (("write + fdatasync", os.fdatasync), ("write + fsync", os.fsync)):
    rate, median, p99 = measure(sync)
    print(f"{name:<20} {rate:9.0f} syncs/s   median {median:6.3f} ms   p99 {p99:6.3f} ms")
