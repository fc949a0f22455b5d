/// A scheduled backup's file name, `liftinglog-2026-11-23.sqlite`: the gym's date of the
/// run, so the folder sorts by age and a person sees at once which day each file holds.
public enum BackupFileName {
    private static let prefix = "liftinglog-"
    private static let suffix = ".sqlite"

    public static func name(for date: CalendarDate) -> String {
        prefix + date.iso + suffix
    }

    /// The date in a name made by `name(for:)`; nil for any other file, which is left alone.
    public static func date(in name: String) -> CalendarDate? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let date = CalendarDate(iso: String(name.dropFirst(prefix.count).dropLast(suffix.count)))
        return date.flatMap { self.name(for: $0) == name ? $0 : nil }
    }
}
