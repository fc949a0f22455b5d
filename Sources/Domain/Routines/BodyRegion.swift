/// Whether a lift works mostly the legs or the upper body: 5/3/1 raises a lower-body lift's
/// training max twice as fast (5 kg a cycle against 2.5 kg), as the legs gain strength faster.
public enum BodyRegion: Sendable, Equatable {
    case upper
    case lower

    /// Words in a lift's name that make it a lower-body lift ("Back Squat", "Romanian
    /// Deadlift", "Leg Press", "Walking Lunge", "Hip Thrust"); anything else is upper body.
    static let lowerBodyWords = [
        "squat", "deadlift", "leg", "lunge", "hip", "glute", "calf", "calves", "step-up", "step up",
        "good morning", "clean", "snatch", "thrust", "rdl", "split", "hamstring", "quad", "pistol",
    ]

    public init(lift: String) {
        let key = LiftName.key(lift)
        self = Self.lowerBodyWords.contains(where: { key.contains($0) }) ? .lower : .upper
    }
}
