import Domain

/// libFuzzer entry point for route uploads (issues 13 and 24). Each input goes through
/// `XMLReader` on its own, then through the upload's whole path: `TrackInput.parse` (which
/// detects JSON, GPX, TCX or FIT and reads the track), the summary, the heart-rate bands, time and zones, the drawing, the
/// packed blobs read back, and the GPX download read again. It stops on a crash, a hang, a
/// memory error, or a broken promise: unbalanced or too deep XML events, a point or figure
/// outside the limits, a drawing over its bound, or a round trip that changes the track. The
/// upload is read as a slice inside a larger array, as the request's body holds it (issue 23).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    checkXML(input)
    checkUpload(input)
    // A mutation almost always breaks a FIT file's size or checksums; the same bytes sealed
    // again reach the message decoder behind them.
    if let sealed = sealedFIT(input) { checkUpload(sealed) }
    return 0
}

func checkUpload(_ input: [UInt8]) {
    if case .failure(.fit(let error)) = Result(catching: { () throws(TrackError) in try TrackParser.parse(input) }) {
        require((0...input.count).contains(error.offset), "FIT error at byte \(error.offset) of \(input.count)")
    }
    // The upload is read where it lies in the request's body: a slice that does not start at 0.
    let body = Array("--b\r\n\r\n".utf8) + input + Array("\r\n--b--".utf8)
    switch TrackInput.parse(title: nil, subtitle: nil, kind: nil, file: body[7..<(7 + input.count)]) {
    case .success(let upload):
        require(TrackInput.titleLength.contains(upload.title.count), "title of \(upload.title.count) characters")
        require((try? PlainText.parse(upload.title, multiline: false).get()) == upload.title, "title is not plain text")
        check(upload.track)
    case .failure(let errors):
        require(errors.errors.count == 1 && errors.errors[0].field == "file" && !errors.errors[0].message.isEmpty, "errors \(errors)")
    }
}

/// The input with a FIT header's data size and both checksums made right; nil when it does
/// not start as a FIT file.
func sealedFIT(_ input: [UInt8]) -> [UInt8]? {
    guard input.count >= 16, input[0] == 12 || input[0] == 14, input[8..<12].elementsEqual(".FIT".utf8) else { return nil }
    var bytes = input
    let headerSize = Int(bytes[0])
    let size = UInt32(bytes.count - headerSize - 2)
    for shift in 0..<4 { bytes[4 + shift] = UInt8(truncatingIfNeeded: size >> (8 * UInt32(shift))) }
    if headerSize == 14 {
        let crc = FITCRC.checksum(bytes[0..<12])
        (bytes[12], bytes[13]) = (UInt8(crc & 0xFF), UInt8(crc >> 8))
    }
    let crc = FITCRC.checksum(bytes[..<(bytes.count - 2)])
    (bytes[bytes.count - 2], bytes[bytes.count - 1]) = (UInt8(crc & 0xFF), UInt8(crc >> 8))
    return bytes
}

func checkXML(_ input: [UInt8]) {
    var reader = XMLReader(input)
    var open: [String] = []
    do {
        while let event = try reader.next() {
            switch event {
            case .start(let name, let attributes):
                open.append(name)
                require(open.count <= XMLReader.maxDepth && attributes.count <= XMLReader.maxAttributes, "depth or attributes")
            case .end(let name):
                require(open.popLast() == name, "</\(name)> does not close the open element")
            case .text(let text):
                require(!open.isEmpty && !text.isEmpty, "text outside the root or empty")
            }
        }
        require(open.isEmpty, "the document ended with open elements")
        require((try? reader.next()) == nil, "events after the end")
    } catch {
        require(error.line >= 1 && error.column >= 1, "error at line \(error.line), column \(error.column)")
    }
}

func check(_ track: Track) {
    require((1...TrackLimits.maxPoints).contains(track.pointCount), "\(track.pointCount) points")
    require(track.segments.count <= TrackLimits.maxSegments && !track.segments.contains { $0.isEmpty }, "segments")
    for point in track.segments.joined() {
        require(TrackLimits.latitudes.contains(point.latitude) && TrackLimits.longitudes.contains(point.longitude), "position \(point)")
        require(point.heartRate.map(TrackLimits.heartRates.contains) ?? true, "heart rate \(point)")
        require(point.elevation.map(TrackLimits.elevations.contains) ?? true, "elevation \(point)")
        require((point.time ?? 0) >= 0, "time \(point)")
    }
    let summary = TrackSummary(track)
    require(summary.distanceMetres.isFinite && summary.distanceMetres >= 0, "distance \(summary)")
    require(summary.durationSeconds.isFinite && summary.durationSeconds >= 0, "duration \(summary)")
    require((summary.ascentMetres ?? 0).isFinite && (summary.ascentMetres ?? 0) >= 0, "ascent \(summary)")
    if let heartRate = summary.heartRate {
        require(Double(heartRate.lowest) <= heartRate.average && heartRate.average <= Double(heartRate.highest), "heart rate \(heartRate)")
    }
    checkHeartRate(track, summary)
    checkDrawing(track, summary)
    checkRoundTrip(track)
}

func checkHeartRate(_ track: Track, _ summary: TrackSummary) {
    let time = HeartRateHistogram(track, timed: !summary.durationIsEstimated)
    require(time.milliseconds.allSatisfy { $0 >= 0 }, "negative time")
    require(HeartRateHistogram(packed: time.packed) == time, "histogram round trip")
    let zones = HeartRateZones(maximum: 190).milliseconds(in: time)
    require(zones.reduce(0, +) == time.milliseconds.reduce(0, +), "zones lose time")
    if let heartRate = summary.heartRate {
        let bands = heartRate.bands
        require((1...4).contains(bands.band(of: heartRate.lowest)) && bands.band(of: heartRate.highest) == (heartRate.lowest == heartRate.highest ? 1 : 4), "bands")
    }
}

func checkDrawing(_ track: Track, _ summary: TrackSummary) {
    let drawing = TrackDrawing(track, bands: summary.heartRate?.bands)
    require(!drawing.lines.isEmpty && drawing.lines.count <= 5, "\(drawing.lines.count) lines")
    require((240...1_048).contains(drawing.width) && (240...1_048).contains(drawing.height), "size \(drawing.width)×\(drawing.height)")
    let numbers = drawing.lines.reduce(0) { total, line in total + numberCount(line.path) }
    require(numbers / 2 <= TrackDrawing.maxPoints + 2 * TrackLimits.maxSegments, "\(numbers / 2) points drawn")
    require(drawing.lines.reduce(0) { $0 + $1.path.utf8.count } < 150_000, "path data too long")
    require(TrackDrawing(packed: drawing.packed) == drawing, "drawing round trip")
}

/// Stored and read back, written as GPX and read again: the same points.
func checkRoundTrip(_ track: Track) {
    guard let stored = Track(packed: track.packed, name: track.name, format: track.format) else { fail("packed track unreadable") }
    require(stored.pointCount == track.pointCount, "packing lost points")
    guard let again = try? TrackParser.parse(GPXWriter.write(stored, title: "Fuzz & <route>", kind: .run)) else { fail("GPX unreadable") }
    require(again.segments == stored.segments, "GPX round trip changed the track")
    require(again.name == "Fuzz & <route>", "GPX round trip changed the title")
}

func numberCount(_ path: String) -> Int {
    var count = 0
    var inNumber = false
    for byte in path.utf8 {
        let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        if digit && !inNumber { count += 1 }
        inNumber = digit
    }
    return count
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

func fail(_ message: String) -> Never {
    fatalError(message)
}
