/// One tape measurement, by its name ("waist", or the lifter's own), at a moment.
public struct BodyMeasurement: Sendable, Equatable {
    public let id: Int64
    public let takenAt: LocalTime
    public let name: String
    public let value: Double
    public let unit: LengthUnit

    public init(id: Int64 = 0, takenAt: LocalTime, name: String, value: Double, unit: LengthUnit) {
        self.id = id
        self.takenAt = takenAt
        self.name = name
        self.value = value
        self.unit = unit
    }
}
