import Crypto
import Glibc
import HTTP
import Pages

/// `GET /metrics`: the server's figures for Prometheus, for a scraper that sends the
/// configured token (`--metrics-token`). Without that setting the route does not exist.
struct MetricsPages: Sendable {
    let services: Services
    /// Compared as SHA-256 digests: equal lengths for the constant-time compare, so not even
    /// the token's length shows in the answer's timing.
    let tokenDigest: [UInt8]

    init(services: Services, token: String) {
        self.services = services
        tokenDigest = SHA256.digest(Array(token.utf8))
    }

    func showMetrics(_ request: Request) throws -> Response {
        guard isAuthorized(request) else {
            throw HTTPError(.unauthorized, "This page needs the metrics token: send it as Authorization: Bearer TOKEN.",
                            headers: ["WWW-Authenticate": "Bearer"])
        }
        return Response(status: .ok, headers: ["Content-Type": PrometheusText.contentType, "Cache-Control": "no-store"],
                        body: Array(exposition().utf8))
    }

    /// `Authorization: Bearer TOKEN` (RFC 6750 §2.1; the scheme's case does not matter).
    private func isAuthorized(_ request: Request) -> Bool {
        guard let value = request.headers["Authorization"] else { return false }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return false }
        return constantTimeEquals(SHA256.digest(Array(parts[1].utf8)), tokenDigest)
    }

    private func exposition() -> String {
        let server = services.metrics.snapshot()
        var text = PrometheusText()
        Self.requests(server.requests, into: &text)
        text.gauge("liftinglog_open_connections", help: "Client connections open now.", server.openConnections)
        text.gauge("liftinglog_worker_queue_depth", help: "Requests waiting for a worker thread.", server.workerQueueDepth)
        let refusals = "liftinglog_brotli_join_refusals_total"
        text.family(refusals, type: "counter", help: "Kept pages whose Brotli form could not be joined around the token: sent in gzip instead.")
        text.sample(refusals, PageCache.brotliRefusals)
        let database = services.config.databasePath
        text.gauge("liftinglog_database_size_bytes", help: "The SQLite database file and its write-ahead log.",
                   ProcessFigures.fileSize(database) + ProcessFigures.fileSize(database + "-wal"))
        if services.config.backupDirectory != nil {
            text.gauge("liftinglog_last_backup_success_timestamp_seconds",
                       help: "When the last scheduled backup succeeded, in Unix time; 0 before the first.",
                       services.backupStatus.lastSuccess?.time ?? 0)
        }
        if let resident = ProcessFigures.residentMemoryBytes() {
            text.gauge("process_resident_memory_bytes", help: "Resident memory size in bytes.", resident)
        }
        if let start = ProcessFigures.startTime() {
            text.gauge("process_start_time_seconds", help: "Start time of the process since unix epoch in seconds.", start)
        }
        return text.text
    }

    /// Requests by route pattern, method and status, and their durations by route, sorted so
    /// that scrapes read alike.
    private static func requests(_ counts: RequestCounts, into text: inout PrometheusText) {
        let total = "liftinglog_http_requests_total"
        text.family(total, type: "counter", help: "HTTP requests answered, by route pattern, method and status.")
        for (series, count) in counts.requests.sorted(by: { ($0.key.route, $0.key.method, $0.key.status) < ($1.key.route, $1.key.method, $1.key.status) }) {
            text.sample(total, count, labels: [("route", series.route), ("method", series.method), ("status", String(series.status))])
        }
        let duration = "liftinglog_http_request_duration_seconds"
        text.family(duration, type: "histogram", help: "Time from a request's arrival to its response's serialization, by route pattern.")
        for (route, histogram) in counts.durations.sorted(by: { $0.key < $1.key }) {
            let bounds = DurationHistogram.bounds.map(\.description) + ["+Inf"]
            for (bound, count) in zip(bounds, histogram.cumulativeCounts) {
                text.sample(duration + "_bucket", count, labels: [("route", route), ("le", bound)])
            }
            text.sample(duration + "_sum", histogram.sum, labels: [("route", route)])
            text.sample(duration + "_count", histogram.count, labels: [("route", route)])
        }
    }
}
