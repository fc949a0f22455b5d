/// `CSVReader.separator(guessedFrom:)` over input that arrives in pieces: the separators
/// outside quotes are counted up to the end of the first line that has one.
public struct SeparatorGuess: Sendable {
    private var commas = 0
    private var semicolons = 0
    private var quoted = false
    public private(set) var isDecided = false

    public init() {}

    /// Reads the next piece; true once the guess is decided and no more is needed.
    public mutating func read(_ input: ArraySlice<UInt8>) -> Bool {
        for byte in input where !isDecided {
            let lineBreak = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            if lineBreak && !quoted && commas + semicolons > 0 {
                isDecided = true
                break
            }
            switch byte {
            case UInt8(ascii: "\""): quoted.toggle()
            case UInt8(ascii: ",") where !quoted: commas += 1
            case UInt8(ascii: ";") where !quoted: semicolons += 1
            default: break
            }
        }
        return isDecided
    }

    /// A semicolon when the line had more of them than commas, else a comma.
    public var separator: UInt8 { semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",") }
}
