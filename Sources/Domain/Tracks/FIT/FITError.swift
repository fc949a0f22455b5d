/// Why bytes are not a FIT file this reader can read, and the byte offset where that shows.
public struct FITError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case header
        case truncated
        case headerChecksum
        case checksum
        /// A data message of a local type no definition has declared.
        case undefinedLocalType(Int)
    }

    public let reason: Reason
    public let offset: Int

    public var description: String {
        "byte \(offset): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .header: "no FIT header (12 or 14 bytes ending in \".FIT\")"
        case .truncated: "the file ends too early; was it cut short?"
        case .headerChecksum: "the header's checksum does not match; the file is damaged"
        case .checksum: "the file's checksum does not match; the file is damaged"
        case .undefinedLocalType(let type): "a message of local type \(type), which no definition before it declares"
        }
    }
}
