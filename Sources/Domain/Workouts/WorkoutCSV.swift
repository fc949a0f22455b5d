/// Writes workout entries as CSV (RFC 4180): a header row, CRLF line ends, quotes where needed.
public enum WorkoutCSV {
    public static let header = "date,lift,weight,unit,reps,sets,comments\r\n"

    public static func row(_ entry: WorkoutEntry) -> String {
        [entry.date.iso, text(entry.lift), NumberText.plain(entry.weight), entry.unit.rawValue,
         String(entry.reps), String(entry.sets), text(entry.comments)].joined(separator: ",") + "\r\n"
    }

    /// A text cell, quoted per RFC 4180 §2 when it holds a comma, quote or line break. One
    /// that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading
    /// apostrophe, as OWASP's CSV-injection advice says.
    static func text(_ value: String) -> String {
        var cell = value
        if let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
            cell = "'" + cell
        }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }
}
