/// Reads an uploaded track file, telling its format from its content (never from its name):
/// JSON starts with `[` (or `{`, which is then refused with a reason), GPX and TCX with `<`
/// (told apart by TCX's root element, `TrainingCenterDatabase`), FIT by its header.
public enum TrackParser {
    /// `bytes` may be the upload where it lies in the request's body: it is not copied
    /// (but for a FIT file, whose decoder reads an array of its own, and a gzip file).
    public static func parse(_ bytes: ArraySlice<UInt8>) throws(TrackError) -> Track {
        var budget = InflateBudget(uploadSize: bytes.count)
        return try parse(bytes, budget: &budget)
    }

    /// A gzip file (`.gpx.gz`, `.fit.gz`, `.tcx.gz`) is inflated, within `budget` and
    /// `ActivityArchive.maxFileBytes`, and read as the file it holds.
    public static func parse(_ bytes: ArraySlice<UInt8>, budget: inout InflateBudget) throws(TrackError) -> Track {
        guard Gzip.isGzip(bytes) else { return try read(bytes) }
        let inner: [UInt8]
        do {
            inner = try Gzip.inflate(bytes, limit: ActivityArchive.maxFileBytes, budget: &budget)
        } catch {
            throw .compressed(error)
        }
        guard !Gzip.isGzip(inner[...]), !ZipArchive.isZip(inner[...]) else { throw .compressed(.nested) }
        return try read(inner[...])
    }

    private static func read(_ bytes: ArraySlice<UInt8>) throws(TrackError) -> Track {
        if FITTrackReader.isFIT(bytes) { return try FITTrackReader.read(Array(bytes)).withoutStoppedClock() }
        let start = bytes.startIndex + (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        guard let first = bytes[start...].first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw .empty
        }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"): return try JSONTrackReader.read(bytes)
        // UTF-16 starts with a byte order mark, which the XML reader reads.
        case UInt8(ascii: "<"), 0xFE, 0xFF: return try (isTCX(bytes) ? TCXTrackReader.read(bytes) : GPXTrackReader.read(bytes)).withoutStoppedClock()
        default: throw .notATrack
        }
    }

    public static func parse(_ bytes: [UInt8]) throws(TrackError) -> Track {
        try parse(bytes[...])
    }

    /// The root element's name within the first 2 KiB (after the declaration and any
    /// comment); UTF-16 files are looked at through their every other byte.
    private static func isTCX(_ bytes: ArraySlice<UInt8>) -> Bool {
        let head = bytes.prefix(2_048).filter { $0 != 0 }
        let name = Array("<TrainingCenterDatabase".utf8)
        guard head.count >= name.count else { return false }
        return (0...(head.count - name.count)).contains { start in head[start] == name[0] && head[start..<(start + name.count)].elementsEqual(name) }
    }
}
