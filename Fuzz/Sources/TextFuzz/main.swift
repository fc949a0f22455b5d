import Domain

/// libFuzzer entry point for the two parsers of untrusted text and bytes added with issue 9:
/// zone files (`TimeZoneRules`, read from disk but treated as hostile) and the plain-text rule
/// every form field passes (`PlainText`). Neither may crash, and what they accept must hold:
/// accepted text has no refused character, and its NFC form is stable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let rules = try? TimeZoneRules(tzif: bytes) {
        for time in [-4_000_000_000, 0, 1_710_064_800, 4_102_444_800] {
            let offset = rules.utcOffset(atUnixTime: time)
            precondition(abs(offset) <= 26 * 3600, "offset \(offset) out of range")
            _ = rules.localDate(atUnixTime: time)
        }
        if let date = CalendarDate(iso: "2024-03-10") { _ = rules.unixTime(forLocal: date, hour: 2, minute: 30) }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for multiline in [false, true] {
        switch PlainText.parse(text, multiline: multiline) {
        case .success(let clean):
            precondition(!clean.unicodeScalars.contains { $0.value < 0x20 && !(multiline && ($0 == "\n" || $0 == "\t")) },
                         "a control character passed")
            precondition((try? PlainText.parse(clean, multiline: multiline).get()) == clean, "NFC is not stable")
        case .failure(let problem):
            precondition(problem.position >= 1, "positions count from 1")
        }
    }
    return 0
}
