/// A live workout: started today, its sets ticked one by one, finished by the lifter or by
/// itself once it has been left idle (`idleLimit`). Times are Unix seconds.
public struct WorkoutSession: Sendable, Equatable {
    public let id: Int64
    public let date: CalendarDate
    public let startedAt: Int64
    public var finishedAt: Int64?
    public var lastSetAt: Int64?
    public let routineDayID: Int64?

    /// Six hours without a set: the lifter went home and forgot "Finish".
    public static let idleLimit: Int64 = 6 * 3_600

    public init(id: Int64, date: CalendarDate, startedAt: Int64, finishedAt: Int64? = nil, lastSetAt: Int64? = nil, routineDayID: Int64? = nil) {
        self.id = id
        self.date = date
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.lastSetAt = lastSetAt
        self.routineDayID = routineDayID
    }

    public var isOpen: Bool { finishedAt == nil }

    /// The last sign of life: the last set ticked, or the start.
    public var lastActivity: Int64 { max(lastSetAt ?? startedAt, startedAt) }

    /// When an open session left idle ends by itself: at its last set, so its duration is the
    /// training, not the hours it sat open. Nil while it is still live at `now`.
    public func idleFinish(at now: Int64) -> Int64? {
        guard isOpen, now - lastActivity >= Self.idleLimit else { return nil }
        return lastActivity
    }

    /// Seconds from the start to the finish (or to `now` while open).
    public func duration(at now: Int64) -> Int64 {
        max(0, (finishedAt ?? now) - startedAt)
    }
}
