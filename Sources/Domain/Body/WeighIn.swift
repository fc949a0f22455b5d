/// One reading of the scale: the weight in the unit it was given in, and the body-fat
/// percentage when the scale or the lifter gave one.
public struct WeighIn: Sendable, Equatable {
    /// 0 for one not stored yet.
    public let id: Int64
    public let takenAt: LocalTime
    public let weight: Double
    public let unit: WeightUnit
    public let bodyFat: Double?
    public let source: BodySource

    public init(id: Int64 = 0, takenAt: LocalTime, weight: Double, unit: WeightUnit, bodyFat: Double? = nil, source: BodySource) {
        self.id = id
        self.takenAt = takenAt
        self.weight = weight
        self.unit = unit
        self.bodyFat = bodyFat
        self.source = source
    }

    public var date: CalendarDate { takenAt.date }
    public var kilograms: Double { unit.toKilograms(weight) }

    /// The profile's body weight this weigh-in makes.
    public var bodyWeight: BodyWeight { BodyWeight(value: weight, unit: unit, date: date) }
}
