/// The load of an exercise.
public enum LoadTarget: Sendable, Equatable {
    /// A weight in the given unit; 0 is body weight.
    case weight(Double, WeightUnit)
    /// A percentage (75 means 75 %) of the exercise's training max (its wave rule's, or the
    /// heaviest weight the lifter logged for it when it has no wave rule).
    case percentOfTrainingMax(Double)
    /// A rating of perceived exertion, 1...10 in halves: the lifter picks the weight.
    case rpe(Double)
}
