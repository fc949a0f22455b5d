import Domain

/// libFuzzer entry point for the two parsers of untrusted text and bytes added with issue 9:
/// zone files (`TimeZoneRules`, read from disk but treated as hostile) and the plain-text rule
/// every form field passes (`PlainText`), and the site's address (`PublicURL`, issue 23), which
/// is written into pages. None may crash, and what they accept must hold: accepted text has no
/// refused character, and its NFC form is stable; an accepted address is plain ASCII that
/// needs no escaping and reads back as itself; an accepted entry id (`ClientID`, issue 26) is
/// 36 lower-case hex digits and hyphens and reads back as itself.
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
    if let site = try? PublicURL(text) {
        let written = site.description
        precondition(written.hasPrefix("http://") || written.hasPrefix("https://"), "scheme of \(written)")
        precondition(written.utf8.dropFirst(site.scheme.count + 3).allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || Array("-.:[]".utf8).contains(byte)
        }, "a byte outside host and port in \(written)")
        precondition((try? PublicURL(written)) == site, "\(written) does not read back as itself")
    }
    if let id = ClientID(text) {
        let written = id.description
        precondition(written.utf8.count == ClientID.length && written.utf8.allSatisfy { Array("0123456789abcdef-".utf8).contains($0) },
                     "entry id \(written)")
        precondition(ClientID(written) == id, "\(written) does not read back as itself")
    }
    // A rack from the settings (issue 26): the text as the plates, its first word as the bar.
    for unit in WeightUnit.allCases {
        var errors: [FieldError] = []
        let bar = text.split(separator: " ").first.map(String.init)
        guard let rack = PlatesInput.parse(bar: bar, plates: text, unit: unit, errors: &errors) else {
            precondition(!errors.isEmpty, "a refused rack without a message")
            continue
        }
        precondition(errors.isEmpty && rack.bar.isFinite && rack.bar > 0, "bar \(rack.bar)")
        precondition((1...PlatesInput.maxPlates).contains(rack.plates.count) && rack.plates.allSatisfy { $0 > 0 && $0.isFinite },
                     "plates \(rack.plates)")
        precondition(rack.plates == rack.plates.sorted(by: >), "plates not heaviest first")
        _ = rack.onTheBar(rack.bar + rack.smallestPair * 3.5)
        var again: [FieldError] = []
        precondition(PlatesInput.parse(bar: String(rack.bar), plates: PlatesInput.text(rack), unit: unit, errors: &again) == rack,
                     "\(PlatesInput.text(rack)) does not read back as itself")
    }
    return 0
}
