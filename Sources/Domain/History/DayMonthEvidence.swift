/// What a file's numeric dates say about their order: a first number above 12 can only be a
/// day, a second number above 12 only a day too. One such date decides the whole file; rows
/// that then read as a 13th month are rejected as not real dates.
struct DayMonthEvidence {
    private(set) var order: DayMonthOrder?
    /// The first numeric date that fits both orders, to show the lifter.
    private(set) var ambiguousExample: String?

    var isDecided: Bool { order != nil }

    mutating func add(_ date: NumericDate, text: @autoclosure () -> String) {
        if date.first > 12 {
            order = .dayFirst
        } else if date.second > 12 {
            order = .monthFirst
        } else if ambiguousExample == nil {
            ambiguousExample = text()
        }
    }
}
