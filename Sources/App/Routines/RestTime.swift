/// Rest between sets as the editor shows it, "2:00", and reads it: "m:ss", or whole seconds.
enum RestTime {
    static func text(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let remainder = seconds % 60
        return "\(seconds / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
    }

    /// nil for anything but digits in those shapes; the caller checks the range. At most four
    /// digits a part, so no part overflows.
    static func seconds(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let first = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return first }
        guard parts[1].count == 2, let second = Int(parts[1]), second < 60 else { return nil }
        return first * 60 + second
    }
}
