/// Every size and count a routine may have, checked by the text parser before it builds values
/// and by the app's forms.
public enum RoutineLimits {
    /// Characters in a routine's or a day's name.
    public static let nameLength = 1...80
    /// Characters in a lift's name, as the workout form allows.
    public static let liftLength = WorkoutInput.liftLength
    public static let maxDays = 14
    public static let maxExercisesPerDay = 30
    public static let sets = 1...20
    public static let reps = 1...100
    public static let restSeconds = 0...3600
    public static let noteLength = 200
    /// The heaviest weight, training max or increment, as the workout form allows.
    public static let maxWeight = 2_000.0
    /// RPE from 1 to 10, in halves.
    public static let rpe = 1.0...10.0
    /// A percentage of a training max.
    public static let percent = 1.0...200.0
    /// Lines of a routine's text: a name, 14 day headings and 14 × 30 exercises, and blank
    /// lines between them, with room to spare.
    public static let maxLines = 1_000
    /// Characters on one line of a routine's text.
    public static let maxLineLength = 500
}
