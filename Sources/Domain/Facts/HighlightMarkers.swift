/// The markers SQLite's `highlight()` puts around each match, and how the text they mark is
/// split back into runs. The page escapes each run and marks the matches itself: the
/// marked text is never trusted as HTML.
///
/// The markers are the control characters START OF TEXT and END OF TEXT, which the plain-text
/// rule refuses in every stored text, so a fact cannot contain them. Should one get in anyway, the runs are still only
/// text: a stray marker merely starts or ends a match.
public enum HighlightMarkers {
    public static let open: Unicode.Scalar = "\u{02}"
    public static let close: Unicode.Scalar = "\u{03}"

    public static func runs(_ marked: String) -> [TextRun] {
        var runs: [TextRun] = []
        var current = String.UnicodeScalarView()
        var inMatch = false
        func finish() {
            if !current.isEmpty { runs.append(TextRun(String(current), isMatch: inMatch)) }
            current = String.UnicodeScalarView()
        }
        for scalar in marked.unicodeScalars {
            if scalar == open || scalar == close {
                finish()
                inMatch = scalar == open
            } else {
                current.append(scalar)
            }
        }
        finish()
        return runs
    }
}
