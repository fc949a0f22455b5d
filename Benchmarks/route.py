#!/usr/bin/env python3
"""Uploads a 50,000-point GPX track (a noisy ride at one point a second, heart rate changing band
every few seconds) as the seeded lifter, then reads the route's page. Prints the route's path for
wrk, and to stderr the upload-to-page time and the sizes of the page and of its SVG.

Usage: route.py BASE_URL COOKIE"""
import math
import random
import re
import sys
import time
import urllib.request

base, cookie = sys.argv[1], sys.argv[2]
random.seed(13)


def track(count=50_000):
    points = []
    for index in range(count):
        angle = 2 * math.pi * index / count
        latitude = 46.5 + 0.12 * math.sin(3 * angle) + random.uniform(-2e-5, 2e-5)
        longitude = 7.4 + 0.2 * math.cos(2 * angle) + random.uniform(-2e-5, 2e-5)
        heart_rate = int(140 + 40 * math.sin(index / 7) + random.randint(-5, 5))
        hours, rest = divmod(index, 3600)
        points.append(f'<trkpt lat="{latitude:.7f}" lon="{longitude:.7f}"><ele>{600 + 300 * math.sin(angle):.1f}</ele>'
                      f'<time>2024-07-01T{6 + hours:02d}:{rest // 60:02d}:{rest % 60:02d}Z</time><extensions>'
                      f'<gpxtpx:TrackPointExtension><gpxtpx:hr>{heart_rate}</gpxtpx:hr></gpxtpx:TrackPointExtension>'
                      f'</extensions></trkpt>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Benchmark" '
            'xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">'
            '<trk><name>Fourteen hours in the Alps</name><trkseg>\n' + "\n".join(points) + '\n</trkseg></trk></gpx>\n').encode()


def get(path):
    request = urllib.request.Request(base + path, headers={"Cookie": cookie})
    return urllib.request.urlopen(request).read().decode()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


gpx = track()
token = re.search(r'name="csrf_token" value="([^"]+)"', get("/routes/new")).group(1)
boundary = "----LiftingLogBenchmark"
body = (f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{token}\r\n'
        f'--{boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nride\r\n'
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="alps.gpx"\r\n'
        f'Content-Type: application/gpx+xml\r\n\r\n').encode() + gpx + f'\r\n--{boundary}--\r\n'.encode()
upload = urllib.request.Request(base + "/routes", data=body, method="POST", headers={
    "Cookie": cookie, "Content-Type": f"multipart/form-data; boundary={boundary}"})
started = time.monotonic()
try:
    urllib.request.build_opener(NoRedirect).open(upload)
    sys.exit("the upload was not answered with a redirect")
except urllib.error.HTTPError as answer:
    if answer.code != 303:
        sys.exit(f"the upload was answered {answer.code}: {answer.read().decode()[:500]}")
    route = answer.headers["Location"]
page = get(route)
elapsed = time.monotonic() - started
svg = re.search(r'<svg class="route-map__drawing".*?</svg>', page, re.S).group(0)
print(route)
print(f"upload={len(gpx)} bytes, 50000 points; upload to page {elapsed * 1000:.0f} ms; page {len(page.encode())} bytes; "
      f"SVG {len(svg.encode())} bytes", file=sys.stderr)
