/// How hard a set was, on the rating of perceived exertion: 1 to 10 in steps of 0.5, where 10
/// is a set to failure and 8 leaves two reps in reserve. Lifters write either ("@8", "RPE 8",
/// "RIR 2"); both read to the same value and the page shows both.
public struct RPE: Sendable, Hashable, Comparable {
    /// Halves, 2...20: a whole number, so the value is exact and compares exactly.
    public let halves: Int

    public static let range = 1.0...10.0
    /// What an import's message says a value must be.
    static let rule = "from 1 to 10 in steps of 0.5"

    public init?(_ value: Double) {
        guard Self.range.contains(value), (value * 2).rounded() == value * 2 else { return nil }
        halves = Int(clamping: (value * 2).rounded())
    }

    public var value: Double { Double(halves) / 2 }

    /// Reps left in the tank: 10 − RPE.
    public var repsInReserve: Double { 10 - value }

    /// What a lifter types: "8", "8.5", "8,5", "@8", "RPE 8", or reps in reserve as "RIR 2" or
    /// "2 RIR". Nil for anything else; blank is read by the caller as "no RPE".
    public static func parse(_ raw: String) -> RPE? {
        var text = raw.trimmingSpaces().lowercased()
        var inReserve = false
        if text.hasPrefix("@") { text = String(text.dropFirst()) }
        for (word, isReserve) in [("rpe", false), ("rir", true)] {
            if text.hasPrefix(word) {
                text = String(text.dropFirst(word.count))
                inReserve = isReserve
            } else if text.hasSuffix(word) {
                text = String(text.dropLast(word.count))
                inReserve = isReserve
            }
        }
        guard let number = FormValue.decimal(text, in: 0...10) else { return nil }
        return RPE(inReserve ? 10 - number : number)
    }

    /// "8" or "8.5", as the log writes it.
    public var text: String { NumberText.plain(value) }

    /// "RPE 8 (2 RIR)": the page shows both ways.
    public var description: String { "RPE \(text) (\(NumberText.plain(repsInReserve)) RIR)" }

    public static func < (a: RPE, b: RPE) -> Bool { a.halves < b.halves }
}
