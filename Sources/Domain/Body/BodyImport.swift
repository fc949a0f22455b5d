/// What an export holds for the body log, each reading checked by the form's rules (a weight
/// from 20 to 400 kg, body fat from 2 to 75 %, a day not in the future); what fails them is
/// refused with its reason, the rest kept.
public struct BodyImport: Sendable {
    /// Refusals listed on the report; the rest are counted.
    public static let shownRefusals = 50
    /// Decades of several weigh-ins a day; a file with more is not a body log.
    public static let maxReadings = 500_000

    public let format: BodyImportFormat
    public let today: CalendarDate
    public private(set) var weighIns: [WeighIn] = []
    public private(set) var measurements: [BodyMeasurement] = []
    public private(set) var refused: [BodyRefusal] = []
    public private(set) var refusedCount = 0
    /// A Fitbit file gives no unit: the one taken from the form, for the report to say.
    public var assumedUnit: WeightUnit?

    public init(format: BodyImportFormat, today: CalendarDate) {
        self.format = format
        self.today = today
    }

    public var isEmpty: Bool { weighIns.isEmpty && measurements.isEmpty }

    public mutating func refuse(_ place: String, _ reason: String) {
        refusedCount += 1
        if refused.count < Self.shownRefusals { refused.append(BodyRefusal(place: place, reason: reason)) }
    }

    /// A weigh-in, unless its weight, day or count is out of bounds; a body fat out of its
    /// range is left out and said, the weight kept.
    public mutating func addWeighIn(_ weight: Double, unit: WeightUnit, at time: LocalTime, bodyFat: Double?, place: String) {
        guard checkDay(time, place: place) else { return }
        let range = WeighInInput.weightRange(unit)
        guard range.contains(weight) else {
            return refuse(place, "the weight \(NumberText.plain(weight.roundedToHundredths())) \(unit.rawValue) is not from \(NumberText.plain(range.lowerBound.rounded())) to \(NumberText.plain(range.upperBound.rounded())) \(unit.rawValue)")
        }
        var fat = bodyFat
        if let value = bodyFat, !WeighInInput.bodyFatPercent.contains(value) {
            refuse(place, "the body fat \(NumberText.plain(value.roundedToTenths())) % is not from 2 to 75 %; the weight was kept without it")
            fat = nil
        }
        weighIns.append(WeighIn(takenAt: time, weight: weight, unit: unit, bodyFat: fat.map { $0.roundedToHundredths() }, source: format.source))
    }

    public mutating func addMeasurement(_ name: String, value: Double, unit: LengthUnit, at time: LocalTime, place: String) {
        guard checkDay(time, place: place) else { return }
        guard WeighInInput.measurementCentimetres.contains(unit.toCentimetres(value)) else {
            return refuse(place, "the \(name) \(NumberText.plain(value.roundedToHundredths())) \(unit.rawValue) is not from 5 to 300 cm")
        }
        measurements.append(BodyMeasurement(takenAt: time, name: name, value: value, unit: unit))
    }

    /// Body fat given apart from the weight (Apple Health keeps each quantity as its own
    /// record): it joins the weigh-in of the same time, else the day's latest weigh-in.
    public mutating func attach(bodyFat readings: [(time: LocalTime, percent: Double)]) {
        guard !readings.isEmpty else { return }
        var byTime: [LocalTime: Int] = [:], byDay: [CalendarDate: Int] = [:]
        for (index, weighIn) in weighIns.enumerated() {
            byTime[weighIn.takenAt] = index
            if let latest = byDay[weighIn.date], weighIns[latest].takenAt > weighIn.takenAt { continue }
            byDay[weighIn.date] = index
        }
        for reading in readings {
            let place = "the body fat of \(reading.time.text)"
            guard let index = byTime[reading.time] ?? byDay[reading.time.date] else {
                refuse(place, "there is no weigh-in on that day to keep it with")
                continue
            }
            guard WeighInInput.bodyFatPercent.contains(reading.percent) else {
                refuse(place, "the body fat \(NumberText.plain(reading.percent.roundedToTenths())) % is not from 2 to 75 %")
                continue
            }
            let weighIn = weighIns[index]
            weighIns[index] = WeighIn(takenAt: weighIn.takenAt, weight: weighIn.weight, unit: weighIn.unit,
                                      bodyFat: reading.percent.roundedToHundredths(), source: weighIn.source)
        }
    }

    /// The reading's day is real, from 1900, and not in the future; the import holds no more
    /// than `maxReadings`.
    private mutating func checkDay(_ time: LocalTime, place: String) -> Bool {
        guard weighIns.count + measurements.count < Self.maxReadings else {
            refuse(place, "the file holds more than \(NumberText.grouped(Self.maxReadings)) readings; the rest were left out")
            return false
        }
        guard time.date <= today, time.date >= WeighInInput.earliest else {
            refuse(place, "the day \(time.date.iso) is in the future or before 1900")
            return false
        }
        return true
    }
}
