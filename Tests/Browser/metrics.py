"""The `/metrics` page as Prometheus reads it: the token checks, the text through `prometheus_client`'s
own parser, every family the server promises, and a counter that rises with a request. It runs at the
end, after the flows, so the counters have something to show."""

import urllib.error
import urllib.request

from prometheus_client.parser import text_string_to_metric_families

# The server is started with this token (suite.py).
TOKEN = "browser-suite-metrics-token-0123456789"

FAMILIES = {
    "liftinglog_http_requests": "counter",
    "liftinglog_http_request_duration_seconds": "histogram",
    "liftinglog_open_connections": "gauge",
    "liftinglog_worker_queue_depth": "gauge",
    "liftinglog_database_size_bytes": "gauge",
    "process_resident_memory_bytes": "gauge",
    "process_start_time_seconds": "gauge",
}


def fetch(base_url, path, token=None):
    """(status, headers, text) of a GET, whatever its status."""
    request = urllib.request.Request(base_url + path)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def scrape(base_url):
    status, headers, text = fetch(base_url, "/metrics", TOKEN)
    assert status == 200, f"/metrics answered {status}"
    assert headers["Content-Type"].startswith("text/plain; version=0.0.4"), headers["Content-Type"]
    return {family.name: family for family in text_string_to_metric_families(text)}


def requests_of(families, route, status):
    """The request counter's value for GET requests on a route pattern with a status."""
    return sum(sample.value for sample in families["liftinglog_http_requests"].samples
               if sample.name == "liftinglog_http_requests_total" and sample.labels.get("route") == route
               and sample.labels.get("method") == "GET" and sample.labels.get("status") == str(status))


def metrics_checks(report, base_url):
    print("\n== metrics", flush=True)
    with report.check("metrics: a missing or wrong token gets 401 asking for a bearer token"):
        for token in (None, "wrong-token-wrong-token-wrong"):
            status, headers, text = fetch(base_url, "/metrics", token)
            assert status == 401, f"token {token!r}: status {status}"
            assert headers["WWW-Authenticate"] == "Bearer", headers["WWW-Authenticate"]
            assert "liftinglog_" not in text, "figures shown without the token"

    families = {}
    with report.check("metrics: prometheus_client parses the page, with every family and its type"):
        families = scrape(base_url)
        for name, kind in FAMILIES.items():
            assert name in families, f"no family {name} in {sorted(families)}"
            assert families[name].type == kind, f"{name} is a {families[name].type}, not a {kind}"
        routes = {sample.labels["route"] for sample in families["liftinglog_http_requests"].samples}
        assert "/workouts/:date" in routes, f"the flows' day pages not counted by pattern: {sorted(routes)}"
        assert not any(route.startswith("/workouts/2") for route in routes), f"a raw path as a label: {sorted(routes)}"

    with report.check("metrics: the request counter rises with a request"):
        before = requests_of(families, "/facts", 200)
        assert fetch(base_url, "/facts")[0] == 200
        after = requests_of(scrape(base_url), "/facts", 200)
        assert after == before + 1, f"/facts counted {before}, then {after}"
