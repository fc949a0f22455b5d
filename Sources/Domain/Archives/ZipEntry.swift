/// One file of a zip archive as its central directory describes it.
public struct ZipEntry: Sendable, Equatable {
    public let name: String
    let flags: UInt16
    let method: UInt16
    let crc32: UInt32
    let compressedSize: Int
    /// The size the directory records; the inflated bytes are checked against it.
    public let size: Int
    /// Where the entry's local header starts in the archive.
    let headerOffset: Int

    public var isDirectory: Bool { name.hasSuffix("/") }
    /// Bit 0 of the flags: encrypted with a password (traditional PKWARE or AES).
    public var isEncrypted: Bool { flags & 1 != 0 }
}
