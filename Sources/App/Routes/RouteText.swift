import Domain

/// A route's figures as people read them, in the lifter's unit.
enum RouteText {
    /// "1:02:03", or "31:20" under an hour, as watches show a duration.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let minutes = "\(whole / 60 % 60)", rest = pad(whole % 60)
        return whole >= 3_600 ? "\(whole / 3_600):\(pad(whole / 60 % 60)):\(rest)" : "\(minutes):\(rest)"
    }

    /// "1 hour 2 minutes", "31 minutes 20 seconds", for the text a screen reader reads.
    static func words(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let parts = [(whole / 3_600, "hour"), (whole / 60 % 60, "minute"), (whole >= 3_600 ? 0 : whole % 60, "second")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: " ")
    }

    /// "5.23 km"
    static func distance(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(NumberText.plain(unit.distance(metres: metres))) \(unit.symbol)"
    }

    /// "5.23 kilometres", for the text a screen reader reads.
    static func distanceWords(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(NumberText.plain(unit.distance(metres: metres))) \(unit == .miles ? "miles" : "kilometres")"
    }

    /// "5:42 /km"; nil for a route that did not move.
    static func pace(seconds: Double, metres: Double, _ unit: DistanceUnit) -> String? {
        let distance = unit.distance(metres: metres)
        guard distance > 0 else { return nil }
        return "\(clock(seconds / distance)) /\(unit.symbol)"
    }

    /// "24.3 km/h"; nil for a route without a duration.
    static func speed(seconds: Double, metres: Double, _ unit: DistanceUnit) -> String? {
        guard seconds > 0 else { return nil }
        return "\(NumberText.plain((unit.distance(metres: metres) / (seconds / 3_600)).roundedToTenths())) \(unit.speedSymbol)"
    }

    /// "123 m", or feet alongside miles.
    static func height(_ metres: Double, _ unit: DistanceUnit) -> String {
        "\(Int(unit.height(metres: metres).rounded())) \(unit.heightSymbol)"
    }

    /// "07:02" on the zone's clocks.
    static func timeOfDay(_ unixTime: Int, in zone: TimeZoneRules) -> String {
        let seconds = ((unixTime + zone.utcOffset(atUnixTime: unixTime)) % 86_400 + 86_400) % 86_400
        return "\(pad(seconds / 3_600)):\(pad(seconds / 60 % 60))"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
