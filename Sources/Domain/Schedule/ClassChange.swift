/// A one-off change to a class on one date (`class_changes`): that day's weekly occurrence is
/// cancelled, or the class runs an extra time with times of its own.
public struct ClassChange: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case cancelled
        case extra(starts: ClockTime, ends: ClockTime)
    }

    public let classID: Int64
    public let date: CalendarDate
    public let kind: Kind

    public init(classID: Int64, date: CalendarDate, kind: Kind) {
        self.classID = classID
        self.date = date
        self.kind = kind
    }
}
