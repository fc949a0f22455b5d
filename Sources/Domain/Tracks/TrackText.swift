/// A route's figures as people read them, in the lifter's unit.
public enum TrackText {
    /// "1:02:03", or "31:20" under an hour, as watches show a duration.
    public static func clock(_ seconds: Double) -> String {
        let whole = Int(clamping: seconds.rounded())
        let minutes = "\(whole / 60 % 60)", rest = pad(whole % 60)
        return whole >= 3_600 ? "\(whole / 3_600):\(pad(whole / 60 % 60)):\(rest)" : "\(minutes):\(rest)"
    }

    /// "1 hour 2 minutes", "31 minutes 20 seconds", for the text a screen reader reads.
    public static func words(_ seconds: Double) -> String {
        let whole = Int(clamping: seconds.rounded())
        let parts = [(whole / 3_600, "hour"), (whole / 60 % 60, "minute"), (whole >= 3_600 ? 0 : whole % 60, "second")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }

    /// "5.23 km"
    public static func distance(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(NumberText.plain(unit.distance(metres: metres))) \(unit.symbol)"
    }

    /// "5.23 kilometres", for the text a screen reader reads.
    public static func distanceWords(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(NumberText.plain(unit.distance(metres: metres))) \(unit == .miles ? "miles" : "kilometres")"
    }

    /// "123 m", or feet alongside miles.
    public static func height(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(Int(clamping: unit.height(metres: metres).rounded())) \(unit.heightSymbol)"
    }

    /// "07:02" on the zone's clocks.
    public static func timeOfDay(_ unixTime: Int, in zone: TimeZoneRules) -> String {
        let seconds = ((unixTime + zone.utcOffset(atUnixTime: unixTime)) % 86_400 + 86_400) % 86_400
        return "\(pad(seconds / 3_600)):\(pad(seconds / 60 % 60))"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
