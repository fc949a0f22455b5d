/// The choices of the import form: the format (`auto` detects it) and the unit of weights
/// for formats whose rows carry none.
public struct HistoryImportOptions: Sendable, Equatable {
    /// nil: detect the format from the file.
    public let format: ImportFormat?
    public let unit: WeightUnit

    public init(format: ImportFormat?, unit: WeightUnit) {
        self.format = format
        self.unit = unit
    }

    /// Empty or absent values take the defaults: detection, and the lifter's unit.
    public static func parse(format: String?, unit: String?, defaultUnit: WeightUnit) -> Result<Self, FieldErrors> {
        var errors: [FieldError] = []
        var chosenFormat: ImportFormat?
        if let format, !format.isEmpty, format != "auto" {
            chosenFormat = ImportFormat(rawValue: format)
            if chosenFormat == nil {
                errors.append(FieldError(field: "format", message: "Choose a format from the list: "
                    + (["auto"] + ImportFormat.allCases.map(\.rawValue)).joined(separator: ", ") + "."))
            }
        }
        var chosenUnit = defaultUnit
        if let unit, !unit.isEmpty {
            if let parsed = WeightUnit(rawValue: unit) { chosenUnit = parsed } else {
                errors.append(FieldError(field: "unit", message: "Choose kg or lb."))
            }
        }
        guard errors.isEmpty else { return .failure(FieldErrors(errors)) }
        return .success(Self(format: chosenFormat, unit: chosenUnit))
    }
}
