/// The one rule for text typed into any form: printable Unicode only, in one normal form.
///
/// Control characters (C0, DEL, C1) reach terminals, logs and CSV exports as commands, and the
/// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) make text display in
/// another order than it is stored ("Trojan Source", CVE-2021-42574); noncharacters are
/// reserved for a program's own use. All are refused with a message that names them. Tab
/// and line breaks are text only in multi-line fields, where a browser's CR LF becomes LF.
/// What passes is normalised to NFC (Unicode Standard Annex #15), so "é" typed as one code
/// point or as "e" + U+0301 is stored, compared and searched as the same text.
public enum PlainText {
    public static func parse(_ raw: String, multiline: Bool) -> Result<String, PlainTextProblem> {
        var text = String.UnicodeScalarView()
        var problem: (scalar: Unicode.Scalar, position: Int, kind: PlainTextProblem.Kind)?
        var position = 0
        var previousWasCR = false
        for scalar in raw.unicodeScalars {
            position += 1
            if multiline && (scalar == "\r" || scalar == "\n") {
                // CR LF and a lone CR both become one LF.
                if !(scalar == "\n" && previousWasCR) { text.append("\n") }
                previousWasCR = scalar == "\r"
                continue
            }
            previousWasCR = false
            if multiline && scalar == "\t" {
                text.append(scalar)
                continue
            }
            if let kind = refusedKind(scalar) {
                if problem == nil { problem = (scalar, position, kind) }
                continue
            }
            text.append(scalar)
        }
        let normalised = String(decoding: String(text)._nfcCodeUnits, as: UTF8.self)
        guard let problem else { return .success(normalised) }
        return .failure(PlainTextProblem(scalar: problem.scalar, position: problem.position, kind: problem.kind, withoutRefused: normalised))
    }

    static func refusedKind(_ scalar: Unicode.Scalar) -> PlainTextProblem.Kind? {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: .control
        case 0x202A...0x202E, 0x2066...0x2069: .bidirectional
        case 0xFDD0...0xFDEF: .noncharacter
        case let value where value & 0xFFFE == 0xFFFE: .noncharacter
        default: nil
        }
    }
}
