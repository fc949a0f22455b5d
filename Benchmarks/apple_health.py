#!/usr/bin/env python3
"""A gigabyte Apple Health import (issue 38): writes an `export.xml` of SIZE bytes (default 1 GiB)
in the Health app's shape (the version 8 DTD, then records: mostly step counts, heart rates and
distances, as a real export is, with a body mass a day and a body-fat percentage a week over the
years it spans), zips it as `apple_health_export/export.xml`, starts a release server, and uploads
the zip to `/body/import` as a new lifter. Prints the upload's time until the report is read, the
weigh-ins added, and how far the serving child's peak resident size (VmHWM, reset before the
upload through /proc/PID/clear_refs) rose above its resident size just before.
Usage: Benchmarks/apple_health.py [BINARY]   (default .build/release/liftinglog, built first)
SIZE=268435456 for a smaller file; XML=1 uploads the export.xml itself instead of the zip."""
import os
import random
import re
import subprocess
import tempfile
import time
import http.client
import sys
import uuid
import zipfile

from bench_server import BenchServer

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else None
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "liftinglog"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    binary = os.path.join(root, ".build/release/liftinglog")
size = int(os.environ.get("SIZE", str(1 << 30)))
work = tempfile.mkdtemp(prefix="apple-health-")
random.seed(38)

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 8 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-11-30 08:00:00 +0100"/>
"""
DEVICE = "&lt;&lt;HKDevice: 0x2830a1e50&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone12,1, software:16.1&gt;"


def stamp(seconds):
    return time.strftime("%Y-%m-%d %H:%M:%S +0100", time.gmtime(seconds))


def write_export(path):
    """Records of ten minutes each from 2015 on, until the file has `size` bytes; a body mass at
    07:10 every day and a body fat every Monday, as a smart scale writes them."""
    weighed = fat = 0
    with open(path, "w") as out:
        out.write(HEAD)
        written, moment, day = len(HEAD), 1_420_070_400, -1
        while written < size - 200:
            text = []
            if moment // 86_400 != day:
                day = moment // 86_400
                at = stamp(day * 86_400 + 7 * 3_600 + 600)
                weight = 88 - (day % 3_650) / 400 + random.uniform(-0.6, 0.6)
                text.append(f' <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health Mate" sourceVersion="5.4" unit="kg" '
                            f'creationDate="{at}" startDate="{at}" endDate="{at}" value="{weight:.2f}"/>\n')
                weighed += 1
                if day % 7 == 4:
                    text.append(f' <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Health Mate" unit="%" '
                                f'creationDate="{at}" startDate="{at}" endDate="{at}" value="{random.uniform(0.15, 0.22):.3f}"/>\n')
                    fat += 1
            kind, unit, value = random.choice([("StepCount", "count", str(random.randint(10, 900))),
                                               ("HeartRate", "count/min", str(random.randint(55, 150))),
                                               ("DistanceWalkingRunning", "km", f"{random.uniform(0.01, 0.9):.4f}")])
            text.append(f' <Record type="HKQuantityTypeIdentifier{kind}" sourceName="Phone" sourceVersion="16.1" device="{DEVICE}" '
                        f'unit="{unit}" creationDate="{stamp(moment + 600)}" startDate="{stamp(moment)}" endDate="{stamp(moment + 600)}" '
                        f'value="{value}">\n  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>\n </Record>\n')
            chunk = "".join(text)
            out.write(chunk)
            written += len(chunk)
            moment += 600 if moment < 1_764_000_000 else 1
        out.write("</HealthData>\n")
    return weighed, fat


export = os.path.join(work, "export.xml")
started = time.monotonic()
weighed, fat = write_export(export)
print(f"export.xml: {os.path.getsize(export) / 2**20:,.0f} MB, {weighed:,} body-mass and {fat:,} body-fat records, "
      f"written in {time.monotonic() - started:.0f} s", flush=True)
upload_path, filename = export, "export.xml"
if not os.environ.get("XML"):
    upload_path, filename = os.path.join(work, "export.zip"), "export.zip"
    with zipfile.ZipFile(upload_path, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        archive.write(export, "apple_health_export/export.xml")
    print(f"export.zip: {os.path.getsize(upload_path) / 2**20:,.0f} MB", flush=True)

server = BenchServer(binary, os.path.join(work, "bench.sqlite"), 20000 + random.randrange(10000))
port, status = server.port, server.megabytes
try:
    server.sign_up("health@example.com", "Health", "Export")
    boundary = uuid.uuid4().hex
    head = (f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{server.token("/body/import")}\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="unit"\r\n\r\nkg\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"\r\n'
            f'Content-Type: application/octet-stream\r\n\r\n').encode()
    tail = f"\r\n--{boundary}--\r\n".encode()
    cookie = "; ".join(f"{c.name}={c.value}" for c in server.jar)
    idle = status("VmRSS")
    server.reset_peak()
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=3_600)
    connection.putrequest("POST", "/body/import")
    connection.putheader("Content-Type", f"multipart/form-data; boundary={boundary}")
    connection.putheader("Content-Length", str(len(head) + os.path.getsize(upload_path) + len(tail)))
    connection.putheader("Cookie", cookie)
    connection.endheaders()
    connection.send(head)
    with open(upload_path, "rb") as body:
        while piece := body.read(1 << 20):
            connection.send(piece)
    connection.send(tail)
    response = connection.getresponse()
    page = response.read().decode()
    elapsed = time.monotonic() - started
    peak = status("VmHWM")
    added = re.search(r'<output name="added" data-value="([0-9]+)"', page)
    print(f"{filename}: {response.status}, {added.group(1) if added else '?'} added, in {elapsed:.1f} s "
          f"(upload and import); serving child {idle:.0f} MB before, peak {peak:.0f} MB (+{peak - idle:.0f} MB)")
    if not added:
        print(page[:2000])
finally:
    server.close()
    for name in os.listdir(work):
        os.remove(os.path.join(work, name))
    os.rmdir(work)
