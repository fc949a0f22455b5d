/// Values that few of an import's sets have (a comment, a superset group, a live session),
/// kept beside its packed sets (`ImportBatch.PendingSet`) rather than in each: every set's
/// index into `values` (-1: none), by its place; nothing at all until the first set with one,
/// as most files have none. A value met again (Hevy's exercise note on each set of the
/// exercise, the group "A" on every set of a superset, Fitbod's per-hand note, a session on
/// each of its sets) is kept once, so the rows that share it also bind it once (`BoundRows`).
struct SparseValues<Value: Hashable> {
    private(set) var values: [Value] = []
    private var indexOf: [Int32] = []
    private var known: [Value: Int32] = [:]

    /// Distinct values looked up before new ones are just kept: past these, the values are
    /// mostly different, and the table would cost more than it saves.
    private static var mostKnown: Int { 4_096 }

    /// The value (nil: none) of the set at `position`, the next one.
    mutating func append(_ value: Value?, at position: Int) {
        guard let value else {
            if !indexOf.isEmpty { indexOf.append(-1) }
            return
        }
        if indexOf.isEmpty { indexOf = Array(repeating: -1, count: position) }
        if let index = known[value] {
            indexOf.append(index)
            return
        }
        let index = Int32(values.count)
        values.append(value)
        if known.count < Self.mostKnown { known[value] = index }
        indexOf.append(index)
    }

    func index(at position: Int) -> Int32 {
        indexOf.isEmpty ? -1 : indexOf[position]
    }
}
