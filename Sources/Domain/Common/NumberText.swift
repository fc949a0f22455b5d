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
        let units = Int(clamping: scaled)
        let whole = units / scale
        var fraction = abs(units % scale)
        var digits = places
        while fraction > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Under 10^15 with up to nine decimals: a sign, 16 digits, a point and 9 more at most.
        return ASCIIText.make(capacity: 32) { text in
            if units < 0 && whole == 0 { text.append(byte: UInt8(ascii: "-")) }
            text.append(whole)
            guard fraction > 0 else { return }
            text.append(byte: UInt8(ascii: "."))
            text.append(fraction, width: digits)
        }
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
