import Domain

/// The weigh-in form on `/body`, new and edit alike: the day, the weight, the body fat, and
/// tape measurements, each standard place its own field and one of the lifter's own naming.
enum WeighInField: String, FormField {
    case date, weight, unit
    case bodyFat = "body_fat"
    case lengthUnit = "length_unit"
    case waist, chest, hips, arm, thigh, calf, neck
    case measurementName = "measurement_name"
    case measurementValue = "measurement_value"

    /// The fields of the standard places, in the form's order (`MeasurementName.standard`).
    static let places: [WeighInField] = [.waist, .chest, .hips, .arm, .thigh, .calf, .neck]
}

typealias WeighInForm = SubmittedForm<WeighInField>

extension SubmittedForm where Field == WeighInField {
    /// A fresh form on today, in the lifter's units.
    init(today: CalendarDate, unit: WeightUnit) {
        self.init([.date: today.iso, .unit: unit.rawValue, .lengthUnit: (unit == .lb ? LengthUnit.inches : .cm).rawValue])
    }

    /// The form holding a stored weigh-in and the measurements taken with it; the first one
    /// of the lifter's own naming fills the free pair.
    init(weighIn: WeighIn, measurements: [BodyMeasurement]) {
        var values: [WeighInField: String] = [.date: weighIn.date.iso, .weight: NumberText.plain(weighIn.weight), .unit: weighIn.unit.rawValue,
                                              .bodyFat: weighIn.bodyFat.map { NumberText.plain($0.roundedToTenths()) } ?? "",
                                              .lengthUnit: (measurements.first?.unit ?? .cm).rawValue]
        for measurement in measurements {
            if let place = WeighInField(rawValue: measurement.name), WeighInField.places.contains(place) {
                values[place] = NumberText.plain(measurement.value)
            } else if values[.measurementName] == nil {
                values[.measurementName] = measurement.name
                values[.measurementValue] = NumberText.plain(measurement.value)
            }
        }
        self.init(values)
    }

    func input(defaultUnit: WeightUnit, today: CalendarDate) -> Result<WeighInInput, FieldErrors> {
        validated { form in
            var measurements = WeighInField.places.map { (field: $0.rawValue, name: $0.rawValue, value: form[$0] ?? "") }
            measurements.append((field: WeighInField.measurementValue.rawValue, name: form[.measurementName] ?? "", value: form[.measurementValue] ?? ""))
            return WeighInInput.parse(date: form[.date], weight: form[.weight], unit: form[.unit], bodyFat: form[.bodyFat],
                                      lengthUnit: form[.lengthUnit], measurements: measurements, defaultUnit: defaultUnit, today: today)
        }
    }
}
