/// One line of a one-rep-max table: a rep count or a percentage, and the weight for it.
public struct OneRepMaxTableRow: Sendable, Equatable {
    /// Reps in the reps table, percent of the one-rep max in the percentages table.
    public let value: Int
    /// A weight the bar can be loaded to, in the unit of the one-rep max.
    public let weight: Double

    public init(value: Int, weight: Double) {
        self.value = value
        self.weight = weight
    }
}
