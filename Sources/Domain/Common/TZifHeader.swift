/// The 44-byte header that opens each data block of a TZif file (RFC 8536 §3.1).
struct TZifHeader {
    let version: UInt8
    let isutcnt: Int
    let isstdcnt: Int
    let leapcnt: Int
    let timecnt: Int
    let typecnt: Int
    let charcnt: Int

    init(reading reader: inout TZifReader) throws(TimeZoneRulesError) {
        guard Array(try reader.take(4, section: "header")) == Array("TZif".utf8) else { throw .notTZif }
        version = try reader.byte(section: "header")
        _ = try reader.take(15, section: "header")
        isutcnt = try reader.count(section: "header")
        isstdcnt = try reader.count(section: "header")
        leapcnt = try reader.count(section: "header")
        timecnt = try reader.count(section: "header")
        typecnt = try reader.count(section: "header")
        charcnt = try reader.count(section: "header")
        // RFC 8536 §3.1: at least one local time type and one designation byte; the
        // indicator arrays are either absent or one entry per type.
        guard typecnt > 0, charcnt > 0 else { throw .invalid("typecnt and charcnt must not be zero") }
        guard isutcnt == 0 || isutcnt == typecnt, isstdcnt == 0 || isstdcnt == typecnt else {
            throw .invalid("isutcnt (\(isutcnt)) and isstdcnt (\(isstdcnt)) must be 0 or typecnt (\(typecnt))")
        }
    }

    /// A version 2 or later file repeats its data with 64-bit times and adds a footer.
    var hasVersion2Block: Bool { version >= UInt8(ascii: "2") }

    /// The byte length of the data block that follows (RFC 8536 §3.2). The counts are 32-bit,
    /// so this cannot overflow a 64-bit `Int`.
    func dataLength(timeSize: Int) -> Int {
        timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
    }
}
