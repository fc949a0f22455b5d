/// Texts that few of an import's sets have (a comment, a superset group), kept beside its
/// packed sets (`ImportBatch.PendingSet`) rather than in each: every set's index into
/// `texts` (-1: none), by its place; nothing at all until the first set with one, as most
/// files have none. A text met again (Hevy's exercise note on each set of the exercise, the
/// group "A" on every set of a superset, Fitbod's per-hand note) is kept once, so the rows
/// that share it also bind it once (`BoundRows`).
struct SparseTexts {
    private(set) var texts: [String] = []
    private var indexOf: [Int32] = []
    private var known: [String: Int32] = [:]

    /// Distinct texts looked up before new ones are just kept: past these, the texts are
    /// mostly different, and the table would cost more than it saves.
    private static let mostKnown = 4_096

    /// The text (nil: none) of the set at `position`, the next one.
    mutating func append(_ text: String?, at position: Int) {
        guard let text else {
            if !indexOf.isEmpty { indexOf.append(-1) }
            return
        }
        if indexOf.isEmpty { indexOf = Array(repeating: -1, count: position) }
        if let index = known[text] {
            indexOf.append(index)
            return
        }
        let index = Int32(texts.count)
        texts.append(text)
        if known.count < Self.mostKnown { known[text] = index }
        indexOf.append(index)
    }

    func index(at position: Int) -> Int32 {
        indexOf.isEmpty ? -1 : indexOf[position]
    }
}
