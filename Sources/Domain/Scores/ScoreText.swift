/// Scores as people write them and read them: `4:35`, `5+12`, `102.5`, `87`.
public enum ScoreText {
    /// The longest time a part takes: a day.
    public static let maxSeconds = 86_400

    /// `m:ss` or `mm:ss` (or `h:mm:ss`) to seconds; seconds must be below 60.
    public static func seconds(_ text: String) -> Int? {
        let parts = text.trimmingSpaces().split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        var total = 0
        for (index, part) in parts.enumerated() {
            guard part.allSatisfy(\.isASCII), let value = BoundedNumber.integer(part, in: 0...(index == 0 ? 1_440 : 59)) else { return nil }
            total = total * 60 + value
        }
        return total > 0 && total <= maxSeconds ? total : nil
    }

    /// Seconds as `m:ss`, or `h:mm:ss` from an hour.
    public static func clock(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : String(rest)
        guard hours > 0 else { return "\(seconds / 60):\(paddedSeconds)" }
        return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(paddedSeconds)"
    }
}
