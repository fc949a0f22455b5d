"""A lifter of a running Lifting Log as a browser is one: a cookie-keeping opener that signs up
through the form, reads any page's CSRF token and uploads files; and the ten years of training
(3,650 days, 50,000 entries) that the benchmarks give a lifter through the strength-history import,
so the records are built the way a real import builds them. Used by seed.py and saves_lifters.py."""
import datetime
import http.cookiejar
import random
import re
import urllib.parse
import urllib.request
import uuid

LIFTS = ["Back Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Front Squat", "Pull Up"]
TEN_YEARS = [(datetime.date(2015, 1, 1) + datetime.timedelta(days=d)).isoformat() for d in range(3650)]


class Lifter:
    def __init__(self, base):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def token(self, path):
        page = self.opener.open(self.base + path).read().decode()
        return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)

    def sign_up(self, email, first_name="Bench", last_name="Mark"):
        form = {"email": email, "password": "benchmark password", "first_name": first_name, "last_name": last_name,
                "birth_date": "1990-01-01", "csrf_token": self.token("/signup")}
        self.opener.open(self.base + "/signup", urllib.parse.urlencode(form).encode()).read()
        return self

    @property
    def session(self):
        return next(cookie.value for cookie in self.jar if cookie.name == "session")

    def upload(self, path, fields, filename, data):
        boundary = uuid.uuid4().hex
        body = b"".join(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                        for name, value in fields.items())
        body += (f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"\r\n'
                 f'Content-Type: text/csv\r\n\r\n').encode() + data + f"\r\n--{boundary}--\r\n".encode()
        request = urllib.request.Request(self.base + path, data=body,
                                         headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
        return self.opener.open(request).read().decode()

    def import_ten_years(self, seed=7):
        """Imports TEN_YEARS of daily training; returns how many entries the import added."""
        rng = random.Random(seed)
        rows = sorted((TEN_YEARS[i % len(TEN_YEARS)], rng.choice(LIFTS), round(rng.uniform(40, 220) * 2) / 2,
                       rng.randint(1, 12), rng.randint(1, 5)) for i in range(50_000))
        csv = "date,lift,weight,unit,reps,sets,comments\r\n" + "".join(
            f"{day},{lift},{weight:g},kg,{reps},{sets},\r\n" for day, lift, weight, reps, sets in rows)
        page = self.upload("/history/import", {"csrf_token": self.token("/history/import"), "format": "liftinglog"},
                           "ten-years.csv", csv.encode())
        return int(re.search(r'<output name="imported" data-value="(\d+)"', page).group(1))
