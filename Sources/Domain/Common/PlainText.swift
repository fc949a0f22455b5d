// TEMPORARY stub until the Domain branch lands; replaced by its implementation at merge.
public enum PlainText {
    public struct Problem: Error { public let message: String }
    public static func parse(_ raw: String, multiline: Bool) -> Result<String, Problem> { .success(raw) }
}
