import Glibc
import HTTP
import TestClient
import TestSupport
import XCTest
@testable import App

/// `GET /metrics`: there only with a token, answered only to it, in the Prometheus text format,
/// with counters that follow the requests served.
final class MetricsTests: XCTestCase {
    private let token = "metrics-token-for-tests-0123456789"

    func testWithoutATokenSetTheAddressIsUnknownLikeAnyOther() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let metrics = app.get("/metrics", headers: ["Authorization": "Bearer \(token)"])
        let unknown = app.get("/no-such-page")
        XCTAssertEqual(metrics.status, .notFound)
        XCTAssertEqual(metrics.text, unknown.text)
    }

    func testOnlyTheRightBearerTokenOpensThePage() throws {
        let app = try TestApp.make { $0.metricsToken = self.token }
        defer { TestApp.remove(app) }
        for authorization in [nil, "Bearer wrong-token-of-some-length", "Bearer \(token)x", "Basic \(token)", "Bearer", token] {
            let response = app.get("/metrics", headers: authorization.map { ["Authorization": $0] } ?? [:])
            XCTAssertEqual(response.status, .unauthorized, authorization ?? "no header")
            XCTAssertEqual(response.headers["WWW-Authenticate"], "Bearer", authorization ?? "no header")
            XCTAssertFalse(response.text.contains("liftinglog_"), "no figures without the token")
        }
        for scheme in ["Bearer", "bearer"] {
            let response = app.get("/metrics", headers: ["Authorization": "\(scheme) \(token)"])
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(response.headers["Content-Type"], "text/plain; version=0.0.4; charset=utf-8")
            XCTAssertTrue(response.text.contains("# TYPE liftinglog_http_requests_total counter\n"), response.text)
        }
    }

    func testCountersFollowTheRequestsByRoutePattern() throws {
        let app = try TestApp.make { $0.metricsToken = self.token }
        defer { app.shutdown(); TestApp.remove(app) }
        let port = try app.start()
        let client = try TestClient(port: port)
        XCTAssertEqual(try client.request("GET", "/workouts/2024-05-05").status, 303)
        XCTAssertEqual(try client.request("GET", "/workouts/2024-05-06").status, 303)
        XCTAssertEqual(try client.request("GET", "/no/such/page/42").status, 404)
        XCTAssertEqual(try client.request("GET", "/app.css").status, 200)
        let first = try scrape(port)
        XCTAssertTrue(first.contains(#"liftinglog_http_requests_total{route="/workouts/:date",method="GET",status="303"} 2"#), first)
        XCTAssertTrue(first.contains(#"liftinglog_http_requests_total{route="(unmatched)",method="GET",status="404"} 1"#), first)
        XCTAssertTrue(first.contains(#"liftinglog_http_requests_total{route="(static)",method="GET",status="200"} 1"#), first)
        XCTAssertFalse(first.contains("2024-05-05") || first.contains("/no/such"), "raw paths never become labels")
        XCTAssertTrue(first.contains(#"liftinglog_http_request_duration_seconds_count{route="/workouts/:date"} 2"#), first)
        XCTAssertTrue(first.contains(#"liftinglog_http_request_duration_seconds_bucket{route="/workouts/:date",le="+Inf"} 2"#), first)
        XCTAssertGreaterThanOrEqual(try value(first, "liftinglog_open_connections"), 2, "the client's and the scraper's")
        XCTAssertEqual(try value(first, "liftinglog_worker_queue_depth"), 0)
        XCTAssertGreaterThan(try value(first, "liftinglog_database_size_bytes"), 4096)
        XCTAssertGreaterThanOrEqual(try value(first, "liftinglog_brotli_join_refusals_total"), 0)
        XCTAssertGreaterThan(try value(first, "process_resident_memory_bytes"), 1_000_000)
        // The test process started with the suite, which may have run for minutes on a busy machine.
        let started = try value(first, "process_start_time_seconds")
        XCTAssertLessThanOrEqual(started, Double(time(nil)))
        XCTAssertGreaterThan(started, Double(time(nil)) - 3_600)

        XCTAssertEqual(try client.request("GET", "/workouts/2024-05-07").status, 303)
        XCTAssertEqual(try client.request("FETCH", "/").status, 501)
        let second = try scrape(port)
        XCTAssertTrue(second.contains(#"liftinglog_http_requests_total{route="/workouts/:date",method="GET",status="303"} 3"#), second)
        XCTAssertTrue(second.contains(#"method="other",status="501"} 1"#), "an unknown method is one label: \(second)")
        XCTAssertTrue(second.contains(#"liftinglog_http_requests_total{route="/metrics",method="GET",status="200"} 1"#), "the first scrape, counted")
    }

    func testTheLastSuccessfulBackupIsShownWhenBackupsAreOn() throws {
        let backups = TestApp.temporaryFolder()
        defer { TemporaryFolder(existing: backups).remove() }
        let plain = try TestApp.make { $0.metricsToken = self.token }
        defer { TestApp.remove(plain) }
        XCTAssertFalse(plain.get("/metrics", headers: authorized).text.contains("liftinglog_last_backup"), "no backups, no series")
        let app = try TestApp.make {
            $0.metricsToken = self.token
            $0.backupDirectory = backups
        }
        defer { TestApp.remove(app) }
        XCTAssertEqual(try value(app.get("/metrics", headers: authorized).text, "liftinglog_last_backup_success_timestamp_seconds"), 0)
        try XCTUnwrap(app.backups).backUp()
        let after = try value(app.get("/metrics", headers: authorized).text, "liftinglog_last_backup_success_timestamp_seconds")
        XCTAssertEqual(after, Double(time(nil)), accuracy: 60)
    }

    private var authorized: HTTPHeaders { ["Authorization": "Bearer \(token)"] }

    func testLabelValuesAndHelpAreEscaped() {
        var text = PrometheusText()
        text.family("x_total", type: "counter", help: "a \\ b\nc")
        text.sample("x_total", 3, labels: [("route", "a\"b\\c\nd"), ("method", "GET")])
        text.sample("x_seconds", 0.25)
        XCTAssertEqual(text.text, "# HELP x_total a \\\\ b\\nc\n# TYPE x_total counter\nx_total{route=\"a\\\"b\\\\c\\nd\",method=\"GET\"} 3\nx_seconds 0.25\n")
    }

    private func scrape(_ port: UInt16) throws -> String {
        let reply = try TestClient(port: port).request("GET", "/metrics", headers: ["Authorization": "Bearer \(token)"])
        XCTAssertEqual(reply.status, 200)
        return reply.text
    }

    /// The value of an unlabelled sample.
    private func value(_ text: String, _ name: String) throws -> Double {
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix(name + " ") }, "no \(name)")
        return try XCTUnwrap(Double(line.dropFirst(name.count + 1)))
    }
}
