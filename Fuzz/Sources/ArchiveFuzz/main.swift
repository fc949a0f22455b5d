import Domain

/// libFuzzer entry point for compressed route uploads (issue 24): the zip reader over
/// arbitrary bytes, gzip inflation with its caps, and a bulk archive's whole reading. Each
/// input is read as a zip (its directory, then every entry's contents), as a gzip file, and as
/// an archive of activities; then once more *sealed*: stored as the one entry of a zip the
/// harness writes with a right CRC-32 and sizes, and behind a right gzip header, so the track
/// readers behind the archive are reached too. It stops on a crash, a hang, a memory error, or
/// a broken promise: more inflated than the file's limit or the upload's budget (20 times the
/// input), an entry whose accepted contents differ from its recorded size, more entries or
/// longer names than the limits, a refused file without a reason. The input is read as a
/// slice inside a larger array, as the request's body holds it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    check(input)
    check(storedZip(name: input.first.map { $0 & 1 == 0 ? "activities/1.gpx" : "activities/1.fit.gz" } ?? "a.tcx", input))
    return 0
}

/// A file's limit small enough for a short run to reach it.
let fileLimit = 1 << 20

func check(_ input: [UInt8]) {
    let body = Array("--b\r\n\r\n".utf8) + input + Array("\r\n--b--".utf8)
    let upload = body[7..<(7 + input.count)]
    checkZip(upload)
    checkGzip(upload)
    checkActivities(upload)
    checkActivityList(upload)
}

/// Strava's `activities.csv`: any bytes read as a list (a name never holds more characters
/// than the file has bytes: a byte that is not UTF-8 is one U+FFFD); a type gives a kind or none.
func checkActivityList(_ upload: ArraySlice<UInt8>) {
    let list = ActivityList(csv: upload)
    if let activity = list.activity(forFile: "activities/1.gpx") { require(activity.name.unicodeScalars.count <= upload.count, "a longer name than the file") }
    _ = FileSport(named: String(decoding: upload.prefix(64), as: UTF8.self))
}

func checkZip(_ upload: ArraySlice<UInt8>) {
    guard let archive = try? ZipArchive(upload) else { return }
    require(archive.entries.count <= ZipArchive.maxEntries, "\(archive.entries.count) entries")
    var budget = InflateBudget(uploadSize: upload.count)
    for entry in archive.entries.prefix(64) {
        require(entry.name.utf8.count <= ZipArchive.maxNameLength * 3, "a name of \(entry.name.utf8.count) bytes")
        let spent = budget.spent
        switch Result(catching: { () throws(ArchiveError) in try archive.contents(of: entry, limit: fileLimit, budget: &budget) }) {
        case .success(let contents):
            require(contents.count == entry.size && contents.count <= fileLimit, "\(contents.count) bytes for \(entry.size)")
        case .failure(let error):
            require(!error.message.isEmpty, "an empty message")
            if case .inflatesTooFar = error { return }
        }
        require(budget.spent >= spent && budget.spent <= budget.limit, "budget \(budget.spent) of \(budget.limit)")
    }
}

func checkGzip(_ upload: ArraySlice<UInt8>) {
    var budget = InflateBudget(uploadSize: upload.count)
    if case .success(let inflated) = Result(catching: { () throws(ArchiveError) in try Gzip.inflate(upload, limit: fileLimit, budget: &budget) }) {
        require(inflated.count <= fileLimit && inflated.count <= budget.limit, "\(inflated.count) bytes inflated")
        require(budget.spent == inflated.count, "spent \(budget.spent) for \(inflated.count)")
    }
    require(budget.spent <= budget.limit && budget.limit <= InflateBudget.ratio * upload.count, "budget \(budget.spent) of \(budget.limit)")
}

func checkActivities(_ upload: ArraySlice<UInt8>) {
    var budget = InflateBudget(uploadSize: upload.count)
    _ = try? ActivityArchive.read(upload, budget: &budget) { item in
        switch item {
        case .track(let track, _, _):
            require((1...TrackLimits.maxPoints).contains(track.pointCount), "\(track.pointCount) points")
        case .refused(let name, let reason):
            require(!reason.isEmpty, "\(name) refused without a reason")
        }
    }
    require(budget.spent <= budget.limit, "budget \(budget.spent) of \(budget.limit)")
}

/// A zip of one stored entry holding `contents` (a gzip header in front when the name ends
/// in .gz, left for zlib to find the deflate data broken or not), with its CRC-32 and sizes
/// right.
func storedZip(name: String, _ contents: [UInt8]) -> [UInt8] {
    let data = name.hasSuffix(".gz") ? [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + contents : contents
    let nameBytes = Array(name.utf8)
    let crc = crc32(data)
    var local: [UInt8] = le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(Int(crc), 4)
    local += le(data.count, 4) + le(data.count, 4) + le(nameBytes.count, 2) + le(0, 2) + nameBytes + data
    var central: [UInt8] = le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(Int(crc), 4)
    central += le(data.count, 4) + le(data.count, 4) + le(nameBytes.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4) + nameBytes
    let end: [UInt8] = le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2) + le(central.count, 4) + le(local.count, 4) + le(0, 2)
    return local + central + end
}

func le(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
