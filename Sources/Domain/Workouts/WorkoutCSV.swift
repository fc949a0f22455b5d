/// Writes workout entries as CSV (RFC 4180): a header row, CRLF line ends, quotes where needed.
/// Every field the history keeps is written, so importing the file into a fresh account
/// (`LiftingLogLayout`) gives the same log and the same records: each set keeps its kind
/// (`normal`, `warmup`, `drop`, `failure`), RPE (blank for none) and superset group (blank for
/// none), each entry the app it came from and the live session it was ticked in (`SessionSpan`,
/// blank for none; the last column, so readers of the earlier columns read on), in the log's
/// order, and weights are written exactly (an imported 20.41168092460379 kg is not cut to 20.41).
public enum WorkoutCSV {
    public static let header = "date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n"

    /// `session`: the times of the entry's session (`entry.sessionID`'s), nil for none.
    public static func row(_ entry: WorkoutEntry, session: SessionSpan? = nil) -> String {
        [entry.date.iso, text(entry.lift), weight(entry.weight), entry.unit.rawValue,
         String(entry.reps), String(entry.sets), text(entry.comments), entry.kind.rawValue, entry.rpe?.text ?? "",
         entry.group.map(text) ?? "", entry.source.rawValue, session?.text ?? ""].joined(separator: ",") + "\r\n"
    }

    /// The shortest text that reads back as the same number: two decimals for a weight typed
    /// into the form, Swift's shortest round-trip digits for an imported one.
    public static func weight(_ value: Double) -> String {
        let plain = NumberText.plain(value)
        if BoundedNumber.decimal(plain, in: value...value) != nil { return plain }
        let exact = "\(value)"
        return exact.contains("e") ? NumberText.plain(value, decimals: 9) : exact
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
        // By scalar, not by `Character`: a quote or comma followed by a combining mark is one
        // Character that equals neither, yet a CSV reader splits on its first byte (ImportFuzz).
        let special: Set<Unicode.Scalar> = [",", "\"", "\n", "\r"]
        guard cell.unicodeScalars.contains(where: special.contains) else { return cell }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in cell.unicodeScalars {
            if scalar == "\"" { quoted.append(scalar) }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}
