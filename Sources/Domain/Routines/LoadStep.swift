/// Rounds a computed weight to what a bar can carry: the nearest whole multiple of a step
/// (2.5 kg, 5 lb, or a rule's increment). A weight is rounded once, when a target is made from
/// a percentage, a deload or a conversion; weights the lifter logged stay exact.
enum LoadStep {
    static func rounded(_ weight: Double, step: Double, unit: WeightUnit) -> Double {
        guard step > 0, step.isFinite else { return weight }
        // A bar of nothing and one plate of half the step: the nearest multiple of the step.
        return PlateLoading(unit: unit, bar: 0, plates: [step / 2]).loadable(weight)
    }

    /// 2.5 kg or 5 lb: the smallest pair of plates most gyms have.
    static func standard(_ unit: WeightUnit) -> Double {
        ProgressionRule.defaultIncrement(unit: unit)
    }

    /// A rule's increment as its rounding step, or the standard step when it is not a usable
    /// number (a routine built in code may hold anything).
    static func of(increment: Double, unit: WeightUnit) -> Double {
        increment > 0 && increment.isFinite ? increment : standard(unit)
    }
}
