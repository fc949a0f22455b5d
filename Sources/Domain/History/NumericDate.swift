/// A date written with numbers only, as spreadsheets re-save them: `9/12/2022 18:35`,
/// `12.09.2022`, `9-12-22`. Which of `first` and `second` is the day depends on the file
/// (`DayMonthOrder`); a date that starts with its year (`2022/09/12`) is year, month, day.
struct NumericDate: Equatable {
    let first: Int
    let second: Int
    let year: Int
    let yearFirst: Bool

    func fields(_ order: DayMonthOrder) -> DateFields {
        if yearFirst { return DateFields(year: year, month: first, day: second) }
        return order == .dayFirst
            ? DateFields(year: year, month: second, day: first)
            : DateFields(year: year, month: first, day: second)
    }

    /// Three runs of digits joined by one kind of `/`, `.` or `-`, up to a space or `T`; a
    /// two-digit year is taken as 20yy.
    init?(_ field: ArraySlice<UInt8>) {
        let bytes = FieldValue.trimmed(field)
        let end = bytes.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "T") } ?? bytes.endIndex
        let date = bytes[..<end]
        guard let separator = date.first(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }) else {
            return nil
        }
        let parts = date.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) }),
              let a = FieldValue.digits(parts[0]), let b = FieldValue.digits(parts[1]), let c = FieldValue.digits(parts[2]) else { return nil }
        if parts[0].count == 4 {
            guard parts[2].count <= 2 else { return nil }
            (first, second, year, yearFirst) = (b, c, a, true)
        } else {
            guard parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4 || parts[2].count == 2 else { return nil }
            (first, second, year, yearFirst) = (a, b, parts[2].count == 2 ? 2000 + c : c, false)
        }
    }
}
