/// A character a text field does not take, and where it is.
public struct PlainTextProblem: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case control, bidirectional, noncharacter
    }

    public let scalar: Unicode.Scalar
    /// 1-based, counted in Unicode scalars as a person counts characters.
    public let position: Int
    public let kind: Kind
    /// The text with every refused character taken out, to show in the form again.
    public let withoutRefused: String

    /// "Remove the control character U+001B (character 5); use letters, numbers and punctuation only."
    public var message: String {
        let name = switch kind {
        case .control: scalar == "\t" || scalar == "\n" || scalar == "\r" ? "line break or tab" : "control character"
        case .bidirectional: "text-direction character"
        case .noncharacter: "reserved character"
        }
        return "Remove the \(name) \(Self.codePoint(scalar)) (character \(position)); use letters, numbers and punctuation only."
    }

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
