/// A validated strength-points calculator query. Weights are in `unit`, as entered.
public struct StrengthPointsInput: Sendable, Equatable {
    /// The body weights the formulas are meant for, in kilograms; outside it they only
    /// clamp or break down, so the form refuses such input instead.
    public static let bodyweightRangeKg = 20.0...400.0

    public let sex: Sex
    public let bodyweight: Double
    public let squat: Double
    public let bench: Double
    public let deadlift: Double
    public let unit: WeightUnit
    public let equipment: Equipment

    public init(
        sex: Sex, bodyweight: Double, squat: Double, bench: Double, deadlift: Double,
        unit: WeightUnit, equipment: Equipment
    ) {
        self.sex = sex
        self.bodyweight = bodyweight
        self.squat = squat
        self.bench = bench
        self.deadlift = deadlift
        self.unit = unit
        self.equipment = equipment
    }

    public func scores() -> StrengthScores {
        StrengthScores.compute(
            sex: sex, bodyweightKg: unit.toKilograms(bodyweight), squatKg: unit.toKilograms(squat),
            benchKg: unit.toKilograms(bench), deadliftKg: unit.toKilograms(deadlift), equipment: equipment)
    }

    /// `unit` and `equipment` default to kg and raw when missing or empty; `sex` is required.
    public static func parse(
        sex: String?, bodyweight: String?, squat: String?, bench: String?, deadlift: String?,
        unit: String?, equipment: String?
    ) -> Result<StrengthPointsInput, FieldErrors> {
        var errors: [FieldError] = []
        let unit: WeightUnit? = FormValue.choice(
            unit, fallback: .kg, field: "unit", message: "Choose kg or lb", errors: &errors)
        let sex: Sex? = FormValue.choice(
            sex, fallback: nil, field: "sex", message: "Choose male or female", errors: &errors)
        let bodyweight = parseBodyweight(bodyweight, unit: unit, errors: &errors)
        let squat = FormValue.lift(
            squat, field: "squat", name: "Squat", prompt: "Enter your best squat, e.g. 180", unit: unit,
            errors: &errors)
        let bench = FormValue.lift(
            bench, field: "bench", name: "Bench press", prompt: "Enter your best bench press, e.g. 120",
            unit: unit, errors: &errors)
        let deadlift = FormValue.lift(
            deadlift, field: "deadlift", name: "Deadlift", prompt: "Enter your best deadlift, e.g. 220",
            unit: unit, errors: &errors)
        let equipment: Equipment? = FormValue.choice(
            equipment, fallback: .raw, field: "equipment", message: "Choose raw or single-ply", errors: &errors)
        guard let sex, let bodyweight, let squat, let bench, let deadlift, let unit, let equipment else {
            return .failure(FieldErrors(errors))
        }
        return .success(StrengthPointsInput(
            sex: sex, bodyweight: bodyweight, squat: squat, bench: bench, deadlift: deadlift,
            unit: unit, equipment: equipment))
    }

    /// Checked in kilograms whatever the unit; with no valid unit the range cannot be
    /// checked and the unit field carries the error.
    private static func parseBodyweight(_ raw: String?, unit: WeightUnit?, errors: inout [FieldError]) -> Double? {
        guard FormValue.isDecimal(raw) else {
            errors.append(FieldError(field: "bodyweight", message: "Enter your body weight, e.g. 82.5"))
            return nil
        }
        guard let unit else { return nil }
        guard let value = FormValue.decimal(raw, in: FormValue.finite), bodyweightRangeKg.contains(unit.toKilograms(value)) else {
            errors.append(FieldError(field: "bodyweight", message: bodyweightRangeMessage(unit)))
            return nil
        }
        return value
    }

    private static func bodyweightRangeMessage(_ unit: WeightUnit) -> String {
        switch unit {
        case .kg: bodyweightRangeMessageKg
        case .lb: bodyweightRangeMessageLb
        }
    }

    /// Built once. The pound bounds are rounded inwards to a tenth (44.1 to 881.8 lb), so
    /// every weight the message allows is accepted.
    private static let bodyweightRangeMessageKg = rangeMessage(unit: .kg)
    private static let bodyweightRangeMessageLb = rangeMessage(unit: .lb)

    private static func rangeMessage(unit: WeightUnit) -> String {
        let low = (unit.fromKilograms(bodyweightRangeKg.lowerBound) * 10).rounded(.up)
        let high = (unit.fromKilograms(bodyweightRangeKg.upperBound) * 10).rounded(.down)
        return "Body weight must be from \(tenths(low)) to \(tenths(high)) \(unit.rawValue)"
    }

    /// "20" for 200 tenths, "44.1" for 441.
    private static func tenths(_ count: Double) -> String {
        let whole = Int(clamping: count) / 10
        let fraction = Int(clamping: count) % 10
        return fraction == 0 ? "\(whole)" : "\(whole).\(fraction)"
    }
}
