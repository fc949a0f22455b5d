#!/usr/bin/env python3
"""Sends the same GET again and again over one keep-alive connection and fails unless every
answer is a 200: the steady load that callgrind.sh counts instructions under. ACCEPT_ENCODING,
when set, is sent as the Accept-Encoding header (the compressed rows of run.sh).
Usage: repeat.py PORT PATH COUNT [COOKIE]"""
import http.client
import os
import sys

port, path, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
headers = {"Cookie": sys.argv[4]} if len(sys.argv) > 4 else {}
if os.environ.get("ACCEPT_ENCODING"):
    headers["Accept-Encoding"] = os.environ["ACCEPT_ENCODING"]
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
for _ in range(count):
    connection.request("GET", path, headers=headers)
    answer = connection.getresponse()
    answer.read()
    if answer.status != 200:
        sys.exit(f"{path} answered {answer.status}")
