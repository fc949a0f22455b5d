/// The choices of the import form: the format (`auto` detects it), the unit of weights
/// for formats whose rows carry none, and the order of numeric dates when the file leaves
/// it open.
public struct HistoryImportOptions: Sendable, Equatable {
    /// nil: detect the format from the file.
    public let format: ImportFormat?
    public let unit: WeightUnit
    /// nil: decide from the file's dates.
    public let dayMonthOrder: DayMonthOrder?

    public init(format: ImportFormat?, unit: WeightUnit, dayMonthOrder: DayMonthOrder? = nil) {
        self.format = format
        self.unit = unit
        self.dayMonthOrder = dayMonthOrder
    }

    /// Empty or absent values take the defaults: detection, and the lifter's unit.
    public static func parse(format: String?, unit: String?, dateOrder: String? = nil, defaultUnit: WeightUnit) -> Result<Self, FieldErrors> {
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
        var order: DayMonthOrder?
        if let dateOrder, !dateOrder.isEmpty, dateOrder != "auto" {
            order = DayMonthOrder(rawValue: dateOrder)
            if order == nil { errors.append(FieldError(field: "date_order", message: "Choose day first or month first.")) }
        }
        guard errors.isEmpty else { return .failure(FieldErrors(errors)) }
        return .success(Self(format: chosenFormat, unit: chosenUnit, dayMonthOrder: order))
    }
}
