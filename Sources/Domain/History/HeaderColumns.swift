/// A header row's column names, found without regard to case, surrounding spaces or the
/// kind of apostrophe, so the layouts read columns by name and not by position (Strong's
/// layouts order them differently) and by any of the names a column goes by.
struct HeaderColumns {
    /// Normalised (`normalised(_:)`), in file order.
    let names: [String]

    init(_ header: CSVRecord) {
        names = (0..<header.count).map { Self.normalised(header.text($0)) }
    }

    /// The index of each wanted column; each is a list of accepted names, the first being
    /// the one to name when none is there. Every missing column is named in one error.
    func require(_ wanted: [[String]], for format: ImportFormat) throws(HistoryImportError) -> [Int] {
        let found = wanted.map(index)
        let missing = zip(wanted, found).filter { $0.1 == nil }.map { $0.0[0] }
        guard missing.isEmpty else { throw .missingColumns(format: format, columns: missing) }
        return found.compactMap { $0 }
    }

    /// The first of `spellings` the header has.
    func index(_ spellings: [String]) -> Int? {
        spellings.lazy.compactMap { names.firstIndex(of: Self.normalised($0)) }.first
    }

    /// The unit a column's name carries: "Weight(kg)", "weight_lbs", "Weight (lbs)", "kg".
    func unit(of column: Int) -> WeightUnit? {
        let name = names[column]
        if name.contains("kg") { return .kg }
        if name.contains("lb") { return .lb }
        return nil
    }

    func contains(_ name: String) -> Bool { index([name]) != nil }

    func contains(any names: [String]) -> Bool { index(names) != nil }

    /// A row must have as many fields as the header: with fewer or more, a column has
    /// shifted and a weight could be read as reps.
    func check(_ record: CSVRecord) throws(RowProblem) {
        guard record.count == names.count else { throw .headerFieldCount(header: names.count, found: record.count) }
    }

    static func normalised(_ name: String) -> String {
        String(name.trimmingSpaces()).lowercased().replacing("\u{2019}", with: "'")
    }
}
