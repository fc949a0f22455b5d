/// One exercise of a live session: its lift, the unit its weights are in, the rest after a
/// set, whether it is done as a superset with the block before it, and its rows.
public struct SessionBlock: Sendable, Equatable {
    public let id: Int64
    public let lift: String
    public let unit: WeightUnit
    public let restSeconds: Int
    public let joined: Bool
    /// What was planned, as the routine writes it ("3 × 5 @ 100 kg"); empty for a free block.
    public let plan: String
    public var rows: [SessionSet]

    public init(id: Int64, lift: String, unit: WeightUnit, restSeconds: Int, joined: Bool, plan: String, rows: [SessionSet]) {
        self.id = id
        self.lift = lift
        self.unit = unit
        self.restSeconds = restSeconds
        self.joined = joined
        self.plan = plan
        self.rows = rows
    }

    /// The session's blocks in the order they are done (`SessionOrder`).
    public static func order(_ blocks: [SessionBlock]) -> SessionOrder {
        SessionOrder(blocks.map { SessionOrder.Block(sets: $0.rows.count, rest: $0.restSeconds, joined: $0.joined) })
    }
}
