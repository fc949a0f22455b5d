/// When a live session ran, as our CSV export writes it beside each of its sets: its start and
/// its end in UTC, to the second, as an ISO 8601 interval ("2024-03-02T09:00:00Z/2024-03-02T10:06:40Z").
/// UTC, not the lifter's zone, so the file imported into an account in another zone groups the
/// sets into a session of the same times, and exported from there gives the same text.
public struct SessionSpan: Sendable, Hashable {
    public let startedAt: Int64
    public let finishedAt: Int64

    public init(startedAt: Int64, finishedAt: Int64) {
        self.startedAt = startedAt
        self.finishedAt = max(finishedAt, startedAt)
    }

    /// A session still open ends at its last set so far, where it would end by itself if left
    /// (`WorkoutSession.idleFinish`): an export taken mid-workout imports as a finished session.
    public init(_ session: WorkoutSession) {
        self.init(startedAt: session.startedAt, finishedAt: session.finishedAt ?? session.lastActivity)
    }

    public var text: String {
        ISO8601Time.text(milliseconds: startedAt * 1_000) + "/" + ISO8601Time.text(milliseconds: finishedAt * 1_000)
    }

    /// Two times `ISO8601Time` reads, the second not before the first; a fraction of a second
    /// is dropped. Nil for anything else.
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = ISO8601Time.milliseconds(parts[0]), let end = ISO8601Time.milliseconds(parts[1]),
              end >= start else { return nil }
        self.init(startedAt: start / 1_000, finishedAt: end / 1_000)
    }

    /// For a refused cell's message.
    public static let example = "2024-03-02T09:00:00Z/2024-03-02T10:06:40Z"
}
