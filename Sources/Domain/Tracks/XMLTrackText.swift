/// What the XML track readers (GPX, TCX) share: the event loop and a point's values read
/// from an element's text.
enum XMLTrackText {
    /// Feeds every event of the document to `handle`; XML errors become `TrackError.xml`.
    static func events(_ bytes: ArraySlice<UInt8>, _ handle: (XMLEvent) throws(TrackError) -> Void) throws(TrackError) {
        var reader = XMLReader(bytes)
        while true {
            let event: XMLEvent?
            do {
                event = try reader.next()
            } catch {
                throw .xml(error)
            }
            guard let event else { return }
            try handle(event)
        }
    }

    /// A plain decimal (`xsd:decimal`: no exponent) within `range`.
    static func number(_ text: Substring, _ name: TrackValue, in range: ClosedRange<Double>) throws(PointProblem) -> Double {
        guard FormValue.isDecimal(String(text), decimalComma: false) else { throw .unreadable(name, text: PointProblem.quoted(text)) }
        guard let value = FormValue.decimal(String(text), in: range, decimalComma: false) else {
            throw .outOfRange(name, value: PointProblem.quoted(text))
        }
        return value
    }

    /// Beats per minute as a whole number; 0, a sensor's "no reading", is none.
    static func heartRate(_ text: Substring) throws(PointProblem) -> Int? {
        let value = try number(text, .heartRate, in: 0...Double(TrackLimits.heartRates.upperBound))
        guard value == value.rounded() else { throw .notWhole(.heartRate, value: PointProblem.quoted(text)) }
        guard value != 0 else { return nil }
        guard TrackLimits.heartRates.contains(Int(clamping: value)) else { throw .outOfRange(.heartRate, value: PointProblem.quoted(text)) }
        return Int(clamping: value)
    }

    /// The instant, or nil with `stoppedClock` set for a year before 1980: a device without
    /// a clock (GPSBabel writes 1901, Int32.min seconds), which `ISO8601Time` cannot hold.
    static func time(_ text: Substring, stoppedClock: inout Bool) throws(PointProblem) -> Int64? {
        if BoundedNumber.integer(text.prefix(4), in: 0...1979) != nil {
            stoppedClock = true
            return nil
        }
        guard let time = ISO8601Time.milliseconds(text) else { throw .unreadable(.time, text: PointProblem.quoted(text)) }
        return time
    }

    /// Without XML's whitespace around it (a value may sit on a line of its own).
    static func trimmed(_ text: String) -> Substring {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}
