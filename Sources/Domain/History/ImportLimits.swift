/// The ranges an imported set must fall in: the same as a set typed into the workout form
/// (`WorkoutInput`), so an import stores nothing the form would refuse.
enum ImportLimits {
    static let reps = 1...1_000
    static let repsRule = "from 1 to 1,000"
    static let sets = 1...100
    static let setsRule = "from 1 to 100"
    /// `FormValue.maxLift`, in the set's own unit.
    static let weight = 0...FormValue.maxLift
    static let weightRule = "from 0 to 2,000"
}
