/// Every size and count a routine may have, checked by the text parser before it builds values
/// and by `Routine.problem` for the app's forms.
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
    /// A planned weight or a training max, as the workout form allows (0 is body weight).
    public static let weight = 0.0...FormValue.maxLift
    /// A rule's increment: more than 0 (none would never progress), at most 100.
    public static let increment = 0.01...100.0
    /// RPE from 1 to 10, in halves.
    public static let rpe = 1.0...10.0
    /// A percentage of a training max.
    public static let percent = 1.0...200.0
    /// Lines of a routine's text: a name, 14 day headings and 14 × 30 exercises, and blank
    /// lines between them, with room to spare.
    public static let maxLines = 1_000
    /// Characters on one line of a routine's text: a lift of 100, a note of 200 and the rest.
    public static let maxLineLength = 500
    /// Bytes of a routine's text, checked before anything is read.
    public static let maxTextBytes = 512 * 1024

    /// Whether `value` is in `range` and has at most two decimals, as the text writes numbers
    /// (so that a number read back is the same number).
    static func holds(_ value: Double, in range: ClosedRange<Double>) -> Bool {
        let hundredths = value * 100
        return range.contains(value) && abs(hundredths - hundredths.rounded()) < 1e-6
    }

    /// Whether `group` names a superset as a routine writes it: one capital letter, A to Z.
    public static func isSupersetGroup(_ group: String) -> Bool {
        group.unicodeScalars.count == 1 && group.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The superset label a line of a routine's text starts with ("A1", "B12"): a capital
    /// letter and a number; nil for any other first word.
    static func supersetLabel(_ word: Substring) -> (group: String, number: Substring)? {
        guard let letter = word.first, RoutineLimits.isSupersetGroup(String(letter)), (2...3).contains(word.count) else { return nil }
        let number = word.dropFirst()
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return (String(letter), number)
    }

    /// Whether `value` is an RPE: 1 to 10 in halves.
    static func isRPE(_ value: Double) -> Bool {
        rpe.contains(value) && (value * 2).rounded() == value * 2
    }
}

extension RoutineLimits {
    /// What is wrong with a name or note as a routine holds it, for the forms: within
    /// `length` characters, no refused character (`PlainText`), no spaces around it. (Text in
    /// another normal form is equal as Swift compares strings, so the text's NFC is no change.)
    static func problem(_ text: String, what: String, length: ClosedRange<Int>) -> String? {
        if text.isEmpty && length.lowerBound > 0 { return "Enter the \(what)." }
        if text.count > length.upperBound { return "Keep the \(what) to \(length.upperBound) characters or fewer." }
        if case .failure(let problem) = PlainText.parse(text, multiline: false) { return problem.message }
        if text.trimmingSpaces() != Substring(text) { return "Remove the spaces around the \(what)." }
        return nil
    }
}
