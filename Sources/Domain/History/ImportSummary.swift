/// What an import will store, told before it is confirmed (issue 37): how many rows and days,
/// from when to when, and the first rows as they will be stored, so that a file in pounds read
/// as kilograms is caught on the page ("11 × 40 kg") and not in the log.
public struct ImportSummary: Sendable, Equatable {
    public static let sampleCount = 3

    public private(set) var rows = 0
    public private(set) var first: CalendarDate?
    public private(set) var last: CalendarDate?
    public private(set) var samples: [ImportedSet] = []
    /// The units the rows are in, in the order first met.
    public private(set) var units: [WeightUnit] = []
    private var dates: Set<CalendarDate> = []

    public init() {}

    public var days: Int { dates.count }

    /// Counts one row of the file, as the importer read it.
    public mutating func add(_ set: ImportedSet) {
        rows += 1
        dates.insert(set.date)
        if first.map({ set.date < $0 }) ?? true { first = set.date }
        if last.map({ set.date > $0 }) ?? true { last = set.date }
        if samples.count < Self.sampleCount { samples.append(set) }
        if !units.contains(set.unit) { units.append(set.unit) }
    }
}
