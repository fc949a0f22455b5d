/// Where a workout entry came from: typed into the form, or imported from another app's
/// export (the strength history's importers) or from our own CSV.
public enum WorkoutSource: String, Sendable, CaseIterable {
    case form, fitbod, strong, hevy, fitnotes, liftinglog
}
