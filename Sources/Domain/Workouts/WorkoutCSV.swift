/// Writes workout entries as CSV (RFC 4180): a header row, CRLF line ends, quotes where needed.
public enum WorkoutCSV {
    public static let header = "date,lift,weight,unit,reps,sets,comments\r\n"

    public static func row(_ entry: WorkoutEntry) -> String {
        [entry.date.iso, text(entry.lift), NumberText.plain(entry.weight), entry.unit.rawValue,
         String(entry.reps), String(entry.sets), text(entry.comments)].joined(separator: ",") + "\r\n"
    }

    /// What a spreadsheet reads as a formula at the start of a cell (`=`, `+`, `-`, `@`, tab,
    /// CR), and the apostrophe that guards it: text starting with one of these gets a leading
    /// apostrophe, as OWASP's CSV-injection advice says, and so does text that starts with an
    /// apostrophe already, so that reading the export back (`RowReader`) takes exactly one off.
    public static let guardedStarts = "=+-@\t\r'"

    /// A text cell, quoted per RFC 4180 §2 when it holds a comma, quote or line break, and
    /// guarded against formulas.
    static func text(_ value: String) -> String {
        var cell = value
        if let first = cell.unicodeScalars.first, guardedStarts.unicodeScalars.contains(first) {
            cell = "'" + cell
        }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }
}
