/// Why a compressed file, a zip archive or one file inside one cannot be read. Each message
/// names the problem and, where the bytes show it, the byte where it is.
public enum ArchiveError: Error, Sendable, Equatable {
    /// The data ends before this byte of the file, which it needs.
    case truncated(at: Int)
    /// The compressed data is damaged at or just before this byte.
    case corrupt(at: Int)
    /// The inflated bytes' CRC-32 is not the one the archive recorded.
    case checksum(recorded: UInt32, computed: UInt32)
    /// The inflated size differs from the one the archive recorded (`found` nil: larger, and
    /// inflating stopped there).
    case size(recorded: Int, found: Int?)
    /// Past `InflateBudget`: the whole upload is refused as a possible zip bomb.
    case inflatesTooFar(limit: Int)
    /// One file inflates past what any activity needs.
    case fileTooLarge(limit: Int)
    case encrypted
    /// A compression method other than stored (0) and deflate (8).
    case method(Int)
    /// No end-of-central-directory record: not a zip, or cut short.
    case noDirectory
    /// An archive split over several files (disks).
    case spanned
    case tooManyEntries(limit: Int)
    case nameTooLong(limit: Int)
    /// A damaged directory: an entry's header is not where the directory says.
    case badHeader(at: Int)
    /// A zip or gzip file inside the archive's activity: unpack it first.
    case nested

    public var message: String {
        switch self {
        case .truncated(let byte): "truncated at byte \(NumberText.grouped(byte)); was the file cut short?"
        case .corrupt(let byte): "the compressed data is damaged at byte \(NumberText.grouped(byte))"
        case let .checksum(recorded, computed):
            "its CRC-32 is \(Self.hex(computed)), the archive recorded \(Self.hex(recorded)); the file is damaged"
        case let .size(recorded, found?):
            "it inflates to \(NumberText.grouped(found)) bytes, the archive recorded \(NumberText.grouped(recorded))"
        case let .size(recorded, nil):
            "it inflates to more than the \(NumberText.grouped(recorded)) bytes the archive recorded"
        case .inflatesTooFar(let limit):
            "it inflates to more than \(Self.size(limit)) (20 times the upload, and never more than 1 GiB), so it was refused as a possible zip bomb; nothing was imported"
        case .fileTooLarge(let limit): "it inflates to more than \(Self.size(limit)), more than any one activity needs"
        case .encrypted: "it is encrypted; export it again without a password"
        case .method(let method): "it is compressed with method \(method); only stored and deflate (what every zip tool writes) can be read"
        case .noDirectory: "no zip directory at its end: not a zip file, or cut short"
        case .spanned: "it is split over several files; zip it again as one"
        case .tooManyEntries(let limit): "it holds more than \(NumberText.grouped(limit)) files; split it into smaller archives"
        case .nameTooLong(let limit): "a file name in it is longer than \(NumberText.grouped(limit)) bytes"
        case .badHeader(let byte): "the archive's directory points to byte \(NumberText.grouped(byte)), where no file starts; the archive is damaged"
        case .nested: "an archive inside the archive; unpack it and upload it on its own"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(NumberText.grouped(bytes >> 20)) MiB"
    }
}
