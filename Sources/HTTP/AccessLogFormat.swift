/// How the access log writes a request on standard output.
public enum AccessLogFormat: String, Sendable, CaseIterable {
    /// `2026-11-21T02:40:00Z GET /workouts 200 5120 180us 0-1f`: for people reading a terminal.
    case text
    /// One JSON object a line, for log collectors:
    /// `{"time":"2026-11-21T02:40:00Z","method":"GET","path":"/workouts","status":200,`
    /// `"bytes":5120,"duration":0.000180,"request_id":"0-1f"}`, duration in seconds.
    case json
}
