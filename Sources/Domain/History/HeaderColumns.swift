/// A header row's column names, found without regard to case or surrounding spaces, so the
/// layouts read columns by name and not by position (Strong's two layouts order them
/// differently).
struct HeaderColumns {
    /// Lowercased and trimmed, in file order.
    let names: [String]
    /// Fields a row needs to reach every column a layout reads.
    private(set) var needed = 0

    init(_ header: CSVRecord) {
        names = (0..<header.count).map { String(header.text($0).trimmingSpaces()).lowercased() }
    }

    /// The index of each wanted column; each is a list of accepted spellings, the first being
    /// the one to name when none is there. Every missing column is named in one error.
    mutating func require(_ wanted: [[String]], for format: ImportFormat) throws(HistoryImportError) -> [Int] {
        let found = wanted.map { spellings in spellings.lazy.compactMap(index).first }
        let missing = zip(wanted, found).filter { $0.1 == nil }.map { $0.0[0] }
        guard missing.isEmpty else { throw .missingColumns(format: format, columns: missing) }
        let indices = found.compactMap { $0 }
        needed = max(needed, (indices.max() ?? -1) + 1)
        return indices
    }

    /// An optional column; a row too short to reach it still needs it.
    mutating func optional(_ name: String) -> Int? {
        guard let found = index(name) else { return nil }
        needed = max(needed, found + 1)
        return found
    }

    /// The unit a column's name carries: "Weight(kg)", "weight_lbs", "Weight (lbs)".
    func unit(of column: Int) -> WeightUnit? {
        let name = names[column]
        if name.contains("kg") { return .kg }
        if name.contains("lb") { return .lb }
        return nil
    }

    func contains(_ name: String) -> Bool { index(name) != nil }

    /// A row must reach every column read; more fields than the header has do no harm.
    func check(_ record: CSVRecord) throws(RowProblem) {
        guard record.count >= needed else { throw .fieldCount(expected: names.count, found: record.count) }
    }

    private func index(_ name: String) -> Int? {
        names.firstIndex(of: name.lowercased())
    }
}
