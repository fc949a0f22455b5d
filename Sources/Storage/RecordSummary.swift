/// A lift's record as `exercise_records` keeps it: its training days, its latest day's best
/// and its PR (the earliest day reaching the highest best). A write that only adds to a day,
/// or leaves its best as it was, moves it by that day alone (`folding`), so a save reads the
/// few rows of its own day rather than every day the lifter has trained the lift.
struct RecordSummary: Equatable {
    typealias Day = (date: String, kilograms: Double)

    var days: Int
    var latest: Day
    var record: Day

    static func == (left: Self, right: Self) -> Bool {
        left.days == right.days && left.latest == right.latest && left.record == right.record
    }

    /// The summary once `date`'s best went from `before` to `after` (nil: no best that day);
    /// nil when the best fell or the day lost its best, which can hand the PR or the latest
    /// day to another day: only reading all of them tells which.
    func folding(date: String, before: Double?, after: Double?) -> RecordSummary? {
        guard let after else { return before == nil ? self : nil }
        if let before, after < before { return nil }
        var folded = self
        if before == nil { folded.days += 1 }
        if date >= latest.date { folded.latest = (date, after) }
        if after > record.kilograms || (after == record.kilograms && date < record.date) { folded.record = (date, after) }
        return folded
    }
}
