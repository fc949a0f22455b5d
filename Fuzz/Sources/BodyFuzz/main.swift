import Domain

/// libFuzzer entry point for the body import (issue 38): `BodyImporter` over any bytes (the
/// format found from the content: Withings, Garmin, Fitbit, Apple Health XML or zip), and the
/// Apple Health scanner fed the same bytes whole and in pieces of 1 to 97 bytes (sizes from the
/// input, so a crash replays). It stops on a crash, a hang, a memory error, or a broken promise:
/// a weigh-in outside 20–400 kg or with body fat outside 2–75 %, a measurement outside
/// 5–300 cm, a reading after today, more refusals listed than `BodyImport.shownRefusals` or
/// than counted, an empty message, or a scan whose records or failure depend on how the bytes
/// arrive. The last byte's lowest bit picks kg or lb for Fitbit's weights.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    checkImport(input)
    checkScanner(input)
    return 0
}

let today = CalendarDate(iso: "2026-12-01")!

func checkImport(_ input: [UInt8]) {
    let unit: WeightUnit = (input.last ?? 0) & 1 == 0 ? .kg : .lb
    // As the request's body holds an upload: a slice inside a larger array.
    let body = Array("--b\r\n\r\n".utf8) + input + Array("\r\n--b--".utf8)
    let upload = body[7..<(7 + input.count)]
    do {
        let result = try BodyImporter.read(ExportBytes(upload), unit: unit, today: today)
        require(!result.isEmpty || result.refusedCount > 0, "nothing found but no error")
        require(result.refused.count <= BodyImport.shownRefusals && result.refused.count <= result.refusedCount, "refusals \(result.refused.count) of \(result.refusedCount)")
        for refusal in result.refused { require(!refusal.reason.isEmpty && !refusal.place.isEmpty, "a refusal without a reason") }
        for weighIn in result.weighIns {
            require(WeighInInput.weightRange(weighIn.unit).contains(weighIn.weight), "a weight of \(weighIn.weight) \(weighIn.unit)")
            require(weighIn.bodyFat.map { WeighInInput.bodyFatPercent.contains($0) } ?? true, "body fat \(String(describing: weighIn.bodyFat))")
            require(weighIn.date <= today && weighIn.date >= WeighInInput.earliest, "a weigh-in on \(weighIn.date)")
            require(LocalTime(text: weighIn.takenAt.text) == weighIn.takenAt, "a time that does not read back")
        }
        for measurement in result.measurements {
            require(WeighInInput.measurementCentimetres.contains(measurement.unit.toCentimetres(measurement.value)), "a measurement of \(measurement.value)")
            require(measurement.date <= today, "a measurement on \(measurement.takenAt)")
        }
    } catch {
        require(!error.message.isEmpty && error.message.count < 1_000, "a message of \(error.message.count) characters")
    }
}

func checkScanner(_ input: [UInt8]) {
    let types = ["HKQuantityTypeIdentifierBodyMass", "HKQuantityTypeIdentifierBodyFatPercentage", "HKQuantityTypeIdentifierWaistCircumference"]
    let whole = scan(input, types: types, pieces: [input.count])
    var sizes: [Int] = []
    var left = input.count
    var seed = input.first.map(Int.init) ?? 1
    while left > 0 {
        seed = (seed &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
        let size = min(left, 1 + seed % 97)
        sizes.append(size)
        left -= size
    }
    let pieced = scan(input, types: types, pieces: sizes)
    require(whole.records == pieced.records, "records differ in pieces: \(whole.records.count) and \(pieced.records.count)")
    require((whole.failure == nil) == (pieced.failure == nil), "\(String(describing: whole.failure)) whole, \(String(describing: pieced.failure)) in pieces")
}

func scan(_ input: [UInt8], types: [String], pieces: [Int]) -> (records: [AppleHealthScanner.Record], failure: BodyImportError?) {
    var scanner = AppleHealthScanner(types: types)
    var records: [AppleHealthScanner.Record] = []
    var offset = 0
    do {
        for size in pieces {
            try scanner.feed(input[offset..<(offset + size)]) { records.append($0) }
            offset += size
        }
        try scanner.finish()
        return (records, nil)
    } catch {
        return (records, error)
    }
}

extension BodyMeasurement {
    var date: CalendarDate { takenAt.date }
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
