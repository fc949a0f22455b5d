/// Which number comes first in a date like `9/12/2022` or `12.09.2022`, as a spreadsheet
/// writes dates back in its own locale's order. Decided from the whole file's values
/// (`DayMonthEvidence`), or by the lifter when every date fits both.
public enum DayMonthOrder: String, Sendable, CaseIterable {
    /// 12.09.2022 is the 12th of September.
    case dayFirst = "dmy"
    /// 9/12/2022 is the 12th of September.
    case monthFirst = "mdy"

    public var label: String {
        switch self {
        case .dayFirst: "Day first (31/12/2024)"
        case .monthFirst: "Month first (12/31/2024)"
        }
    }
}
