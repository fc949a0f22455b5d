/// A validated one-rep-max calculator query: the weight lifted, in `unit`, for `reps`.
public struct OneRepMaxInput: Sendable, Equatable {
    public static let repRange = 1...30

    public let weight: Double
    public let reps: Int
    public let unit: WeightUnit

    public init(weight: Double, reps: Int, unit: WeightUnit) {
        self.weight = weight
        self.reps = reps
        self.unit = unit
    }

    /// Above 12 reps the formulas drift apart and the estimate is worth little.
    public var warnsUnreliable: Bool { reps > 12 }

    /// `unit` defaults to kg when missing or empty.
    public static func parse(weight: String?, reps: String?, unit: String?) -> Result<OneRepMaxInput, FieldErrors> {
        var errors: [FieldError] = []
        let unit: WeightUnit? = FormValue.choice(
            unit, fallback: .kg, field: "unit", message: "Choose kg or lb", errors: &errors)
        let weight = FormValue.lift(
            weight, field: "weight", name: "Weight", prompt: "Enter the weight you lifted, e.g. 102.5",
            unit: unit, errors: &errors)
        let reps = BoundedNumber.integer(reps, in: repRange)
        if reps == nil {
            errors.append(FieldError(field: "reps", message: "Reps must be a whole number from 1 to 30"))
        }
        guard let weight, let reps, let unit else { return .failure(FieldErrors(errors)) }
        return .success(OneRepMaxInput(weight: weight, reps: reps, unit: unit))
    }
}
