/// What an import read: the sets, the rows that were not sets, and the rows refused.
public struct HistoryImport: Sendable, Equatable {
    /// The first rejected rows kept with their reasons; past this only the count grows, so a
    /// file of garbage cannot make a list as large as itself.
    public static let maxRejectedKept = 100

    public let format: ImportFormat
    public internal(set) var sets: [ImportedSet] = []
    /// Rows that are not strength sets: Strong's rest timers, timed holds and cardio
    /// (no reps, or 0 reps).
    public internal(set) var skipped = 0
    public internal(set) var rejected: [RejectedRow] = []
    public internal(set) var rejectedCount = 0

    public init(format: ImportFormat) {
        self.format = format
    }

    mutating func reject(line: Int, _ problem: RowProblem) {
        rejectedCount += 1
        if rejected.count < Self.maxRejectedKept {
            rejected.append(RejectedRow(line: line, reason: problem.message))
        }
    }
}
