/// One row of a session block: the set as planned or as typed (text, as the form holds it),
/// what that set was last time, and once ticked the entry it was saved as.
public struct SessionSet: Sendable, Equatable {
    public let id: Int64
    public var weight: String
    public var reps: String
    public var rpe: String
    public var kind: SetKind
    public let lastTime: String
    /// The row's own id for the entry it is saved as: a tick sent twice is one entry.
    public let clientID: String
    public let entryID: Int64?

    public init(id: Int64, weight: String, reps: String, rpe: String, kind: SetKind, lastTime: String, clientID: String, entryID: Int64?) {
        self.id = id
        self.weight = weight
        self.reps = reps
        self.rpe = rpe
        self.kind = kind
        self.lastTime = lastTime
        self.clientID = clientID
        self.entryID = entryID
    }

    public var isDone: Bool { entryID != nil }
}
