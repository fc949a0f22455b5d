/// How lift names are compared: "back  squat" is "Back Squat". The first spelling a lifter
/// used is what pages show; this key only decides what counts as the same lift. Form text
/// is already NFC (`PlainText`), so accents typed two ways share a key too.
public enum LiftName {
    public static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
