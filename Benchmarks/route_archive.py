#!/usr/bin/env python3
"""A bulk export of 10,000 activities uploaded to /routes as one .zip (issue 24): activities per
second and the serving child's peak memory above its idle size, against the archive's size (the
aim: under 2 x the archive). The archive is made here, never committed, in the shape of Strava's
bulk export: activities/N.gpx.gz (60 %), N.tcx.gz (20 %) and N.fit (20 %), each a different
walk of 120 to 360 points with time and heart rate, plus activities.csv and a photo to leave aside,
and 1 % of the activities a second time under another name (reported "already there").
Usage: Benchmarks/route_archive.py [BINARY] [ACTIVITIES]   (default .build/release/liftinglog, built first; 10000)"""
import gzip
import io
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
import zipfile

from bench_server import BenchServer

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else None
count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "liftinglog"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    binary = os.path.join(root, ".build/release/liftinglog")
work = tempfile.mkdtemp(prefix="route-archive-")
random.seed(24)


def walk(n):
    """Points of a run: (unix time, latitude, longitude, heart rate, elevation)."""
    lat, lon, start = 45.0 + random.uniform(0, 2), 5.0 + random.uniform(0, 2), 1_500_000_000 + n * 86_400
    points = []
    for p in range(random.randint(120, 360)):
        lat += random.uniform(-1e-4, 1e-4)
        lon += random.uniform(-1e-4, 1e-4)
        points.append((start + p * 2, lat, lon, random.randint(110, 180), random.uniform(200, 400)))
    return points


def stamp(seconds):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def gpx(n, points):
    rows = "".join(f'<trkpt lat="{lat:.7f}" lon="{lon:.7f}"><ele>{ele:.1f}</ele><time>{stamp(t)}</time><extensions>'
                   f'<gpxtpx:TrackPointExtension><gpxtpx:hr>{hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n'
                   for t, lat, lon, hr, ele in points)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="StravaGPX" xmlns="http://www.topografix.com/GPX/1/1" '
            'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">'
            f'<trk><name>Morning Run {n}</name><type>9</type><trkseg>\n{rows}</trkseg></trk></gpx>\n').encode()


def tcx(n, points):
    rows = "".join(f"<Trackpoint><Time>{stamp(t)}</Time><Position><LatitudeDegrees>{lat:.7f}</LatitudeDegrees><LongitudeDegrees>"
                   f"{lon:.7f}</LongitudeDegrees></Position><AltitudeMeters>{ele:.1f}</AltitudeMeters><HeartRateBpm><Value>{hr}"
                   f"</Value></HeartRateBpm></Trackpoint>\n" for t, lat, lon, hr, ele in points)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/'
            f'TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>{stamp(points[0][0])}</Id><Lap StartTime="'
            f'{stamp(points[0][0])}"><Track>\n{rows}</Track></Lap></Activity></Activities></TrainingCenterDatabase>\n').encode()


def fit_crc(data, crc=0):
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


def fit(points):
    """Record messages (global 20) with timestamp, position in semicircles and heart rate."""
    body = bytes([0x40, 0, 0]) + struct.pack("<HB", 20, 4) + bytes([253, 4, 0x86, 0, 4, 0x85, 1, 4, 0x85, 3, 1, 0x02])
    semicircles = 2**31 / 180
    for t, lat, lon, hr, _ in points:
        body += b"\x00" + struct.pack("<IiiB", t - 631_065_600, round(lat * semicircles), round(lon * semicircles), hr)
    header = struct.pack("<BBHI", 14, 0x20, 2093, len(body)) + b".FIT"
    header += struct.pack("<H", fit_crc(header))
    return header + body + struct.pack("<H", fit_crc(header + body))


archive_path = os.path.join(work, "export.zip")
with zipfile.ZipFile(archive_path, "w") as archive:
    archive.writestr("activities.csv", "Activity ID,Activity Date,Activity Name\n" + "".join(f"{n},,Run {n}\n" for n in range(count)),
                     compress_type=zipfile.ZIP_DEFLATED)
    archive.writestr("media/profile.jpg", bytes(random.getrandbits(8) for _ in range(20_000)))
    repeats = []
    for n in range(count):
        points = walk(n)
        kind = n % 5
        if kind < 3:
            name, data = f"activities/{n}.gpx.gz", gzip.compress(gpx(n, points), compresslevel=6, mtime=0)
        elif kind == 3:
            name, data = f"activities/{n}.tcx.gz", gzip.compress(tcx(n, points), compresslevel=6, mtime=0)
        else:
            name, data = f"activities/{n}.fit", fit(points)
        # Strava stores the .gz files; zip's deflate would gain nothing on them.
        archive.writestr(name, data, compress_type=zipfile.ZIP_STORED if name.endswith(".gz") else zipfile.ZIP_DEFLATED)
        if n % 100 == 7:
            repeats.append((name.replace("activities/", "activities/copy-"), data))
    for name, data in repeats:
        archive.writestr(name, data, compress_type=zipfile.ZIP_STORED)
size = os.path.getsize(archive_path)
print(f"{binary}\narchive: {count:,} activities + {len(repeats)} repeated, {size / 2**20:.1f} MiB", flush=True)

server = BenchServer(binary, os.path.join(work, "bench.sqlite"), 20000 + random.randrange(20000))
base, pid, opener, status = server.base, server.child, server.opener, server.megabytes
try:
    server.sign_up("bulk@example.com", "Bulk", "Export")
    boundary = uuid.uuid4().hex
    fields = [("csrf_token", server.token("/routes/new")), ("title", ""), ("subtitle", "Strava export"), ("kind", "run")]
    body = b"".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode() for name, value in fields)
    body += (f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.zip"\r\n'
             f'Content-Type: application/zip\r\n\r\n').encode() + open(archive_path, "rb").read() + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(base + "/routes", data=body, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    def cpu_seconds():
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    idle = status("VmRSS")
    cpu = cpu_seconds()
    server.reset_peak()
    start = time.monotonic()
    try:
        response = opener.open(request, timeout=3600)
        code, page = response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        code, page = error.code, error.read().decode()
    seconds = time.monotonic() - start
    cpu = cpu_seconds() - cpu
    peak = status("VmHWM") - idle
    figures = {name: int(value) for name, value in re.findall(r'<output name="(\w+)" data-value="(\d+)">', page)}
    print(f"status {code} in {seconds:.1f} s: {figures}")
    print(f"{figures.get('imported', 0) / seconds:,.0f} activities a second ({(figures.get('imported', 0) + figures.get('already', 0)) / seconds:,.0f} files); "
          f"the server's CPU time {cpu:.1f} s, {figures.get('imported', 0) / max(cpu, 0.01):,.0f} activities a CPU second")
    print(f"server idle {idle:.1f} MB, peak +{peak:.1f} MB = {peak / (size / 2**20):.2f} x the archive ({size / 2**20:.1f} MiB); "
          f"peak in all {idle + peak:.1f} MB = {(idle + peak) / (size / 2**20):.2f} x")
finally:
    server.close()
    shutil.rmtree(work)
