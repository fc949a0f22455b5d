/// A validated weigh-in form: the day, the weight with its unit, and optionally the body-fat
/// percentage and tape measurements, with the log's rules (a weight from 20 to 400 kg, a
/// decimal comma, a day not in the future).
public struct WeighInInput: Sendable, Equatable {
    public let date: CalendarDate
    public let weight: Double
    public let unit: WeightUnit
    public let bodyFat: Double?
    public let measurements: [(name: String, value: Double)]
    public let lengthUnit: LengthUnit

    /// From 2 %, a contest-day extreme, to 75 %.
    public static let bodyFatPercent = 2.0...75.0
    /// From a thin wrist to the widest waist, in centimetres.
    public static let measurementCentimetres = 5.0...300.0
    public static let earliest = CalendarDate(year: 1900, month: 1, day: 1)!

    /// `measurements` holds the form's named fields as typed (empty ones are left out), the
    /// lifter's own name among them; each error names its field.
    public static func parse(date: String?, weight: String?, unit: String?, bodyFat: String?, lengthUnit: String?,
                             measurements: [(field: String, name: String, value: String)], defaultUnit: WeightUnit,
                             today: CalendarDate) -> Result<WeighInInput, FieldErrors> {
        var errors: [FieldError] = []
        let dateText = String((date ?? "").trimmingSpaces())
        let day = dateText.isEmpty ? today : CalendarDate(iso: dateText)
        if day == nil || day! > today || day! < earliest {
            errors.append(FieldError(field: "date", message: "Enter the day you weighed yourself as a real date, today or earlier."))
        }
        let unit = FormValue.choice(unit, fallback: defaultUnit, field: "unit", message: "Choose kg or lb.", errors: &errors)
        let value = unit.flatMap { bodyWeight(weight, unit: $0, errors: &errors) }
        let fat = Self.bodyFat(bodyFat, errors: &errors)
        let length = FormValue.choice(lengthUnit, fallback: LengthUnit.cm, field: "length_unit", message: "Choose cm or in.", errors: &errors) ?? .cm
        let taken = Self.measurements(measurements, unit: length, errors: &errors)
        guard errors.isEmpty, let day, let unit, let value else { return .failure(FieldErrors(errors)) }
        return .success(WeighInInput(date: day, weight: value, unit: unit, bodyFat: fat, measurements: taken, lengthUnit: length))
    }

    /// The weigh-in as stored: a form's has no time, so it counts as noon (`LocalTime.formSecond`).
    public func weighIn(source: BodySource) -> WeighIn {
        WeighIn(takenAt: takenAt, weight: weight, unit: unit, bodyFat: bodyFat, source: source)
    }

    public var takenAt: LocalTime { LocalTime(date: date, second: LocalTime.formSecond) }

    public func bodyMeasurements() -> [BodyMeasurement] {
        measurements.map { BodyMeasurement(takenAt: takenAt, name: $0.name, value: $0.value, unit: lengthUnit) }
    }

    /// The body-weight range in `unit`, rounded outwards to whole numbers for the message.
    public static func weightRange(_ unit: WeightUnit) -> ClosedRange<Double> {
        unit.fromKilograms(ProfileInput.bodyWeightKilograms.lowerBound)...unit.fromKilograms(ProfileInput.bodyWeightKilograms.upperBound)
    }

    private static func bodyWeight(_ raw: String?, unit: WeightUnit, errors: inout [FieldError]) -> Double? {
        let range = weightRange(unit)
        guard let value = FormValue.decimal(raw, in: range) else {
            let prompt = FormValue.isDecimal(raw) ? "Enter a body weight" : "Enter your weight as a number"
            errors.append(FieldError(field: "weight", message:
                "\(prompt) from \(NumberText.plain(range.lowerBound.rounded())) to \(NumberText.plain(range.upperBound.rounded())) \(unit.rawValue)."))
            return nil
        }
        return value
    }

    private static func bodyFat(_ raw: String?, errors: inout [FieldError]) -> Double? {
        let text = (raw ?? "").trimmingSpaces()
        guard !text.isEmpty else { return nil }
        guard let value = FormValue.decimal(String(text), in: bodyFatPercent) else {
            errors.append(FieldError(field: "body_fat", message: "Enter your body fat as a percentage from 2 to 75, or leave it empty."))
            return nil
        }
        return value
    }

    private static func measurements(_ fields: [(field: String, name: String, value: String)], unit: LengthUnit,
                                     errors: inout [FieldError]) -> [(name: String, value: Double)] {
        let range = unit.fromCentimetres(measurementCentimetres.lowerBound)...unit.fromCentimetres(measurementCentimetres.upperBound)
        var taken: [(name: String, value: Double)] = []
        for field in fields where !field.value.trimmingSpaces().isEmpty {
            guard let name = MeasurementName.normalized(field.name) else {
                errors.append(FieldError(field: "measurement_name", message: "Name your own measurement in 1 to 40 characters."))
                continue
            }
            guard let value = FormValue.decimal(field.value, in: range) else {
                errors.append(FieldError(field: field.field, message:
                    "Enter the \(name) from \(NumberText.plain(range.lowerBound.rounded(.down))) to \(NumberText.plain(range.upperBound.rounded(.up))) \(unit.rawValue), or leave it empty."))
                continue
            }
            if !taken.contains(where: { $0.name == name }) { taken.append((name, value)) }
        }
        return taken
    }

    public static func == (lhs: WeighInInput, rhs: WeighInInput) -> Bool {
        lhs.date == rhs.date && lhs.weight == rhs.weight && lhs.unit == rhs.unit && lhs.bodyFat == rhs.bodyFat
            && lhs.lengthUnit == rhs.lengthUnit && lhs.measurements.elementsEqual(rhs.measurements) { $0.name == $1.name && $0.value == $1.value }
    }
}
