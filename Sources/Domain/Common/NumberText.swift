/// Numbers as people read them: at most two decimals (or `decimals`, up to nine), no trailing
/// zeros ("102.5", "100"); whole numbers grouped by thousands ("250,000").
public enum NumberText {
    public static func plain(_ value: Double) -> String {
        plain(value, decimals: 2)
    }

    public static func plain(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let units = Int(scaled)
        let whole = units / scale
        var fraction = abs(units % scale)
        let sign = units < 0 && whole == 0 ? "-" : ""
        guard fraction > 0 else { return "\(sign)\(whole)" }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    public static func grouped(_ value: Int) -> String {
        var text = String(value.magnitude)
        var position = text.count - 3
        while position > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: position))
            position -= 3
        }
        return (value < 0 ? "-" : "") + text
    }
}
