/// A gzip file (RFC 1952), as Strava's bulk export compresses each activity: told by its
/// magic bytes, never by its name.
public enum Gzip {
    public static func isGzip(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 2 && bytes[bytes.startIndex] == 0x1F && bytes[bytes.startIndex + 1] == 0x8B
    }

    /// The inflated file, at most `limit` bytes, each counted against `budget`. `base` is
    /// where `bytes` starts in the upload, for the byte an error names.
    public static func inflate(_ bytes: ArraySlice<UInt8>, base: Int = 0, limit: Int, budget: inout InflateBudget) throws(ArchiveError) -> [UInt8] {
        try Inflater.inflate(bytes, windowBits: Inflater.gzip, base: base, limit: limit, expected: recordedSize(bytes), budget: &budget)
    }

    /// The size the trailer records (modulo 2³², so only a hint for reserving memory).
    private static func recordedSize(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= 18 else { return nil }
        return bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
