/// A WOD line written as a percentage of a lift's one-rep max: `5x3 @ 80% Back Squat`,
/// `EMOM 10: 2 Power Clean @ 70%`, `Back Squat 5x3 @ 80%`. The lift is the words after the
/// percentage, or else the words before the `@` once the scheme ("EMOM 10:", "5x3", "2") is
/// taken off; the scheme's sets × reps are kept to say the line again.
public struct PercentLine: Sendable, Equatable {
    public let lift: String
    public let percent: Double
    /// "5 × 3", or empty.
    public let scheme: String

    public static let percents = 1.0...150.0
    /// Longer is a sentence, not a lift's name.
    static let maxLift = 100

    public init(lift: String, percent: Double, scheme: String) {
        self.lift = lift
        self.percent = percent
        self.scheme = scheme
    }

    public static func parse(_ line: String) -> PercentLine? {
        guard let at = line.firstIndex(of: "@") else { return nil }
        let afterAt = line[line.index(after: at)...]
        guard let percentSign = afterAt.firstIndex(of: "%"),
              let percent = BoundedNumber.decimal(String(afterAt[..<percentSign]).replacingComma(), in: percents) else { return nil }
        let before = String(line[..<at])
        let scheme = words(before).first(where: isSetsByReps).map(schemeText) ?? ""
        let after = liftWords(words(String(afterAt[afterAt.index(after: percentSign)...])))
        let lift = after.isEmpty ? liftWords(words(before.split(separator: ":").last.map(String.init) ?? "")) : after
        guard !lift.isEmpty, lift.count <= Self.maxLift else { return nil }
        return PercentLine(lift: lift, percent: percent, scheme: scheme)
    }

    /// The words that name a lift: scheme tokens (numbers, `5x3`) and joining words left out.
    private static func liftWords(_ words: [String]) -> String {
        words.filter { word in word.contains(where: \.isLetter) && !isSetsByReps(word) && !["of", "x", "×"].contains(word.lowercased()) }
            .joined(separator: " ")
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "-" || $0 == "–" }).map(String.init)
    }

    /// `5x3`, `3X5`, `5×3`.
    private static func isSetsByReps(_ word: String) -> Bool {
        let parts = word.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        return parts.count == 2 && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private static func schemeText(_ word: String) -> String {
        word.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).joined(separator: " × ")
    }
}

private extension String {
    /// "80,5" as a European keyboard writes 80.5.
    func replacingComma() -> String { String(map { $0 == "," ? "." : $0 }) }
}
