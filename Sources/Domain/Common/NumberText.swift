/// Numbers as people read them: at most two decimals, no trailing zeros ("102.5", "100").
public enum NumberText {
    public static func plain(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let f where f % 10 == 0: return "\(sign)\(whole).\(f / 10)"
        default: return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
        }
    }
}
