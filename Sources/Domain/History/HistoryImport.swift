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
    /// Rows that became sets.
    public internal(set) var setCount = 0
    /// Per kind of problem (`RowProblem.kind`), how many rows had it and the first of them.
    private var problems: [String: (count: Int, first: RejectedRow)] = [:]

    public init(format: ImportFormat) {
        self.format = format
    }

    mutating func reject(line: Int, _ problem: RowProblem) {
        rejectedCount += 1
        let row = RejectedRow(line: line, reason: problem.message)
        if rejected.count < Self.maxRejectedKept { rejected.append(row) }
        if problems.count < Self.maxRejectedKept || problems[problem.kind] != nil {
            problems[problem.kind, default: (0, row)].count += 1
        }
    }

    /// Why the whole file should be refused: most of its rows (more than half of those that
    /// are not skipped) were refused for one reason, so importing the rest would leave a
    /// history with holes (a date form no language reads, a column shifted throughout).
    public var refusal: HistoryImportError? {
        guard let (count, first) = problems.values.max(by: { $0.count < $1.count }), count * 2 > setCount + rejectedCount else {
            return nil
        }
        return .mostRowsRefused(refused: count, rows: setCount + rejectedCount, example: first)
    }

    public static func == (lhs: HistoryImport, rhs: HistoryImport) -> Bool {
        (lhs.format, lhs.sets, lhs.skipped, lhs.rejected, lhs.rejectedCount, lhs.setCount)
            == (rhs.format, rhs.sets, rhs.skipped, rhs.rejected, rhs.rejectedCount, rhs.setCount)
    }
}
