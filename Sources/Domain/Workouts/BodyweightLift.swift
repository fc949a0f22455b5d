/// Lifts done with the body's own weight, logged at 0 (issue 37): pull-ups, chin-ups, dips,
/// push-ups, sit-ups and the like, told by the words of the name as lift names are matched
/// (`LiftNameForm`: "Pull Ups", "pull-up" and "Pullup" alike), or by equipment named
/// "bodyweight". Any other lift at 0 is more likely a slip, so the log asks before saving.
public enum BodyweightLift {
    /// Words (particles joined, singular) that name a movement done with the body's weight.
    static let movements: Set<String> = [
        "pullup", "chinup", "dip", "pushup", "situp", "muscleup", "crunch", "plank", "burpee", "hyperextension", "handstand",
        "pistol", "toe to", "l sit", "leg raise", "knee raise", "air squat", "inverted row", "back extension", "nordic",
    ]

    public static func contains(_ lift: String) -> Bool {
        let form = LiftNameForm(lift)
        if form.equipment.contains(.bodyweight) { return true }
        let pairs = zip(form.words, form.words.dropFirst()).map { "\($0) \($1)" }
        return form.words.contains(where: movements.contains) || pairs.contains(where: movements.contains)
    }

    /// The question before saving `lift` at 0, or nil when the weight is not 0 or the lift is
    /// done with the body's weight.
    public static func zeroQuestion(lift: String, weight: Double, unit: WeightUnit) -> String? {
        guard weight == 0, !contains(lift) else { return nil }
        return "0 \(unit.rawValue) for \(lift)? Only a body-weight lift (pull-ups, dips, push-ups…) is logged at 0: save anyway?"
    }
}
