/// The places people measure, as the form offers them; any other name the lifter types is
/// kept as typed (trimmed, lower case, so "Forearm" and "forearm" are one series).
public enum MeasurementName {
    public static let standard = ["waist", "chest", "hips", "arm", "thigh", "calf", "neck"]
    public static let length = 1...40

    /// The name as stored, or nil for an empty or too long one.
    public static func normalized(_ raw: String) -> String? {
        let name = String(raw.trimmingSpaces()).lowercased()
        return length.contains(name.count) ? name : nil
    }
}
